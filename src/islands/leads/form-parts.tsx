/**
 * The parts every lead form shares: the shopper's contact fields (prefilled from stored
 * details, LEAD-15), the opt-in and terms boxes (LEAD-06), and the send row with its spinner
 * and screen-reader status (LEAD-02). The forms arrange them; the rules stay in the domain.
 */
import type { FormStatus } from './form-state.ts';
import { CAPTCHA_FIELD, type CaptchaControl, CaptchaField } from './Captcha.tsx';
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { CheckboxField, ErrorSummary, Honeypot, TextField } from './fields.tsx';

type OnChange = (field: string, value: string | boolean) => void;
type ErrorOf = (field: string) => string | undefined;

export interface ContactValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

/** What the error list calls the contact fields and the robot check. */
export const CONTACT_LABELS: Readonly<Record<string, string>> = {
  [CAPTCHA_FIELD]: 'Robot check',
  name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
};

export function ContactFields({
  formId,
  values,
  onChange,
  errorOf,
  postcodeRequired = true,
  reachRequired = false,
  firstFieldRef,
}: {
  formId: string;
  values: ContactValues;
  onChange: OnChange;
  errorOf: ErrorOf;
  /** Postcode is required on the specs' lead forms (spec-2 §5); false asks for none (a payment needs none). */
  postcodeRequired?: boolean | 'none';
  /** Both the e-mail and the phone are needed (a payment, a promotion entry), not one of them. */
  reachRequired?: boolean;
  /** The first name field, for a dialog that focuses it on opening. */
  firstFieldRef?: React.RefObject<HTMLInputElement | null> | undefined;
}) {
  return (
    <>
      <TextField
        formId={formId}
        field="name"
        label="First name"
        required
        value={values.name}
        onChange={onChange}
        error={errorOf('name')}
        autoComplete="given-name"
        maxLength={80}
        inputRef={firstFieldRef}
      />
      <TextField
        formId={formId}
        field="last_name"
        label="Last name"
        value={values.last_name}
        onChange={onChange}
        error={errorOf('last_name')}
        autoComplete="family-name"
        maxLength={80}
      />
      <TextField
        formId={formId}
        field="email"
        label="Email"
        type="email"
        required={reachRequired}
        value={values.email}
        onChange={onChange}
        error={errorOf('email')}
        autoComplete="email"
        maxLength={254}
      />
      <TextField
        formId={formId}
        field="phone"
        label="Phone"
        type="tel"
        required={reachRequired}
        value={values.phone}
        onChange={onChange}
        error={errorOf('phone')}
        autoComplete="tel"
        maxLength={20}
      />
      {postcodeRequired !== 'none' && (
        <TextField
          formId={formId}
          field="postcode"
          label="Postcode"
          required={postcodeRequired}
          value={values.postcode}
          onChange={(name, value) => onChange(name, value.replace(/\D/g, '').slice(0, 4))}
          error={errorOf('postcode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
        />
      )}
    </>
  );
}

export function ConsentFields({
  formId,
  optIn,
  terms,
  onChange,
  errorOf,
  siteName,
  termsCheckbox,
  termsHref,
}: {
  formId: string;
  optIn: boolean;
  terms: boolean;
  onChange: OnChange;
  errorOf: ErrorOf;
  siteName: string;
  termsCheckbox: boolean;
  termsHref: string;
}) {
  return (
    <>
      <CheckboxField formId={formId} field="opt_in" checked={optIn} onChange={onChange}>
        Keep me up to date with offers and news from {siteName}
      </CheckboxField>
      {termsCheckbox && (
        <CheckboxField
          formId={formId}
          field="terms_conditions"
          checked={terms}
          onChange={onChange}
          required
          error={errorOf('terms_conditions')}
        >
          I agree to the{' '}
          <a href={termsHref} target="_blank" rel="noopener">
            terms of use
          </a>
        </CheckboxField>
      )}
    </>
  );
}

/** The send button (disabled until the island runs and while sending) and what a screen reader hears. */
export function SubmitRow({
  status,
  hydrated,
  label,
  what,
  children,
}: {
  status: FormStatus;
  hydrated: boolean;
  label: string;
  /** 'enquiry', 'booking', 'application': "Sending your booking…". */
  what: string;
  /** Buttons before send (a wizard's Back). */
  children?: React.ReactNode;
}) {
  const submitting = status === 'submitting' || status === 'success';
  return (
    <>
      <div className={children ? 'lead-actions wizard-actions' : 'lead-actions'}>
        {children}
        <button
          type="submit"
          className="btn lead-submit"
          disabled={submitting || !hydrated}
          aria-disabled={submitting || !hydrated || undefined}
        >
          {submitting && <span className="lead-spinner" aria-hidden="true" />}
          {status === 'success' ? 'Sent' : submitting ? 'Sending…' : label}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status === 'submitting'
          ? `Sending your ${what}…`
          : status === 'success'
            ? `Your ${what} was sent.`
            : ''}
      </p>
    </>
  );
}

/** What ends a one-page lead form: consent, the robot check, the hidden field, and send. */
export function ConsentAndSend({
  formId,
  values,
  onChange,
  errorOf,
  settings,
  captcha,
  status,
  hydrated,
  label,
  what,
}: {
  formId: string;
  values: { opt_in: boolean; terms_conditions: boolean; website: string };
  onChange: OnChange;
  errorOf: ErrorOf;
  settings: { siteName: string; termsCheckbox: boolean; termsHref: string; captcha: boolean };
  captcha: CaptchaControl;
  status: FormStatus;
  hydrated: boolean;
  label: string;
  what: string;
}) {
  return (
    <>
      <ConsentFields
        formId={formId}
        optIn={values.opt_in}
        terms={values.terms_conditions}
        onChange={onChange}
        errorOf={errorOf}
        siteName={settings.siteName}
        termsCheckbox={settings.termsCheckbox}
        termsHref={settings.termsHref}
      />
      {settings.captcha && <CaptchaField control={captcha} formId={formId} error={errorOf(CAPTCHA_FIELD)} />}
      <Honeypot value={values.website} onChange={(value) => onChange('website', value)} />
      <SubmitRow status={status} hydrated={hydrated} label={label} what={what} />
    </>
  );
}

/** A wizard's steps as a numbered list: done, current (aria-current="step") and still to come. */
export function WizardProgress<Step extends string>({
  steps,
  current,
  titles,
  label,
  className = 'wizard-progress',
}: {
  steps: readonly Step[];
  current: number;
  titles: Readonly<Record<Step, string>>;
  label: string;
  className?: string;
}) {
  return (
    <ol className={className} aria-label={label}>
      {steps.map((which, index) => (
        <li
          key={which}
          className={index < current ? 'done' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="wizard-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="wizard-step-label">{titles[which]}</span>
        </li>
      ))}
    </ol>
  );
}

/** The field errors under the form's heading, or the form-level message alone. */
export function FormErrors({
  formId,
  errors,
  labels,
  formError,
  summaryRef,
}: {
  formId: string;
  errors: readonly FieldError[];
  labels: Readonly<Record<string, string>>;
  formError: string | undefined;
  summaryRef: React.RefObject<HTMLDivElement | null>;
}) {
  if (errors.length > 0)
    return (
      <ErrorSummary
        formId={formId}
        errors={errors}
        labels={labels}
        summaryRef={summaryRef}
        heading={formError ?? LEAD_MESSAGES.fixErrorsHeading}
      />
    );
  // The list's heading goes with its last item once the shopper has fixed them all.
  if (!formError || formError === LEAD_MESSAGES.fixErrorsHeading) return null;
  return (
    <div className="lead-form-error" role="alert" tabIndex={-1} ref={summaryRef}>
      {formError}
    </div>
  );
}
