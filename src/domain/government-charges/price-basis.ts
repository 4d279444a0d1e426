/**
 * What an advertised price includes (COMP-02): the feed's price_type, or the tenant's word
 * for a price the feed gives no type for (vehicle.driveAway.priceTypeWhenUnknown); unset, the
 * price is never called drive-away. Small and pure: the search cards' island imports it.
 */
import type { TenantSettings } from '../../config/schema.ts';
import { type PriceDisplay, priceTypeLabel } from '../price-display.ts';

export type DriveAwaySettings = TenantSettings['vehicle']['driveAway'];

/** drive-away: the price is the total; excludes: government charges come on top; unstated: not said. */
export type PriceBasis = 'drive-away' | 'excludes-charges' | 'unstated';

const DRIVE_AWAY = /drive[\s-]?away/i;
const EXCLUDES =
  /\b(?:excl\w*|excludes?|plus)\b.*\b(?:gov\w*|on[\s-]?road|orc)\b|\+\s*(?:orc|on[\s-]?road|gov\w*)|\begc\b/i;

/** Said beside a price whose type the feed does not give (and the tenant has not set). */
export const CHARGES_MAY_APPLY = 'Government charges may apply';
export const DRIVE_AWAY_LABEL = 'Drive away';
export const EXCLUDES_LABEL = 'Excl. Govt. Charges';

/** What the feed's price_type says the price includes; the tenant's setting when the feed says nothing. */
export function priceBasis(priceType: string | undefined, settings: DriveAwaySettings): PriceBasis {
  const type = priceType?.trim() ?? '';
  if (DRIVE_AWAY.test(type)) return 'drive-away';
  if (EXCLUDES.test(type)) return 'excludes-charges';
  if (type === '' && settings.priceTypeWhenUnknown === 'drive-away') return 'drive-away';
  if (type === '' && settings.priceTypeWhenUnknown === 'excl-govt-charges') return 'excludes-charges';
  return 'unstated';
}

/** The words beside the price: the feed's own price type, else what the tenant's setting or silence means. */
export function priceBasisLabel(priceType: string | undefined, basis: PriceBasis): string {
  const type = priceType?.trim();
  if (type) return type;
  return basis === 'drive-away'
    ? DRIVE_AWAY_LABEL
    : basis === 'excludes-charges'
      ? EXCLUDES_LABEL
      : CHARGES_MAY_APPLY;
}

/**
 * The words beside a shown price wherever it is shown (COMP-02): what a sale price includes
 * (the feed's type, or what the tenant's setting or the feed's silence means); the subscription
 * label beside a weekly price; nothing without a price.
 */
export function priceLabel(
  display: PriceDisplay,
  priceType: string | undefined,
  settings: DriveAwaySettings,
): string | undefined {
  if (display.kind !== 'price') return priceTypeLabel(display, priceType);
  return priceBasisLabel(priceType, priceBasis(priceType, settings));
}
