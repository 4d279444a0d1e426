/**
 * A local stand-in for the few Stripe endpoints the deposit uses, speaking Stripe's protocol:
 * POST /v1/checkout/sessions (form-encoded, Bearer key, Idempotency-Key) answers a Checkout
 * Session with a payment page URL on this server, and `completedEvent` makes the signed
 * `checkout.session.completed` webhook Stripe would send once the shopper has paid (signed with
 * Stripe's own library, the way Stripe signs). No payment network is reached; loopback only.
 */
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandInSession {
  id: string;
  url: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string;
  success_url: string;
  cancel_url: string;
  customer_email: string | undefined;
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: StandInSession[];
  /** Requests that carried a key other than secretKey (Stripe answers 401). */
  unauthorised: number;
  /** The status of each webhook the payment page sent. */
  webhookAnswers: number[];
  completedEvent(
    session: StandInSession,
    options?: { eventId?: string; secret?: string },
  ): {
    body: string;
    signature: string;
  };
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const sessions: StandInSession[] = [];
  const byIdempotencyKey = new Map<string, StandInSession>();
  const signer = new Stripe(secretKey);
  let unauthorised = 0;
  const webhookAnswers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${randomBytes(6).toString('hex')}`,
        });
        response.end(JSON.stringify(body));
      };
      // The shopper's payment page: shown in the browser, no API key. Paying marks the session
      // paid, sends the signed webhook to the site it came from, and returns to success_url.
      const pay = /^\/pay\/(cs_test_[a-f0-9]+)$/.exec(request.url ?? '');
      const session = pay ? sessions.find((s) => s.id === pay[1]) : undefined;
      if (pay && session && request.method === 'GET') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Pay (test stand-in)</title></head><body><main><h1>Test payment page</h1><p>This local stand-in for Stripe Checkout moves no money.</p><p>Amount: $${(session.amount / 100).toFixed(2)} ${session.currency.toUpperCase()}</p><form method="post"><button type="submit">Pay</button></form><p><a href="${session.cancel_url}">Cancel</a></p></main></body></html>`,
        );
        return;
      }
      if (pay && session && request.method === 'POST') {
        const { body, signature } = completed(session);
        postWebhook(new URL('/api/payments/stripe/webhook', session.success_url), body, signature).then(
          (status) => webhookAnswers.push(status),
          () => webhookAnswers.push(0),
        );
        response.writeHead(303, { Location: session.success_url });
        response.end();
        return;
      }
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        unauthorised++;
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (known) return send(200, sessionObject(known));
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: StandInSession = {
          id,
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pay/${id}`,
          amount: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          // Every metadata[…] field, as Stripe keeps them (reservation_id or payment_id, tenant).
          metadata: Object.fromEntries(
            [...form.entries()].flatMap(([name, value]) => {
              const field = /^metadata\[(.+)\]$/.exec(name)?.[1];
              return field ? [[field, value]] : [];
            }),
          ),
          client_reference_id: form.get('client_reference_id') ?? '',
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          customer_email: form.get('customer_email') ?? undefined,
        };
        if (!session.amount || !session.success_url)
          return send(400, { error: { type: 'invalid_request_error', message: 'Missing required param' } });
        sessions.push(session);
        if (typeof key === 'string') byIdempotencyKey.set(key, session);
        return send(200, sessionObject(session));
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${request.url})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    secretKey,
    webhookSecret,
    sessions,
    get unauthorised() {
      return unauthorised;
    },
    completedEvent: (session, options = {}) => completed(session, options),
    webhookAnswers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function completed(session: StandInSession, options: { eventId?: string; secret?: string } = {}) {
    const body = JSON.stringify({
      id: options.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...sessionObject(session), status: 'complete', payment_status: 'paid' } },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? webhookSecret,
    });
    return { body, signature };
  }
}

function sessionObject(session: StandInSession) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    url: session.url,
    amount_total: session.amount,
    currency: session.currency,
    client_reference_id: session.client_reference_id,
    metadata: session.metadata,
    payment_status: 'unpaid',
    status: 'open',
    success_url: session.success_url,
    cancel_url: session.cancel_url,
  };
}

/**
 * POSTs the webhook as Stripe would. A *.localhost site (the e2e server) is reached on 127.0.0.1
 * with its Host header, as Node's resolver does not map *.localhost to loopback.
 */
function postWebhook(url: URL, body: string, signature: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const local = url.hostname.endsWith('.localhost') || url.hostname === 'localhost';
    const sent = httpRequest(
      {
        host: local ? '127.0.0.1' : url.hostname,
        port: url.port || 80,
        path: url.pathname,
        method: 'POST',
        headers: {
          Host: url.host,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Stripe-Signature': signature,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
