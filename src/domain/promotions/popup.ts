/**
 * The promotional popup (PROMO-02): shown while its date window holds (the promo rules,
 * PROMO-01, checked in the shopper's browser, because the page was built earlier), and never
 * again on that dealer's site once the shopper has closed it.
 */
import { isPromoLive } from '../search/promos.ts';

/** Where the closed state is kept: per dealer and per popup, so a new offer shows again. */
export function popupClosedKey(tenantSlug: string, popupId: string): string {
  return `promo-popup-closed:${tenantSlug}:${popupId}`;
}

export interface PopupState {
  start?: string | undefined;
  expiry?: string | undefined;
  /** The shopper closed this popup before on this dealer's site. */
  closed: boolean;
}

export function shouldShowPopup(popup: PopupState, now: Date): boolean {
  return !popup.closed && isPromoLive(popup, now);
}
