/**
 * The slides of one embla carousel: photos at the widths and formats the slide needs (first
 * two eager, the first with high priority, the rest lazy) and the video.
 */
import { useContext, useState } from 'react';
import { responsiveImage } from '../../domain/responsive-image.ts';
import { MediaContext } from '../media/media-context.ts';
import { Picture } from '../media/Picture.tsx';
import { type Slide, slidePriority } from '../../domain/gallery.ts';
import { videoEmbedUrl } from './video.ts';

export function Slides({ slides, name, large = false }: { slides: Slide[]; name: string; large?: boolean }) {
  const photos = slides.filter((s) => s.kind === 'image').length;
  const media = useContext(MediaContext);
  return (
    <div className="gallery-track">
      {slides.map((slide, position) => (
        // The WAI-ARIA carousel pattern: each slide is a group with the "slide" role description.
        // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a slide
        <div
          className="gallery-slide"
          key={slide.kind === 'image' ? slide.image.image + slide.index : `video-${slide.url}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${position + 1} of ${slides.length}`}
        >
          {slide.kind === 'image' ? (
            <Picture
              image={responsiveImage(slide.image.image, large ? 'fullscreen' : 'slide', media)}
              alt={`${name}, view ${slide.index + 1} of ${photos}`}
              width={600}
              height={400}
              priority={slidePriority(position, large)}
            />
          ) : (
            <VideoSlide url={slide.url} name={name} />
          )}
        </div>
      ))}
    </div>
  );
}

/** The video loads only when asked for, so a page view never pays for a player it does not use. */
function VideoSlide({ url, name }: { url: string; name: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing)
    return (
      <iframe
        src={videoEmbedUrl(url)}
        title={`Video of the ${name}`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        loading="lazy"
      />
    );
  return (
    <button type="button" className="video-poster" onClick={() => setPlaying(true)}>
      <span aria-hidden="true">▶</span> Play video
    </button>
  );
}
