/**
 * Previous/next buttons for a native scroll-snap carousel (NAV-06): each press scrolls the track
 * by one view; the buttons are disabled at the ends and follow wherever swiping or scrolling
 * leaves the track. Swiping itself is the browser's own, so the carousel works before (and
 * without) this script. Returns a function that re-reads the track, for a caller that changes
 * which slides it holds (a filter); undefined when the carousel has no buttons.
 */
export function startScrollCarousel(root: HTMLElement): (() => void) | undefined {
  const track = root.querySelector<HTMLElement>('.carousel-track');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  if (!track || !prev || !next) return undefined;
  const update = () => {
    const end = track.scrollWidth - track.clientWidth;
    // Half a pixel of slack: fractional widths never leave a button enabled at an end.
    prev.disabled = track.scrollLeft <= 0.5;
    next.disabled = track.scrollLeft >= end - 0.5;
    root.dataset['scrollable'] = end > 0.5 ? 'true' : 'false';
  };
  const page = (direction: 1 | -1) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };
  prev.addEventListener('click', () => page(-1));
  next.addEventListener('click', () => page(1));
  track.addEventListener('scroll', update, { passive: true });
  // The observer's first call comes right after the page's own layout, in the same frame and
  // before paint: reading the track's widths there forces no extra layout while the page loads
  // (calling update() here did, once per carousel).
  new ResizeObserver(update).observe(track);
  return update;
}
