/**
 * Paying the dealer online by reference (/online-payment, NAV-04): an invoice, a deposit the
 * dealer asked for, or a service job, by the number on the shopper's paperwork. The request the
 * page sends and the API checks (one schema, one set of messages), the amount in whole cents
 * (never a float of dollars), and how each state is said to the shopper and the dealer. Pure.
 *
 *   requested          no provider: no money taken, the dealer phones to take the payment
 *   awaiting-payment ──▶ paid   the shopper was sent to the provider; its signed webhook confirms
 */
import * as v from 'valibot';
import type { ONLINE_PAYMENT_PURPOSES } from '../../config/schemas/payments.ts';
import {
  captchaField,
  emailField,
  firstNameField,
  lastNameField,
  phoneField,
} from '../leads/contact-schema.ts';
import { listInWords } from '../format.ts';
import { LEAD_MESSAGES } from '../leads/messages.ts';

export type OnlinePaymentPurpose = (typeof ONLINE_PAYMENT_PURPOSES)[number];
export type OnlinePaymentState = 'requested' | 'awaiting-payment' | 'paid';

/** What each purpose is called on the page and what its reference is called. */
export const PAYMENT_PURPOSES: Readonly<
  Record<
    OnlinePaymentPurpose,
    { label: string; reference: string; noun: string; paperwork: string; example: string }
  >
> = {
  invoice: {
    label: 'An invoice',
    reference: 'Invoice number',
    noun: 'invoice',
    paperwork: 'invoice',
    example: 'INV-10234',
  },
  deposit: {
    label: 'A vehicle deposit',
    reference: 'Deposit reference',
    noun: 'deposit',
    paperwork: 'deposit request',
    example: 'DEP-2291',
  },
  service: {
    label: 'A service or parts job',
    reference: 'Job number',
    noun: 'job',
    paperwork: 'job card',
    example: 'JOB-58812',
  },
};

export const ONLINE_PAYMENT_MESSAGES = {
  reference:
    'Please enter the reference on your paperwork: letters, digits, spaces, / or -, up to 30 characters.',
  amount: 'Please enter the amount in dollars and cents, for example 350 or 350.50.',
  amountTooLarge: (max: number) =>
    `Online payments are up to ${dollarsAndCents(max * 100)}. Please pay larger amounts at the dealership.`,
  notOffered: 'This payment type is not taken online here.',
  unknownPayment: 'We could not find that payment.',
} as const;

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,29}$/;
const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

/** '350', '350.5', '$1,250.00' as whole cents; undefined when it is not an amount. */
export function parseAmountCents(text: string): number | undefined {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!AMOUNT.test(clean)) return undefined;
  const [whole, fraction = ''] = clean.split('.') as [string, string?];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** $1,250.00 */
export function dollarsAndCents(cents: number): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);
}

/** The page's request. The amount is text as typed; the API turns it into cents and checks the tenant's limit. */
export const OnlinePaymentRequestSchema = v.pipe(
  v.strictObject({
    purpose: v.picklist(['invoice', 'deposit', 'service'], LEAD_MESSAGES.required),
    reference: v.pipe(
      v.string(LEAD_MESSAGES.required),
      v.trim(),
      v.nonEmpty(LEAD_MESSAGES.required),
      v.regex(REFERENCE, ONLINE_PAYMENT_MESSAGES.reference),
    ),
    amount: v.pipe(
      v.string(LEAD_MESSAGES.required),
      v.trim(),
      v.nonEmpty(LEAD_MESSAGES.required),
      v.check((text) => parseAmountCents(text) !== undefined, ONLINE_PAYMENT_MESSAGES.amount),
    ),
    name: firstNameField,
    last_name: lastNameField,
    email: emailField,
    phone: phoneField,
    altcha: captchaField,
  }),
);

export type OnlinePaymentRequest = v.InferOutput<typeof OnlinePaymentRequestSchema>;

/** 'invoice, deposit request or job card': the paperwork a reference is on, for the purposes offered. */
export function paperworkList(purposes: readonly OnlinePaymentPurpose[]): string {
  const names = purposes.map((purpose) => PAYMENT_PURPOSES[purpose].paperwork);
  return listInWords(names, 'or');
}

/** 'invoice INV-10234' */
export function paymentSubject(purpose: OnlinePaymentPurpose, reference: string): string {
  return `${PAYMENT_PURPOSES[purpose].noun} ${reference}`;
}

/** What the dealer reads about the money: said plainly, never a payment that did not happen. */
export function paymentStatusText(
  state: OnlinePaymentState,
  cents: number,
  providerRef?: string | null,
): string {
  if (state === 'paid')
    return `${dollarsAndCents(cents)} paid by card online${providerRef ? ` (payment ${providerRef})` : ''}`;
  if (state === 'awaiting-payment')
    return `Not paid yet: the customer was sent to pay ${dollarsAndCents(cents)} by card`;
  return `No money was taken: call the customer to take the payment of ${dollarsAndCents(cents)}`;
}

/** What the shopper reads once the page has their request or their payment. */
export function shopperPaymentText(state: OnlinePaymentState, cents: number, subject: string): string {
  if (state === 'paid') return `Payment received: ${dollarsAndCents(cents)} for ${subject}. Thank you.`;
  if (state === 'awaiting-payment')
    return `We are confirming your payment of ${dollarsAndCents(cents)} for ${subject}…`;
  return `Request received. No payment has been taken: we'll call you to take the ${dollarsAndCents(cents)} for ${subject}.`;
}
