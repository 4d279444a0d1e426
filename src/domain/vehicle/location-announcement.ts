/**
 * The announcement bar (VDP-08): 'Located at {city}' with 'Get Directions', shown when the
 * car stands at a location other than the tenant's primary one (the location marked
 * primary, else the first); dismissible. No bar without a city or when dismissed.
 * Directions go to the location's place_url, else a Google Maps directions link to its address.
 */
import type { CarLocation } from '../../model/car.ts';

export const GET_DIRECTIONS = 'Get Directions';

export interface LocationAnnouncement {
  text: string;
  directions: { label: typeof GET_DIRECTIONS; href: string };
}

/** The tenant's primary location id: the one marked primary, else the first. */
export function primaryLocationId(
  locations: readonly { id: string; primary?: boolean | undefined }[],
): string | undefined {
  return (locations.find((location) => location.primary) ?? locations[0])?.id;
}

export function directionsHref(location: Pick<CarLocation, 'name' | 'address'>): string {
  if (location.address.place_url) return location.address.place_url;
  const { street, city, state, postcode } = location.address;
  const destination = [location.name, street, city, [state, postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export function locationAnnouncement(
  location: Pick<CarLocation, 'id' | 'name' | 'address'> | undefined,
  primaryId: string | undefined,
  dismissed = false,
): LocationAnnouncement | undefined {
  if (dismissed || !location || primaryId === undefined || location.id === primaryId) return undefined;
  const city = location.address.city?.trim();
  if (!city) return undefined;
  return {
    text: `Located at ${city}`,
    directions: { label: GET_DIRECTIONS, href: directionsHref(location) },
  };
}
