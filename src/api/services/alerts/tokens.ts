/**
 * The tokens in alert links (ALERT-01, ALERT-03): `<subscriber id>.<HMAC>` over the API's
 * secret, the tenant and what the link does (opt in, unsubscribe). Nothing to store, nothing
 * to guess: another shopper's id without its signature is refused, and an unsubscribe token
 * cannot confirm a subscription.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type AlertTokenPurpose = 'opt-in' | 'unsubscribe';

function signature(secret: string, purpose: AlertTokenPurpose, tenant: string, id: string): string {
  return createHmac('sha256', `${secret}:alerts`)
    .update(`${purpose}\n${tenant}\n${id}`)
    .digest('base64url')
    .slice(0, 32);
}

export function alertToken(secret: string, purpose: AlertTokenPurpose, tenant: string, id: string): string {
  return `${id}.${signature(secret, purpose, tenant, id)}`;
}

/** The subscriber id a token names, when its signature holds; undefined otherwise. */
export function readAlertToken(
  secret: string,
  purpose: AlertTokenPurpose,
  tenant: string,
  token: string,
): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, purpose, tenant, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
