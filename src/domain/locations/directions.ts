/** 'Get Directions' (LOC-02): the location's own place link, else one built from its coordinates. */
import type { Location } from '../../model/location.ts';

export function directionsHref(location: {
  address: Pick<Location['address'], 'place_url' | 'lat' | 'long'>;
}): string {
  const { place_url: placeUrl, lat, long } = location.address;
  return placeUrl ?? `https://www.google.com/maps/dir/?api=1&destination=${lat},${long}`;
}
