/**
 * The parts enquiry form (/parts/search, /vehicle-parts-and-accessories): the part by name or
 * part number, the shopper's car (make, model, year; VIN optional), the dealership whose parts
 * desk gets it on a group (chosen for the shopper when there is one), contact details and
 * consent. Checked with the API's own rules before sending; sent as a `parts` lead, which the API
 * delivers to that dealership's parts location (LEAD-21). On /parts/search an accessory's link
 * fills the part and the car from the address.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { readPartsQuery } from '../../domain/parts/parts-pages.ts';
import { saveEnquiry } from '../../stores/enquiries.ts';
import { linkedQueryParams } from '../../stores/landing-params.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { $visitedPages } from '../../stores/viewed-cars.ts';
import { useHydrated } from '../use-hydrated.ts';
import { sendLead, useCaptcha } from './Captcha.tsx';
import { ErrorSummary, SelectField, TextArea, TextField } from './fields.tsx';
import { ConsentAndSend, CONTACT_LABELS, ContactFields } from './form-parts.tsx';
import { INITIAL_FORM_STATE, leadFormReducer } from './form-state.ts';
import { newIdempotencyKey } from './lead-payload.ts';
import {
  buildPartsEnquiry,
  deskValue,
  initialDesk,
  type PartsEnquiryConfig,
  type PartsEnquiryValues,
  partsEnquiryFormErrors,
  showsDeskChoice,
} from './parts-enquiry-payload.ts';

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  part_name: 'Part name',
  part_number: 'Part number',
  'Vehicle Make': 'Make',
  'Vehicle Model': 'Model',
  'Vehicle Year': 'Year',
  VIN: 'VIN',
  location: 'Dealership',
  message: 'Comments',
  terms_conditions: 'Terms of use',
};

/** The form's field for a value, as errors name it. */
const FIELD_OF: Partial<Record<keyof PartsEnquiryValues, string>> = {
  make: 'Vehicle Make',
  model: 'Vehicle Model',
  year: 'Vehicle Year',
  vin: 'VIN',
  desk: 'location',
};

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR + 2 - 1960 }, (_, index) => String(THIS_YEAR + 1 - index));

export interface PartsEnquiryProps {
  config: PartsEnquiryConfig;
  formId?: string;
  navigate?: (href: string) => void;
}

export default function PartsEnquiry({
  config,
  formId = 'parts-enquiry-form',
  navigate = (href) => window.location.assign(href),
}: PartsEnquiryProps) {
  const stored = useStore($userDetails);
  const [values, setValues] = useState<PartsEnquiryValues>(() => ({
    // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
    ...stored,
    part_name: '',
    part_number: '',
    make: config.make ?? '',
    model: '',
    year: '',
    vin: '',
    desk: initialDesk(config),
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
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitting = state.status === 'submitting' || state.status === 'success';
  const errorOf = (field: string) => state.fieldErrors.find((error) => error.field === field)?.message;

  // An accessory's Enquire link names the part and the car in the address.
  useEffect(() => {
    if (!config.fromQuery) return;
    const query = readPartsQuery(window.location.search);
    setValues((current) => ({
      ...current,
      part_name: query.part ?? current.part_name,
      part_number: query.number ?? current.part_number,
      make: query.make ?? current.make,
      model: query.model ?? current.model,
    }));
  }, [config.fromQuery]);

  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    dispatch({ type: 'edit', field: FIELD_OF[name as keyof PartsEnquiryValues] ?? name });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const payload = buildPartsEnquiry(config, values, {
      url: window.location.href,
      userAgent: navigator.userAgent,
      visitedPages: $visitedPages.get(),
      linkedQueryParams: linkedQueryParams(window.location.search),
      formStartedAt: startedAt,
    });
    const errors = partsEnquiryFormErrors(payload, config);
    if (errors.length > 0) {
      dispatch({ type: 'invalid', errors });
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    dispatch({ type: 'submit' });
    const outcome = await sendLead(payload, idempotencyKey, captcha, config.captcha);
    if (outcome.kind === 'success') {
      dispatch({ type: 'success', leadId: outcome.leadId });
      saveEnquiry({
        lead_id: outcome.leadId,
        kind: payload.kind,
        subcategory: payload.subcategory,
        at: new Date().toISOString(),
      });
      saveUserDetails(values);
      navigate(`/success?${new URLSearchParams({ type: 'parts' })}`);
      return;
    }
    dispatch({
      type: 'failure',
      message: outcome.message,
      errors: outcome.kind === 'invalid' ? outcome.errors : undefined,
    });
    if (outcome.kind === 'failure' && outcome.alert) window.alert(LEAD_MESSAGES.submitFailed);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  return (
    <form
      className="lead-form parts-enquiry-form"
      noValidate
      onSubmit={submit}
      aria-busy={submitting || undefined}
    >
      {state.fieldErrors.length > 0 ? (
        <ErrorSummary formId={formId} errors={state.fieldErrors} labels={LABELS} summaryRef={summaryRef} />
      ) : (
        state.formError && (
          <div className="lead-form-error" role="alert" tabIndex={-1} ref={summaryRef}>
            {state.formError}
          </div>
        )
      )}
      <p className="lead-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> are required. Give the part's name or its part
        number, and an e-mail address or a phone number.
      </p>
      <fieldset className="lead-fieldset">
        <legend>The part</legend>
        <div className="lead-grid">
          <TextField
            formId={formId}
            field="part_name"
            label="Part name"
            hint="For example: front brake pads, towbar, floor mats"
            value={values.part_name}
            onChange={set}
            error={errorOf('part_name')}
            maxLength={120}
          />
          <TextField
            formId={formId}
            field="part_number"
            label="Part number"
            value={values.part_number}
            onChange={set}
            error={errorOf('part_number')}
            maxLength={60}
          />
        </div>
      </fieldset>
      <fieldset className="lead-fieldset">
        <legend>Your car</legend>
        <div className="lead-grid">
          <TextField
            formId={formId}
            field="Vehicle Make"
            label="Make"
            required
            value={values.make}
            onChange={(_, value) => set('make', value)}
            error={errorOf('Vehicle Make')}
            maxLength={60}
          />
          <TextField
            formId={formId}
            field="Vehicle Model"
            label="Model"
            required
            value={values.model}
            onChange={(_, value) => set('model', value)}
            error={errorOf('Vehicle Model')}
            maxLength={60}
          />
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
          <TextField
            formId={formId}
            field="VIN"
            label="VIN"
            hint="17 characters, on your registration papers"
            value={values.vin}
            onChange={(_, value) => set('vin', value)}
            error={errorOf('VIN')}
            autoComplete="off"
            maxLength={17}
          />
        </div>
      </fieldset>
      <fieldset className="lead-fieldset">
        <legend>Your details</legend>
        <div className="lead-grid">
          {showsDeskChoice(config) && (
            <SelectField
              formId={formId}
              field="location"
              label="Dealership"
              required
              value={values.desk}
              options={config.desks.map((desk) => ({ value: deskValue(desk), label: desk.name }))}
              onChange={(_, value) => set('desk', value)}
              error={errorOf('location')}
            />
          )}
          <ContactFields formId={formId} values={values} onChange={set} errorOf={errorOf} />
        </div>
      </fieldset>
      <TextArea
        formId={formId}
        field="message"
        label="Comments"
        value={values.message}
        onChange={set}
        error={errorOf('message')}
      />
      <ConsentAndSend
        formId={formId}
        values={values}
        onChange={set}
        errorOf={errorOf}
        settings={config}
        captcha={captcha}
        status={state.status}
        hydrated={hydrated}
        label={config.submitButton}
        what="parts enquiry"
      />
    </form>
  );
}
