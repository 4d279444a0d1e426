import type { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import { clientAddress } from '../services/client.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { parseBody } from '../parse-body.ts';
import { readJson } from './read-json.ts';

/** Columns the site may store; only the valuation result exists in the specs (LEAD-14). */
export const MISCELLANEOUS_COLUMNS = ['valuation'] as const;
export const MAX_DATA_DEPTH = 5;
export const MAX_DATA_BYTES = 16 * 1024;
export const MAX_DATA_KEYS = 200;

/** Depth of nested objects/arrays (a scalar is 0) and the number of keys and items, for the size checks. */
export function shapeOf(value: unknown, depth = 0): { depth: number; keys: number } {
  if (value === null || typeof value !== 'object') return { depth, keys: 0 };
  const children = Array.isArray(value) ? value : Object.values(value);
  let deepest = depth + 1;
  let keys = children.length;
  for (const child of children) {
    const inner = shapeOf(child, depth + 1);
    deepest = Math.max(deepest, inner.depth);
    keys += inner.keys;
  }
  return { depth: deepest, keys };
}

/**
 * { column_name: 'valuation', lead_id?: string, data: object } — data is the valuation result
 * the client keeps (offer_price, adjustment answers, rego, rego state), at most 16KB as JSON,
 * 5 levels deep and 200 keys.
 */
export const MiscellaneousSchema = v.strictObject({
  column_name: v.picklist(MISCELLANEOUS_COLUMNS, 'Unknown column_name'),
  lead_id: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_.:-]{1,60}$/, 'Unknown lead'))),
  data: v.pipe(
    v.unknown(),
    v.check(
      (data) => typeof data === 'object' && data !== null && !Array.isArray(data),
      'data must be an object',
    ),
    v.record(v.string(), v.unknown(), 'data must be an object'),
    // The shape before the size: measuring the size serialises the data.
    v.check((data) => {
      const shape = shapeOf(data);
      return shape.depth <= MAX_DATA_DEPTH && shape.keys <= MAX_DATA_KEYS;
    }, `data must be at most ${MAX_DATA_DEPTH} levels deep with at most ${MAX_DATA_KEYS} keys`),
    v.check(
      (data) => JSON.stringify(data).length <= MAX_DATA_BYTES,
      `data must be at most ${MAX_DATA_BYTES / 1024}KB`,
    ),
  ),
});

export function registerMiscellaneous(api: Hono<ApiEnv>, deps: ApiDeps): void {
  const limit = rateLimit(deps.store.rateLimits, 20, 60, 'requests');

  /** POST /api/miscellaneous (LEAD-14): stores the valuation result; { success: true }. */
  api.post('/miscellaneous', async (c) => {
    const site = c.get('site');
    if (!c.get('tenant').tenant.settings.forms.valuationToMiscellaneous)
      throw new HttpError(404, 'This site does not store valuation results.');
    await limit.consume(`${site.slug}:${clientAddress(c)}`);
    const body = parseBody(MiscellaneousSchema, await readJson(c));
    // A lead id links the result to this tenant's lead; another tenant's id is unknown here (SEC-01).
    if (body.lead_id !== undefined && !(await deps.store.leads.exists(site.slug, body.lead_id)))
      throw new HttpError(404, 'We could not find that enquiry.');
    await deps.store.miscellaneous.add(
      site.slug,
      body.column_name,
      { lead_id: body.lead_id, data: body.data },
      deps.now(),
    );
    return c.json({ success: true }, 201);
  });
}
