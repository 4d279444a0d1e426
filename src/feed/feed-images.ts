/**
 * A feed's photo list, checked photo by photo (issue 16, FEED-06): the placeholder counts as
 * no photo; a photo listed twice shows once; an address that is not a web photo (another
 * scheme such as javascript: or data:, a document, a video, an SVG drawing) is dropped with
 * the reason, and the car keeps its other photos. A bad thumbnail address leaves the photo
 * without its thumbnail.
 */
export interface FeedImage {
  image: string;
  thumb?: string | undefined;
}

const WEB_ADDRESS = /^(https?:\/\/|\/)[^\s]*$/i;
const NOT_A_PHOTO = /\.(pdf|html?|php|aspx?|txt|docx?|xlsx?|zip|mp4|mov|webm|avi|svgz?)$/i;

/** Why an image address is not a photo the site can show, or undefined when it may be one. */
export function imageAddressProblem(url: string): string | undefined {
  if (!WEB_ADDRESS.test(url)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
    return scheme
      ? `"${scheme}:" is not a web address; only http(s) addresses and site paths are shown`
      : 'not a web address (no http(s):// or leading /)';
  }
  const path = url.split(/[?#]/)[0]!;
  const ext = NOT_A_PHOTO.exec(path)?.[1]?.toLowerCase();
  if (ext) return ext.startsWith('svg') ? 'an SVG drawing, not a photo' : `a .${ext} file, not a photo`;
  return undefined;
}

export function cleanFeedImages(
  images: readonly FeedImage[],
  isPlaceholder: (url: string) => boolean,
): { images: FeedImage[]; dropped: { url: string; reason: string }[] } {
  const kept: FeedImage[] = [];
  const dropped: { url: string; reason: string }[] = [];
  const seen = new Set<string>();
  for (const { image, thumb } of images) {
    const url = image.trim();
    if (url === '' || isPlaceholder(url)) continue;
    const problem = imageAddressProblem(url);
    if (problem) {
      dropped.push({ url, reason: problem });
      continue;
    }
    if (seen.has(url)) {
      dropped.push({ url, reason: 'listed twice; shown once' });
      continue;
    }
    seen.add(url);
    const cleanThumb = thumb?.trim();
    kept.push(
      cleanThumb && !imageAddressProblem(cleanThumb) ? { image: url, thumb: cleanThumb } : { image: url },
    );
  }
  return { images: kept, dropped };
}
