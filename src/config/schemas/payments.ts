import * as v from 'valibot';
import { featureSwitch, group, setting } from '../define.ts';

/** What a shopper may pay on /online-payment, by the reference the dealer gave them. */
export const ONLINE_PAYMENT_PURPOSES = ['invoice', 'deposit', 'service'] as const;

export const PaymentsSchema = group(
  'The online payment page, /online-payment (NAV-04, NAV-05): a shopper pays an invoice or a deposit by its reference through the payment adapter (DEAL-01). With a provider (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) the shopper pays by card on the provider’s page and the dealer hears once the signed webhook confirms it; without one the page takes a payment request, takes no money and says so.',
  {
    onlinePaymentPage: featureSwitch('Build /online-payment for this tenant.'),
    payOnline: setting(
      v.boolean(),
      true,
      'Take the payment by card when the API has a payment provider (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). Off, or without a provider, the page takes a payment request: no money is taken and the dealer phones to take it.',
      false,
    ),
    purposes: setting(
      v.pipe(
        v.array(v.picklist(ONLINE_PAYMENT_PURPOSES)),
        v.minLength(1, 'Name at least one purpose'),
        v.maxLength(3),
      ),
      ['invoice', 'deposit'],
      'What the page offers to pay, in this order: invoice (a workshop or sales invoice number), deposit (a deposit the dealer asked for, by its reference), service (a service or parts job number).',
      ['invoice', 'service'],
    ),
    maxAmount: setting(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
      10_000,
      'The largest amount in dollars one online payment may be; larger amounts are paid at the dealership.',
      5_000,
    ),
  },
);
