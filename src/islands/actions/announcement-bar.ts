/**
 * Dismissing the vehicle page's 'Located at …' bar (VDP-08,
 * components/vehicle/LocationAnnouncement.astro) for the session. Part of the vehicle page's
 * script (car-page.ts).
 */
const bar = document.getElementById('location-announcement');
bar?.querySelector('button')?.addEventListener('click', () => {
  try {
    // The page's key for its location's bar: <html data-dismiss-key> (read before paint by the head script).
    sessionStorage.setItem(document.documentElement.dataset['dismissKey'] ?? '', '1');
  } catch {
    // Storage may be unavailable (private mode): the bar still hides for this page view.
  }
  document.documentElement.classList.add('announcement-dismissed');
  document.querySelector<HTMLElement>('.vdp-breadcrumb a')?.focus();
});
