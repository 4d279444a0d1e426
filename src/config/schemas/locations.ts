import * as v from 'valibot';
import { OSM_ATTRIBUTION, OSM_ATTRIBUTION_URL, OSM_TILE_URL } from '../../model/map-tiles.ts';
import { checkedString, group, optionalSetting, setting } from '../define.ts';

// OpenStreetMap's standard tiles and their attribution: the defaults (src/model/map-tiles.ts).
export { OSM_ATTRIBUTION, OSM_ATTRIBUTION_URL, OSM_TILE_URL };

/**
 * The shape a tile URL template must have: https only, a plain host name (a `{s}.` subdomain
 * prefix allowed), an optional port, then a path without spaces, quotes or angle brackets,
 * and only the placeholders {s}, {z}, {x}, {y} and {r}. The template reaches every
 * shopper's browser as image URLs, so anything else (javascript:, data:, http:) is refused.
 */
const TILE_URL_SHAPE =
  /^https:\/\/(?:\{s\}\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?\/[^\s"'<>\\`]*$/i;

/** Why a tile URL template is refused, or undefined when it is usable. */
export function tileUrlProblem(value: string): string | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme !== 'https')
    return `Expected an https:// tile URL template${scheme ? ` (${scheme}: is not allowed)` : ''}, e.g. ${OSM_TILE_URL}`;
  if (!TILE_URL_SHAPE.test(value))
    return `Expected https://host/path with no spaces, quotes or angle brackets, e.g. ${OSM_TILE_URL}`;
  const unknown = [...value.matchAll(/\{([^}]*)\}/g)]
    .map((m) => m[1])
    .filter((name) => !['s', 'z', 'x', 'y', 'r'].includes(name ?? ''));
  if (unknown.length > 0)
    return `Unknown placeholder {${unknown[0]}}: only {s}, {z}, {x}, {y} and {r} are filled in`;
  const missing = ['z', 'x', 'y'].filter((name) => !value.includes(`{${name}}`));
  if (missing.length > 0)
    return `The tile URL template needs {z}, {x} and {y}; {${missing.join('}, {')}} missing`;
  return undefined;
}

const MAP_IMAGE_URL_SHAPE =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?\/[^\s"'<>\\`]*$/i;

/** Why a map image URL template is refused, or undefined when it is usable. */
export function mapImageUrlProblem(value: string): string | undefined {
  const example = 'https://maps.example-cdn.com/{map_key}.png?w={width}&h={height}';
  if (!MAP_IMAGE_URL_SHAPE.test(value))
    return `Expected an https:// URL template with no spaces, quotes or angle brackets, e.g. ${example}`;
  const unknown = [...value.matchAll(/\{([^}]*)\}/g)]
    .map((m) => m[1])
    .filter((name) => !['map_key', 'width', 'height'].includes(name ?? ''));
  if (unknown.length > 0)
    return `Unknown placeholder {${unknown[0]}}: only {map_key}, {width} and {height} are filled in`;
  if (!value.includes('{map_key}')) return `The map image URL template needs {map_key}, e.g. ${example}`;
  return undefined;
}

/** What the interactive map draws under its pins (locations.map.base). */
export const MAP_BASES = ['tiles', 'outline'] as const;

const mapImageUrl = checkedString(mapImageUrlProblem);

const tileUrl = checkedString(tileUrlProblem);

const httpsUrl = v.pipe(
  v.string(),
  v.url('Expected an absolute URL'),
  v.startsWith('https://', 'Expected an https:// URL'),
);

export const LocationsSchema = group('Location pages and the vehicle page location block (LOC-*, VDP-13).', {
  pagePath: setting(
    v.picklist(['contact-us', 'locations']),
    'contact-us',
    "Where each location's page lives: /contact-us/{slug} or /locations/{slug} (LOC-05); single-manufacturer sites use /contact.",
    'locations',
  ),
  hiddenNearbyLocationIds: setting(
    v.array(v.string()),
    ['793'],
    'Location ids whose nearby-location block is hidden on the vehicle page (VDP-13).',
    ['793'],
  ),
  darkVariant: setting(
    v.boolean(),
    false,
    'The dark variant of the location block: location cards, details and the home locations carousel in light text on a dark background.',
    true,
  ),
  closedServiceShowsEnquire: setting(
    v.boolean(),
    false,
    "When a service location is closed, its open-now line offers an Enquire Now link to the servicing page's booking section instead of the word Closed (LOC-03). Needs service.json.",
    true,
  ),
  map: group(
    'The map on location pages and the vehicle page (#vehicle-map), loaded only when the shopper presses "Show map", and the static map above its card (LOC-09).',
    {
      enabled: setting(
        v.boolean(),
        true,
        'Offer the "Show map" button; when off, the address card and Get Directions link stay without a map.',
        false,
      ),
      base: setting(
        v.picklist(
          MAP_BASES,
          'Expected "tiles" (tiles from tileUrl) or "outline" (the built-in outline of Australia, no outside host)',
        ),
        'tiles',
        'What the interactive map draws under its pins. "tiles": street map tiles from tileUrl, loaded in the shopper\'s browser (the tile server must be reachable). "outline": the project\'s own outline of Australia\'s states and the neighbouring land (Natural Earth, shipped with the site), which needs no outside host and shows where a place is down to region level, without streets; tileUrl, attribution and attributionUrl are then not used.',
        'outline',
      ),
      locator: setting(
        v.boolean(),
        false,
        "Show a static locator map of a one-place map (a location page, the vehicle page's #vehicle-map) above its card: an SVG the build draws from the built-in outline, with the pin and the city's name, captioned as where the place is with its Get Directions link. A place whose image CDN map shows (imageUrl and a map_key) keeps that image; a place outside Australia gets none.",
        true,
      ),
      tileUrl: setting(
        tileUrl,
        OSM_TILE_URL,
        "Map tile URL template: https only, with {z}, {x} and {y} (optional {s} subdomain, {r} for retina). Tiles load from this server in the shopper's browser.",
        'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      ),
      attribution: setting(
        v.pipe(v.string(), v.nonEmpty("The tile server's attribution is required"), v.maxLength(200)),
        OSM_ATTRIBUTION,
        'Attribution text the tile server requires, shown on the map (as text).',
        '© Example Maps',
      ),
      attributionUrl: setting(
        httpsUrl,
        OSM_ATTRIBUTION_URL,
        'Where the attribution links to.',
        'https://maps.example.com/copyright',
      ),
      imageUrl: optionalSetting(
        mapImageUrl,
        "The image CDN's static map of a location by its map_key (LOC-09, spec-2 §7): an https URL template with {map_key} and optional {width} and {height}. A location with a map_key then shows its map image on its card (and on the vehicle page's #vehicle-map) until the shopper opens the interactive map; an image that does not load is removed, leaving the address card. Without it, or for a location without a map_key, the address card.",
        'https://maps.example-cdn.com/{map_key}.png?w={width}&h={height}',
      ),
    },
  ),
});
