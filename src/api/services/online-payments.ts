/**
 * Payments by reference (/online-payment, NAV-04). The amount is the shopper's own (it is their
 * invoice) within the tenant's limit; the purpose must be one the tenant offers. With a payment
 * provider the shopper is sent to pay and the dealer hears once the signed webhook confirms it;
 * without one the request is stored, delivered to the dealer saying no money was taken, and the
 * shopper is told the same. Each payment is durable before the answer (idempotent by key).
 */
import { randomUUID } from 'node:crypto';
import {
  dollarsAndCents,
  ONLINE_PAYMENT_MESSAGES,
  type OnlinePaymentRequest,
  type OnlinePaymentState,
  parseAmountCents,
  paymentStatusText,
  paymentSubject,
  shopperPaymentText,
} from '../../domain/payments/online-payment.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { ONLINE_PAYMENT_PATH } from '../../model/site-routes.ts';
import type { PaymentAdapter, PaymentEvent } from '../adapters/payments.ts';
import { HttpError } from '../errors.ts';
import type { Store, StoredOnlinePayment } from '../store/types.ts';
import type { TenantData } from '../tenant-data.ts';
import { channelsFor } from './leads.ts';

export interface OnlinePaymentAnswer {
  payment_id: string;
  state: OnlinePaymentState;
  amount: string;
  /** Where to pay, when a provider takes the payment; absent for a request. */
  payment_url?: string | undefined;
  message: string;
}

/** The fields of a payment lead, made here and never accepted from a browser. */
export interface PaymentLeadFields {
  payment_id: string;
  payment_for: string;
  payment_amount: string;
  payment_status: string;
}

/** Whether this tenant's page takes the money through the provider: a provider, and the tenant's say. */
export function takesPaymentOnline(payments: PaymentAdapter, tenant: TenantData): boolean {
  return payments.kind !== 'offline' && tenant.tenant.settings.payments.payOnline;
}

function answerOf(payment: StoredOnlinePayment): OnlinePaymentAnswer {
  const subject = paymentSubject(payment.purpose as OnlinePaymentRequest['purpose'], payment.reference);
  return {
    payment_id: payment.id,
    state: payment.state,
    amount: dollarsAndCents(payment.amount_cents),
    message: shopperPaymentText(payment.state, payment.amount_cents, subject),
  };
}

async function deliverToDealer(
  store: Store,
  tenant: TenantData,
  payment: StoredOnlinePayment,
  key: string,
  now: Date,
): Promise<void> {
  const fields: PaymentLeadFields = {
    payment_id: payment.id,
    payment_for: paymentSubject(payment.purpose as OnlinePaymentRequest['purpose'], payment.reference),
    payment_amount: dollarsAndCents(payment.amount_cents),
    payment_status: paymentStatusText(payment.state, payment.amount_cents, payment.payment_ref),
  };
  await store.leads.insert({
    tenant: payment.tenant,
    kind: 'payment',
    payload: {
      kind: 'payment',
      category: 'Online Payment',
      ...payment.contact,
      opt_in: false,
      isLastStep: true,
      source: 'Website',
      ...fields,
    },
    idempotencyKey: key,
    spam: false,
    createdAt: now,
    channels: channelsFor(tenant),
  });
}

export async function requestPayment(
  store: Store,
  payments: PaymentAdapter,
  tenantSlug: string,
  tenant: TenantData,
  request: Omit<OnlinePaymentRequest, 'altcha'>,
  idempotencyKey: string | undefined,
  now: Date,
  /** The page's own origin when it is the tenant's, else the site URL. */
  returnOrigin?: string | undefined,
): Promise<OnlinePaymentAnswer> {
  const settings = tenant.tenant.settings;
  const offer = settings.payments;
  if (!offer.onlinePaymentPage) throw new HttpError(404, 'This site does not take payments online.');
  const fieldError = (field: string, message: string) =>
    new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, { errors: [{ field, message }] });
  if (!offer.purposes.includes(request.purpose))
    throw fieldError('purpose', ONLINE_PAYMENT_MESSAGES.notOffered);
  const cents = parseAmountCents(request.amount);
  if (cents === undefined) throw fieldError('amount', ONLINE_PAYMENT_MESSAGES.amount);
  if (cents > offer.maxAmount * 100)
    throw fieldError('amount', ONLINE_PAYMENT_MESSAGES.amountTooLarge(offer.maxAmount));
  const { purpose, reference, amount: _typed, ...contact } = request;
  const online = takesPaymentOnline(payments, tenant);
  const created = await store.onlinePayments.create({
    id: randomUUID(),
    tenant: tenantSlug,
    purpose,
    reference: reference.toUpperCase(),
    amountCents: cents,
    online,
    contact,
    idempotencyKey,
    createdAt: now,
  });
  const { payment } = created;
  if (!online) {
    // A request: the dealer hears now, and phones to take the money (one lead per payment).
    await deliverToDealer(store, tenant, payment, `payment-${payment.id}`, now);
    return answerOf(payment);
  }
  if (payment.state !== 'awaiting-payment') return answerOf(payment);
  const page = `${(returnOrigin ?? settings.site.url).replace(/\/$/, '')}${ONLINE_PAYMENT_PATH}`;
  const start = await payments.startPayment({
    subject: 'payment',
    subjectId: payment.id,
    tenant: tenantSlug,
    description: `${settings.site.name}: ${paymentSubject(purpose, payment.reference)}`,
    amountCents: payment.amount_cents,
    email: contact.email,
    successUrl: `${page}?payment=${payment.id}&paid=1`,
    cancelUrl: `${page}?payment=${payment.id}`,
  });
  await store.onlinePayments.setPaymentRef(tenantSlug, payment.id, start.ref, now);
  return { ...answerOf(payment), payment_url: start.url };
}

/** GET /api/payments/:id: where a payment stands (the id is the shopper's own, from their return address). */
export async function paymentState(
  store: Store,
  tenantSlug: string,
  id: string,
): Promise<OnlinePaymentAnswer> {
  const payment = await store.onlinePayments.get(tenantSlug, id);
  if (!payment) throw new HttpError(404, ONLINE_PAYMENT_MESSAGES.unknownPayment);
  return answerOf(payment);
}

/** A verified webhook: the payment was made. The dealer is told once, with the provider's reference. */
export async function confirmPayment(
  store: Store,
  tenantData: (slug: string) => TenantData | undefined,
  event: Extract<PaymentEvent, { kind: 'paid' }>,
  now: Date,
): Promise<'paid' | 'ignored'> {
  const tenant = tenantData(event.tenant);
  if (!tenant) return 'ignored';
  const paid = await store.onlinePayments.markPaid(event.tenant, event.subjectId, event.ref, now);
  if (!paid) return 'ignored';
  await deliverToDealer(store, tenant, paid, `payment-paid-${paid.id}`, now);
  return 'paid';
}
