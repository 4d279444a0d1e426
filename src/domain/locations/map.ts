/**
 * The location map (LOC-09): which pins a page's map gets and what the browser needs to draw
 * it. The map itself loads only when the shopper presses "Show map"; until then the page
 * shows the address card, so these are plain data for a data attribute.
 */
import type { Location } from '../../model/location.ts';
import { addressName } from './pages.ts';

export interface MapPin {
  lat: number;
  long: number;
  /** The address's name, e.g. 'Harbour City Toyota'. */
  name: string;
  /** One line: '1 Beach Rd, Caringbah NSW 2229'. */
  address: string;
}

export interface MapTiles {
  /** https tile URL template ({z}/{x}/{y}, optional {s} and {r}), validated by the schema. */
  tileUrl: string;
  attribution: string;
  attributionUrl: string;
}

export interface LocationMapData extends MapTiles {
  /** What the map shows: 'Harbour City Toyota' (the Show map button reads 'Show map of …'). */
  name: string;
  /** The map's accessible name: 'Map of Harbour City Toyota'. */
  label: string;
  pins: MapPin[];
}

export interface MapSettings extends MapTiles {
  enabled: boolean;
}

/** '1 Beach Rd, Caringbah NSW 2229' (no street: 'Caringbah NSW 2229'). */
export function addressLine(location: Pick<Location, 'address'>): string {
  const { street, city, state, postcode } = location.address;
  return `${street ? `${street}, ` : ''}${city} ${state} ${postcode}`;
}

/**
 * One pin per place: locations at the same coordinates (sales, service and parts at one
 * address) share a pin, named after the first in the order given. Coordinates of exactly 0, 0
 * are a feed's "unknown", not a dealer in the Gulf of Guinea, and get no pin.
 */
export function mapPins(locations: readonly Pick<Location, 'name' | 'address'>[]): MapPin[] {
  const pins = new Map<string, MapPin>();
  for (const location of locations) {
    const { lat, long } = location.address;
    if (lat === 0 && long === 0) continue;
    const key = `${lat.toFixed(6)},${long.toFixed(6)}`;
    if (!pins.has(key))
      pins.set(key, { lat, long, name: addressName(location.name), address: addressLine(location) });
  }
  return [...pins.values()];
}

/** The map for these locations, or undefined when the tenant turned maps off or no location has coordinates. */
export function locationMap(
  locations: readonly Pick<Location, 'name' | 'address'>[],
  settings: MapSettings,
  name: string,
): LocationMapData | undefined {
  if (!settings.enabled) return undefined;
  const pins = mapPins(locations);
  if (pins.length === 0) return undefined;
  const { tileUrl, attribution, attributionUrl } = settings;
  return { name, label: `Map of ${name}`, pins, tileUrl, attribution, attributionUrl };
}

/** Shown when the map library or its tiles cannot load (offline, or the tile server refuses). */
export const MAP_LOAD_FAILED = 'The map could not load. The address and Get Directions link still work.';
