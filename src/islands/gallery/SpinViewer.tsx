/**
 * The 360° spin (GAL-05): turns by itself every 100 ms until the shopper interacts, then
 * follows a pointer drag (one frame per 20 px) or the left/right arrow keys. Hotspots placed
 * on the current angle show their description on focus or hover. A frame that fails to
 * load is logged to the console only (GAL-06).
 * Frames are fetched as they are needed (spinFramesToLoad: the one on screen and three on
 * each side), at the slide's widths; each stays on the page once fetched, so turning back is
 * instant. Until a frame arrives the last one that did stays on screen, and turning by itself
 * waits for it (nextAutoFrame).
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  frameAfterDrag,
  hotspotsForFrame,
  nextAutoFrame,
  SPIN_AUTOROTATE_MS,
  type SpinHotspot,
  slideForKey,
  spinFrameOnScreen,
  spinFramesToLoad,
} from '../../domain/gallery.ts';
import { responsiveImage } from '../../domain/responsive-image.ts';
import { MediaContext } from '../media/media-context.ts';
import { Picture } from '../media/Picture.tsx';

export function SpinViewer({
  frames,
  hotspots,
  label,
}: {
  frames: string[];
  hotspots: SpinHotspot[];
  label: string;
}) {
  const media = useContext(MediaContext);
  const [frame, setFrame] = useState(0);
  const [rotating, setRotating] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  // Frames put on the page so far (the browser fetches each once and keeps it). The server
  // renders the first only; the rest follow once the island runs, so they never compete with
  // the page's first paint.
  const [fetched, setFetched] = useState<ReadonlySet<number>>(() => new Set([0]));
  // Frames that arrived or failed.
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const settledNow = useRef(settled);
  settledNow.current = settled;
  const shownBefore = useRef(0);
  const drag = useRef<{ x: number; frame: number } | undefined>(undefined);
  const viewer = useRef<HTMLDivElement>(null);

  const onPage = hydrated ? new Set([...fetched, ...spinFramesToLoad(frame, frames.length)]) : fetched;
  const shown = spinFrameOnScreen(
    frame,
    shownBefore.current,
    (index) => settled.has(index),
    (index) => fetched.has(index),
  );
  shownBefore.current = shown;
  const arrived = useCallback(
    (index: number) => setSettled((current) => (current.has(index) ? current : new Set([...current, index]))),
    [],
  );

  // The server-rendered first frame may have arrived (or failed) before the island ran.
  useEffect(() => {
    setHydrated(true);
    const first = viewer.current?.querySelector('img');
    if (!first?.complete) return;
    arrived(0);
    if (first.naturalWidth === 0) console.warn(`[spin] frame failed to load: ${frames[0]}`);
  }, [frames, arrived]);

  // What is on the page stays there.
  useEffect(() => {
    if (!hydrated) return;
    setFetched((current) => {
      const more = spinFramesToLoad(frame, frames.length).filter((index) => !current.has(index));
      return more.length === 0 ? current : new Set([...current, ...more]);
    });
  }, [hydrated, frame, frames.length]);

  useEffect(() => {
    if (!rotating || frames.length < 2) return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(
      () =>
        setFrame((current) =>
          nextAutoFrame(current, frames.length, (index) => settledNow.current.has(index)),
        ),
      SPIN_AUTOROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, frames.length]);

  const stop = () => setRotating(false);
  return (
    <div
      ref={viewer}
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
      {[...onPage]
        .sort((a, b) => a - b)
        .map((index) => (
          <Picture
            key={index}
            image={responsiveImage(frames[index]!, 'slide', media)}
            alt=""
            width={600}
            height={400}
            priority={index === 0 ? 'high' : 'eager'}
            hidden={index !== shown}
            draggable={false}
            onLoad={() => arrived(index)}
            onError={() => {
              arrived(index);
              console.warn(`[spin] frame failed to load: ${frames[index]}`);
            }}
          />
        ))}
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
