/** A saved car's photo in the watchlist and favourites lists (180 × 120), or an empty frame without one. */
import { type MediaSettings, NO_IMAGE_CDN, responsiveImage } from '../../domain/responsive-image.ts';
import { Picture } from '../media/Picture.tsx';

export function ListedCarPhoto({
  src,
  media,
}: {
  src: string | null | undefined;
  media?: MediaSettings | undefined;
}) {
  return src ? (
    <Picture image={responsiveImage(src, 'thumb', media ?? NO_IMAGE_CDN)} alt="" width={180} height={120} />
  ) : (
    <span className="watchlist-noimage" />
  );
}
