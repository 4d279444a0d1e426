/**
 * The online purchase journey (DEAL-03) at /checkout-journey?car_id={slug}: one page that builds
 * a deal step by step. Your Car (from the API: price, drive-away or not, a live hold) → Trade-In
 * (none, an instant offer the shopper already has, or the instant-offer wizard right here; the
 * offer is deducted) → Payment (in full, or finance: deposit and term, the weekly repayment at
 * the dealer's rate) → Delivery (pick up, or a postcode priced like the delivery calculator) →
 * Summary (the estimated government charges of a price that excludes them, COMP-06; the
 * drive-away total and the balance; contact details) and send: one deal lead, priced again by
 * the API. Every choice is kept in this browser as it is made, so the shopper can come back from
 * My Garage where they left off. Rules: src/domain/deals/deal.ts.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  DELIVERY_MESSAGES,
  type DeliveryEstimate,
  estimateDelivery,
} from '../../domain/calculators/delivery.ts';
import { NOT_A_NUMBER_MESSAGE, parseNumberInput } from '../../domain/calculators/number-input.ts';
import {
  DEAL_STEP_TITLES,
  DEAL_STEPS,
  CHECK_DELIVERY_FIRST,
  DEAL_TERM_YEARS,
  type DealStep,
  dealChoiceErrors,
  dealDelivery,
  dealChargesNote,
  dealLines,
  dealSummary,
} from '../../domain/deals/deal.ts';
import { formatCalendarDay, formatDollars } from '../../domain/format.ts';
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import {
  type DealCar,
  fetchDealCar,
  fetchReservationStatus,
  type ReservationStatus,
} from '../../lib/api-client.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { $deals, type SavedDeal, saveDeal } from '../../stores/deals.ts';
import { saveEnquiry } from '../../stores/enquiries.ts';
import { linkedQueryParams } from '../../stores/landing-params.ts';
import { $reservations } from '../../stores/reservations.ts';
import { $userDetails, saveUserDetails, withStoredDetails } from '../../stores/user-details.ts';
import { $valuations } from '../../stores/valuations.ts';
import { $visitedPages } from '../../stores/viewed-cars.ts';
import { loadPostcodeLookup, POSTCODES_UNAVAILABLE } from '../calculators/delivery-view.ts';
import { sendLead, useCaptcha } from '../leads/Captcha.tsx';
import { SelectField, TextField } from '../leads/fields.tsx';
import {
  ConsentAndSend,
  CONTACT_LABELS,
  ContactFields,
  FormErrors,
  WizardProgress,
} from '../leads/form-parts.tsx';
import type { FormStatus } from '../leads/form-state.ts';
import { leadErrors, newIdempotencyKey } from '../leads/lead-payload.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { DealConfig } from './deal-config.ts';
import { buildDealLead, type DealContactValues, dealChoices } from './deal-payload.ts';
import { ChoiceCards, DealCarCard, DealLines } from './deal-steps.tsx';

// The wizard is large and only some shoppers value a car here: loaded when they ask for it.
const InstantOffer = lazy(() => import('../leads/InstantOffer.tsx'));

const FORM_ID = 'deal';
const NO_TRADE_IN = 'none';
const VALUE_NOW = 'value-now';

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  trade_in: 'Trade-in',
  deal_payment: 'Payment',
  deal_deposit: 'Deposit',
  deal_term_years: 'Loan term',
  delivery_postcode: 'Delivery postcode',
  terms_conditions: 'Terms of use',
  EvalID: 'Trade-in',
  car_id: 'Car',
};

type Load =
  | { kind: 'loading' }
  | { kind: 'no-car' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; car: DealCar };

type Estimate =
  | { kind: 'loading'; postcode: string }
  | { kind: 'done'; postcode: string; result: DeliveryEstimate }
  | { kind: 'unavailable'; postcode: string };

const TERM_OPTIONS = Array.from(
  { length: (DEAL_TERM_YEARS.max - DEAL_TERM_YEARS.min) / DEAL_TERM_YEARS.step + 1 },
  (_, index) => {
    const years = DEAL_TERM_YEARS.min + index * DEAL_TERM_YEARS.step;
    return { value: String(years), label: `${years} ${years === 1 ? 'year' : 'years'}` };
  },
);

function newDeal(car: DealCar): SavedDeal {
  return {
    car_slug: car.slug,
    car_name: car.name,
    make: car.make,
    step: 'car',
    eval_id: null,
    payment: 'cash',
    deposit: 0,
    term_years: DEAL_TERM_YEARS.default,
    delivery: 'pickup',
    postcode: '',
    updated_at: new Date().toISOString(),
  };
}

export default function CheckoutJourney({ config }: { config: DealConfig }) {
  const hydrated = useHydrated();
  const stored = useStore($userDetails);
  const valuations = useStore($valuations);
  const reservations = useStore($reservations);
  const captcha = useCaptcha(config.captcha);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [deal, setDeal] = useState<SavedDeal | undefined>();
  const [values, setValues] = useState<DealContactValues>(() => ({
    // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
    ...stored,
    opt_in: true,
    terms_conditions: false,
    website: '',
  }));
  const [depositText, setDepositText] = useState('');
  const [estimate, setEstimate] = useState<Estimate | undefined>();
  const [valuingSince, setValuingSince] = useState<string | undefined>();
  const [hold, setHold] = useState<ReservationStatus | undefined>();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | undefined>();
  const [status, setStatus] = useState<FormStatus>('idle');
  const [idempotencyKey, setIdempotencyKey] = useState(() => newIdempotencyKey());
  const [startedAt] = useState(Date.now);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // The car named by ?car_id=, its live hold, and the deal already started for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on load
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get('car_id')?.trim() ?? '';
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 200) {
      setLoad({ kind: 'no-car' });
      return;
    }
    void fetchDealCar(slug).then((result) => {
      if (!result.ok) {
        setLoad({ kind: 'failed', message: result.message });
        return;
      }
      const car = result.data;
      setLoad({ kind: 'ready', car });
      const saved = $deals.get().find((d) => d.car_slug === car.slug);
      const start = saved ?? newDeal(car);
      setDeal(start);
      setDepositText(String(start.deposit));
      if (start.delivery === 'delivery' && start.postcode) void checkDelivery(start.postcode);
      void fetchReservationStatus(car.slug).then((answer) => setHold(answer.ok ? answer.data : undefined));
    });
  }, []);

  // The step heading takes focus when the step changes (not on first load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step and the status are the triggers
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [deal?.step, status]);

  const today = calendarDay(new Date(), config.timeZone);
  const offers = valuations.filter((v) => v.offer_price !== null && v.valid_until >= today);

  // A valuation made here with an offer becomes the trade-in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to new valuations only
  useEffect(() => {
    if (!valuingSince || !deal) return;
    const fresh = offers.find((v) => v.at >= valuingSince);
    if (fresh && deal.eval_id !== fresh.EvalID) update({ eval_id: fresh.EvalID });
  }, [valuations, valuingSince]);

  if (load.kind === 'loading' || (load.kind === 'ready' && !deal))
    return (
      <p className="deal-status deal-loading" aria-live="polite">
        Loading your deal…
      </p>
    );
  if (load.kind === 'no-car')
    return (
      <div className="deal-status">
        <p>Choose a car first: every car you can buy online has a Purchase Online button on its page.</p>
        <a className="btn" href={config.searchHref}>
          Browse our stock
        </a>
      </div>
    );
  if (load.kind === 'failed')
    return (
      <div className="deal-status" role="alert">
        <p>{load.message}</p>
        <a className="btn" href={config.searchHref}>
          Browse our stock
        </a>
      </div>
    );
  const car = load.car;
  if (!car.buyable || !deal)
    return (
      <div className="deal-status" role="alert">
        <p>{car.message}</p>
        <a className="btn" href={car.path}>
          Back to the {car.name}
        </a>
      </div>
    );

  const mine = reservations.some((r) => r.car_slug === car.slug);
  const heldByOther = hold?.reserved === true && !mine;
  const tradeIn = deal.eval_id ? offers.find((v) => v.EvalID === deal.eval_id) : undefined;
  const delivery =
    estimate?.kind === 'done' && estimate.postcode === deal.postcode
      ? dealDelivery(estimate.result)
      : undefined;
  const delivered = delivery?.ok ? delivery : undefined;
  const summary = dealSummary(
    {
      price: car.price,
      driveAway: car.drive_away,
      charges: car.government_charges ?? undefined,
      tradeInOffer: tradeIn?.offer_price ?? undefined,
      deliveryFee: delivered ? delivered.fee : null,
      interestRate: config.interestRate,
      establishmentFee: config.establishmentFee,
    },
    dealChoices(deal),
  );
  const lines = dealLines(summary, { place: delivered?.place, pickupFrom: car.pickup_from ?? undefined });
  const stepIndex = DEAL_STEPS.indexOf(deal.step);
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const sent = deal.lead_id !== undefined;

  function update(change: Partial<SavedDeal>) {
    setDeal((current) => {
      if (!current) return current;
      const next = { ...current, ...change, updated_at: new Date().toISOString() };
      saveDeal(next);
      return next;
    });
  }

  function showErrors(found: FieldError[]) {
    setErrors(found);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function go(step: DealStep) {
    moved.current = true;
    setErrors([]);
    setFormError(undefined);
    // Details given meanwhile (the trade-in wizard's Your Details) fill the fields still empty.
    if (step === 'summary') setValues(withStoredDetails);
    update({ step, balance: summary.balance });
  }

  async function checkDelivery(postcode: string) {
    setEstimate({ kind: 'loading', postcode });
    try {
      const lookup = await loadPostcodeLookup(config.delivery.postcodesUrl);
      setEstimate({
        kind: 'done',
        postcode,
        result: estimateDelivery(postcode, {
          lookup,
          origins: config.delivery.origins,
          pricing: config.delivery.pricing,
        }),
      });
    } catch (error) {
      console.error('The purchase journey could not load postcodes', error);
      setEstimate({ kind: 'unavailable', postcode });
    }
  }

  /** The current step's problems, before moving on. */
  function stepErrors(): FieldError[] {
    if (!deal) return [];
    if (deal.step === 'payment') {
      const typed = parseNumberInput(depositText === '' ? '0' : depositText);
      if (deal.payment === 'finance' && !typed.ok)
        return [{ field: 'deal_deposit', message: NOT_A_NUMBER_MESSAGE }];
      return dealChoiceErrors(dealChoices(deal), summary.balance);
    }
    if (deal.step === 'delivery' && deal.delivery === 'delivery') {
      if (delivery) return delivery.ok ? [] : [{ field: 'delivery_postcode', message: delivery.message }];
      const message =
        estimate?.kind === 'unavailable'
          ? POSTCODES_UNAVAILABLE
          : deal.postcode === ''
            ? DELIVERY_MESSAGES.empty
            : CHECK_DELIVERY_FIRST;
      return [{ field: 'delivery_postcode', message }];
    }
    return [];
  }

  function next() {
    const found = stepErrors();
    if (found.length > 0) {
      showErrors(found);
      return;
    }
    go(DEAL_STEPS[stepIndex + 1] ?? 'summary');
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!deal || status === 'submitting') return;
    const payload = buildDealLead(car, deal, values, config.termsCheckbox, {
      url: window.location.href,
      userAgent: navigator.userAgent,
      visitedPages: $visitedPages.get(),
      linkedQueryParams: linkedQueryParams(window.location.search),
      formStartedAt: startedAt,
    });
    const found = leadErrors(payload, {
      commentsRequired: false,
      termsCheckbox: config.termsCheckbox,
      termsMessageVariant: config.termsMessageVariant,
      dealershipCount: 1,
    });
    if (found.length > 0) {
      showErrors(found);
      return;
    }
    setStatus('submitting');
    setErrors([]);
    setFormError(undefined);
    const outcome = await sendLead(payload, idempotencyKey, captcha, config.captcha);
    if (outcome.kind === 'success') {
      moved.current = true;
      const at = new Date().toISOString();
      update({ lead_id: outcome.leadId, sent_at: at, balance: summary.balance });
      saveEnquiry({
        lead_id: outcome.leadId,
        kind: 'deal',
        car_id: car.id,
        car_slug: car.slug,
        car_name: car.name,
        subcategory: 'Online Purchase',
        at,
      });
      saveUserDetails(values);
      setStatus('success');
      return;
    }
    setStatus('failure');
    setFormError(outcome.message);
    if (outcome.kind === 'invalid') setErrors(outcome.errors);
    if (outcome.kind === 'failure' && outcome.alert) window.alert(LEAD_MESSAGES.submitFailed);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function changeAgain() {
    moved.current = true;
    setIdempotencyKey(newIdempotencyKey());
    setStatus('idle');
    update({ lead_id: undefined, sent_at: undefined, step: 'summary' });
  }

  const errorBlock = (
    <FormErrors
      formId={FORM_ID}
      errors={errors}
      labels={LABELS}
      formError={formError}
      summaryRef={summaryRef}
    />
  );

  if (sent)
    return (
      <section className="deal-sent" aria-labelledby="deal-sent-heading">
        <h2 id="deal-sent-heading" className="wizard-step-title" tabIndex={-1} ref={headingRef}>
          Your deal is with {config.siteName}
        </h2>
        <p>
          Your deal for the <a href={car.path}>{car.name}</a> reached us
          {deal.sent_at ? ` on ${formatCalendarDay(deal.sent_at.slice(0, 10))}` : ''}. Our team will call you
          to confirm the figures and the next steps. Reference: <strong>{deal.lead_id}</strong>.
        </p>
        <DealLines lines={lines} caption="Your deal" />
        {car.reserve && !heldByOther && !mine && (
          <p>
            Want to be sure nobody else buys it meanwhile?{' '}
            <a className="btn" href={car.reserve.href}>
              {car.reserve.label}
            </a>
          </p>
        )}
        <p className="deal-sent-links">
          <a href="/my-garage">See it in My Garage</a>
          <button type="button" className="btn secondary" onClick={changeAgain}>
            Change my deal
          </button>
        </p>
      </section>
    );

  return (
    <div className="deal" aria-busy={status === 'submitting' || undefined}>
      <WizardProgress
        steps={DEAL_STEPS}
        current={stepIndex}
        titles={DEAL_STEP_TITLES}
        label="Deal steps"
        className="wizard-progress deal-progress"
      />
      <h2 className="wizard-step-title" tabIndex={-1} ref={headingRef}>
        <span className="visually-hidden">
          Step {stepIndex + 1} of {DEAL_STEPS.length}:{' '}
        </span>
        {DEAL_STEP_TITLES[deal.step]}
      </h2>
      {errorBlock}

      {deal.step === 'car' && (
        <div className="deal-step">
          <DealCarCard car={car} media={config.media} />
          {heldByOther && (
            <p className="deal-note" role="status">
              {hold?.text ?? 'This car is on hold for another shopper'}. You can still send your deal: we will
              call you if the hold ends.
            </p>
          )}
          <p>
            Build your deal in four short steps: your trade-in, how you pay, delivery, then the summary.
            Nothing is paid or signed online; we confirm everything with you by phone.
          </p>
        </div>
      )}

      {deal.step === 'trade-in' && (
        <div className="deal-step">
          <ChoiceCards
            formId={FORM_ID}
            name="trade_in"
            legend="Are you trading in a car?"
            value={valuingSince && !deal.eval_id ? VALUE_NOW : (deal.eval_id ?? NO_TRADE_IN)}
            onChange={(value) => {
              if (value === VALUE_NOW) {
                setValuingSince(new Date().toISOString());
                update({ eval_id: null });
              } else {
                setValuingSince(undefined);
                update({ eval_id: value === NO_TRADE_IN ? null : value });
              }
            }}
            options={[
              { value: NO_TRADE_IN, label: 'No trade-in' },
              ...offers.map((offer) => ({
                value: offer.EvalID,
                label: `${offer.vehicle} (${offer.rego} ${offer.regoState})`,
                hint: `Instant offer ${formatDollars(offer.offer_price ?? 0)}, valid until ${formatCalendarDay(offer.valid_until)}`,
              })),
              {
                value: VALUE_NOW,
                label: 'Value my car now',
                hint: 'Rego and a few questions; about two minutes',
              },
            ]}
          />
          {valuingSince && !deal.eval_id && (
            <div className="instant-offer deal-instant-offer">
              <Suspense fallback={<p>Loading the valuation…</p>}>
                <InstantOffer config={config.instantOffer} formId="deal-trade-in" againstCar={car} />
              </Suspense>
              <p className="deal-note">
                When your offer appears it is taken off the price here. A car we value by phone instead can
                still be part of the deal: choose No trade-in and tell us about it when we call.
              </p>
            </div>
          )}
          {tradeIn && (
            <p className="deal-note" role="status">
              {formatDollars(tradeIn.offer_price ?? 0)} for your {tradeIn.vehicle} comes off the price
              (estimate, confirmed after an inspection).
            </p>
          )}
        </div>
      )}

      {deal.step === 'payment' && (
        <div className="deal-step">
          <ChoiceCards
            formId={FORM_ID}
            name="deal_payment"
            legend="How would you like to pay?"
            value={deal.payment}
            error={errorOf('deal_payment')}
            onChange={(value) => update({ payment: value === 'finance' ? 'finance' : 'cash' })}
            options={[
              { value: 'cash', label: 'Pay in full', hint: `Balance ${formatDollars(summary.balance)}` },
              { value: 'finance', label: 'Finance', hint: `At ${config.interestRate}% p.a., repaid weekly` },
            ]}
          />
          {deal.payment === 'finance' && (
            <div className="lead-grid">
              <TextField
                formId={FORM_ID}
                field="deal_deposit"
                label="Your deposit ($)"
                inputMode="numeric"
                maxLength={9}
                value={depositText}
                error={errorOf('deal_deposit')}
                hint="On top of any trade-in; 0 for none"
                onChange={(_, text) => {
                  setDepositText(text);
                  setErrors((current) => current.filter((e) => e.field !== 'deal_deposit'));
                  const typed = parseNumberInput(text === '' ? '0' : text);
                  if (typed.ok) update({ deposit: typed.value });
                }}
              />
              <SelectField
                formId={FORM_ID}
                field="deal_term_years"
                label="Loan term"
                required
                value={String(deal.term_years)}
                options={TERM_OPTIONS}
                error={errorOf('deal_term_years')}
                onChange={(_, value) => update({ term_years: Number(value) || DEAL_TERM_YEARS.default })}
              />
            </div>
          )}
          {deal.payment === 'finance' && (
            <p className="deal-repayment" aria-live="polite">
              {summary.weekly === undefined
                ? 'Nothing left to finance.'
                : summary.weekly === null
                  ? 'Enquire for Finance'
                  : `${formatDollars(summary.weekly)} a week`}
              <span className="deal-note">
                {' '}
                Estimate for {formatDollars(summary.financeAmount)} over {deal.term_years} years at{' '}
                {config.interestRate}% p.a.; the lender confirms the rate after an application.
              </span>
            </p>
          )}
        </div>
      )}

      {deal.step === 'delivery' && (
        <div className="deal-step">
          <ChoiceCards
            formId={FORM_ID}
            name="delivery_method"
            legend="Pick up or delivery?"
            value={deal.delivery}
            onChange={(value) => update({ delivery: value === 'delivery' ? 'delivery' : 'pickup' })}
            options={[
              {
                value: 'pickup',
                label: `Pick up${car.pickup_from ? ` from ${car.pickup_from}` : ''}`,
                hint: 'Free',
              },
              { value: 'delivery', label: 'Deliver it to me', hint: 'Priced by postcode' },
            ]}
          />
          {deal.delivery === 'delivery' && (
            <div className="deal-postcode">
              <TextField
                formId={FORM_ID}
                field="delivery_postcode"
                label="Delivery postcode"
                required
                inputMode="numeric"
                maxLength={4}
                autoComplete="postal-code"
                value={deal.postcode}
                error={errorOf('delivery_postcode')}
                onChange={(_, text) => {
                  setErrors((current) => current.filter((e) => e.field !== 'delivery_postcode'));
                  update({ postcode: text.replace(/\s+/g, '').slice(0, 4) });
                }}
              />
              <button
                type="button"
                className="btn secondary"
                onClick={() => void checkDelivery(deal.postcode)}
                disabled={!hydrated || estimate?.kind === 'loading'}
              >
                Check delivery
              </button>
              <p className="deal-estimate" aria-live="polite">
                {estimate?.postcode !== deal.postcode
                  ? ''
                  : estimate.kind === 'loading'
                    ? 'Checking…'
                    : estimate.kind === 'unavailable'
                      ? POSTCODES_UNAVAILABLE
                      : estimate.result.status === 'quoted'
                        ? `${estimate.result.price === 0 ? 'Free delivery' : `Delivery ${formatDollars(estimate.result.price)}`} to ${estimate.result.place.locality} (${estimate.result.regionName}), estimate`
                        : estimate.result.message}
              </p>
            </div>
          )}
        </div>
      )}

      {deal.step === 'summary' && (
        <form className="lead-form deal-step" noValidate onSubmit={send}>
          <DealLines lines={lines} caption={`Your deal for the ${car.name}`} />
          <p className="deal-note">
            {[
              'Figures are estimates until we confirm them with you',
              summary.tradeIn > 0 ? 'the trade-in after an inspection' : undefined,
              summary.payment === 'finance' ? 'finance after an application' : undefined,
              dealChargesNote(summary),
            ]
              .filter(Boolean)
              .join('; ')}
            . Sending this takes no payment.
          </p>
          <div className="lead-grid">
            <ContactFields
              formId={FORM_ID}
              values={values}
              errorOf={errorOf}
              onChange={(field, value) => {
                setValues((current) => ({ ...current, [field]: value }));
                setErrors((current) => current.filter((e) => e.field !== field));
              }}
            />
          </div>
          <ConsentAndSend
            formId={FORM_ID}
            values={values}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) => current.filter((e) => e.field !== field));
            }}
            errorOf={errorOf}
            settings={config}
            captcha={captcha}
            status={status}
            hydrated={hydrated}
            label="Send my deal"
            what="deal"
          />
        </form>
      )}

      <div className="lead-actions wizard-actions deal-nav">
        {stepIndex > 0 && (
          <button type="button" className="btn secondary" onClick={() => go(DEAL_STEPS[stepIndex - 1]!)}>
            Back
          </button>
        )}
        {deal.step !== 'summary' && (
          <button type="button" className="btn lead-submit" onClick={next} disabled={!hydrated}>
            {deal.step === 'delivery' ? 'See my deal' : 'Next'}
          </button>
        )}
      </div>
      {deal.step !== 'summary' && deal.step !== 'car' && (
        <p className="deal-running" aria-live="polite">
          Balance so far: <strong>{formatDollars(summary.balance)}</strong>
        </p>
      )}
    </div>
  );
}
