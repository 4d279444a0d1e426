/** Lead webhooks: JSON POSTed with an HMAC-SHA256 signature of the body in X-Signature. */
import { createHmac } from 'node:crypto';

export interface WebhookAdapter {
  post(url: string, body: string, headers: Record<string, string>): Promise<void>;
}

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
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
