import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { schemaIssues } from '../../../../src/islands/reserve/reserve-form.ts';
import {
  dollarsAndCents,
  OnlinePaymentRequestSchema,
  paperworkList,
  parseAmountCents,
  paymentStatusText,
  paymentSubject,
  shopperPaymentText,
} from '../../../../src/domain/payments/online-payment.ts';

const valid = {
  purpose: 'invoice',
  reference: 'INV-10234',
  amount: '350.50',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '0412 345 678',
};

describe('paying by reference', () => {
  it('reads an amount as whole cents, and nothing that is not an amount', () => {
    expect(parseAmountCents('350')).toBe(35_000);
    expect(parseAmountCents('350.5')).toBe(35_050);
    expect(parseAmountCents('$1,250.05')).toBe(125_005);
    expect(parseAmountCents(' 0.10 ')).toBe(10);
    expect(parseAmountCents('0')).toBeUndefined();
    expect(parseAmountCents('12.345')).toBeUndefined();
    expect(parseAmountCents('-5')).toBeUndefined();
    expect(parseAmountCents('1e3')).toBeUndefined();
    expect(parseAmountCents('POA')).toBeUndefined();
    expect(parseAmountCents('1234567')).toBeUndefined();
  });

  it('says amounts in dollars and cents and what is paid for', () => {
    expect(dollarsAndCents(125_005)).toBe('$1,250.05');
    expect(paymentSubject('invoice', 'INV-10234')).toBe('invoice INV-10234');
    expect(paymentSubject('service', 'JOB-58812')).toBe('job JOB-58812');
    expect(paperworkList(['invoice', 'deposit', 'service'])).toBe('invoice, deposit request or job card');
    expect(paperworkList(['invoice', 'service'])).toBe('invoice or job card');
    expect(paperworkList(['deposit'])).toBe('deposit request');
  });

  it('never tells the dealer or the shopper money moved when it did not', () => {
    expect(paymentStatusText('requested', 35_050)).toBe(
      'No money was taken: call the customer to take the payment of $350.50',
    );
    expect(paymentStatusText('awaiting-payment', 35_050)).toBe(
      'Not paid yet: the customer was sent to pay $350.50 by card',
    );
    expect(paymentStatusText('paid', 35_050, 'cs_test_1')).toBe(
      '$350.50 paid by card online (payment cs_test_1)',
    );
    expect(shopperPaymentText('requested', 35_050, 'invoice INV-1')).toBe(
      "Request received. No payment has been taken: we'll call you to take the $350.50 for invoice INV-1.",
    );
    expect(shopperPaymentText('paid', 35_050, 'invoice INV-1')).toBe(
      'Payment received: $350.50 for invoice INV-1. Thank you.',
    );
  });

  it('the request names each bad field with the words the page shows', () => {
    expect(v.safeParse(OnlinePaymentRequestSchema, valid).success).toBe(true);
    const BAD = { ...valid, reference: 'INV<script>', amount: 'ten dollars', email: '' };
    expect(v.safeParse(OnlinePaymentRequestSchema, BAD).success).toBe(false);
    // The first problem of each field, as the form lists them.
    expect(schemaIssues(OnlinePaymentRequestSchema, BAD).map((e) => [e.field, e.message])).toEqual([
      [
        'reference',
        'Please enter the reference on your paperwork: letters, digits, spaces, / or -, up to 30 characters.',
      ],
      ['amount', 'Please enter the amount in dollars and cents, for example 350 or 350.50.'],
      ['email', '* This field is required'],
    ]);
    expect(v.safeParse(OnlinePaymentRequestSchema, { ...valid, card_number: '4242' }).success).toBe(false);
  });
});
