/**
 * The form of /online-payment: pay an invoice, a deposit or a job by its reference. Asks the API
 * first whether the money is taken by card now (a provider is set up) or the page takes a
 * request; then what is paid, the reference, the amount and the shopper's details (prefilled,
 * LEAD-15). Sent once (one Idempotency-Key). By card the shopper goes to the provider's page and,
 * back here (?payment=…&paid=1), the page waits for the provider's signed confirmation before it
 * says the money arrived; a request says plainly that no money was taken.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  dollarsAndCents,
  type OnlinePaymentPurpose,
  OnlinePaymentRequestSchema,
  PAYMENT_PURPOSES,
  parseAmountCents,
} from '../../domain/payments/online-payment.ts';
import { fetchPayment, fetchPaymentSetup, type PaymentAnswer, postPayment } from '../../lib/api-client.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { CAPTCHA_FIELD, CaptchaField } from '../leads/Captcha.tsx';
import { SelectField, TextField } from '../leads/fields.tsx';
import { useCheckedForm } from '../leads/use-checked-form.ts';
import { CONTACT_LABELS, ContactFields, FormErrors, SubmitRow } from '../leads/form-parts.tsx';

export interface OnlinePaymentConfig {
  purposes: OnlinePaymentPurpose[];
  maxAmount: number;
  captcha: boolean;
}

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  purpose: 'What you are paying',
  reference: 'Reference',
  amount: 'Amount',
};

type Phase =
  | { kind: 'unavailable'; message: string }
  /** online: undefined until the API says whether cards are taken (the form is shown meanwhile). */
  | { kind: 'form'; online: boolean | undefined }
  | { kind: 'done'; answer: PaymentAnswer }
  | { kind: 'returning'; answer: PaymentAnswer | undefined; gaveUp: boolean };

/** How long the page waits for the provider's confirmation after the shopper comes back. */
const CONFIRM_TRIES = 20;
const CONFIRM_EVERY_MS = 3000;

export default function OnlinePayment({ config }: { config: OnlinePaymentConfig }) {
  const formId = 'online-payment';
  const stored = useStore($userDetails);
  // The form is in the page from the start (no shift when the API answers); only how it pays waits.
  const [phase, setPhase] = useState<Phase>({ kind: 'form', online: undefined });
  const { values, set, summary, sending, captcha, show, send, errorOf } = useCheckedForm(
    config.captcha,
    () => ({
      ...stored,
      purpose: config.purposes.length === 1 ? config.purposes[0]! : '',
      reference: '',
      amount: '',
    }),
  );
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const returning = query.get('payment');
    let live = true;
    if (returning) {
      // Back from the provider's page: only its signed webhook says the money arrived.
      let tries = 0;
      const check = async () => {
        const result = await fetchPayment(returning);
        if (!live) return;
        const answer = result.ok ? result.data : undefined;
        const waiting = answer?.state === 'awaiting-payment' && query.get('paid') === '1';
        const more = waiting && ++tries < CONFIRM_TRIES;
        setPhase({ kind: 'returning', answer, gaveUp: waiting && !more });
        if (more) setTimeout(check, CONFIRM_EVERY_MS);
      };
      void check();
    } else
      void fetchPaymentSetup().then((result) => {
        if (!live) return;
        setPhase(
          result.ok
            ? { kind: 'form', online: result.data.pay_online }
            : { kind: 'unavailable', message: result.message },
        );
      });
    return () => {
      live = false;
    };
  }, []);

  // The card logos show only where the money really is taken by card (PROMO-08).
  const online = phase.kind === 'form' && phase.online === true;
  const known = phase.kind === 'form' && phase.online !== undefined;
  useEffect(() => {
    const logos = document.querySelector<HTMLElement>('[data-card-logos]');
    if (logos) logos.hidden = !online;
  }, [online]);

  const cents = parseAmountCents(values.amount);
  const purpose = PAYMENT_PURPOSES[(values.purpose || config.purposes[0]) as OnlinePaymentPurpose];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      purpose: values.purpose,
      reference: values.reference.trim(),
      amount: values.amount.trim(),
      name: values.name.trim(),
      last_name: values.last_name.trim() || undefined,
      email: values.email.trim(),
      phone: values.phone.trim(),
    };
    const result = await send(OnlinePaymentRequestSchema, body, postPayment);
    if (!result) return;
    if (!result.ok) return show(result.errors, result.message);
    saveUserDetails(values);
    if (result.data.payment_url) {
      window.location.assign(result.data.payment_url);
      return;
    }
    setPhase({ kind: 'done', answer: result.data });
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  if (phase.kind === 'unavailable')
    return (
      <p className="reserve-result" role="alert">
        {phase.message}
      </p>
    );
  if (phase.kind === 'done')
    return (
      <div className="reserve-result" role="status" tabIndex={-1} ref={resultRef}>
        <p className="reserve-result-title">{phase.answer.message}</p>
        <p>Your reference for this request: {phase.answer.payment_id}</p>
      </div>
    );
  if (phase.kind === 'returning') {
    const { answer } = phase;
    return (
      <div className="reserve-result" role="status">
        <p className="reserve-result-title">
          {answer ? answer.message : 'We could not find that payment. Please contact us.'}
        </p>
        {answer?.state === 'awaiting-payment' && (
          <p>
            {phase.gaveUp
              ? 'Your bank has not confirmed the payment yet. If money left your account, we will see it and be in touch; otherwise please try again.'
              : 'This page updates by itself once your bank confirms the payment.'}
          </p>
        )}
        {answer && <p>Payment reference: {answer.payment_id}</p>}
      </div>
    );
  }

  return (
    <form className="lead-form payment-form" noValidate onSubmit={submit} aria-busy={sending || undefined}>
      <FormErrors formId={formId} labels={LABELS} {...summary} />
      <div className="lead-grid">
        <SelectField
          formId={formId}
          field="purpose"
          label="What you are paying"
          required
          value={values.purpose}
          onChange={set}
          error={errorOf('purpose')}
          options={config.purposes.map((value) => ({ value, label: PAYMENT_PURPOSES[value].label }))}
        />
        <TextField
          formId={formId}
          field="reference"
          label={purpose?.reference ?? 'Reference'}
          required
          value={values.reference}
          onChange={set}
          error={errorOf('reference')}
          hint={`As it appears on your paperwork, for example ${purpose?.example ?? 'INV-10234'}.`}
          maxLength={30}
          autoComplete="off"
        />
        <TextField
          formId={formId}
          field="amount"
          label="Amount (AUD)"
          required
          value={values.amount}
          onChange={set}
          error={errorOf('amount')}
          hint={`Up to ${dollarsAndCents(config.maxAmount * 100)}.`}
          inputMode="text"
          maxLength={12}
          autoComplete="off"
        />
      </div>
      <h2 className="payment-subheading">Your details</h2>
      <div className="lead-grid">
        <ContactFields
          formId={formId}
          values={values}
          onChange={set}
          errorOf={errorOf}
          reachRequired
          postcodeRequired="none"
        />
      </div>
      {config.captcha && <CaptchaField control={captcha} formId={formId} error={errorOf(CAPTCHA_FIELD)} />}
      <p className="reserve-payment-note" aria-live="polite">
        {!known
          ? 'Checking how this payment can be made…'
          : online
            ? 'Next you pay securely by card on our payment provider’s page.'
            : 'No payment is taken online: we’ll call you to take the payment and confirm it.'}
      </p>
      <SubmitRow
        status={sending ? 'submitting' : 'idle'}
        hydrated={known}
        label={
          !known
            ? 'Continue'
            : online
              ? cents !== undefined
                ? `Pay ${dollarsAndCents(cents)}`
                : 'Pay Now'
              : 'Send Payment Request'
        }
        what={online ? 'payment' : 'payment request'}
      />
    </form>
  );
}
