/**
 * The photo slider (GAL-01…GAL-03): embla for swiping, previous/next buttons, a counter,
 * thumbnails for in-stock cars with more than 3 images, and a fullscreen view (a modal
 * <dialog>: focus stays inside, Escape closes, left/right arrow keys move between slides).
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  type GalleryImage,
  gallerySlides,
  isSlider,
  showThumbnails,
  slideForKey,
} from '../../domain/gallery.ts';
import { thumbnailImage } from '../../domain/responsive-image.ts';
import { MediaContext } from '../media/media-context.ts';
import { Picture } from '../media/Picture.tsx';
import { Slides } from './Slides.tsx';

export interface ImageSliderProps {
  name: string;
  images: GalleryImage[];
  videoUrl?: string | undefined;
  status: string;
}

export function ImageSlider({ name, images, videoUrl, status }: ImageSliderProps) {
  const slides = gallerySlides(images, videoUrl);
  const [viewportRef, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  // The fullscreen slider exists only while open, so it starts at the photo on screen: a
  // carousel measured inside a closed (hidden) dialog has no sizes and lands on photo 1.
  const [fullscreenAt, setFullscreenAt] = useState<number | undefined>(undefined);
  const thumbs = showThumbnails(status, images.length);

  useEffect(() => {
    if (fullscreenAt !== undefined && !dialog.current?.open) dialog.current?.showModal();
  }, [fullscreenAt]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  if (!isSlider(slides.length)) {
    return (
      <div className="gallery single">
        <Slides slides={slides} name={name} />
      </div>
    );
  }

  return (
    <div className="gallery">
      <section
        className="gallery-viewport"
        ref={viewportRef}
        aria-roledescription="carousel"
        aria-label={`Photos of the ${name}`}
      >
        <Slides slides={slides} name={name} />
      </section>
      <div className="gallery-controls">
        <button
          type="button"
          className="gallery-prev"
          onClick={() => go(selected - 1)}
          disabled={selected === 0}
          aria-label="Previous photo"
        >
          ‹
        </button>
        <span className="gallery-counter" aria-live="polite">
          {selected + 1} / {slides.length}
        </span>
        <button
          type="button"
          className="gallery-next"
          onClick={() => go(selected + 1)}
          disabled={selected === slides.length - 1}
          aria-label="Next photo"
        >
          ›
        </button>
        <button type="button" className="gallery-fullscreen" onClick={() => setFullscreenAt(selected)}>
          Fullscreen
        </button>
      </div>
      {thumbs && (
        <Thumbnails
          slidesCount={slides.length}
          images={images}
          hasVideo={!!videoUrl}
          selected={selected}
          onSelect={go}
        />
      )}
      <dialog
        ref={dialog}
        className="gallery-dialog"
        aria-label={`Photos of the ${name}, fullscreen`}
        onClose={() => setFullscreenAt(undefined)}
      >
        {fullscreenAt !== undefined && (
          <FullscreenSlider
            name={name}
            images={images}
            videoUrl={videoUrl}
            start={fullscreenAt}
            thumbs={thumbs}
            onClose={(index) => {
              dialog.current?.close();
              go(index);
            }}
          />
        )}
      </dialog>
    </div>
  );
}

function Thumbnails({
  images,
  hasVideo,
  selected,
  onSelect,
}: {
  slidesCount: number;
  images: GalleryImage[];
  hasVideo: boolean;
  selected: number;
  onSelect: (slide: number) => void;
}) {
  const media = useContext(MediaContext);
  return (
    <ul className="gallery-thumbs">
      {images.map((image, index) => {
        const slide = hasVideo && index >= 1 ? index + 1 : index;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a feed may list the same photo twice, so the position is part of the key
          <li key={`${index}-${image.image}`}>
            <button
              type="button"
              onClick={() => onSelect(slide)}
              aria-label={`Show photo ${index + 1}`}
              aria-current={slide === selected ? 'true' : undefined}
            >
              <Picture image={thumbnailImage(image, media)} alt="" width={150} height={100} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function FullscreenSlider({
  name,
  images,
  videoUrl,
  start,
  thumbs,
  onClose,
}: {
  name: string;
  images: GalleryImage[];
  videoUrl?: string | undefined;
  start: number;
  thumbs: boolean;
  onClose: (index: number) => void;
}) {
  const slides = gallerySlides(images, videoUrl);
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, startIndex: start });
  const [selected, setSelected] = useState(start);
  const container = useRef<HTMLDivElement>(null);
  // Left and right arrow keys move between slides while the fullscreen view is open (GAL-03).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      const next = slideForKey(embla?.selectedScrollSnap() ?? 0, slides.length, event.key);
      if (next === undefined) return;
      event.preventDefault();
      embla?.scrollTo(next);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [embla, slides.length]);
  useEffect(() => {
    if (!embla) return;
    embla.scrollTo(start, true);
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, start]);
  return (
    <div className="gallery fullscreen" ref={container}>
      <div className="gallery-dialog-bar">
        <span aria-live="polite">
          {selected + 1} / {slides.length}
        </span>
        <button type="button" onClick={() => onClose(selected)}>
          Close
        </button>
      </div>
      <div className="gallery-viewport" ref={viewportRef}>
        <Slides slides={slides} name={name} large />
      </div>
      <div className="gallery-controls">
        <button
          type="button"
          onClick={() => embla?.scrollTo(Math.max(0, selected - 1))}
          disabled={selected === 0}
          aria-label="Previous photo"
        >
          ‹
        </button>
        <button
          type="button"
          onClick={() => embla?.scrollTo(Math.min(slides.length - 1, selected + 1))}
          disabled={selected === slides.length - 1}
          aria-label="Next photo"
        >
          ›
        </button>
      </div>
      {thumbs && (
        <Thumbnails
          slidesCount={slides.length}
          images={images}
          hasVideo={!!videoUrl}
          selected={selected}
          onSelect={(i) => embla?.scrollTo(i)}
        />
      )}
    </div>
  );
}
