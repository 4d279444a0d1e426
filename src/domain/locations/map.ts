/**
 * The location map (LOC-09): which pins a page's map gets and what the browser needs to draw
 * it. The map itself loads only when the shopper presses "Show map"; until then the page
 * shows the address card, so these are plain data for a data attribute.
 */
import type { Location } from '../../model/location.ts';
import { OSM_ATTRIBUTION, OSM_ATTRIBUTION_URL, OSM_TILE_URL } from '../../model/map-tiles.ts';
import { directionsHref } from './directions.ts';
import { inOutline, type LocatorPlace } from './locator.ts';
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

/**
 * What a page's map draws. Tile settings equal to the defaults (OpenStreetMap's, src/model/map-tiles.ts)
 * are left out, so every page with a map does not carry them: read them with mapTiles.
 */
export interface LocationMapData extends Partial<MapTiles> {
  /** What the map shows: 'Harbour City Toyota' (the Show map button reads 'Show map of …'). */
  name: string;
  /** The map's accessible name: 'Map of Harbour City Toyota'. */
  label: string;
  pins: MapPin[];
  /** Drawn on the project's own outline (locations.map.base "outline") instead of tiles; absent: tiles. */
  base?: 'outline' | undefined;
  /** The image CDN's static map of the one place shown, by its map_key; absent otherwise. */
  image?: MapImage | undefined;
  /** The built-in locator map of the one place shown (locations.map.locator), where no image is. */
  locator?: MapLocator | undefined;
}

/** What a locator map is drawn of, and the directions link its caption gives (LOC-02's). */
export interface MapLocator extends LocatorPlace {
  directions: string;
}

export interface MapImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface MapSettings extends MapTiles {
  enabled: boolean;
  base: 'tiles' | 'outline';
  /** Show the built-in locator map of a one-place map where no image CDN map shows. */
  locator: boolean;
  /** The image CDN's URL template for a static map: {map_key}, optional {width} and {height}. */
  imageUrl?: string | undefined;
}

/** The size the static map is asked for and shown at (CSS scales it down on phones). */
export const MAP_IMAGE_SIZE = { width: 640, height: 320 } as const;

/** The static map image of a place by its map_key from the tenant's template, or undefined without either. */
export function mapImage(
  template: string | undefined,
  mapKey: string | undefined,
  name: string,
): MapImage | undefined {
  const key = mapKey?.trim();
  if (!template || !key) return undefined;
  const { width, height } = MAP_IMAGE_SIZE;
  const src = template
    .replaceAll('{map_key}', encodeURIComponent(key))
    .replaceAll('{width}', String(width))
    .replaceAll('{height}', String(height));
  return { src, width, height, alt: `Map of ${name}` };
}

/** What a map pins: a dealership location, or a car's own place from the feed (FEED-11). */
export interface MapPlace {
  name: string;
  address: Pick<
    Location['address'],
    'street' | 'city' | 'postcode' | 'lat' | 'long' | 'map_key' | 'place_url'
  > & {
    state: string;
  };
}

/** '1 Beach Rd, Caringbah NSW 2229' (no street: 'Caringbah NSW 2229'). */
export function addressLine(location: Pick<MapPlace, 'address'>): string {
  const { street, city, state, postcode } = location.address;
  return `${street ? `${street}, ` : ''}${city} ${state} ${postcode}`;
}

/**
 * One pin per place: locations at the same coordinates (sales, service and parts at one
 * address) share a pin, named after the first in the order given. Coordinates of exactly 0, 0
 * are a feed's "unknown", not a dealer in the Gulf of Guinea, and get no pin.
 */
export function mapPins(locations: readonly MapPlace[]): MapPin[] {
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
  locations: readonly MapPlace[],
  settings: MapSettings,
  name: string,
): LocationMapData | undefined {
  if (!settings.enabled) return undefined;
  const pins = mapPins(locations);
  if (pins.length === 0) return undefined;
  const { tileUrl, attribution, attributionUrl } = settings;
  // A static map shows one place: the map of a single pin whose location has a map_key.
  const keyed = pins.length === 1 ? locations.find((location) => location.address.map_key) : undefined;
  const image = mapImage(settings.imageUrl, keyed?.address.map_key, name);
  const locator = !image && settings.locator && pins.length === 1 ? mapLocator(locations) : undefined;
  const tiles = settings.base === 'tiles';
  return {
    name,
    label: `Map of ${name}`,
    pins,
    ...(!tiles && { base: 'outline' as const }),
    ...(tiles && tileUrl !== OSM_TILE_URL && { tileUrl }),
    ...(tiles && attribution !== OSM_ATTRIBUTION && { attribution }),
    ...(tiles && attributionUrl !== OSM_ATTRIBUTION_URL && { attributionUrl }),
    ...(image && { image }),
    ...(locator && { locator }),
  };
}

/** The locator of a one-pin map: its first placed location, when the outline draws where it is. */
export function mapLocator(locations: readonly MapPlace[]): MapLocator | undefined {
  const place = locations.find(({ address }) => address.lat !== 0 || address.long !== 0);
  if (!place) return undefined;
  const { lat, long, city, state } = place.address;
  if (!inOutline({ lat, long })) return undefined;
  return { lat, long, city, state, directions: directionsHref(place) };
}

/** The tiles a map draws with: its own settings, else the defaults (OpenStreetMap's). */
export function mapTiles(data: Partial<MapTiles>): MapTiles {
  return {
    tileUrl: data.tileUrl ?? OSM_TILE_URL,
    attribution: data.attribution ?? OSM_ATTRIBUTION,
    attributionUrl: data.attributionUrl ?? OSM_ATTRIBUTION_URL,
  };
}

/** Shown in the static map's place when the image CDN cannot serve it. */
export const MAP_IMAGE_FAILED = 'Map image unavailable. Show map or Get Directions still work.';

/** Under a map drawn on the project's own outline, once it shows: what it can and cannot tell. */
export const OUTLINE_NOTE = 'This map shows where, not the streets: Get Directions gives the route.';

/** Shown when the map library or its tiles cannot load (offline, or the tile server refuses). */
export const MAP_LOAD_FAILED = 'The map could not load. The address and Get Directions link still work.';
