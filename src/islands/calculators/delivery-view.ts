/**
 * Props, the proposed default pricing and the lazy postcode loader of the delivery calculator
 * island (CALC-02, CALC-03). Rules: src/domain/calculators/delivery.ts.
 */
import { type DeliveryOrigin, deliveryOrigins } from '../../domain/calculators/delivery.ts';
import { DEFAULT_DELIVERY_PRICING, type DeliveryPricing } from '../../config/schemas/delivery-pricing.ts';
import {
  createPostcodeLookup,
  type PostcodeLookup,
  parseCompactPostcodes,
} from '../../domain/calculators/postcode-lookup.ts';
import { formatDollars } from '../../domain/format.ts';
import type { Location } from '../../model/location.ts';

export interface DeliveryCalculatorProps {
  /** The tenant's delivery pricing (validated with DeliveryPricingSchema). */
  pricing: DeliveryPricing;
  /** The tenant's sales locations with coordinates (deliveryOrigins). */
  origins: DeliveryOrigin[];
  /** The site's postcode file, e.g. /postcodes/au-postcodes.4009b58d1c.json (postcodeFile().path). */
  postcodesUrl: string;
  /** Level of the island's headings (default 2: h2), to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

export { DEFAULT_DELIVERY_PRICING };

/** The island's props for a tenant. */
export function deliveryCalculatorProps(
  locations: readonly Pick<Location, 'id' | 'name' | 'location_type' | 'visible' | 'address'>[],
  postcodesUrl: string,
  pricing: DeliveryPricing = DEFAULT_DELIVERY_PRICING,
  /** A car standing at its own feed place (FEED-11) is delivered from there, not from a dealership. */
  carPlace?: DeliveryOrigin | undefined,
): DeliveryCalculatorProps {
  return { pricing, origins: carPlace ? [carPlace] : deliveryOrigins(locations), postcodesUrl };
}

/** Shown when the postcode file cannot be loaded; the shopper may try again. */
export const POSTCODES_UNAVAILABLE = "Sorry, we couldn't check postcodes just now. Please try again.";

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const lookups = new Map<string, Promise<PostcodeLookup>>();

/**
 * The postcode lookup from the site's postcode file, fetched and validated once per URL and
 * page; a failed load is forgotten so the next submit tries again.
 */
export function loadPostcodeLookup(
  url: string,
  fetchFn: Fetch = (input) => fetch(input),
): Promise<PostcodeLookup> {
  let pending = lookups.get(url);
  if (!pending) {
    pending = fetchFn(url).then(async (response) => {
      if (!response.ok) throw new Error(`Postcode file ${url} answered ${response.status}`);
      return createPostcodeLookup(parseCompactPostcodes(await response.json()));
    });
    lookups.set(url, pending);
    pending.catch(() => lookups.delete(url));
  }
  return pending;
}

/** '$250', or 'Free' for a price of 0. */
export function deliveryPriceText(price: number): string {
  return price === 0 ? 'Free' : formatDollars(price);
}
