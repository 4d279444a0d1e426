import type { MediaSettings } from './responsive-image.ts';

/** The image shown for a car without photos; a feed's own placeholder counts as no photo (FEED-06). */
export const PLACEHOLDER_IMAGE = '/media/placeholder.jpg';

/**
 * The photo settings a page hands an island: the image CDN's, or none without one. The
 * build's own photo sets need no settings in the browser (responsiveImage reads their
 * widths from the path), and every byte of an island's props is in the page.
 */
export function islandMedia(media: MediaSettings): MediaSettings | undefined {
  return media.imageCdn ? media : undefined;
}
