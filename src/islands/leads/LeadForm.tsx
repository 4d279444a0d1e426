/**
 * One lead form inside the dialog: enquiry (LEAD-01 … LEAD-04, LEAD-06, LEAD-18), test drive
 * (LEAD-07) or request photos (LEAD-08). Checked with the API's own rules before sending;
 * one Idempotency-Key per opening, so a double click or a retry is one lead. On a lead_id:
 * the analytics event, the enquiry and the shopper's details are saved, then /success.
 */
import { useStore } from '@nanostores/react';
import { useReducer, useRef, useState } from 'react';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { sendEvent } from '../../lib/analytics-client.ts';
import { saveEnquiry } from '../../stores/enquiries.ts';
import { linkedQueryParams } from '../../stores/landing-params.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { $visitedPages } from '../../stores/viewed-cars.ts';
import { CAPTCHA_FIELD, CaptchaField, sendLead, useCaptcha } from './Captcha.tsx';
import { CheckboxField, ErrorSummary, Honeypot, TextArea } from './fields.tsx';
import { ContactFields } from './form-parts.tsx';
import { INITIAL_FORM_STATE, leadFormReducer } from './form-state.ts';
import type { LeadConfig } from './lead-config.ts';
import {
  buildLeadPayload,
  type LeadFormValues,
  type LeadRequest,
  leadErrors,
  leadEventId,
  PHOTOS_MESSAGE,
  successHref,
} from './lead-payload.ts';
import { type BookingChoice, BOOKING_LABEL, TestDriveWhen } from './TestDriveWhen.tsx';

export const SUBMIT_LABELS = { test_drive: 'Book Test Drive', photos: 'Request Photos' } as const;

/** Labels of the fields, as the error list names them. */
function fieldLabels(request: LeadRequest, commentsLabel: string): Record<string, string> {
  return {
    name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    phone: 'Phone',
    postcode: 'Postcode',
    message: commentsLabel,
    terms_conditions: 'Terms of use',
    [CAPTCHA_FIELD]: 'Robot check',
    distribution_location: 'Test drive location',
    ...(request.kind === 'test_drive' ? { test_drive_at: BOOKING_LABEL } : {}),
  };
}

export interface LeadFormProps {
  config: LeadConfig;
  request: LeadRequest;
  formId: string;
  idempotencyKey: string;
  startedAt: number;
  /** Where to go on success; tests may replace it. */
  navigate?: (href: string) => void;
  firstFieldRef?: React.RefObject<HTMLInputElement | null>;
}

const defaultNavigate = (href: string) => window.location.assign(href);

export function LeadForm({
  config,
  request,
  formId,
  idempotencyKey,
  startedAt,
  navigate = defaultNavigate,
  firstFieldRef,
}: LeadFormProps) {
  const { car, settings } = config;
  const stored = useStore($userDetails);
  const [values, setValues] = useState<LeadFormValues>(() => ({
    // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
    ...stored,
    message:
      request.subcategory === 'Find Me Something Similar'
        ? `Please find me something similar to the ${car.name}.`
        : '',
    opt_in: true,
    terms_conditions: false,
    website: '',
  }));
  const [state, dispatch] = useReducer(leadFormReducer, INITIAL_FORM_STATE);
  const captcha = useCaptcha(settings.captcha);
  const [refreshKey, setRefreshKey] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  const commentsRequired = request.kind === 'enquiry' && settings.commentsRequired;
  const commentsLabel = request.kind === 'enquiry' ? 'Comments' : 'Message';
  const labels = fieldLabels(request, commentsLabel);
  const errorOf = (field: string) => state.fieldErrors.find((e) => e.field === field)?.message;
  const submitting = state.status === 'submitting' || state.status === 'success';
  const submitLabel = request.kind === 'enquiry' ? settings.submitButton : SUBMIT_LABELS[request.kind];

  const set = (field: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    dispatch({ type: 'edit', field });
  };
  const setBooking = (choice: BookingChoice) => {
    setValues((current) => ({ ...current, test_drive_at: choice.at, slot_location_id: choice.locationId }));
    dispatch({ type: 'edit', field: 'test_drive_at' });
  };
  const focusLater = (ref: React.RefObject<HTMLElement | null>) =>
    requestAnimationFrame(() => ref.current?.focus());

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const payload = buildLeadPayload(config, request, values, {
      url: window.location.href,
      userAgent: navigator.userAgent,
      visitedPages: $visitedPages.get(),
      linkedQueryParams: linkedQueryParams(window.location.search),
      formStartedAt: startedAt,
    });
    const errors = leadErrors(payload, settings);
    if (errors.length > 0) {
      dispatch({ type: 'invalid', errors });
      focusLater(summaryRef);
      return;
    }
    dispatch({ type: 'submit' });
    const outcome = await sendLead(payload, idempotencyKey, captcha, settings.captcha);
    if (outcome.kind === 'success') {
      dispatch({ type: 'success', leadId: outcome.leadId });
      sendEvent({ id: leadEventId(request.kind, car), data: { car_id: car.id, lead_id: outcome.leadId } });
      saveEnquiry({
        lead_id: outcome.leadId,
        kind: request.kind,
        car_id: car.id,
        car_slug: car.slug,
        car_name: car.name,
        subcategory: payload.subcategory,
        at: new Date().toISOString(),
      });
      saveUserDetails(values);
      navigate(successHref(car, request.kind));
      return;
    }
    if (outcome.kind === 'invalid') {
      dispatch({ type: 'failure', message: outcome.message, errors: outcome.errors });
      focusLater(summaryRef);
      return;
    }
    if (outcome.kind === 'conflict') {
      // The slot went meanwhile: say so and offer the day's remaining times.
      setBooking({});
      setRefreshKey((key) => key + 1);
    }
    dispatch({ type: 'failure', message: outcome.message });
    if (outcome.kind === 'failure' && outcome.alert) window.alert(LEAD_MESSAGES.submitFailed);
    focusLater(formErrorRef);
  }

  const showSummary = state.fieldErrors.length > 0;
  return (
    <form className="lead-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      {showSummary && (
        <ErrorSummary
          formId={formId}
          errors={state.fieldErrors}
          labels={labels}
          summaryRef={summaryRef}
          heading={LEAD_MESSAGES.fixErrorsHeading}
        />
      )}
      {state.formError && !showSummary && (
        <div className="lead-form-error" role="alert" tabIndex={-1} ref={formErrorRef}>
          {state.formError}
        </div>
      )}
      <p className="lead-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> are required. Please give an e-mail address or a
        phone number.
      </p>
      <div className="lead-grid">
        <ContactFields
          formId={formId}
          values={values}
          onChange={set}
          errorOf={errorOf}
          firstFieldRef={firstFieldRef}
        />
        {request.kind === 'test_drive' && car.distributionLocations.length > 0 && (
          <div className="lead-field">
            <label htmlFor={`${formId}-distribution_location`}>
              Test drive location<span className="lead-optional"> (optional)</span>
            </label>
            <select
              id={`${formId}-distribution_location`}
              value={values.distribution_location ?? ''}
              onChange={(event) => set('distribution_location', event.target.value)}
            >
              <option value="">{car.locationName ? `At ${car.locationName}` : 'Where the car is'}</option>
              {car.distributionLocations.map((location) => (
                <option key={location.value} value={location.value}>
                  {location.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {request.kind === 'test_drive' && (
        <TestDriveWhen
          formId={formId}
          locationId={
            car.distributionLocations.find((l) => l.value === values.distribution_location)?.locationId ??
            car.testDriveLocationId
          }
          timeZone={
            car.distributionLocations.find((l) => l.value === values.distribution_location)?.timeZone ??
            car.timeZone ??
            settings.timeZone
          }
          refreshKey={refreshKey}
          error={errorOf('test_drive_at')}
          onChange={setBooking}
        />
      )}
      <TextArea
        formId={formId}
        field="message"
        label={commentsLabel}
        required={commentsRequired}
        value={values.message}
        onChange={set}
        error={errorOf('message')}
      />
      {request.kind === 'photos' && (
        <>
          <input type="hidden" name="photos_request" value={PHOTOS_MESSAGE} />
          <p className="lead-note">
            We will ask the dealer: “{PHOTOS_MESSAGE}”. Add anything else you would like to see.
          </p>
        </>
      )}
      <CheckboxField formId={formId} field="opt_in" checked={values.opt_in} onChange={set}>
        Keep me up to date with offers and news from {config.dealer.name}
      </CheckboxField>
      {settings.termsCheckbox && (
        <CheckboxField
          formId={formId}
          field="terms_conditions"
          checked={values.terms_conditions}
          onChange={set}
          required
          error={errorOf('terms_conditions')}
        >
          I agree to the{' '}
          <a href={settings.termsHref} target="_blank" rel="noopener">
            terms of use
          </a>
          <span className="lead-required" aria-hidden="true">
            {' '}
            *
          </span>
        </CheckboxField>
      )}
      {settings.captcha && <CaptchaField control={captcha} formId={formId} error={errorOf(CAPTCHA_FIELD)} />}
      <Honeypot
        value={values.website}
        onChange={(value) => setValues((current) => ({ ...current, website: value }))}
      />
      <div className="lead-actions">
        <button
          type="submit"
          className="btn lead-submit"
          disabled={submitting}
          aria-disabled={submitting || undefined}
        >
          {submitting && <span className="lead-spinner" aria-hidden="true" />}
          {state.status === 'success' ? 'Sent' : submitting ? 'Sending…' : submitLabel}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {state.status === 'submitting'
          ? 'Sending your enquiry…'
          : state.status === 'success'
            ? 'Your enquiry was sent.'
            : ''}
      </p>
    </form>
  );
}
