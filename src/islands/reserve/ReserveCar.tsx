/**
 * The reserve form of /cars/{slug}/checkout (VDP-14, DEAL-01): asks the API first whether the
 * car is still free and whether the deposit is paid online; then the shopper's details
 * (prefilled, LEAD-15), the reservation terms and the robot check. Sent once (one
 * Idempotency-Key): paid online, the shopper goes to the payment page; otherwise the hold is
 * confirmed on the page with the plain word that no money was taken. Back from the payment
 * page (?reservation=…&paid=1) it waits for the payment to be confirmed.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { formatDollars } from '../../domain/format.ts';
import { ReservationRequestSchema } from '../../domain/reservations/reservation-request.ts';
import { fetchReservationStatus, postReservation, type ReservationStatus } from '../../lib/api-client.ts';
import { saveReservation } from '../../stores/reservations.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { CAPTCHA_FIELD, CaptchaField } from '../leads/Captcha.tsx';
import { CheckboxField } from '../leads/fields.tsx';
import { useCheckedForm } from '../leads/use-checked-form.ts';
import { CONTACT_LABELS, ContactFields, FormErrors, SubmitRow } from '../leads/form-parts.tsx';

export interface ReserveCarConfig {
  carSlug: string;
  carName: string;
  make: string;
  deposit: number;
  /** 'Reserve Now for $200' or 'Buy Online'. */
  label: string;
  captcha: boolean;
  termsHref: string;
}

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  terms_conditions: 'Reservation terms',
};

type Phase =
  | { kind: 'checking' }
  | { kind: 'form'; status: ReservationStatus | undefined }
  | { kind: 'taken'; text: string }
  | { kind: 'held'; text: string; message: string }
  | { kind: 'returning'; paid: boolean; text: string | undefined };

export default function ReserveCar({ config }: { config: ReserveCarConfig }) {
  const formId = 'reserve';
  const stored = useStore($userDetails);
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const { values, set, summary, sending, captcha, show, send, errorOf } = useCheckedForm(
    config.captcha,
    () => ({
      // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
      ...stored,
      terms_conditions: false,
    }),
  );
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const returning = query.get('reservation') !== null;
    let live = true;
    let tries = 0;
    const check = async () => {
      const result = await fetchReservationStatus(config.carSlug);
      if (!live) return;
      const status = result.ok ? result.data : undefined;
      if (returning && status?.reserved) {
        setPhase({ kind: 'returning', paid: status.paid === true, text: status.text });
        // The webhook may land a moment after the shopper: look again for up to a minute.
        if (!status.paid && query.get('paid') === '1' && ++tries < 20) setTimeout(check, 3000);
        return;
      }
      if (status?.reserved) return setPhase({ kind: 'taken', text: status.text ?? 'Reserved' });
      setPhase({ kind: 'form', status });
    };
    void check();
    return () => {
      live = false;
    };
  }, [config.carSlug]);

  // The card logos beside the form show only where the deposit really is paid by card (PROMO-08).
  const online = phase.kind === 'form' && phase.status?.pay_online === true;
  useEffect(() => {
    const logos = document.querySelector<HTMLElement>('[data-card-logos]');
    if (logos) logos.hidden = !online;
  }, [online]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      car_slug: config.carSlug,
      name: values.name.trim(),
      last_name: values.last_name.trim() || undefined,
      email: values.email.trim() || undefined,
      phone: values.phone.trim() || undefined,
      postcode: values.postcode.trim(),
      terms_conditions: values.terms_conditions,
    };
    const result = await send(ReservationRequestSchema, body, postReservation);
    if (!result) return;
    if (!result.ok) {
      if (result.status === 409) return setPhase({ kind: 'taken', text: result.message });
      return show(result.errors, result.message);
    }
    saveUserDetails(values);
    saveReservation({
      reservation_id: result.data.reservation_id,
      car_slug: config.carSlug,
      car_name: config.carName,
      make: config.make,
      hold_until: result.data.hold_until,
      deposit: result.data.deposit,
      online: result.data.payment_url !== undefined,
      at: new Date().toISOString(),
    });
    if (result.data.payment_url) {
      window.location.assign(result.data.payment_url);
      return;
    }
    setPhase({ kind: 'held', text: result.data.reserved_until, message: result.data.message });
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  if (phase.kind === 'checking') return <p aria-live="polite">Checking this car is still available…</p>;
  if (phase.kind === 'taken')
    return (
      <div className="reserve-result" role="status">
        <p className="reserve-result-title">
          {phase.text.startsWith('Reserved') ? `This car is ${phase.text.toLowerCase()}.` : phase.text}
        </p>
        <p>
          <a href="/search/new-used-and-demo-cars">Find a similar car</a>
        </p>
      </div>
    );
  if (phase.kind === 'held')
    return (
      <div className="reserve-result" role="status" tabIndex={-1} ref={resultRef}>
        <p className="reserve-result-title">{phase.text}</p>
        <p>{phase.message}</p>
      </div>
    );
  if (phase.kind === 'returning')
    return (
      <div className="reserve-result" role="status">
        <p className="reserve-result-title">
          {phase.paid ? `Deposit paid. ${phase.text ?? ''}` : 'Thank you. We are confirming your payment…'}
        </p>
        {!phase.paid && <p>This page updates by itself once your bank confirms the deposit.</p>}
      </div>
    );

  return (
    <form className="lead-form reserve-form" noValidate onSubmit={submit} aria-busy={sending || undefined}>
      <FormErrors formId={formId} labels={LABELS} {...summary} />
      <div className="lead-grid">
        <ContactFields formId={formId} values={values} onChange={set} errorOf={errorOf} />
      </div>
      <CheckboxField
        formId={formId}
        field="terms_conditions"
        checked={values.terms_conditions}
        onChange={set}
        required
        error={errorOf('terms_conditions')}
      >
        I agree to the <a href={config.termsHref}>reservation terms</a>
      </CheckboxField>
      {config.captcha && <CaptchaField control={captcha} formId={formId} error={errorOf(CAPTCHA_FIELD)} />}
      <p className="reserve-payment-note">
        {online
          ? `Next you pay the ${formatDollars(config.deposit)} deposit securely by card.`
          : config.deposit > 0
            ? `No payment is taken online: we'll call you to take the ${formatDollars(config.deposit)} deposit and confirm your hold.`
            : "We'll call you to confirm your hold."}
      </p>
      <SubmitRow
        status={sending ? 'submitting' : 'idle'}
        hydrated
        label={
          online
            ? `Pay ${formatDollars(config.deposit)} Deposit`
            : config.deposit > 0
              ? 'Request Reservation'
              : config.label
        }
        what="reservation"
      />
    </form>
  );
}
