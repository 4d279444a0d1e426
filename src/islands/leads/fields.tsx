/**
 * Labelled form fields for the lead forms: every input has a visible label; an error sets
 * aria-invalid and is tied to the input with aria-describedby (QUAL-01).
 */
import type { ChangeEvent, ReactNode, RefObject } from 'react';
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';

export const fieldId = (formId: string, field: string) => `${formId}-${field.replace(/[^a-z0-9_-]/gi, '-')}`;
export const errorId = (formId: string, field: string) => `${fieldId(formId, field)}-error`;

interface FieldProps {
  formId: string;
  field: string;
  label: string;
  value: string;
  onChange: (field: string, value: string) => void;
  error?: string | undefined;
  required?: boolean;
  hint?: string | undefined;
}

function describedBy(
  formId: string,
  field: string,
  error: string | undefined,
  hint: string | undefined,
): string | undefined {
  const ids = [hint ? `${fieldId(formId, field)}-hint` : '', error ? errorId(formId, field) : ''].filter(
    Boolean,
  );
  return ids.length ? ids.join(' ') : undefined;
}

function FieldFooter({
  formId,
  field,
  error,
  hint,
}: {
  formId: string;
  field: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p className="lead-hint" id={`${fieldId(formId, field)}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="lead-field-error" id={errorId(formId, field)}>
          {error}
        </p>
      )}
    </>
  );
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? (
        <span className="lead-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="lead-optional"> (optional)</span>
      )}
    </label>
  );
}

export function TextField(
  props: FieldProps & {
    type?: 'text' | 'email' | 'tel';
    autoComplete?: string;
    inputMode?: 'numeric' | 'tel' | 'email' | 'text';
    maxLength?: number;
    inputRef?: RefObject<HTMLInputElement | null>;
  },
) {
  const {
    formId,
    field,
    label,
    value,
    onChange,
    error,
    required = false,
    hint,
    type = 'text',
    autoComplete,
    inputMode,
    maxLength,
    inputRef,
  } = props;
  const id = fieldId(formId, field);
  return (
    <div className="lead-field">
      <Label id={id} label={label} required={required} />
      <input
        ref={inputRef}
        id={id}
        name={field}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(formId, field, error, hint)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value)}
      />
      <FieldFooter formId={formId} field={field} error={error} hint={hint} />
    </div>
  );
}

export function TextArea(props: FieldProps & { rows?: number }) {
  const { formId, field, label, value, onChange, error, required = false, hint, rows = 4 } = props;
  const id = fieldId(formId, field);
  return (
    <div className="lead-field lead-field-wide">
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        name={field}
        rows={rows}
        value={value}
        maxLength={4900}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(formId, field, error, hint)}
        onChange={(event) => onChange(field, event.target.value)}
      />
      <FieldFooter formId={formId} field={field} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField(props: {
  formId: string;
  field: string;
  checked: boolean;
  onChange: (field: string, checked: boolean) => void;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  const { formId, field, checked, onChange, error, required = false, children } = props;
  const id = fieldId(formId, field);
  return (
    <div className="lead-field lead-field-wide lead-check">
      <input
        id={id}
        name={field}
        type="checkbox"
        checked={checked}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(formId, field) : undefined}
        onChange={(event) => onChange(field, event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      <FieldFooter formId={formId} field={field} error={error} />
    </div>
  );
}

/**
 * The honeypot (SEC-03): a field named 'website' that people never see or reach (off-screen,
 * aria-hidden, out of the tab order, no autofill); a bot that fills every field fills it.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="lead-hp" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** 'Please fix the following errors:' and the list, each linking to its field (LEAD-04). */
/**
 * What the API's field names mean to a shopper, for an error about a field a form's own labels
 * do not name: the error still says what it is about, never a bare '* This field is required'.
 */
export const API_FIELD_NAMES: Readonly<Record<string, string>> = {
  name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  dealership_slug: 'Dealership',
  location: 'Location',
  location_id: 'Location',
  category: 'What it is about',
  message: 'Message',
  car_id: 'Vehicle',
  test_drive_at: 'Test drive time',
  terms_conditions: 'Terms of use',
  EvalID: 'Valuation',
  vehicle_price_budget: 'Budget',
  kms: 'Odometer',
};

/** Whether the form shows the field (a link to a field that is not there would go nowhere). */
function isOnPage(formId: string, field: string): boolean {
  return typeof document === 'undefined' || document.getElementById(fieldId(formId, field)) !== null;
}

export function ErrorSummary({
  formId,
  errors,
  labels,
  heading = LEAD_MESSAGES.fixErrorsHeading,
  summaryRef,
}: {
  formId: string;
  errors: readonly FieldError[];
  labels: Readonly<Record<string, string>>;
  heading?: string;
  summaryRef?: RefObject<HTMLDivElement | null>;
}) {
  if (errors.length === 0) return null;
  return (
    <div className="lead-errors" role="alert" tabIndex={-1} ref={summaryRef}>
      <p className="lead-errors-heading">{heading}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.field}>
            {labels[error.field] && isOnPage(formId, error.field) ? (
              <a
                href={`#${fieldId(formId, error.field)}`}
                onClick={(event) => {
                  // Inside the dialog: move focus to the field rather than changing the page's hash.
                  event.preventDefault();
                  document.getElementById(fieldId(formId, error.field))?.focus();
                }}
              >
                {labels[error.field]}: {error.message}
              </a>
            ) : (labels[error.field] ?? API_FIELD_NAMES[error.field]) ? (
              `${labels[error.field] ?? API_FIELD_NAMES[error.field]}: ${error.message}`
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled select; the first option is the empty "Please choose" one. */
export function SelectField(
  props: FieldProps & {
    options: readonly (string | { value: string; label: string })[];
    placeholder?: string;
  },
) {
  const { formId, field, label, value, onChange, error, required = false, hint, options } = props;
  const id = fieldId(formId, field);
  return (
    <div className="lead-field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={field}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(formId, field, error, hint)}
        onChange={(event) => onChange(field, event.target.value)}
      >
        <option value="">{props.placeholder ?? 'Please choose'}</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
      <FieldFooter formId={formId} field={field} error={error} hint={hint} />
    </div>
  );
}
