import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  formatAuPhone,
  MAX_PHONE_INPUT,
  normaliseAuMobile,
  normaliseAuPhone,
  type PhoneResult,
} from '../../domain/phone.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import { STORAGE_RETRY_SECONDS } from '../store/unavailable.ts';
import {
  AUTH_MESSAGES,
  CODE_TTL_MS,
  endSession,
  issueCode,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionUser,
  type User,
  verifyCode,
  withdrawCode,
} from '../services/auth.ts';
import { clientAddress } from '../services/client.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { parseBody } from '../parse-body.ts';
import { readJson } from './read-json.ts';

/** A phone field: any spelling of an Australian number in, E.164 out, or the reason it is not one. */
export function phoneField(normalise: (input: string) => PhoneResult = normaliseAuPhone) {
  return v.pipe(
    v.string('Please enter your phone number.'),
    v.maxLength(MAX_PHONE_INPUT, 'That phone number is too long.'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = normalise(dataset.value);
      if (!result.ok) {
        addIssue({ message: result.message });
        return NEVER;
      }
      return result.phone;
    }),
  );
}

const RequestCodeSchema = v.strictObject({ phone: phoneField(normaliseAuMobile) });

const VerifySchema = v.strictObject({
  phone: phoneField(normaliseAuMobile),
  code: v.pipe(
    v.string('Please enter the code from the SMS.'),
    v.trim(),
    v.regex(/^\d{6}$/, 'The code is the 6 digits in the SMS.'),
  ),
});

/** The signed-in user of this tenant, from the session cookie; undefined when there is none. */
export function currentUser(c: Context<ApiEnv>, deps: ApiDeps): Promise<User | undefined> {
  return sessionUser(deps.store, c.get('site').slug, getCookie(c, SESSION_COOKIE), deps.now());
}

export function registerAuth(api: Hono<ApiEnv>, deps: ApiDeps): void {
  // Per tenant and client address, and per phone (SEC-03): an SMS costs money and a code has
  // only a million values, so both sending and guessing are bounded.
  const limits = deps.store.rateLimits;
  const requestsByAddress = rateLimit(limits, 20, 15 * 60, 'sign-in code requests');
  const requestsByPhone = rateLimit(limits, 5, 15 * 60, 'sign-in code requests for this number');
  const verifiesByAddress = rateLimit(limits, 30, 15 * 60, 'sign-in attempts');
  const verifiesByPhone = rateLimit(limits, 10, 15 * 60, 'sign-in attempts for this number');

  // Answers about a person's session must never be cached by a CDN or the browser.
  api.use('/auth/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  /** POST /api/auth/request-code { phone } → { success, message }; the code goes by SMS. */
  api.post('/auth/request-code', async (c) => {
    const slug = c.get('site').slug;
    await requestsByAddress.consume(`${slug}:${clientAddress(c)}`);
    const { phone } = parseBody(RequestCodeSchema, await readJson(c));
    await requestsByPhone.consume(`${slug}:${phone}`);
    const code = await issueCode(deps.store, slug, phone, deps.now());
    try {
      await deps.adapters.sms.send(
        phone,
        `Your ${c.get('tenant').tenant.settings.site.name} sign-in code is ${code}`,
      );
    } catch (error) {
      await withdrawCode(deps.store, slug, phone);
      console.error('[api] sign-in SMS failed', error);
      // A 503 says when to come back, as every 503 of the API does.
      throw new HttpError(503, AUTH_MESSAGES.smsFailed, { retryAfterSeconds: STORAGE_RETRY_SECONDS });
    }
    const minutes = CODE_TTL_MS / 60_000;
    return c.json({
      success: true,
      message: `We sent a sign-in code to ${formatAuPhone(phone)}. It is valid for ${minutes} minutes.`,
    });
  });

  /** POST /api/auth/verify { phone, code } → { success, user: { phone } } and the session cookie. */
  api.post('/auth/verify', async (c) => {
    const slug = c.get('site').slug;
    await verifiesByAddress.consume(`${slug}:${clientAddress(c)}`);
    const { phone, code } = parseBody(VerifySchema, await readJson(c));
    await verifiesByPhone.consume(`${slug}:${phone}`);
    const result = await verifyCode(deps.store, slug, phone, code, deps.now());
    if (!result.ok)
      throw new HttpError(
        result.status,
        result.message,
        result.retryAfterSeconds === undefined ? undefined : { retryAfterSeconds: result.retryAfterSeconds },
      );
    // Host-only (no Domain), first-party: the API is on the site's own origin (SEC-05).
    setCookie(c, SESSION_COOKIE, result.token, {
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
      expires: result.expiresAt,
    });
    return c.json({ success: true, user: { phone: result.user.phone } });
  });

  /** POST /api/auth/sign-out → { success, message }; ends the session and clears the cookie. */
  api.post('/auth/sign-out', async (c) => {
    await endSession(deps.store, c.get('site').slug, getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    return c.json({ success: true, message: AUTH_MESSAGES.signedOut });
  });

  /** GET /api/auth/me → { user: { phone } }, or 401 when not signed in on this site. */
  api.get('/auth/me', async (c) => {
    const user = await currentUser(c, deps);
    if (!user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
    return c.json({ user: { phone: user.phone } });
  });
}
