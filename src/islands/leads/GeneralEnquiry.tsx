/**
 * The general enquiry form of the contact and location pages (#enquire): contact details, what
 * the enquiry is about, which location (chosen for the shopper when there is one, or the page's
 * own), how to reply, comments (required unless the dealer turns it off), opt-in and terms.
 * Checked with the API's own rules before sending; one Idempotency-Key per form; on success the
 * shopper's details are kept (LEAD-15) and /success.
 */
import { useStore } from '@nanostores/react';
import { useReducer, useRef, useState } from 'react';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { saveEnquiry } from '../../stores/enquiries.ts';
import { linkedQueryParams } from '../../stores/landing-params.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { $visitedPages } from '../../stores/viewed-cars.ts';
import { useHydrated } from '../use-hydrated.ts';
import { sendLead, useCaptcha } from './Captcha.tsx';
import { ErrorSummary, SelectField, TextArea } from './fields.tsx';
import { ConsentAndSend, CONTACT_LABELS, ContactFields } from './form-parts.tsx';
import { INITIAL_FORM_STATE, leadFormReducer } from './form-state.ts';
import {
  buildGeneralEnquiry,
  ENQUIRY_TOPICS,
  type GeneralEnquiryConfig,
  type GeneralEnquiryValues,
  generalEnquiryErrors,
  PREFERRED_CONTACT,
  showsLocationChoice,
} from './general-enquiry-payload.ts';
import { newIdempotencyKey } from './lead-payload.ts';

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  subcategory: 'Enquiry about',
  location: 'Location',
  PreferredContactMethod: 'Preferred contact',
  message: 'Comments',
  terms_conditions: 'Terms of use',
};

const CAREERS_MESSAGE_LABEL = 'About you and the role you are after';

export interface GeneralEnquiryProps {
  config: GeneralEnquiryConfig;
  formId?: string;
  navigate?: (href: string) => void;
}

export default function GeneralEnquiry({
  config,
  formId = 'general-enquiry',
  navigate = (href) => window.location.assign(href),
}: GeneralEnquiryProps) {
  const stored = useStore($userDetails);
  const [values, setValues] = useState<GeneralEnquiryValues>(() => ({
    // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
    ...stored,
    topic: '',
    location_id: config.defaultLocationId ?? '',
    contact_method: '',
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
  const careers = config.purpose === 'careers';
  const errorOf = (field: string) => state.fieldErrors.find((error) => error.field === field)?.message;
  const field = (name: keyof GeneralEnquiryValues) =>
    name === 'topic' ? 'subcategory' : name === 'location_id' ? 'location' : name;

  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    dispatch({ type: 'edit', field: field(name as keyof GeneralEnquiryValues) });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const payload = buildGeneralEnquiry(config, values, {
      url: window.location.href,
      userAgent: navigator.userAgent,
      visitedPages: $visitedPages.get(),
      linkedQueryParams: linkedQueryParams(window.location.search),
      formStartedAt: startedAt,
    });
    const errors = generalEnquiryErrors(payload, config);
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
      navigate(`/success?${new URLSearchParams({ type: careers ? 'careers' : 'enquiry' })}`);
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
      className="lead-form general-enquiry-form"
      noValidate
      onSubmit={submit}
      aria-busy={submitting || undefined}
    >
      {state.fieldErrors.length > 0 ? (
        <ErrorSummary
          formId={formId}
          errors={state.fieldErrors}
          labels={careers ? { ...LABELS, message: CAREERS_MESSAGE_LABEL } : LABELS}
          summaryRef={summaryRef}
        />
      ) : (
        state.formError && (
          <div className="lead-form-error" role="alert" tabIndex={-1} ref={summaryRef}>
            {state.formError}
          </div>
        )
      )}
      <p className="lead-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">as required</span> are required. Please give an e-mail address or a
        phone number.
      </p>
      <div className="lead-grid">
        <ContactFields formId={formId} values={values} onChange={set} errorOf={errorOf} />
        {careers || (
          <SelectField
            formId={formId}
            field="subcategory"
            label="Enquiry about"
            required
            value={values.topic}
            options={ENQUIRY_TOPICS}
            onChange={(_, value) => set('topic', value)}
            error={errorOf('subcategory')}
          />
        )}
        {showsLocationChoice(config) && (
          <SelectField
            formId={formId}
            field="location"
            label="Location"
            required
            value={values.location_id}
            options={config.locations.map((location) => ({ value: location.id, label: location.name }))}
            onChange={(_, value) => set('location_id', value)}
            error={errorOf('location')}
          />
        )}
        <SelectField
          formId={formId}
          field="PreferredContactMethod"
          label="Preferred contact"
          value={values.contact_method}
          options={PREFERRED_CONTACT}
          placeholder="No preference"
          onChange={(_, value) => set('contact_method', value)}
          error={errorOf('PreferredContactMethod')}
        />
      </div>
      <TextArea
        formId={formId}
        field="message"
        label={careers ? CAREERS_MESSAGE_LABEL : 'Comments'}
        required={config.commentsRequired}
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
        what="enquiry"
      />
    </form>
  );
}
