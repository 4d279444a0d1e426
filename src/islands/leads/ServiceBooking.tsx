/**
 * The service booking wizard (LEAD-09, LEAD-10, PROMO-04's form): Contact Details → Vehicle
 * Details → Order Details (or Vehicle Details first on a short wizard), one step at a time.
 * Next checks the step with the domain's rules and stays put with 'Please complete the form
 * step before proceeding' until it is complete; the last step sends a `service` lead, which the
 * API checks again with the same rules. One Idempotency-Key per form, so a double click or a
 * retry is one booking. On success: the shopper's details are kept and /success?type=service.
 */
import { useStore } from '@nanostores/react';
import { useReducer, useRef, useState } from 'react';
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import {
  SERVICE_STEP_FIELDS,
  SERVICE_STEP_TITLES,
  type ServiceStep,
  serviceStepErrors,
  serviceSteps,
  showsProgress,
} from '../../domain/leads/service-booking.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { AU_STATES } from '../../model/location.ts';
import { saveEnquiry } from '../../stores/enquiries.ts';
import { linkedQueryParams } from '../../stores/landing-params.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { $visitedPages } from '../../stores/viewed-cars.ts';
import { useHydrated } from '../use-hydrated.ts';
import { CAPTCHA_FIELD, CaptchaField, sendLead, useCaptcha } from './Captcha.tsx';
import { ErrorSummary, Honeypot, SelectField, TextArea, TextField } from './fields.tsx';
import { ConsentFields, CONTACT_LABELS, ContactFields, SubmitRow, WizardProgress } from './form-parts.tsx';
import { INITIAL_FORM_STATE, leadFormReducer } from './form-state.ts';
import { newIdempotencyKey } from './lead-payload.ts';
import {
  buildServiceLead,
  normaliseRego,
  type ServiceBookingConfig,
  type ServiceBookingValues,
} from './service-booking-payload.ts';

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  dealership_slug: 'Dealership',
  'Vehicle Rego': 'Rego',
  'Vehicle State': 'State',
  'Vehicle Make': 'Make',
  'Vehicle Model': 'Model',
  'Vehicle Year': 'Year',
  kms: 'Odometer',
  'Service Interval': 'Service Interval',
  'Service Type': 'Service Type',
  'Preferred Service Date': 'Preferred Service Date',
  additional_services: 'Additional services',
  message: 'Comments',
  terms_conditions: 'Terms of use',
};

/** The lead fields of the form's values, as the step rules read them. */
function leadView(values: ServiceBookingValues) {
  const year = Number(values.year);
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    postcode: values.postcode,
    dealership_slug: values.dealership_slug,
    'Vehicle Make': values.make,
    'Vehicle Model': values.model,
    'Vehicle Year': values.year && Number.isInteger(year) ? year : undefined,
    'Service Interval': values.interval,
    'Service Type': values.type,
    'Preferred Service Date': values.date,
    additional_services: values.extras,
  };
}

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR + 2 - 1980 }, (_, index) => String(THIS_YEAR + 1 - index));

export interface ServiceBookingProps {
  config: ServiceBookingConfig;
  /** The step title's level: one below the section heading (h3 under an h2, h2 under a page's h1). */
  stepHeadingLevel?: 2 | 3;
  formId?: string;
  navigate?: (href: string) => void;
}

export default function ServiceBooking({
  config,
  stepHeadingLevel = 3,
  formId = 'service-booking',
  navigate = (href) => window.location.assign(href),
}: ServiceBookingProps) {
  const steps = serviceSteps(config.wizard);
  const stored = useStore($userDetails);
  const [stepIndex, setStepIndex] = useState(0);
  const [stepIncomplete, setStepIncomplete] = useState(false);
  const [values, setValues] = useState<ServiceBookingValues>(() => ({
    // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
    ...stored,
    dealership_slug: config.dealerships.length === 1 ? config.dealerships[0]!.slug : '',
    rego: '',
    state: config.defaultState,
    make: config.make ?? '',
    model: '',
    year: '',
    kms: '',
    interval: '',
    type: '',
    date: '',
    extras: [],
    message: '',
    opt_in: true,
    terms_conditions: false,
    website: '',
  }));
  const [state, dispatch] = useReducer(leadFormReducer, INITIAL_FORM_STATE);
  // Until the island runs, the form must not submit itself (a GET would put the shopper's
  // details in the address): its buttons stay disabled for that moment.
  const hydrated = useHydrated();
  const captcha = useCaptcha(config.captcha);
  const [startedAt] = useState(Date.now);
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const step = steps[stepIndex]!;
  const StepHeading = stepHeadingLevel === 2 ? 'h2' : 'h3';
  const last = stepIndex === steps.length - 1;
  const submitting = state.status === 'submitting' || state.status === 'success';
  const today = calendarDay(
    new Date(),
    config.dealerships.find((d) => d.slug === values.dealership_slug)?.timeZone ?? config.timeZone,
  );
  const errorOf = (field: string) => state.fieldErrors.find((error) => error.field === field)?.message;

  // A new step: its heading takes focus, so a screen reader hears where the shopper is.
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  const set = (field: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    dispatch({ type: 'edit', field: fieldOfValue(field) });
  };
  const toggleExtra = (extra: string, checked: boolean) => {
    setValues((current) => ({
      ...current,
      extras: checked ? [...current.extras, extra] : current.extras.filter((item) => item !== extra),
    }));
    dispatch({ type: 'edit', field: 'additional_services' });
  };

  function stepErrors(which: ServiceStep): FieldError[] {
    const errors = serviceStepErrors(which, leadView(values), config.rules, today);
    if (which === 'order' && config.termsCheckbox && !values.terms_conditions)
      errors.push({
        field: 'terms_conditions',
        message: config.termsMessageVariant
          ? LEAD_MESSAGES.termsRequiredVariant
          : LEAD_MESSAGES.termsRequired,
      });
    return errors;
  }

  function showErrors(errors: FieldError[]) {
    setStepIncomplete(true);
    dispatch({ type: 'invalid', errors });
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function goTo(index: number) {
    setStepIncomplete(false);
    dispatch({ type: 'invalid', errors: [] });
    setStepIndex(index);
    focusHeading();
  }

  async function next(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const errors = stepErrors(step);
    if (errors.length > 0) return showErrors(errors);
    if (!last) return goTo(stepIndex + 1);
    dispatch({ type: 'submit' });
    const payload = buildServiceLead(config, values, {
      url: window.location.href,
      userAgent: navigator.userAgent,
      visitedPages: $visitedPages.get(),
      linkedQueryParams: linkedQueryParams(window.location.search),
      formStartedAt: startedAt,
    });
    const outcome = await sendLead(payload, idempotencyKey, captcha, config.captcha);

    if (outcome.kind === 'success') {
      dispatch({ type: 'success', leadId: outcome.leadId });
      saveEnquiry({
        lead_id: outcome.leadId,
        kind: 'service',
        subcategory: 'Service Booking',
        at: new Date().toISOString(),
      });
      saveUserDetails(values);
      navigate(`/success?${new URLSearchParams({ type: 'service' })}`);
      return;
    }
    if (outcome.kind === 'invalid') {
      // Back to the first step the server found wanting, with its errors.
      const index = steps.findIndex((which) =>
        outcome.errors.some((error) => SERVICE_STEP_FIELDS[which].includes(error.field)),
      );
      if (index >= 0 && index !== stepIndex) setStepIndex(index);
      dispatch({ type: 'failure', message: outcome.message, errors: outcome.errors });
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    dispatch({ type: 'failure', message: outcome.message });
    if (outcome.kind === 'failure' && outcome.alert) window.alert(LEAD_MESSAGES.submitFailed);
  }

  const field = (
    name: keyof ServiceBookingValues,
    leadField: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      formId={formId}
      field={leadField}
      label={LABELS[leadField]!}
      value={String(values[name])}
      onChange={(_, value) => set(name, value)}
      error={errorOf(leadField)}
      {...extra}
    />
  );

  return (
    <form
      className="lead-form service-booking-form"
      noValidate
      onSubmit={next}
      aria-busy={submitting || undefined}
    >
      {showsProgress(steps) && (
        <WizardProgress
          steps={steps}
          current={stepIndex}
          titles={SERVICE_STEP_TITLES}
          label="Booking steps"
        />
      )}
      <StepHeading className="wizard-step-title" tabIndex={-1} ref={headingRef}>
        <span className="visually-hidden">
          Step {stepIndex + 1} of {steps.length}:{' '}
        </span>
        {SERVICE_STEP_TITLES[step]}
      </StepHeading>
      {state.fieldErrors.length > 0 ? (
        <ErrorSummary
          formId={formId}
          errors={state.fieldErrors}
          labels={LABELS}
          summaryRef={summaryRef}
          heading={
            stepIncomplete
              ? LEAD_MESSAGES.stepIncomplete
              : (state.formError ?? LEAD_MESSAGES.fixErrorsHeading)
          }
        />
      ) : (
        state.formError && (
          <div className="lead-form-error" role="alert" tabIndex={-1} ref={summaryRef}>
            {state.formError}
          </div>
        )
      )}
      {step === 'contact' && (
        <div className="lead-grid">
          <ContactFields formId={formId} values={values} onChange={set} errorOf={errorOf} postcodeRequired />
        </div>
      )}
      {step === 'vehicle' && (
        <div className="lead-grid">
          {config.dealerships.length > 1 && (
            <SelectField
              formId={formId}
              field="dealership_slug"
              label="Dealership"
              required
              value={values.dealership_slug}
              options={config.dealerships.map((dealership) => ({
                value: dealership.slug,
                label: dealership.name,
              }))}
              onChange={(_, value) => set('dealership_slug', value)}
              error={errorOf('dealership_slug')}
            />
          )}
          <TextField
            formId={formId}
            field="Vehicle Rego"
            label="Rego"
            value={values.rego}
            onChange={(_, value) => set('rego', normaliseRego(value))}
            error={errorOf('Vehicle Rego')}
            autoComplete="off"
            maxLength={12}
          />
          <SelectField
            formId={formId}
            field="Vehicle State"
            label="State"
            value={values.state}
            options={AU_STATES}
            onChange={(_, value) => set('state', value)}
            error={errorOf('Vehicle State')}
          />
          {field('make', 'Vehicle Make', { required: true, maxLength: 60 })}
          {field('model', 'Vehicle Model', { required: true, maxLength: 60 })}
          <SelectField
            formId={formId}
            field="Vehicle Year"
            label="Year"
            required
            value={values.year}
            options={YEARS}
            onChange={(_, value) => set('year', value)}
            error={errorOf('Vehicle Year')}
          />
          {field('kms', 'kms', {
            inputMode: 'numeric',
            maxLength: 12,
            hint: 'Kilometres on the odometer, e.g. 45,000 kms',
          })}
        </div>
      )}
      {step === 'order' && (
        <>
          <div className="lead-grid">
            {config.rules.intervals.length > 0 && (
              <SelectField
                formId={formId}
                field="Service Interval"
                label="Service Interval"
                required={config.rules.intervalRequired}
                value={values.interval}
                options={config.rules.intervals}
                onChange={(_, value) => set('interval', value)}
                error={errorOf('Service Interval')}
              />
            )}
            {config.rules.types.length > 0 && (
              <SelectField
                formId={formId}
                field="Service Type"
                label="Service Type"
                required
                value={values.type}
                options={config.rules.types}
                onChange={(_, value) => set('type', value)}
                error={errorOf('Service Type')}
              />
            )}
            <div className="lead-field">
              <label htmlFor={`${formId}-Preferred-Service-Date`}>
                Preferred Service Date
                <span className="lead-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              </label>
              <input
                id={`${formId}-Preferred-Service-Date`}
                name="Preferred Service Date"
                type="date"
                min={today}
                value={values.date}
                required
                aria-invalid={errorOf('Preferred Service Date') ? true : undefined}
                aria-describedby={
                  errorOf('Preferred Service Date') ? `${formId}-Preferred-Service-Date-error` : undefined
                }
                onChange={(event) => set('date', event.target.value)}
              />
              {errorOf('Preferred Service Date') && (
                <p className="lead-field-error" id={`${formId}-Preferred-Service-Date-error`}>
                  {errorOf('Preferred Service Date')}
                </p>
              )}
            </div>
          </div>
          {config.rules.extras.length > 0 && (
            <fieldset className="lead-field lead-field-wide service-extras">
              <legend>
                Additional services<span className="lead-optional"> (optional)</span>
              </legend>
              {config.rules.extras.map((extra, index) => (
                <div className="lead-check" key={extra}>
                  <input
                    id={`${formId}-extra-${index}`}
                    type="checkbox"
                    checked={values.extras.includes(extra)}
                    onChange={(event) => toggleExtra(extra, event.target.checked)}
                  />
                  <label htmlFor={`${formId}-extra-${index}`}>{extra}</label>
                </div>
              ))}
            </fieldset>
          )}
          <TextArea
            formId={formId}
            field="message"
            label="Comments"
            value={values.message}
            onChange={(_, value) => set('message', value)}
            error={errorOf('message')}
            hint="Anything we should know, such as a noise or a warning light"
          />
          <ConsentFields
            formId={formId}
            optIn={values.opt_in}
            terms={values.terms_conditions}
            onChange={set}
            errorOf={errorOf}
            siteName={config.siteName}
            termsCheckbox={config.termsCheckbox}
            termsHref={config.termsHref}
          />
        </>
      )}
      {config.captcha && last && (
        <CaptchaField control={captcha} formId={formId} error={errorOf(CAPTCHA_FIELD)} />
      )}
      <Honeypot
        value={values.website}
        onChange={(value) => setValues((current) => ({ ...current, website: value }))}
      />
      <SubmitRow
        status={state.status}
        hydrated={hydrated}
        label={last ? 'Book Service' : 'Next'}
        what="booking"
      >
        {stepIndex > 0 && (
          <button
            type="button"
            className="btn secondary"
            onClick={() => goTo(stepIndex - 1)}
            disabled={submitting}
          >
            Back
          </button>
        )}
      </SubmitRow>
    </form>
  );
}

/** Which lead field a form value belongs to (its error is cleared when it changes). */
function fieldOfValue(name: string): string {
  const map: Record<string, string> = {
    rego: 'Vehicle Rego',
    state: 'Vehicle State',
    make: 'Vehicle Make',
    model: 'Vehicle Model',
    year: 'Vehicle Year',
    interval: 'Service Interval',
    type: 'Service Type',
    date: 'Preferred Service Date',
  };
  return map[name] ?? name;
}
