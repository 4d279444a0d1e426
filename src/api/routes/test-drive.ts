import type { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { clientAddress } from '../services/client.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { availability } from '../services/test-drive.ts';
import { parseBody } from '../parse-body.ts';

export const AvailabilityQuerySchema = v.strictObject({
  location_id: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('* This field is required'),
    v.maxLength(40, 'Must be at most 40 characters'),
  ),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a valid date (YYYY-MM-DD).')),
});

export function registerTestDrive(api: Hono<ApiEnv>, deps: ApiDeps): void {
  // A shopper flicks through a few days; a script scraping the diary does not get far.
  const limit = rateLimit(deps.store.rateLimits, 60, 60, 'availability requests');

  /** GET /api/test-drive/availability?location_id=&date=YYYY-MM-DD (LEAD-19). */
  api.get('/test-drive/availability', async (c) => {
    const site = c.get('site');
    await limit.consume(`${site.slug}:${clientAddress(c)}`);
    const query = parseBody(AvailabilityQuerySchema, c.req.query());
    const answer = await availability(
      deps.store.testDrives,
      site.slug,
      c.get('tenant'),
      query.location_id,
      query.date,
      deps.now(),
    );
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
}
