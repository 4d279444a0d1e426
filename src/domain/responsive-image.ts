/**
 * What an <img> or <picture> of a car photo asks for (spec-1 §9, spec-2 §7, issue 16): the
 * widths its layout needs, in AVIF before JPEG, with `sizes` saying how wide it is shown. (No
 * WebP: the browsers that read WebP but not AVIF are few, and get the JPEG at the right width;
 * every source costs bytes on every page that shows the photo.) A thumbnail is one small JPEG. A photo the build resized itself has a variant path, /img/<key>-<max width>/<width>.jpg
 * (src/build/images), from which every other width and format of it follows; with an image CDN
 * (media.imageCdn) a photo's own URL is asked of the CDN at each width; anything else (the
 * placeholder, a photo the build could not reach) is shown as it is. Pure, and the same in
 * the build and the browser, so the search island's cards ask for what the pages ask for.
 */

/** The widths the build writes of each photo (none wider than the photo itself). */
export const VARIANT_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
/** The Open Graph and Twitter card crop the build writes of each photo. */
export const OPEN_GRAPH_SIZE = { width: 1200, height: 630 } as const;

export type ImageLayout = 'card' | 'tile' | 'slide' | 'banner' | 'thumb' | 'fullscreen';

interface Layout {
  widths: readonly number[];
  sizes: string;
  /** The width of the plain src, for a browser that reads no srcset. */
  fallback: number;
}

// The card is 600×400 at most (CARD-05) in a grid of 1 column on phones, 2–3 beside it on a
// desktop; a tile (related and brand models) is at most 320 px, two beside each other on a
// phone; the gallery's slide (and the model page's photo) is the page's main column; a
// banner (the home slides, the servicing page's hero) is the screen's width; thumbnails are
// 150 px.
const LAYOUTS: Record<Exclude<ImageLayout, 'thumb'>, Layout> = {
  card: {
    widths: [320, 640, 960],
    sizes: '(min-width: 1240px) 380px, (min-width: 700px) 46vw, 92vw',
    fallback: 640,
  },
  tile: { widths: [320, 640], sizes: '(min-width: 700px) 320px, 46vw', fallback: 320 },
  slide: { widths: [640, 960, 1280], sizes: '(min-width: 1100px) 720px, 100vw', fallback: 960 },
  banner: { widths: [640, 960, 1280, 1920], sizes: '100vw', fallback: 1280 },
  fullscreen: { widths: [1280, 1920], sizes: '100vw', fallback: 1280 },
};
/** A thumbnail's one width: sharp on a 3× phone screen at 150 px (CSS). */
const THUMB_WIDTH = 320;

export interface MediaSettings {
  imageCdn?: string | undefined;
  quality: number;
}

/** Without an image CDN (the build's own photo sets; spec-2 §7's default quality). */
export const NO_IMAGE_CDN: MediaSettings = { quality: 75 };

export interface ResponsiveImage {
  /** JPEG at the layout's fallback width, or the photo as it is. */
  src: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
  /** AVIF, for a <source> element before the <img>. */
  sources: { type: string; srcSet: string }[];
}

const VARIANT = /^\/img\/([a-z0-9]+)-(\d+)\/\d+\.jpg$/;

/** The path of one width and format of a photo the build resized. */
export function variantPath(key: string, maxWidth: number, width: number, ext: 'avif' | 'jpg'): string {
  return `/img/${key}-${maxWidth}/${width}.${ext}`;
}

/** The key and largest width of a variant path; undefined for any other URL. */
export function parseVariant(src: string): { key: string; maxWidth: number } | undefined {
  const match = VARIANT.exec(src);
  return match ? { key: match[1]!, maxWidth: Number(match[2]) } : undefined;
}

function cdnUrl(template: string, src: string, width: number, quality: number, format: string): string {
  return template
    .replaceAll('{url}', encodeURIComponent(src))
    .replaceAll('{width}', String(width))
    .replaceAll('{quality}', String(quality))
    .replaceAll('{format}', format);
}

export function responsiveImage(src: string, layout: ImageLayout, media: MediaSettings): ResponsiveImage {
  const variant = parseVariant(src);
  const template = media.imageCdn && /^https?:\/\//.test(src) ? media.imageCdn : undefined;
  if (layout === 'thumb') {
    if (variant)
      return {
        src: variantPath(variant.key, variant.maxWidth, Math.min(THUMB_WIDTH, variant.maxWidth), 'jpg'),
        sources: [],
      };
    if (template) return { src: cdnUrl(template, src, THUMB_WIDTH, media.quality, 'jpg'), sources: [] };
    return { src, sources: [] };
  }
  const { widths, sizes, fallback } = LAYOUTS[layout];
  if (variant) {
    const { key, maxWidth } = variant;
    // Never wider than the photo: a 600 px photo is offered at 320 and 600.
    const usable = [...new Set(widths.map((width) => Math.min(width, maxWidth)))];
    const src = variantPath(key, maxWidth, Math.min(fallback, maxWidth), 'jpg');
    // One width only (a small photo): no choice to describe, so no srcset or sizes.
    if (usable.length === 1)
      return {
        src,
        sources: [{ type: 'image/avif', srcSet: variantPath(key, maxWidth, usable[0]!, 'avif') }],
      };
    const set = (ext: 'avif' | 'jpg') =>
      usable.map((width) => `${variantPath(key, maxWidth, width, ext)} ${width}w`).join(', ');
    return { src, srcSet: set('jpg'), sizes, sources: [{ type: 'image/avif', srcSet: set('avif') }] };
  }
  if (template) {
    const set = (format: string) =>
      widths.map((width) => `${cdnUrl(template, src, width, media.quality, format)} ${width}w`).join(', ');
    return {
      src: cdnUrl(template, src, fallback, media.quality, 'jpg'),
      srcSet: set('jpg'),
      sizes,
      sources: template.includes('{format}') ? [{ type: 'image/avif', srcSet: set('avif') }] : [],
    };
  }
  return { src, sources: [] };
}

/**
 * A gallery thumbnail of a photo: from the photo's own set or the image CDN; otherwise the
 * feed's own thumbnail when it gave one.
 */
export function thumbnailImage(
  image: { image: string; thumb?: string | undefined },
  media: MediaSettings,
): ResponsiveImage {
  const own = parseVariant(image.image) || media.imageCdn ? image.image : (image.thumb ?? image.image);
  return responsiveImage(own, 'thumb', media);
}

/** The 1200×630 image of a page's Open Graph and Twitter card. */
export function openGraphImage(src: string, media: MediaSettings): string {
  const variant = parseVariant(src);
  if (variant) return `/img/${variant.key}-${variant.maxWidth}/og.jpg`;
  if (media.imageCdn && /^https?:\/\//.test(src))
    return cdnUrl(media.imageCdn, src, OPEN_GRAPH_SIZE.width, media.quality, 'jpg');
  return src;
}

/** The widths the build writes of a make logo given as a picture (2× the largest it is shown). */
export const LOGO_WIDTHS = [160, 320] as const;

const LOGO_VARIANT = /^\/img\/([a-z0-9]+)-(\d+)\/\d+\.png$/;

/** The path of one width of a logo the build resized. */
export function logoVariantPath(key: string, maxWidth: number, width: number): string {
  return `/img/${key}-${maxWidth}/${width}.png`;
}

/**
 * A make logo shown `shownWidth` CSS pixels wide: a logo the build resized (a PNG or WebP
 * file, /img/<key>-<max>/<width>.png) at its widths for the screen's density; anything else
 * (an SVG, which is sharp at any size) as it is.
 */
export function logoImage(src: string, shownWidth: number): { src: string; srcSet?: string; sizes?: string } {
  const match = LOGO_VARIANT.exec(src);
  if (!match) return { src };
  const key = match[1]!;
  const maxWidth = Number(match[2]);
  const widths = [...new Set(LOGO_WIDTHS.map((width) => Math.min(width, maxWidth)))];
  const first = logoVariantPath(key, maxWidth, widths[0]!);
  if (widths.length === 1) return { src: first };
  return {
    src: first,
    srcSet: widths.map((width) => `${logoVariantPath(key, maxWidth, width)} ${width}w`).join(', '),
    sizes: `${shownWidth}px`,
  };
}
