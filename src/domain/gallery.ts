/**
 * Gallery and 360° spin rules (GAL-01…GAL-05), pure so the islands only render.
 */
export interface GalleryImage {
  image: string;
  thumb?: string | undefined;
}

export type Slide = { kind: 'image'; image: GalleryImage; index: number } | { kind: 'video'; url: string };

/** The video, when there is one, is the second slide (GAL-01). */
export function gallerySlides(images: readonly GalleryImage[], videoUrl: string | undefined): Slide[] {
  const slides: Slide[] = images.map((image, index) => ({ kind: 'image', image, index }));
  if (videoUrl) slides.splice(Math.min(1, slides.length), 0, { kind: 'video', url: videoUrl });
  return slides;
}

/** More than one slide makes a slider. */
export function isSlider(slideCount: number): boolean {
  return slideCount > 1;
}

/** Thumbnails show only for in-stock cars with more than 3 images (GAL-02), in fullscreen too. */
export function showThumbnails(status: string, imageCount: number): boolean {
  return status === 'in_stock' && imageCount > 3;
}

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Arrow keys in fullscreen: left (37) back, right (39) forward (GAL-03). */
export function slideForKey(current: number, count: number, key: string): number | undefined {
  if (key === 'ArrowLeft' || key === 'Left') return wrapIndex(current - 1, count);
  if (key === 'ArrowRight' || key === 'Right') return wrapIndex(current + 1, count);
  return undefined;
}

export const SPIN_PIXELS_PER_FRAME = 20;
export const SPIN_AUTOROTATE_MS = 100;

/** The frame after dragging `deltaX` pixels from `startFrame`: one frame per 20 px, wrapping (GAL-05). */
export function frameAfterDrag(
  startFrame: number,
  deltaX: number,
  frameCount: number,
  pixelsPerFrame = SPIN_PIXELS_PER_FRAME,
): number {
  const steps = Math.trunc(deltaX / pixelsPerFrame);
  return wrapIndex(startFrame - steps, frameCount);
}

export type SpinView = 'spinner' | 'gallery' | 'interior';

/** Views on offer: spinner when there are exterior frames, gallery when there are photos, interior when there is an interior panorama. */
export function spinViews(exteriorFrames: number, photos: number, interiorFrames: number): SpinView[] {
  return [
    ...(exteriorFrames > 0 ? (['spinner'] as const) : []),
    ...(photos > 0 ? (['gallery'] as const) : []),
    ...(interiorFrames > 0 ? (['interior'] as const) : []),
  ];
}

/** The initial view: the tenant's default (spinner, or gallery on one site) when offered (GAL-04). */
export function initialSpinView(
  views: readonly SpinView[],
  preferred: 'spinner' | 'gallery',
): SpinView | undefined {
  return views.includes(preferred) ? preferred : views[0];
}

export interface SpinHotspot {
  angle: number;
  x: number;
  y: number;
  title: string;
  description?: string | undefined;
}

/** Hotspots shown on a frame: those placed on that angle. */
export function hotspotsForFrame(hotspots: readonly SpinHotspot[], frame: number): SpinHotspot[] {
  return hotspots.filter((spot) => spot.angle === frame);
}

/**
 * How a gallery slide's photo loads (CARD-05's rule on the vehicle page): the first with high
 * priority, the second eagerly, the rest (and every fullscreen slide) lazily.
 */
export function slidePriority(position: number, fullscreen: boolean): 'high' | 'eager' | 'lazy' {
  if (fullscreen) return 'lazy';
  return position === 0 ? 'high' : position < 2 ? 'eager' : 'lazy';
}

/**
 * A spin's frames once the build has resized them (undefined: a frame it could not use). A
 * frame that could not be used shows the angle before it (or after it, at the start), so
 * every later frame keeps its angle and the hotspots placed on it; a spin with no usable
 * frame is no spin.
 */
export function spinFrames(frames: readonly (string | undefined)[]): string[] {
  const first = frames.find((frame) => frame !== undefined);
  if (first === undefined) return [];
  let last = first;
  return frames.map((frame) => {
    if (frame !== undefined) last = frame;
    return last;
  });
}

/** Frames the spin fetches each way of the one on screen (issue 16): 0.3 s of turning. */
export const SPIN_FRAMES_AHEAD = 3;

/**
 * The frames a spin needs loaded while `frame` is on screen: it and the SPIN_FRAMES_AHEAD on
 * each side (turning by itself and the right arrow key go one way, a drag to the right and
 * the left arrow key the other), each once; never the whole spin at once, which on a phone
 * would fetch dozens of photos the shopper may never turn to.
 */
export function spinFramesToLoad(frame: number, frameCount: number, ahead = SPIN_FRAMES_AHEAD): number[] {
  if (frameCount <= 0) return [];
  const wanted = [frame];
  for (let step = 1; step <= ahead; step++) wanted.push(wrapIndex(frame + step, frameCount));
  for (let step = 1; step <= ahead; step++) wanted.push(wrapIndex(frame - step, frameCount));
  return [...new Set(wanted)];
}

/** Turning by itself moves on only to a frame that has arrived (or failed), so it never shows a gap. */
export function nextAutoFrame(
  current: number,
  frameCount: number,
  arrived: (frame: number) => boolean,
): number {
  const next = wrapIndex(current + 1, frameCount);
  return arrived(next) ? next : current;
}

/**
 * The spin frame on screen: the one asked for once it has arrived; until then the one shown
 * before, while it is still on the page, so turning never flashes an empty frame.
 */
export function spinFrameOnScreen(
  wanted: number,
  shownBefore: number,
  arrived: (frame: number) => boolean,
  onPage: (frame: number) => boolean,
): number {
  return arrived(wanted) || !onPage(shownBefore) ? wanted : shownBefore;
}
