/**
 * The sticky car header and call-to-action bar of the vehicle page (VDP-03,
 * components/vehicle/StickyBars.astro) shown past the domain's scroll thresholds. Part of the
 * vehicle page's script (car-page.ts).
 */
import { stickyFooterVisible, stickyHeaderVisible } from '../../domain/vehicle/sticky.ts';

const header = document.getElementById('sticky-car');
const footer = document.getElementById('sticky-cta');
let queued = false;
function update() {
  queued = false;
  const y = window.scrollY;
  header?.classList.toggle('is-shown', stickyHeaderVisible(y));
  footer?.classList.toggle('is-shown', stickyFooterVisible(y, footer !== null));
}
window.addEventListener(
  'scroll',
  () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  },
  { passive: true },
);
update();
