/**
 * Reading the outline data (src/model/map-outline.ts) with a check, for the build and the
 * script that writes it; the browser's map imports the checked-in file as it is.
 */
import * as v from 'valibot';
import { OUTLINE_FORMAT, type OutlineMap } from './map-outline.ts';

const lonLat = v.tuple([
  v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
]);
const ring = v.pipe(v.array(lonLat), v.minLength(4));

const OutlineMapSchema = v.object({
  type: v.literal('FeatureCollection'),
  format: v.literal(OUTLINE_FORMAT),
  source: v.string(),
  features: v.pipe(
    v.array(
      v.object({
        type: v.literal('Feature'),
        id: v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/)),
        properties: v.object({ kind: v.picklist(['state', 'neighbour']), label: v.optional(lonLat) }),
        geometry: v.object({
          type: v.literal('MultiPolygon'),
          coordinates: v.array(v.pipe(v.array(ring), v.minLength(1))),
        }),
      }),
    ),
    v.minLength(1),
  ),
});

/** The outline data, checked; throws naming the first thing that is wrong. */
export function parseOutlineMap(data: unknown): OutlineMap {
  const result = v.safeParse(OutlineMapSchema, data);
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new Error(`Not an ${OUTLINE_FORMAT} outline: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}
