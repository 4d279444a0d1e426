/**
 * A car's own place from the feed (FEED-11): an export's location column ("Caringbah, NSW")
 * names where that car stands. When it is not one of the tenant's dealerships, the car keeps
 * that place as its location: shown on the card and the vehicle page, a value of the location
 * facet, and, with the coordinates of its suburb from the shipped postcode data, the origin of
 * the delivery estimate. The tenant's locations stay its dealerships.
 */
import type { CarLocation } from '../../model/car.ts';
import type { DeliveryOrigin } from '../calculators/delivery.ts';
import { slugify } from '../../model/slugify.ts';
import type { MapPlace } from './map.ts';

/** A suburb's place in the postcode data. */
export interface SuburbPlace {
  postcode: string;
  lat: number;
  lng: number;
}

/** Ids of feed places start with this, so they are never taken for a dealership. */
export const FEED_PLACE_PREFIX = 'feed-';

export function isFeedPlace(location: Pick<CarLocation, 'id'> | undefined): boolean {
  return location?.id.startsWith(FEED_PLACE_PREFIX) ?? false;
}

/** "caringbah" / "CARINGBAH" → "Caringbah"; "st ives" → "St Ives". */
function suburbName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'-])\p{L}/gu, (start) => start.toUpperCase());
}

/** The car's place from its feed suburb and state; undefined without a suburb. */
export function feedPlace(
  where: { city?: string | undefined; state?: string | undefined; postcode?: string | undefined },
  place: SuburbPlace | undefined,
): CarLocation | undefined {
  const suburb = where.city?.trim();
  if (!suburb) return undefined;
  const state = where.state?.trim().toUpperCase() || undefined;
  const name = state ? `${suburbName(suburb)}, ${state}` : suburbName(suburb);
  return {
    id: `${FEED_PLACE_PREFIX}${slugify(name)}`,
    name,
    slug: slugify(name),
    phone: undefined,
    address: {
      street: undefined,
      city: suburbName(suburb),
      state,
      postcode: where.postcode ?? place?.postcode,
      place_url: place
        ? `https://www.google.com/maps/search/?api=1&query=${place.lat},${place.lng}`
        : undefined,
    },
    distribution_locations: [],
    coordinates: place ? { lat: place.lat, lng: place.lng } : undefined,
  };
}

/** Where a car at its own feed place is delivered from; undefined for a dealership or an unplaced suburb. */
export function feedPlaceOrigin(location: CarLocation | undefined): DeliveryOrigin | undefined {
  if (!location || !isFeedPlace(location) || !location.coordinates) return undefined;
  return { id: location.id, name: location.name, ...location.coordinates };
}

/**
 * A car's feed place as the location map draws it (LOC-09): its suburb's position and its
 * one-line address ('Penrith NSW 2750'); undefined for a dealership or a suburb without a position.
 */
export function feedPlaceMapLocation(location: CarLocation | undefined): MapPlace | undefined {
  if (!location || !isFeedPlace(location) || !location.coordinates) return undefined;
  const { city, state, postcode } = location.address;
  return {
    name: location.name,
    address: {
      street: undefined,
      city: city ?? '',
      state: state ?? '',
      postcode: postcode ?? '',
      lat: location.coordinates.lat,
      long: location.coordinates.lng,
    },
  };
}
