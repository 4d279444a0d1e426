/** An embeddable URL for a car video: YouTube links become privacy-enhanced embeds; other URLs are used as given. */
export function videoEmbedUrl(url: string): string {
  const match = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{6,20})/.exec(url);
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}?rel=0` : url;
}
