import type { Hono } from 'hono';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { SpinEntrySchema } from '../../domain/promotions/spin-to-win.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../parse-body.ts';
import { captchaSecrets, requireCaptcha } from '../services/captcha.ts';
import { clientAddress } from '../services/client.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { enterSpinToWin } from '../services/spin-to-win.ts';
import { currentUser } from './auth.ts';
import { readJson } from './read-json.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

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
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      throw new HttpError(400, 'Idempotency-Key must be 8 to 100 letters, digits or . _ : -');
    const body = parseBody(SpinEntrySchema, await readJson(c), LEAD_MESSAGES.fixErrorsHeading);
    const tenant = c.get('tenant');
    const now = deps.now();
    // Spin to win gated by the tenant (NAV-05): the page asks for sign-in, and so does the API.
    if (tenant.tenant.settings.features.gatedRoutes.includes('spin-to-win') && !(await currentUser(c, deps)))
      throw new HttpError(401, 'Please sign in to enter.');
    if (tenant.tenant.settings.forms.captcha)
      await requireCaptcha(body.altcha, undefined, site.slug, deps.store, secrets, now);
    const { altcha: _captcha, terms_conditions: _terms, ...entry } = body;
    return c.json(await enterSpinToWin(deps.store, site.slug, tenant, entry, key, now), 201);
  });
}
