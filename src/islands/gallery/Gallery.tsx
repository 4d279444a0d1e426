/**
 * The vehicle gallery island: the photo slider, or — when the car has spin frames — the
 * spin viewer with Spin / Images / Interior views (GAL-04). Switching back to Images starts
 * the slider at its first photo again.
 */
import { useState } from 'react';
import {
  type GalleryImage,
  initialSpinView,
  type SpinHotspot,
  type SpinView,
  spinViews,
} from '../../domain/gallery.ts';
import { type MediaSettings, NO_IMAGE_CDN } from '../../domain/responsive-image.ts';
import { MediaContext } from '../media/media-context.ts';
import { ImageSlider } from './ImageSlider.tsx';
import { SpinViewer } from './SpinViewer.tsx';

export interface GalleryProps {
  name: string;
  images: GalleryImage[];
  videoUrl?: string | undefined;
  status: string;
  spin?:
    | {
        exterior: string[];
        interior: string[];
        hotspots: { exterior: SpinHotspot[]; interior: SpinHotspot[] };
        /** Which view opens first (features.spinViewDefault): a car without a spin has no choice. */
        defaultView: 'spinner' | 'gallery';
      }
    | undefined;
  /** The image CDN's settings; absent without one (the build's own photo sets need none). */
  media?: MediaSettings | undefined;
}

const VIEW_LABELS: Record<SpinView, string> = { spinner: 'Spin', gallery: 'Images', interior: 'Interior' };

export function Gallery(props: GalleryProps) {
  return (
    <MediaContext.Provider value={props.media ?? NO_IMAGE_CDN}>
      <GalleryViews {...props} />
    </MediaContext.Provider>
  );
}

function GalleryViews({ name, images, videoUrl, status, spin }: GalleryProps) {
  const views = spin ? spinViews(spin.exterior.length, images.length, spin.interior.length) : [];
  const [view, setView] = useState<SpinView | undefined>(spin && initialSpinView(views, spin.defaultView));
  const [galleryKey, setGalleryKey] = useState(0);
  if (!spin || views.length === 0 || view === undefined)
    return <ImageSlider name={name} images={images} videoUrl={videoUrl} status={status} />;
  return (
    <div className="gallery-views">
      <fieldset className="view-switch">
        <legend className="visually-hidden">Gallery view</legend>
        {views.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === view}
            onClick={() => {
              if (option === 'gallery' && view !== 'gallery') setGalleryKey((k) => k + 1);
              setView(option);
            }}
          >
            {VIEW_LABELS[option]}
          </button>
        ))}
      </fieldset>
      {view === 'spinner' && (
        <SpinViewer
          frames={spin.exterior}
          hotspots={spin.hotspots.exterior}
          label={`360° view of the ${name}`}
        />
      )}
      {view === 'interior' && (
        <SpinViewer
          frames={spin.interior}
          hotspots={spin.hotspots.interior}
          label={`Interior of the ${name}`}
        />
      )}
      {view === 'gallery' && (
        <ImageSlider key={galleryKey} name={name} images={images} videoUrl={videoUrl} status={status} />
      )}
    </div>
  );
}
