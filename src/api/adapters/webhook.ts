/**
 * Lead webhooks: JSON POSTed with an HMAC-SHA256 signature in X-Signature (SEC-10).
 *
 * The signature covers a timestamp and the body, as Stripe's does, so a captured request
 * cannot be replayed later: `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`,
 * keyed with WEBHOOK_SECRET. A receiver recomputes v1 over the t it received and the raw body,
 * compares in constant time, and refuses a t more than five minutes from its clock
 * (`verifyWebhookSignature` is that check). There is no unsigned or empty-key mode: without
 * WEBHOOK_SECRET no webhook is sent (`webhookSecret`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface WebhookAdapter {
  post(url: string, body: string, headers: Record<string, string>): Promise<void>;
}

/** A receiver's tolerance for the signature's timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function mac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signBody(body: string, secret: string, now: Date): string {
  if (!secret) throw new Error('A webhook is never signed with an empty key.');
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

/** What a receiver does with X-Signature (documented in the README); true when genuine and fresh. */
export function verifyWebhookSignature(header: string, body: string, secret: string, now: Date): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts['t']);
  const given = parts['v1'] ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(mac(secret, timestamp, body), 'hex'));
}

/** WEBHOOK_SECRET, or an error that says why a webhook is not sent without it. */
export function webhookSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env['WEBHOOK_SECRET']?.trim();
  if (!secret)
    throw new Error(
      'WEBHOOK_SECRET is not set: lead webhooks are not sent unsigned (the lead is kept and retried).',
    );
  return secret;
}

/**
 * The start-up check (scripts/serve.ts): tenants with a webhook URL need WEBHOOK_SECRET. Returns
 * the one line to stop with, naming them, or undefined when all is well.
 */
export function missingWebhookSecret(
  tenants: readonly { slug: string; webhookUrl: string | undefined }[],
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  if (env['WEBHOOK_SECRET']?.trim()) return undefined;
  const hooked = tenants.filter((tenant) => tenant.webhookUrl).map((tenant) => tenant.slug);
  if (hooked.length === 0) return undefined;
  return `WEBHOOK_SECRET is not set, but ${hooked.join(', ')} ${hooked.length === 1 ? 'has' : 'have'} a lead webhook (leads.webhookUrl): set it to sign their webhooks.`;
}

export function fetchWebhook(timeoutMs = 10_000): WebhookAdapter {
  return {
    async post(url, body, headers) {
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}
