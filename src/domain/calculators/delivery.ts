/**
 * Delivery calculator on the vehicle page (CALC-02, CALC-03; spec-1 §5 "Delivery calculator",
 * spec-2 §5 "Postcode"). Pure: the postcode → place lookup is injected, so the browser can use
 * the compact dataset (postcode-lookup.ts) and tests a tiny table.
 *
 * Flow of `estimateDelivery(text, …)`:
 * 1. Postcode field (CALC-03): the input holds at most 4 characters (`limitPostcodeInput`).
 *    Empty → 'Please enter a postcode.'; anything but exactly 4 digits → 'Invalid postcode.
 *    Please enter a 4-digit number.'
 * 2. Lookup: no such place (e.g. 0000, 9999, 1234) → 'Invalid postcode'.
 * 3. Price (CALC-02) from the tenant's pricing (delivery-pricing.ts): a region listing the
 *    postcode, else the distance band of the great-circle distance (haversine, earth radius
 *    6371 km) to the nearest dealer sales location. Nothing matching → 'Sorry, we can't provide
 *    an estimate for that location. …'. A match answers { price, regionName }.
 */
import type { Location } from '../../model/location.ts';
import { bandForDistance, bandName, type DeliveryPricing, regionForPostcode } from './delivery-pricing.ts';
import { haversineKm, isValidLatLng, type LatLng } from './geo.ts';
import type { PostcodeLookup, PostcodePlace } from './postcode-lookup.ts';

/** Characters the postcode input accepts (CALC-03). */
export const POSTCODE_MAX_LENGTH = 4;

export const DELIVERY_MESSAGES = {
  /** spec-1 §5. */
  empty: 'Please enter a postcode.',
  /** spec-2 §5 "Postcode". */
  invalid: 'Invalid postcode. Please enter a 4-digit number.',
  /** spec-2 §5: the lookup found no such postcode. */
  notFound: 'Invalid postcode',
  /** spec-1 §5: no region or band covers the place. */
  noEstimate:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const;

/** A dealer location deliveries are measured from. */
export interface DeliveryOrigin extends LatLng {
  id: string;
  name: string;
}

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; message: string };

export type DeliveryEstimate =
  /** The text is not a postcode: empty, or not exactly 4 digits. */
  | { status: 'invalid'; message: string }
  /** 4 digits, but no such place. */
  | { status: 'not-found'; message: typeof DELIVERY_MESSAGES.notFound }
  /** A real place no region or band covers. */
  | { status: 'no-estimate'; message: typeof DELIVERY_MESSAGES.noEstimate; place: PostcodePlace }
  | {
      status: 'quoted';
      /** Dollars; 0 is free delivery. */
      price: number;
      /** The region's name, or the band's ("Within 50 km" unless named). */
      regionName: string;
      place: PostcodePlace;
      /** The nearest dealer location and its distance in km; absent when no location has coordinates. */
      origin: DeliveryOrigin | undefined;
      distanceKm: number | undefined;
    };

/**
 * What the postcode input keeps of typed text: spaces removed, then the first 4 characters
 * ("2000 " → "2000", "20001" → "2000"). Letters are kept so validation can say why they are
 * wrong. No thousands separator is ever added.
 */
export function limitPostcodeInput(text: string): string {
  return text.replace(/\s+/g, '').slice(0, POSTCODE_MAX_LENGTH);
}

/** Validates the postcode text (CALC-02, CALC-03); surrounding spaces are ignored. */
export function checkPostcode(text: string): PostcodeCheck {
  const postcode = text.trim();
  if (postcode === '') return { ok: false, message: DELIVERY_MESSAGES.empty };
  if (!/^\d{4}$/.test(postcode)) return { ok: false, message: DELIVERY_MESSAGES.invalid };
  return { ok: true, postcode };
}

/**
 * The locations deliveries leave from: sales locations (location_type sales or empty) that are
 * visible on the site and have real coordinates (0,0 is a placeholder, not a place).
 */
export function deliveryOrigins(
  locations: readonly Pick<Location, 'id' | 'name' | 'location_type' | 'visible' | 'address'>[],
): DeliveryOrigin[] {
  return locations
    .filter(
      (location) =>
        (location.location_type === 'sales' || location.location_type === '') && location.visible !== false,
    )
    .map((location) => ({
      id: location.id,
      name: location.name,
      lat: location.address.lat,
      lng: location.address.long,
    }))
    .filter((origin) => isValidLatLng(origin) && !(origin.lat === 0 && origin.lng === 0));
}

/** The origin nearest the point and its distance in km; the first listed wins a tie. */
export function nearestOrigin(
  point: LatLng,
  origins: readonly DeliveryOrigin[],
): { origin: DeliveryOrigin; distanceKm: number } | undefined {
  let best: { origin: DeliveryOrigin; distanceKm: number } | undefined;
  for (const origin of origins) {
    const distanceKm = haversineKm(point, origin);
    if (!best || distanceKm < best.distanceKm) best = { origin, distanceKm };
  }
  return best;
}

/** Prices delivery to a found place (step 3). */
export function quoteDelivery(
  place: PostcodePlace,
  origins: readonly DeliveryOrigin[],
  pricing: DeliveryPricing,
): DeliveryEstimate {
  const nearest = nearestOrigin(place, origins);
  const found = { place, origin: nearest?.origin, distanceKm: nearest?.distanceKm };
  const region = regionForPostcode(place.postcode, pricing.regions);
  if (region) return { status: 'quoted', price: region.price, regionName: region.name, ...found };
  const band = nearest ? bandForDistance(nearest.distanceKm, pricing.bands) : undefined;
  if (band) return { status: 'quoted', price: band.price, regionName: bandName(band), ...found };
  return { status: 'no-estimate', message: DELIVERY_MESSAGES.noEstimate, place };
}

export interface DeliveryContext {
  lookup: PostcodeLookup;
  origins: readonly DeliveryOrigin[];
  pricing: DeliveryPricing;
}

/** The whole calculator: validate, look up, price (steps 1–3). */
export function estimateDelivery(text: string, context: DeliveryContext): DeliveryEstimate {
  const checked = checkPostcode(text);
  if (!checked.ok) return { status: 'invalid', message: checked.message };
  const place = context.lookup(checked.postcode);
  if (!place) return { status: 'not-found', message: DELIVERY_MESSAGES.notFound };
  return quoteDelivery(place, context.origins, context.pricing);
}
