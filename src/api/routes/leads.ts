import type { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { captchaSecrets, requireCaptcha } from '../services/captcha.ts';
import { clientAddress } from '../services/client.ts';
import { withDeal } from '../services/deals.ts';
import { acceptLead, parseLead, withValuation } from '../services/leads.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { readJson } from './read-json.ts';
import { idempotencyKey } from './request-guards.ts';

/** Idempotency keys are opaque client strings; this bounds their size and alphabet. */

export function registerLeads(api: Hono<ApiEnv>, deps: ApiDeps): void {
  // Generous for a showroom sharing one address, tight for a script (SEC-03). Load tests
  // raise it with LEADS_PER_MINUTE.
  const limit = rateLimit(
    deps.store.rateLimits,
    Number(process.env['LEADS_PER_MINUTE'] ?? 30),
    60,
    'enquiries',
  );

  const secrets = captchaSecrets(deps.dataDir);

  /** POST /api/leads: every lead kind of the specs; answers { lead_id } once stored (API-02). */
  api.post('/leads', async (c) => {
    const site = c.get('site');
    await limit.consume(`${site.slug}:${clientAddress(c)}`);
    const key = idempotencyKey(c);
    const now = deps.now();
    const tenant = c.get('tenant');
    const lead = withDeal(
      await withValuation(
        deps.store.valuations,
        site.slug,
        parseLead(await readJson(c), tenant, now),
        now,
        tenant.tenant.settings.site.timezone,
      ),
      tenant,
    );
    if (c.get('tenant').tenant.settings.forms.captcha) {
      const retryOf = await requireCaptcha(lead.altcha, key, site.slug, deps.store, secrets, now);
      if (retryOf) return c.json({ lead_id: retryOf }, 200);
    }
    const accepted = await acceptLead(deps.store, site.slug, c.get('tenant'), lead, key, now);
    return c.json({ lead_id: accepted.lead_id }, accepted.duplicate ? 200 : 201);
  });
}
