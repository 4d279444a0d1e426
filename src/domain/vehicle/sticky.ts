/**
 * Scroll thresholds (VDP-03, spec-1 §9, spec-2 §9): the sticky car header appears at 500 px
 * of scroll or more; the sticky footer call-to-action bar, on tenants with
 * `vehicle.stickyFooterCta`, after more than 900 px.
 */
export const STICKY_HEADER_SCROLL = 500;
export const STICKY_FOOTER_SCROLL = 900;

export function stickyHeaderVisible(scrollY: number): boolean {
  return scrollY >= STICKY_HEADER_SCROLL;
}

export function stickyFooterVisible(scrollY: number, enabled: boolean): boolean {
  return enabled && scrollY > STICKY_FOOTER_SCROLL;
}
