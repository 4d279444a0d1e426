import type { Hono } from 'hono';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { SpinEntrySchema } from '../../domain/promotions/spin-to-win.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { parseBody } from '../parse-body.ts';
import { captchaSecrets, requireCaptcha } from '../services/captcha.ts';
import { clientAddress } from '../services/client.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { enterSpinToWin } from '../services/spin-to-win.ts';
import { readJson } from './read-json.ts';
import { idempotencyKey, userWhereGated } from './request-guards.ts';

export function registerPromotions(api: Hono<ApiEnv>, deps: ApiDeps): void {
  // One entry per person: a script entering made-up people is stopped (SEC-03).
  const limit = rateLimit(deps.store.rateLimits, 10, 10 * 60, 'entries');
  const secrets = captchaSecrets(deps.dataDir);

  /**
   * POST /api/promotions/spin-to-win { name, email, phone, terms_conditions: true }: 201 with the
   * prize the API drew; 409 when this e-mail or phone entered before; 410 once the promotion closed.
   */
  api.post('/promotions/spin-to-win', async (c) => {
    const site = c.get('site');
    await limit.consume(`${site.slug}:${clientAddress(c)}`);
    const key = idempotencyKey(c);
    const body = parseBody(SpinEntrySchema, await readJson(c), LEAD_MESSAGES.fixErrorsHeading);
    const tenant = c.get('tenant');
    const now = deps.now();
    await userWhereGated(c, deps, 'spin-to-win', 'Please sign in to enter.');
    if (tenant.tenant.settings.forms.captcha)
      await requireCaptcha(body.altcha, undefined, site.slug, deps.store, secrets, now);
    const { altcha: _captcha, terms_conditions: _terms, ...entry } = body;
    return c.json(await enterSpinToWin(deps.store, site.slug, tenant, entry, key, now), 201);
  });
}
