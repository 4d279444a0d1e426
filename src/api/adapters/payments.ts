/**
 * Taking money online behind an adapter (API-06): a reservation deposit (DEAL-01) or a payment
 * by reference from /online-payment. With STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET set, Stripe: a Checkout Session for the deposit (the shopper pays on
 * Stripe's page) and a signed webhook that confirms the payment. Without them the offline
 * default takes no money at all: the reservation is a request and the dealer phones the
 * shopper for the deposit, and every screen and e-mail says so. No payment network can be
 * reached from the build machine; tests run the Stripe client against a local stand-in that
 * answers its endpoints and signs webhooks the way Stripe does (tests/support/stripe-stand-in.ts).
 */
import Stripe from 'stripe';

/** What a payment pays for: a reservation's deposit or a payment by reference. */
export type PaymentSubject = 'reservation' | 'payment';

export interface PaymentCheckout {
  subject: PaymentSubject;
  /** The reservation's or the payment's id. */
  subjectId: string;
  tenant: string;
  /** What the shopper pays for: 'Refundable deposit: 2021 Toyota HiLux SR5'. */
  description: string;
  /** Whole cents, Australian dollars. */
  amountCents: number;
  email: string | undefined;
  successUrl: string;
  cancelUrl: string;
}

export type PaymentStart =
  /** The shopper pays at this address; `ref` names the payment for the webhook. */
  { kind: 'redirect'; url: string; ref: string };

/** A verified event from the payment provider. */
export type PaymentEvent =
  | { id: string; kind: 'paid'; ref: string; subject: PaymentSubject; subjectId: string; tenant: string }
  | { id: string; kind: 'other' };

export interface PaymentAdapter {
  readonly kind: 'offline' | 'stripe';
  /** Starts an online payment; the offline adapter cannot (it takes no money). */
  startPayment(checkout: PaymentCheckout): Promise<PaymentStart>;
  /** The event in a webhook whose signature is ours; throws when it is not (forged or altered). */
  readEvent(rawBody: string, signature: string | undefined): PaymentEvent;
}

export class PaymentSignatureError extends Error {}

/** No online payments: reservations are requests and the dealer takes the deposit by phone. */
export function offlinePayments(): PaymentAdapter {
  return {
    kind: 'offline',
    async startPayment() {
      throw new Error('online payments are not set up (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)');
    },
    readEvent() {
      throw new PaymentSignatureError('online payments are not set up');
    },
  };
}

/** The Checkout Session metadata key naming what was paid for (read back from the webhook). */
const SUBJECT_METADATA: Readonly<Record<PaymentSubject, string>> = {
  reservation: 'reservation_id',
  payment: 'payment_id',
};

/** How long the shopper has to pay on Stripe's page (Stripe's minimum is 30 minutes). */
export const CHECKOUT_MINUTES = 30;

export function stripePayments(
  secretKey: string,
  webhookSecret: string,
  /** Another API base, for the local stand-in in tests (e.g. http://127.0.0.1:4010). */
  apiBase?: string,
): PaymentAdapter {
  const base = apiBase ? new URL(apiBase) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
  return {
    kind: 'stripe',
    async startPayment(checkout) {
      const idField = SUBJECT_METADATA[checkout.subject];
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'aud',
                unit_amount: checkout.amountCents,
                product_data: { name: checkout.description },
              },
            },
          ],
          client_reference_id: checkout.subjectId,
          metadata: { tenant: checkout.tenant, [idField]: checkout.subjectId },
          ...(checkout.email && { customer_email: checkout.email }),
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_MINUTES * 60,
        },
        // A retry of the same reservation or payment gets the same session, never a second charge.
        { idempotencyKey: `${checkout.subject}-${checkout.subjectId}` },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
      return { kind: 'redirect', url: session.url, ref: session.id };
    },
    readEvent(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch (error) {
        throw new PaymentSignatureError(error instanceof Error ? error.message : 'bad signature');
      }
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
      ) {
        const session = event.data.object;
        const tenant = session.metadata?.['tenant'];
        const subject = (Object.keys(SUBJECT_METADATA) as PaymentSubject[]).find(
          (name) => session.metadata?.[SUBJECT_METADATA[name]],
        );
        const subjectId = subject && session.metadata?.[SUBJECT_METADATA[subject]];
        if (session.payment_status === 'paid' && subject && subjectId && tenant)
          return { id: event.id, kind: 'paid', ref: session.id, subject, subjectId, tenant };
      }
      return { id: event.id, kind: 'other' };
    },
  };
}

export function createPayments(env: NodeJS.ProcessEnv = process.env): PaymentAdapter {
  const key = env['STRIPE_SECRET_KEY'];
  const secret = env['STRIPE_WEBHOOK_SECRET'];
  return key && secret ? stripePayments(key, secret, env['STRIPE_API_BASE']) : offlinePayments();
}
