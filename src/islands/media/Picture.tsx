/**
 * A car photo at the widths and formats its layout needs (src/domain/responsive-image.ts):
 * an AVIF source before the JPEG, explicit width and height so nothing shifts, and the
 * loading priority the caller gives (CARD-05: the first two eager, the rest lazy). The grey
 * while it loads comes from the stylesheet (img { background }).
 */
import type { ResponsiveImage } from '../../domain/responsive-image.ts';

export interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  width: number;
  height: number;
  priority?: 'high' | 'eager' | 'lazy';
  className?: string | undefined;
  /** Kept on the page (fetched, ready to show) but not shown: a spin's next frames. */
  hidden?: boolean | undefined;
  draggable?: boolean | undefined;
  onLoad?: (() => void) | undefined;
  onError?: (() => void) | undefined;
}

export function Picture({
  image,
  alt,
  width,
  height,
  priority = 'lazy',
  className,
  hidden,
  draggable,
  onLoad,
  onError,
}: PictureProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      className={className}
      hidden={hidden}
      draggable={draggable}
      onLoad={onLoad}
      onError={onError}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
