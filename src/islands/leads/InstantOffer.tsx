/**
 * The instant-offer wizard (LEAD-11…LEAD-14, LEAD-24, spec-2 §4): Vehicle Details (rego and
 * state) → the lookup → Vehicle Selection when the VIN decodes to several cars, or the not-found
 * panel → Upload Images (where the tenant has it) → Your Details (on a group site with the
 * dealership) → the valuation update, then the `trade_in` lead → the dealer's offer, valid 7
 * days, with Accept Offer, or the buying team's call when the dealer makes no instant offer for
 * this car. Each step's heading takes focus; errors are listed and announced. A reload starts
 * again cleanly: nothing is sent twice (one Idempotency-Key per lead). Renders only: the state
 * is instant-offer-state.ts, the actions use-instant-offer.ts.
 */
import { formatDollars } from '../../domain/format.ts';
import { DETAILS_FIELDS, INSTANT_OFFER_STEP_TITLES } from '../../domain/leads/instant-offer.ts';
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { normaliseRego } from '../../domain/leads/rego.ts';
import type { CarSummary } from '../../lib/api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { CAPTCHA_FIELD, CaptchaField } from './Captcha.tsx';
import { ErrorSummary, Honeypot } from './fields.tsx';
import { CONTACT_LABELS, SubmitRow, WizardProgress } from './form-parts.tsx';
import type { InstantOfferConfig } from './instant-offer-config.ts';
import { DetailsFields } from './instant-offer-details.tsx';
import { OfferPanel } from './instant-offer-outcome.tsx';
import { backPhase, hasOffer, progress, stepTitle, submitLabel } from './instant-offer-state.ts';
import { ImageUploads, NotFoundPanel, VehicleChoice, VehicleFields } from './instant-offer-steps.tsx';
import { useInstantOffer, vehicleName } from './use-instant-offer.ts';

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  rego: 'Rego',
  state: 'State',
  choice: 'Your car',
  dealership_slug: 'Dealership',
  kms: 'Odometer',
  service_history: 'Service history',
  number_of_keys: 'Number of keys',
  car_condition: 'Condition',
  message: 'Comments',
  terms_conditions: 'Terms of use',
};

const FIELD_ORDER: readonly string[] = [
  'rego',
  'state',
  'choice',
  'dealership_slug',
  ...DETAILS_FIELDS,
  'terms_conditions',
  CAPTCHA_FIELD,
];

/** Errors in the order the fields show (the server's may come in another); notes last. */
function sortByForm(list: readonly FieldError[]): FieldError[] {
  const rank = (field: string) =>
    FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length;
  return [...list].sort((a, b) => rank(a.field) - rank(b.field));
}

export interface InstantOfferProps {
  config: InstantOfferConfig;
  formId?: string;
  /** The car this trade-in is against, when the page already knows it (the purchase journey). */
  againstCar?: CarSummary | undefined;
}

export default function InstantOffer({ config, formId = 'instant-offer', againstCar }: InstantOfferProps) {
  const hydrated = useHydrated();
  const wizard = useInstantOffer(config, againstCar);
  const { state, options, car, captcha, set } = wizard;
  const { phase, values, vehicle, offer, errors } = state;
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const { steps, index } = progress(state, config.imageUpload);
  const label = submitLabel(state, formatDollars);
  const canGoBack = backPhase(state, config.imageUpload) !== undefined;

  return (
    <form
      className="lead-form instant-offer-form"
      noValidate
      onSubmit={wizard.submit}
      aria-busy={state.busy || undefined}
    >
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
      {index >= 0 && (
        <WizardProgress
          steps={steps}
          current={index}
          titles={INSTANT_OFFER_STEP_TITLES}
          label="Valuation steps"
        />
      )}
      <h3 className="wizard-step-title" tabIndex={-1} ref={wizard.headingRef}>
        {index >= 0 && (
          <span className="visually-hidden">
            Step {index + 1} of {steps.length}:{' '}
          </span>
        )}
        {stepTitle(state)}
      </h3>
      {errors.length > 0 ? (
        <ErrorSummary
          formId={formId}
          errors={sortByForm(errors)}
          labels={LABELS}
          summaryRef={wizard.summaryRef}
          heading={state.formError ?? LEAD_MESSAGES.fixErrorsHeading}
        />
      ) : (
        state.formError && (
          <div className="lead-form-error" role="alert" tabIndex={-1} ref={wizard.summaryRef}>
            {state.formError}
          </div>
        )
      )}
      {phase === 'vehicle' && (
        <VehicleFields formId={formId} values={values} onChange={set} errorOf={errorOf} />
      )}
      {phase === 'not-found' && <NotFoundPanel config={config} onBack={wizard.back} />}
      {phase === 'selection' && state.choices && (
        <VehicleChoice
          formId={formId}
          descriptions={state.choices.descriptions}
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
        <ImageUploads
          formId={formId}
          uploads={state.uploads}
          uploaded={state.uploaded}
          busy={state.busy}
          onFiles={wizard.addImages}
        />
      )}
      {phase === 'details' && (
        <DetailsFields
          formId={formId}
          values={values}
          onChange={set}
          errorOf={errorOf}
          config={config}
          dealershipShown={options.dealershipShown}
        />
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
      {config.captcha && (phase === 'details' || (phase === 'offer' && hasOffer(state))) && (
        <CaptchaField control={captcha} formId={formId} error={errorOf(CAPTCHA_FIELD)} />
      )}
      <Honeypot value={values.website} onChange={(value) => set('website', value)} />
      {label && (
        <SubmitRow
          status={state.busy ? 'submitting' : 'idle'}
          hydrated={hydrated}
          label={label}
          what="details"
        >
          {canGoBack && (
            <button type="button" className="btn secondary" onClick={wizard.back} disabled={state.busy}>
              Back
            </button>
          )}
        </SubmitRow>
      )}
    </form>
  );
}
