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
      }
    | undefined;
  defaultView: 'spinner' | 'gallery';
}

const VIEW_LABELS: Record<SpinView, string> = { spinner: 'Spin', gallery: 'Images', interior: 'Interior' };

export function Gallery({ name, images, videoUrl, status, spin, defaultView }: GalleryProps) {
  const views = spin ? spinViews(spin.exterior.length, images.length, spin.interior.length) : [];
  const [view, setView] = useState<SpinView | undefined>(initialSpinView(views, defaultView));
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
