/**
 * The static locator maps (LOC-09, locations.map.locator) as static files of each tenant site:
 * /maps/locator-<city>-<state>.<hash>.svg, served by the endpoint src/pages/maps/[file].ts and
 * referenced by an <img> where the map shows (src/components/locations/LocationMap.astro), so no
 * page carries the drawing itself. The hash is of the contents (the outline, the place, the
 * tenant's primary colour for the pin), so a file can be cached for a long time.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locatorSvg } from '../domain/locations/locator.ts';
import { type MapLocator, type MapPlace, mapLocator } from '../domain/locations/map.ts';
import { feedPlaceMapLocation } from '../domain/locations/feed-location.ts';
import type { OutlineMap } from '../model/map-outline.ts';
import { parseOutlineMap } from '../model/map-outline-data.ts';
import { slugify } from '../model/slugify.ts';
import type { SiteData } from './site-data.ts';

/** Site folder of the files; the endpoint lives at src/pages/maps/[file].ts. */
export const LOCATOR_DIR = '/maps/';
const OUTLINE_FILE = 'src/model/australia-outline.json';

export interface LocatorFile {
  /** Site path, e.g. /maps/locator-caringbah-nsw.3f9a1c2b7d.svg */
  path: string;
  contents: string;
}

const outlines = new Map<string, OutlineMap>();
const files = new Map<string, LocatorFile>();

function outlineOf(root: string): OutlineMap {
  let outline = outlines.get(root);
  if (!outline) {
    const path = join(root, OUTLINE_FILE);
    try {
      outline = parseOutlineMap(JSON.parse(readFileSync(path, 'utf8')));
    } catch (error) {
      throw new Error(
        `${path}: ${(error as Error).message} (rewrite it with node scripts/map-outline/build-outline.ts)`,
      );
    }
    outlines.set(root, outline);
  }
  return outline;
}

/** The locator file of a place with the pin in `colour`; `root` is the project folder. */
export function locatorFile(root: string, locator: MapLocator, colour: string): LocatorFile {
  const { lat, long, city, state } = locator;
  const key = `${root}\0${lat},${long}\0${city}\0${state}\0${colour}`;
  let file = files.get(key);
  if (!file) {
    const contents = locatorSvg(outlineOf(root), { lat, long, city, state }, colour);
    const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
    file = { path: `${LOCATOR_DIR}locator-${slugify(`${city} ${state}`) || 'place'}.${hash}.svg`, contents };
    files.set(key, file);
  }
  return file;
}

/**
 * Every locator a page of the site can show: one per dealership location and per car's own
 * feed place (FEED-11) that the outline draws; none when the tenant's settings ask for none.
 */
export function locatorFiles(root: string, data: SiteData): LocatorFile[] {
  const { map } = data.tenant.settings.locations;
  if (!map.enabled || !map.locator) return [];
  const places: MapPlace[] = [...data.tenant.locations];
  for (const car of data.cars) {
    const place = feedPlaceMapLocation(car.location);
    if (place) places.push(place);
  }
  const colour = data.tenant.settings.branding.colours.primary;
  const found = new Map<string, LocatorFile>();
  for (const place of places) {
    const locator = mapLocator([place]);
    if (!locator) continue;
    const file = locatorFile(root, locator, colour);
    found.set(file.path, file);
  }
  return [...found.values()];
}
