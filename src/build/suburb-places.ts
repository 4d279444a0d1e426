/**
 * Suburb → postcode and position, for cars whose feed names their own place (FEED-11), from
 * the postcode package the delivery calculator's file is made from (src/build/postcode-file.ts).
 * The index is cached in .cache/postcodes/ under a key of the package's version and size, as
 * tenant builds run in parallel processes; within one process it is read once.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { cachedJsonText } from './cache-file.ts';
import type { SourceRecord } from '../domain/calculators/postcode-compact.ts';
import type { SuburbPlace } from '../domain/locations/feed-location.ts';
import { postcodeSource } from './postcode-file.ts';

/** "STATE|suburb" → the suburb's places (one per postcode it spans). */
type SuburbIndex = Record<string, [postcode: string, lat: number, lng: number][]>;

const keyOf = (suburb: string, state: string) =>
  `${state.trim().toUpperCase()}|${suburb.trim().toLowerCase()}`;

function buildIndex(records: readonly SourceRecord[]): SuburbIndex {
  const index: SuburbIndex = {};
  for (const record of records) {
    // Places where cars stand, not PO boxes or large mail receivers.
    if (record.type && record.type !== 'Delivery Area') continue;
    const lat = record.Lat_precise || record.lat;
    const lng = record.Long_precise || record.long;
    if (!lat || !lng) continue;
    const key = keyOf(record.locality, record.state);
    const places = index[key] ?? [];
    places.push([record.postcode, Math.round(lat * 1000) / 1000, Math.round(lng * 1000) / 1000]);
    index[key] = places;
  }
  return index;
}

const loaded = new Map<string, SuburbIndex>();

function suburbIndex(root: string): SuburbIndex {
  const known = loaded.get(root);
  if (known) return known;
  const source = postcodeSource(root);
  const key = createHash('sha256')
    .update(`${source.version}\0${statSync(source.path).size}\0suburbs/1`)
    .digest('hex')
    .slice(0, 16);
  const index = JSON.parse(
    cachedJsonText(root, 'postcodes', 'suburbs', key, () =>
      JSON.stringify(buildIndex(JSON.parse(readFileSync(source.path, 'utf8')) as SourceRecord[])),
    ),
  ) as SuburbIndex;
  loaded.set(root, index);
  return index;
}

/** The place of a suburb in a state; with a postcode, the place of that postcode when it has several. */
export function findSuburb(
  root: string,
  suburb: string,
  state: string | undefined,
  postcode?: string | undefined,
): SuburbPlace | undefined {
  if (!state) return undefined;
  const places = suburbIndex(root)[keyOf(suburb, state)];
  if (!places || places.length === 0) return undefined;
  const [code, lat, lng] = places.find(([candidate]) => candidate === postcode) ?? places[0]!;
  return { postcode: code, lat, lng };
}
