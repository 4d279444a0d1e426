/**
 * The instant-offer wizard (LEAD-11…LEAD-14, spec-2 §4): Vehicle Details (rego and state) →
 * the lookup → Vehicle Selection when the VIN decodes to several cars, or the not-found panel →
 * Upload Images (where the tenant has it; one request per image, with progress) → Your Details →
 * the valuation update, then the `trade_in` lead → the offer, valid 7 days, with Accept Offer
 * (the `offer_accepted` lead). A car over 10 years or 100,000 km gets a call-back instead of a
 * number. Each step's heading takes focus; errors are listed and announced. A reload starts the
 * wizard again cleanly: nothing is sent twice (one Idempotency-Key per lead).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ANALYTICS_EVENTS, track } from '../../domain/analytics.ts';
import {
  DETAILS_FIELDS,
  INSTANT_OFFER_STEP_TITLES,
  type IdentifiedVehicle,
  imageProblem,
  instantOfferDetailsErrors,
  lookupOutcome,
  offerValidUntil,
  parseKm,
  progressSteps,
  stepAfterIdentified,
} from '../../domain/leads/instant-offer.ts';
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { normaliseRego } from '../../domain/leads/rego.ts';
import { formatDollars } from '../../domain/format.ts';
import { dataLayerSink } from '../../lib/analytics-client.ts';
import { type CarSummary, carSummary } from '../../lib/api-client.ts';
import { AU_STATES } from '../../model/location.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { saveEnquiry } from '../../stores/enquiries.ts';
import { linkedQueryParams } from '../../stores/landing-params.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { type SavedValuation, saveValuation } from '../../stores/valuations.ts';
import { $visitedPages } from '../../stores/viewed-cars.ts';
import { useHydrated } from '../use-hydrated.ts';
import { CAPTCHA_FIELD, CaptchaField, sendLead, useCaptcha } from './Captcha.tsx';
import { ErrorSummary, Honeypot, SelectField, TextField } from './fields.tsx';
import { CONTACT_LABELS, SubmitRow, WizardProgress } from './form-parts.tsx';
import type { InstantOfferConfig } from './instant-offer-config.ts';
import {
  chooseVehicle,
  lookupRego,
  saveValuationRemotely,
  uploadImage,
  type ValuationAnswer,
  updateValuation,
} from './instant-offer-api.ts';
import {
  detailsView,
  type InstantOfferValues,
  offerAcceptedLead,
  tradeInLead,
} from './instant-offer-payload.ts';
import {
  DetailsFields,
  type ImageUpload,
  ImageUploads,
  NotFoundPanel,
  OfferPanel,
  VehicleChoice,
} from './instant-offer-steps.tsx';
import { newIdempotencyKey } from './lead-payload.ts';

type Phase = 'vehicle' | 'not-found' | 'selection' | 'images' | 'details' | 'offer' | 'accepted';

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  rego: 'Rego',
  state: 'State',
  choice: 'Your car',
  kms: 'Odometer',
  service_history: 'Service history',
  number_of_keys: 'Number of keys',
  car_condition: 'Condition',
  message: 'Comments',
  terms_conditions: 'Terms of use',
};

/** Fields of the API's answers, mapped to the wizard's own field names. */
const API_FIELDS: Record<string, string> = {
  regoState: 'state',
  desc: 'choice',
  cName: 'name',
  cEmail: 'email',
  cPhone: 'phone',
  km: 'kms',
};

const vehicleName = (vehicle: IdentifiedVehicle) =>
  [vehicle.Year, vehicle.Make, vehicle.Model, vehicle.Variant].filter(Boolean).join(' ');

export interface InstantOfferProps {
  config: InstantOfferConfig;
  formId?: string;
  /** The car this trade-in is against, when the page already knows it (the purchase journey). */
  againstCar?: CarSummary | undefined;
}

export default function InstantOffer({ config, formId = 'instant-offer', againstCar }: InstantOfferProps) {
  const stored = useStore($userDetails);
  const hydrated = useHydrated();
  const captcha = useCaptcha(config.captcha);
  const [phase, setPhase] = useState<Phase>('vehicle');
  const [values, setValues] = useState<InstantOfferValues>(() => ({
    rego: '',
    state: config.defaultState,
    choice: '',
    // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
    ...stored,
    kms: '',
    service_history: '',
    number_of_keys: '',
    car_condition: '',
    message: '',
    opt_in: true,
    terms_conditions: false,
    website: '',
  }));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<{ vin: string; descriptions: string[] } | undefined>(undefined);
  const [vehicle, setVehicle] = useState<IdentifiedVehicle | undefined>(undefined);
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const [uploaded, setUploaded] = useState(0);
  // The offer and the valuation kept in the browser (LEAD-14): its lead, answers and expiry.
  const [offer, setOffer] = useState<{ answer: ValuationAnswer; saved: SavedValuation } | undefined>();
  const [car, setCar] = useState<CarSummary | 'missing' | undefined>(againstCar);
  const [startedAt] = useState(Date.now);
  const [tradeInKey] = useState(() => newIdempotencyKey());
  const [acceptKey] = useState(() => newIdempotencyKey());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // /cars/trade-in?car_id=…: the car this trade-in is against, named at the top (VDP-15).
  useEffect(() => {
    if (!config.carFromQuery) return;
    const id = new URLSearchParams(window.location.search).get('car_id')?.trim();
    if (!id) return;
    void carSummary(id).then((found) => setCar(found ?? 'missing'));
  }, [config.carFromQuery]);

  const carId = car && car !== 'missing' ? car.id : undefined;
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const set = (field: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => current.filter((error) => error.field !== field));
  };
  const env = () => ({
    url: window.location.href,
    userAgent: navigator.userAgent,
    visitedPages: $visitedPages.get(),
    linkedQueryParams: linkedQueryParams(window.location.search),
    formStartedAt: startedAt,
  });

  function showErrors(list: FieldError[], heading?: string) {
    setErrors(list.map((error) => ({ ...error, field: API_FIELDS[error.field] ?? error.field })));
    setFormError(heading);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function goTo(next: Phase) {
    setErrors([]);
    setFormError(undefined);
    setPhase(next);
    // A new step: its heading takes focus, so a screen reader hears where the shopper is.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function identified(found: IdentifiedVehicle) {
    setVehicle(found);
    goTo(stepAfterIdentified(config.imageUpload));
  }

  async function findVehicle() {
    const missing: FieldError[] = [];
    if (normaliseRego(values.rego) === '') missing.push({ field: 'rego', message: LEAD_MESSAGES.required });
    if (values.state === '') missing.push({ field: 'state', message: LEAD_MESSAGES.required });
    if (missing.length > 0) return showErrors(missing);
    setBusy(true);
    const result = await lookupRego(normaliseRego(values.rego), values.state);
    setBusy(false);
    if (!result.ok) return showErrors(result.errors, result.message);
    const outcome = lookupOutcome(result.data);
    if (outcome.kind === 'found') return identified(outcome.vehicle);
    if (outcome.kind === 'choose') {
      setChoices({ vin: outcome.vin, descriptions: outcome.descriptions });
      set('choice', '');
      return goTo('selection');
    }
    goTo('not-found');
  }

  async function confirmChoice() {
    if (!choices || values.choice === '')
      return showErrors([{ field: 'choice', message: LEAD_MESSAGES.chooseOneCar }]);
    setBusy(true);
    const result = await chooseVehicle(choices.vin, values.choice);
    setBusy(false);
    if (!result.ok) return showErrors(result.errors, result.message);
    const outcome = lookupOutcome(result.data);
    if (outcome.kind === 'found') return identified(outcome.vehicle);
    showErrors([], LEAD_MESSAGES.wizardFailed);
  }

  /** One request per image, one after another (LEAD-12); refused files say why and are skipped. */
  async function addImages(files: File[]) {
    if (!vehicle) return;
    const batch: ImageUpload[] = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      state: 'waiting',
      progress: 0,
    }));
    setUploads((current) => [...current, ...batch]);
    const update = (key: string, change: Partial<ImageUpload>) =>
      setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
    setBusy(true);
    let count = uploaded;
    for (const [index, file] of files.entries()) {
      const key = batch[index]!.key;
      const problem = imageProblem(file, count);
      if (problem) {
        update(key, { state: 'refused', message: problem });
        continue;
      }
      update(key, { state: 'uploading' });
      const result = await uploadImage(vehicle.EvalID, file, (progress) => update(key, { progress }));
      if (result.ok) {
        count = result.data.images;
        setUploaded(count);
        update(key, { state: 'done', progress: 1 });
      } else update(key, { state: 'refused', message: result.message });
    }
    setBusy(false);
  }

  async function sendDetails() {
    if (!vehicle) return;
    const list = instantOfferDetailsErrors(detailsView(values));
    if (config.termsCheckbox && !values.terms_conditions)
      list.push({
        field: 'terms_conditions',
        message: config.termsMessageVariant
          ? LEAD_MESSAGES.termsRequiredVariant
          : LEAD_MESSAGES.termsRequired,
      });
    if (list.length > 0) return showErrors(list, LEAD_MESSAGES.fixErrorsHeading);
    setBusy(true);
    const contact = detailsView(values);
    const valued = await updateValuation({
      evalid: vehicle.EvalID,
      km: parseKm(values.kms)!,
      cName: [contact.name, contact.last_name].filter(Boolean).join(' '),
      cEmail: contact.email,
      cPhone: contact.phone,
      car_condition: values.car_condition,
    });
    if (!valued.ok) {
      setBusy(false);
      return showErrors(valued.errors, valued.message);
    }
    const eligible = valued.data.valuation.eligible;
    const outcome = await sendLead(
      tradeInLead(vehicle.EvalID, eligible, values, carId, env()),
      tradeInKey,
      captcha,
      config.captcha,
    );
    setBusy(false);
    if (outcome.kind !== 'success') {
      if (outcome.kind === 'invalid') return showErrors(outcome.errors, outcome.message);
      return showErrors([], outcome.message);
    }
    const validUntil = offerValidUntil(calendarDay(new Date(), config.timeZone));
    const saved: SavedValuation = {
      EvalID: vehicle.EvalID,
      lead_id: outcome.leadId,
      vehicle: vehicleName(vehicle),
      rego: normaliseRego(values.rego),
      regoState: values.state,
      offer_price: valued.data.offer_price,
      valid_until: validUntil,
      adjustmentAnswers: [
        { id: 'odometer', answer: values.kms },
        { id: 'service_history', answer: values.service_history },
        { id: 'number_of_keys', answer: values.number_of_keys },
        { id: 'car_condition', answer: values.car_condition },
      ],
      accepted: false,
      at: new Date().toISOString(),
    };
    saveValuation(saved);
    if (config.valuationToMiscellaneous && !(await saveValuationRemotely(outcome.leadId, saved)))
      console.warn('Failed to save valuation data');
    saveEnquiry({ lead_id: outcome.leadId, kind: 'trade_in', subcategory: 'Trade-In Offer', at: saved.at });
    saveUserDetails(values);
    captcha.reset();
    setOffer({ answer: valued.data, saved });
    goTo('offer');
  }

  async function acceptOffer() {
    if (!vehicle || !offer) return;
    setBusy(true);
    const outcome = await sendLead(
      offerAcceptedLead(vehicle.EvalID, offer.saved.lead_id, values, carId, env()),
      acceptKey,
      captcha,
      config.captcha,
    );
    setBusy(false);
    if (outcome.kind !== 'success') {
      if (outcome.kind === 'invalid') return showErrors(outcome.errors, outcome.message);
      return showErrors([], outcome.message);
    }
    void track(dataLayerSink(), { id: ANALYTICS_EVENTS.offerAccepted, label: 'Instant offer accepted' });
    saveValuation({ ...offer.saved, accepted: true });
    saveEnquiry({
      lead_id: outcome.leadId,
      kind: 'offer_accepted',
      subcategory: '3. Offer Accepted',
      at: new Date().toISOString(),
    });
    goTo('accepted');
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (phase === 'vehicle') return findVehicle();
    if (phase === 'selection') return confirmChoice();
    if (phase === 'images') return goTo('details');
    if (phase === 'details') return sendDetails();
    if (phase === 'offer') return acceptOffer();
  }

  function back() {
    if (phase === 'selection' || phase === 'not-found') return goTo('vehicle');
    if (phase === 'images') return goTo(choices ? 'selection' : 'vehicle');
    if (phase === 'details') return goTo(config.imageUpload ? 'images' : choices ? 'selection' : 'vehicle');
  }

  const steps = progressSteps(config.imageUpload, choices !== undefined);
  const stepIndex = steps.indexOf(phase as (typeof steps)[number]);
  const title =
    phase === 'not-found'
      ? 'Vehicle Not Found'
      : phase === 'offer'
        ? offer?.answer.valuation.eligible
          ? 'Your Instant Offer'
          : 'We Will Call You'
        : phase === 'accepted'
          ? 'Offer Accepted'
          : INSTANT_OFFER_STEP_TITLES[phase];
  const eligibleOffer = phase === 'offer' && offer?.answer.valuation.eligible === true;
  // Once the vehicle is identified, the rego lookup cannot be taken back (a new one starts over).
  const canGoBack =
    phase === 'selection' || phase === 'not-found' || phase === 'images' || phase === 'details';
  const submitLabel =
    phase === 'vehicle'
      ? 'Find My Car'
      : phase === 'images'
        ? uploaded > 0
          ? 'Next'
          : 'Skip Photos'
        : phase === 'details'
          ? 'Get My Offer'
          : phase === 'offer'
            ? `Accept Offer${offer?.answer.offer_price ? ` of ${formatDollars(offer.answer.offer_price)}` : ''}`
            : 'Next';

  return (
    <form className="lead-form instant-offer-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {car && (
        <p className="instant-offer-car">
          {car === 'missing' ? (
            'The car you were looking at is no longer listed, but you can still value yours.'
          ) : (
            <>
              Trading in against the <a href={car.path}>{car.name}</a>
            </>
          )}
        </p>
      )}
      {stepIndex >= 0 && (
        <WizardProgress
          steps={steps}
          current={stepIndex}
          titles={INSTANT_OFFER_STEP_TITLES}
          label="Valuation steps"
        />
      )}
      <h3 className="wizard-step-title" tabIndex={-1} ref={headingRef}>
        {stepIndex >= 0 && (
          <span className="visually-hidden">
            Step {stepIndex + 1} of {steps.length}:{' '}
          </span>
        )}
        {title}
      </h3>
      {errors.length > 0 ? (
        <ErrorSummary
          formId={formId}
          errors={sortByForm(errors)}
          labels={LABELS}
          summaryRef={summaryRef}
          heading={formError ?? LEAD_MESSAGES.fixErrorsHeading}
        />
      ) : (
        formError && (
          <div className="lead-form-error" role="alert" tabIndex={-1} ref={summaryRef}>
            {formError}
          </div>
        )
      )}
      {phase === 'vehicle' && (
        <div className="lead-grid">
          <TextField
            formId={formId}
            field="rego"
            label="Rego"
            required
            value={values.rego}
            onChange={(_, value) => set('rego', value.toUpperCase())}
            error={errorOf('rego')}
            autoComplete="off"
            maxLength={12}
            hint="The number plate, e.g. ABC123"
          />
          <SelectField
            formId={formId}
            field="state"
            label="State"
            required
            value={values.state}
            options={AU_STATES}
            onChange={(_, value) => set('state', value)}
            error={errorOf('state')}
          />
        </div>
      )}
      {phase === 'not-found' && <NotFoundPanel config={config} onBack={back} />}
      {phase === 'selection' && choices && (
        <VehicleChoice
          formId={formId}
          descriptions={choices.descriptions}
          value={values.choice}
          onChange={(value) => set('choice', value)}
          error={errorOf('choice')}
        />
      )}
      {vehicle && (phase === 'images' || phase === 'details') && (
        <p className="instant-offer-vehicle">
          {vehicleName(vehicle)} · {normaliseRego(values.rego)} {values.state}
        </p>
      )}
      {phase === 'images' && (
        <ImageUploads formId={formId} uploads={uploads} uploaded={uploaded} busy={busy} onFiles={addImages} />
      )}
      {phase === 'details' && (
        <DetailsFields formId={formId} values={values} onChange={set} errorOf={errorOf} config={config} />
      )}
      {(phase === 'offer' || phase === 'accepted') && vehicle && offer && (
        <OfferPanel
          vehicle={vehicleName(vehicle)}
          valuation={offer.answer.valuation}
          validUntil={offer.saved.valid_until}
          config={config}
        />
      )}
      {phase === 'accepted' && (
        <p className="instant-offer-accepted" role="status">
          Thank you. Our buying team will call you to book the inspection, usually within one business day.
        </p>
      )}
      {config.captcha && (phase === 'details' || eligibleOffer) && (
        <CaptchaField control={captcha} formId={formId} error={errorOf(CAPTCHA_FIELD)} />
      )}
      <Honeypot value={values.website} onChange={(value) => set('website', value)} />
      {phase !== 'not-found' && phase !== 'accepted' && (phase !== 'offer' || eligibleOffer) && (
        <SubmitRow
          status={busy ? 'submitting' : 'idle'}
          hydrated={hydrated}
          label={submitLabel}
          what="details"
        >
          {canGoBack && (
            <button type="button" className="btn secondary" onClick={back} disabled={busy}>
              Back
            </button>
          )}
        </SubmitRow>
      )}
    </form>
  );
}

/** Errors in the order the fields show (the server's may come in another). */
function sortByForm(list: readonly FieldError[]): FieldError[] {
  const order: readonly string[] = [
    'rego',
    'state',
    'choice',
    ...DETAILS_FIELDS,
    'terms_conditions',
    CAPTCHA_FIELD,
  ];
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...list].sort((a, b) => rank(a.field) - rank(b.field));
}
