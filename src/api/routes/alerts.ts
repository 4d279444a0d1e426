import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { ALERT_FREQUENCIES } from '../../domain/alerts/digest-schedule.ts';
import { emailField } from '../../domain/leads/contact-schema.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import {
  ALERT_MESSAGES,
  confirmAlerts,
  mySavedSearches,
  removeSavedSearch,
  saveSearch,
  unsubscribe,
} from '../services/alerts/subscriptions.ts';
import { AUTH_MESSAGES, type User } from '../services/auth.ts';
import { clientAddress } from '../services/client.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { parseBody } from '../parse-body.ts';
import { currentUser } from './auth.ts';
import { readBodyText, readJson } from './read-json.ts';

const frequency = v.picklist(ALERT_FREQUENCIES, 'Choose how often: instant, daily or weekly.');
const pageUrl = v.pipe(
  v.string(ALERT_MESSAGES.notASearch),
  v.maxLength(2000, 'That search address is too long to save.'),
);

/** POST /api/alerts/saved-searches: by SMS (signed in) or by e-mail (double opt-in). */
const SaveSearchSchema = v.variant('channel', [
  v.strictObject({
    channel: v.literal('sms'),
    page_url: pageUrl,
    frequency,
    watchlist: v.optional(v.boolean()),
    dealer_contact: v.optional(v.boolean()),
  }),
  v.strictObject({ channel: v.literal('email'), page_url: pageUrl, frequency, email: emailField }),
]);

const TokenSchema = v.strictObject({
  token: v.pipe(v.string('This link is not valid.'), v.maxLength(200, 'This link is not valid.')),
});

async function signedIn(c: Context<ApiEnv>, deps: ApiDeps): Promise<User> {
  const user = await currentUser(c, deps);
  if (!user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  return user;
}

/**
 * The token of an unsubscribe: in the address (the List-Unsubscribe header's URL, which a
 * mail program posts `List-Unsubscribe=One-Click` to, RFC 8058) or in a JSON body (the page).
 */
async function unsubscribeToken(c: Context<ApiEnv>): Promise<string> {
  const inAddress = c.req.query('token');
  if (inAddress !== undefined) {
    await readBodyText(c); // the form body says only List-Unsubscribe=One-Click
    return parseBody(TokenSchema, { token: inAddress }).token;
  }
  return parseBody(TokenSchema, await readJson(c)).token;
}

export function registerAlerts(api: Hono<ApiEnv>, deps: ApiDeps): void {
  const limits = deps.store.rateLimits;
  const savesByAddress = rateLimit(limits, 20, 15 * 60, 'saved searches');
  // The opt-in e-mail goes to an address nobody has proved yet: few per address, so the form
  // cannot be used to flood someone's inbox.
  const optInsByEmail = rateLimit(limits, 3, 60 * 60, 'alert sign-ups for this e-mail address');
  const linksByAddress = rateLimit(limits, 30, 15 * 60, 'alert link attempts');

  api.use('/alerts/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  api.post('/alerts/saved-searches', async (c) => {
    const slug = c.get('site').slug;
    await savesByAddress.consume(`${slug}|${clientAddress(c)}`);
    const body = parseBody(SaveSearchSchema, await readJson(c));
    const user = body.channel === 'sms' ? await currentUser(c, deps) : undefined;
    const result = await saveSearch(deps, c.get('site'), c.get('tenant'), user, body, (address) =>
      optInsByEmail.consume(`${slug}|${address}`),
    );
    return c.json(result, 201);
  });

  api.get('/alerts/saved-searches', async (c) => {
    const user = await signedIn(c, deps);
    return c.json(await mySavedSearches(deps, c.get('site').slug, c.get('tenant'), user));
  });

  api.delete('/alerts/saved-searches/:id', async (c) => {
    const user = await signedIn(c, deps);
    await removeSavedSearch(deps, c.get('site').slug, c.get('tenant'), user, c.req.param('id').slice(0, 100));
    return c.json({ message: 'Saved search removed.' });
  });

  api.post('/alerts/confirm', async (c) => {
    const slug = c.get('site').slug;
    await linksByAddress.consume(`${slug}|${clientAddress(c)}`);
    const { token } = parseBody(TokenSchema, await readJson(c));
    return c.json(await confirmAlerts(deps, slug, token));
  });

  // No limit by client address: mail providers post RFC 8058 one-click unsubscribes from a few
  // servers of their own, and a refused one is never retried. The token cannot be guessed.
  api.post('/alerts/unsubscribe', async (c) => {
    const slug = c.get('site').slug;
    return c.json(await unsubscribe(deps, slug, await unsubscribeToken(c)));
  });
}
