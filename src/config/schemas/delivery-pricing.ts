/**
 * A tenant's delivery pricing for the delivery calculator (CALC-02): the setting's valibot
 * schemas and its default. The matching rules live in src/domain/calculators/delivery-pricing.ts.
 *
 *   {
 *     "regions": [
 *       { "name": "Sydney Metro", "postcodes": ["2000-2249", "2555-2574", "2740-2786"], "price": 0 },
 *       { "name": "Canberra", "postcodes": ["2600-2620", "2900-2914"], "price": 450 }
 *     ],
 *     "bands": [
 *       { "upToKm": 50, "price": 99 },
 *       { "upToKm": 200, "price": 299, "name": "Regional" },
 *       { "upToKm": 1000, "price": 990 }
 *     ]
 *   }
 *
 * - Regions are tried first, in order; the first region listing the postcode wins. A postcode
 *   entry is one postcode ("2000") or an inclusive range ("2000-2249").
 * - Otherwise the bands apply to the great-circle distance from the nearest dealer location:
 *   the first band whose upToKm is at least the distance (a band includes its upper edge:
 *   exactly 50 km is in "up to 50 km"). Bands must be in increasing upToKm order.
 * - Nothing matching (or no location to measure from): no estimate.
 * Either list may be left out, but not both. Prices are dollars, 0 meaning free delivery.
 */
import * as v from 'valibot';
import { parsePostcodeRange } from '../../model/postcode-range.ts';

const price = v.pipe(
  v.number('Price must be a number'),
  v.finite(),
  v.minValue(0, 'Price must not be negative'),
  v.description('Delivery price in dollars; 0 is free delivery.'),
);

/** "2000" or "2000-2249" (inclusive; the first may not exceed the second). */
export const PostcodeRangeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}(\s*-\s*\d{4})?$/, 'Expected a 4-digit postcode or a range like 2000-2249'),
  v.check((text) => {
    const range = parsePostcodeRange(text);
    return !(range.from > range.to);
  }, 'A postcode range must go from the lower to the higher postcode'),
);

export const DeliveryRegionSchema = v.strictObject({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Region name must not be empty'),
    v.description('Shown with the price, e.g. "Sydney Metro".'),
  ),
  postcodes: v.pipe(
    v.array(PostcodeRangeSchema),
    v.minLength(1, 'A region needs at least one postcode or range'),
    v.description('Postcodes ("2000") and inclusive ranges ("2000-2249").'),
  ),
  price,
});

export const DeliveryBandSchema = v.strictObject({
  upToKm: v.pipe(
    v.number('upToKm must be a number'),
    v.finite(),
    v.gtValue(0, 'upToKm must be above 0'),
    v.description('Upper edge of the band in km, included.'),
  ),
  price,
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Band name must not be empty'),
      v.description('Shown with the price; default "Within {upToKm} km".'),
    ),
  ),
});

export const DeliveryPricingSchema = v.pipe(
  v.strictObject({
    regions: v.optional(v.array(DeliveryRegionSchema), []),
    bands: v.optional(
      v.pipe(
        v.array(DeliveryBandSchema),
        v.check(
          (bands) => bands.every((band, i) => i === 0 || bands[i - 1]!.upToKm < band.upToKm),
          'Bands must be in increasing upToKm order',
        ),
      ),
      [],
    ),
  }),
  v.check(
    (pricing) => pricing.regions.length > 0 || pricing.bands.length > 0,
    'Delivery pricing needs at least one region or band',
  ),
  v.description(
    'Delivery calculator prices: postcode regions first, then distance bands from the nearest dealer location (CALC-02).',
  ),
);

export type DeliveryRegion = v.InferOutput<typeof DeliveryRegionSchema>;
export type DeliveryBand = v.InferOutput<typeof DeliveryBandSchema>;
export type DeliveryPricing = v.InferOutput<typeof DeliveryPricingSchema>;
export type DeliveryPricingInput = v.InferInput<typeof DeliveryPricingSchema>;

/**
 * The default for the tenant setting vehicle.deliveryPricing: distance bands from the
 * nearest sales location, no postcode regions. Free within 50 km, then $250 / $550 / $950 /
 * $1,450 up to 200 / 500 / 1,000 / 2,000 km; beyond 2,000 km no estimate (the enquiry message).
 */
export const DEFAULT_DELIVERY_PRICING: DeliveryPricing = {
  regions: [],
  bands: [
    { upToKm: 50, price: 0, name: 'Local delivery' },
    { upToKm: 200, price: 250 },
    { upToKm: 500, price: 550 },
    { upToKm: 1000, price: 950 },
    { upToKm: 2000, price: 1450 },
  ],
};
