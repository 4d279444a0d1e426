/**
 * A group's dealerships as shoppers look for them (NAV-07, NAV-08): each dealership with its
 * main address, phone and the makes it sells, for the dealer locator and the brand overview
 * pages; and the locator's rule "nearest first from the postcode you type".
 */
import type { Dealership, Location } from '../../model/location.ts';
import { haversineKm, type LatLng } from '../calculators/geo.ts';
import { formatNumber } from '../format.ts';
import { inDisplayOrder } from './filter.ts';
import { addressLine } from './map.ts';

export interface DealershipEntry {
  slug: string;
  name: string;
  /** Makes the dealership sells: its franchise websites and its locations' manufacturers, A→Z. */
  makes: string[];
  /** Its main visible location: the primary one, else the first sales → service → parts. */
  location: Location;
  address: string;
  phone: string | undefined;
  /** Where it is; undefined when the feed gave 0, 0 (unknown). */
  point: LatLng | undefined;
}

/** Every dealership with at least one visible location, by name. */
export function dealershipEntries(
  dealerships: readonly Dealership[],
  locations: readonly Location[],
): DealershipEntry[] {
  return dealerships
    .flatMap((dealership) => {
      const own = inDisplayOrder(locations.filter((l) => l.visible && l.dealership_id === dealership.id));
      const location = own.find((l) => l.primary) ?? own[0];
      if (!location) return [];
      const makes = [
        ...new Set([
          ...dealership.dealership_websites.map((site) => site.make),
          ...own.flatMap((l) => l.manufacturers),
        ]),
      ].sort((a, b) => a.localeCompare(b, 'en-AU'));
      const { lat, long } = location.address;
      return [
        {
          slug: dealership.slug,
          name: dealership.name,
          makes,
          location,
          address: addressLine(location),
          phone: location.contact_detail.phone || location.contact_detail.landline_phone || undefined,
          point: lat === 0 && long === 0 ? undefined : { lat, lng: long },
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

/** The dealerships that sell `make` (compared without case). */
export function dealershipsSelling(entries: readonly DealershipEntry[], make: string): DealershipEntry[] {
  const wanted = make.toLowerCase();
  return entries.filter((entry) => entry.makes.some((m) => m.toLowerCase() === wanted));
}

export interface DealershipDistance {
  slug: string;
  km: number | undefined;
}

/** Dealerships nearest first from `from`; those with no known place last, in their order. */
export function nearestFirst(
  entries: readonly Pick<DealershipEntry, 'slug' | 'point'>[],
  from: LatLng,
): DealershipDistance[] {
  return entries
    .map((entry, index) => ({
      slug: entry.slug,
      km: entry.point ? haversineKm(from, entry.point) : undefined,
      index,
    }))
    .sort(
      (a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    )
    .map(({ slug, km }) => ({ slug, km }));
}

/** '12 km away'; under one kilometre 'Less than 1 km away'; none without a place. */
export function distanceText(km: number | undefined): string {
  if (km === undefined) return '';
  if (km < 1) return 'Less than 1 km away';
  return `${formatNumber(Math.round(km))} km away`;
}

/** What is wrong with a typed postcode, in words for the shopper; undefined when it looks right. */
export function postcodeInputProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return 'Enter your postcode to sort the dealerships by distance.';
  if (!/^\d{4}$/.test(value)) return 'A postcode is 4 digits, for example 4000.';
  return undefined;
}

/** The answer when the postcode is 4 digits but not a place in the postcode data. */
export function unknownPostcodeText(postcode: string): string {
  return `We could not find postcode ${postcode.trim()}. Check it and try again.`;
}
