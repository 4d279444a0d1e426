import type { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { captchaSecrets, newChallenge } from '../services/captcha.ts';
import { clientAddress } from '../services/client.ts';
import { rateLimit } from '../services/rate-limit.ts';

export function registerCaptcha(api: Hono<ApiEnv>, deps: ApiDeps): void {
  const secrets = captchaSecrets(deps.dataDir);
  const limit = rateLimit(deps.store.rateLimits, 120, 60, 'robot checks');

  /** GET /api/captcha/challenge: a fresh signed proof-of-work challenge (LEAD-22). */
  api.get('/captcha/challenge', async (c) => {
    await limit.consume(`${c.get('site').slug}:${clientAddress(c)}`);
    c.header('Cache-Control', 'no-store');
    return c.json(await newChallenge(secrets, deps.now()));
  });
}
