/**
 * The delivery pricing rules (CALC-02): which postcode region or distance band prices a
 * delivery. The setting itself (schema and default) is src/config/schemas/delivery-pricing.ts.
 */
import type { DeliveryBand, DeliveryRegion } from '../../config/schemas/delivery-pricing.ts';
import { parsePostcodeRange } from '../../model/postcode-range.ts';

export type { DeliveryBand, DeliveryPricing, DeliveryRegion } from '../../config/schemas/delivery-pricing.ts';

/** The first region listing the 4-digit postcode, if any. */
export function regionForPostcode(
  postcode: string,
  regions: readonly DeliveryRegion[],
): DeliveryRegion | undefined {
  const number = Number(postcode);
  return regions.find((region) =>
    region.postcodes.some((entry) => {
      const range = parsePostcodeRange(entry);
      return number >= range.from && number <= range.to;
    }),
  );
}

/** The first band whose upper edge is at least the distance, if any (edges belong to the lower band). */
export function bandForDistance(
  distanceKm: number,
  bands: readonly DeliveryBand[],
): DeliveryBand | undefined {
  return bands.find((band) => distanceKm <= band.upToKm);
}

/** A band's display name: its own, else "Within {upToKm} km". */
export function bandName(band: DeliveryBand): string {
  return band.name ?? `Within ${band.upToKm.toLocaleString('en-AU')} km`;
}
