/**
 * The 360° spin (GAL-05): turns by itself every 100 ms until the shopper interacts, then
 * follows a pointer drag (one frame per 20 px) or the left/right arrow keys. Hotspots placed
 * on the current angle show their description on focus or hover. A frame that fails to
 * load is logged to the console only (GAL-06).
 */
import { useEffect, useRef, useState } from 'react';
import {
  frameAfterDrag,
  hotspotsForFrame,
  slideForKey,
  SPIN_AUTOROTATE_MS,
  type SpinHotspot,
} from '../../domain/gallery.ts';

export function SpinViewer({
  frames,
  hotspots,
  label,
}: {
  frames: string[];
  hotspots: SpinHotspot[];
  label: string;
}) {
  const [frame, setFrame] = useState(0);
  const [rotating, setRotating] = useState(true);
  const drag = useRef<{ x: number; frame: number } | undefined>(undefined);

  useEffect(() => {
    if (!rotating || frames.length < 2) return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setFrame((f) => (f + 1) % frames.length), SPIN_AUTOROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, frames.length]);

  // Fetch every frame once so turning does not flash; failures are logged only.
  useEffect(() => {
    for (const src of frames) {
      const image = new Image();
      image.onerror = () => console.warn(`[spin] frame failed to load: ${src}`);
      image.src = src;
    }
  }, [frames]);

  const stop = () => setRotating(false);
  return (
    <div
      className="spin"
      role="slider"
      tabIndex={0}
      aria-label={`${label}: drag or use the arrow keys to turn`}
      aria-valuemin={1}
      aria-valuemax={frames.length}
      aria-valuenow={frame + 1}
      aria-valuetext={`Angle ${frame + 1} of ${frames.length}`}
      onPointerDown={(event) => {
        stop();
        drag.current = { x: event.clientX, frame };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        setFrame(frameAfterDrag(drag.current.frame, event.clientX - drag.current.x, frames.length));
      }}
      onPointerUp={() => {
        drag.current = undefined;
      }}
      onPointerCancel={() => {
        drag.current = undefined;
      }}
      onKeyDown={(event) => {
        const next = slideForKey(frame, frames.length, event.key);
        if (next === undefined) return;
        event.preventDefault();
        stop();
        setFrame(next);
      }}
    >
      <img
        src={frames[frame]}
        alt=""
        width={600}
        height={400}
        draggable={false}
        onError={() => console.warn(`[spin] frame failed to load: ${frames[frame]}`)}
      />
      {hotspotsForFrame(hotspots, frame).map((spot) => (
        <button
          key={`${spot.angle}-${spot.title}`}
          type="button"
          className="hotspot"
          style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
          aria-label={spot.description ? `${spot.title}: ${spot.description}` : spot.title}
          onClick={stop}
        >
          <span className="hotspot-tip" role="tooltip">
            <strong>{spot.title}</strong>
            {spot.description && <span>{spot.description}</span>}
          </span>
        </button>
      ))}
      {rotating && frames.length > 1 && (
        <button type="button" className="spin-pause" onClick={stop}>
          Stop turning
        </button>
      )}
    </div>
  );
}
