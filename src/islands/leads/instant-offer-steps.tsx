/**
 * The instant-offer wizard's screens (spec-2 §4, LEAD-11…LEAD-14), rendered from the wizard's
 * state: the not-found panel, the vehicle choice, the image uploads with their progress, and
 * the offer. They only render; InstantOffer.tsx holds the steps' logic.
 */
import { formatCalendarDay, formatDollars } from '../../domain/format.ts';
import {
  CAR_CONDITION_OPTIONS,
  formatKmInput,
  INSTANT_OFFER_MESSAGES,
  MAX_IMAGES,
  NUMBER_OF_KEYS_OPTIONS,
  SERVICE_HISTORY_OPTIONS,
} from '../../domain/leads/instant-offer.ts';
import type { VehicleValuation } from '../../domain/valuation.ts';
import { telHref } from '../../domain/vehicle/phone-reveal.ts';
import { ConsentFields, ContactFields } from './form-parts.tsx';
import { SelectField, TextArea, TextField } from './fields.tsx';
import type { InstantOfferConfig } from './instant-offer-config.ts';
import type { InstantOfferValues } from './instant-offer-payload.ts';

export function NotFoundPanel({ config, onBack }: { config: InstantOfferConfig; onBack: () => void }) {
  return (
    <div className="instant-offer-panel" role="status">
      <p className="instant-offer-panel-title">{INSTANT_OFFER_MESSAGES.notFound}</p>
      <p>{INSTANT_OFFER_MESSAGES.notFoundHelp}</p>
      <div className="lead-actions wizard-actions">
        <button type="button" className="btn secondary" onClick={onBack}>
          Back
        </button>
        {config.phone && (
          <a className="btn secondary" href={telHref(config.phone)}>
            Call {config.phone}
          </a>
        )}
        <a className="btn" href={config.contactHref}>
          {config.contactLabel}
        </a>
      </div>
    </div>
  );
}

export function VehicleChoice({
  formId,
  descriptions,
  value,
  onChange,
  error,
}: {
  formId: string;
  descriptions: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const errorId = `${formId}-choice-error`;
  return (
    <fieldset
      className="lead-field lead-field-wide instant-offer-choice"
      id={`${formId}-choice`}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{INSTANT_OFFER_MESSAGES.noExactMatch}</legend>
      {descriptions.map((description, index) => (
        <div className="lead-check" key={description}>
          <input
            id={`${formId}-choice-${index}`}
            type="radio"
            name="choice"
            value={description}
            checked={value === description}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(description)}
          />
          <label htmlFor={`${formId}-choice-${index}`}>{description}</label>
        </div>
      ))}
      {error && (
        <p className="lead-field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface ImageUpload {
  key: string;
  name: string;
  state: 'waiting' | 'uploading' | 'done' | 'refused';
  /** 0…1 while uploading. */
  progress: number;
  message?: string | undefined;
}

export function ImageUploads({
  formId,
  uploads,
  uploaded,
  busy,
  onFiles,
}: {
  formId: string;
  uploads: readonly ImageUpload[];
  uploaded: number;
  busy: boolean;
  onFiles: (files: File[]) => void;
}) {
  const inputId = `${formId}-images`;
  return (
    <div className="lead-field lead-field-wide instant-offer-images">
      <label htmlFor={inputId}>
        Photos of your car<span className="lead-optional"> (optional)</span>
      </label>
      <p className="lead-field-hint" id={`${inputId}-hint`}>
        Front, back, both sides, the interior and the odometer help us make a firmer offer. JPEG, PNG, GIF or
        HEIC, up to 10MB each, {MAX_IMAGES} at most.
      </p>
      <input
        id={inputId}
        type="file"
        accept=".jpg,.jpeg,.png,.gif,.heic,image/jpeg,image/png,image/gif,image/heic"
        multiple
        disabled={busy || uploaded >= MAX_IMAGES}
        aria-describedby={`${inputId}-hint ${inputId}-count`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <p id={`${inputId}-count`} aria-live="polite">
        {uploaded} of {MAX_IMAGES} photos uploaded
      </p>
      {uploads.length > 0 && (
        <ul className="instant-offer-uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className={`upload-${upload.state}`}>
              <span className="upload-name">{upload.name}</span>
              {upload.state === 'uploading' && (
                <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              )}
              {upload.state === 'waiting' && <span>Waiting…</span>}
              {upload.state === 'done' && <span>Uploaded</span>}
              {upload.state === 'refused' && (
                <span className="lead-field-error" role="alert">
                  {upload.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function OfferPanel({
  vehicle,
  valuation,
  validUntil,
  config,
}: {
  vehicle: string;
  valuation: VehicleValuation;
  validUntil: string;
  config: InstantOfferConfig;
}) {
  if (!valuation.eligible || valuation.offer_price === null) {
    return (
      <div className="instant-offer-result">
        <p className="instant-offer-vehicle">{vehicle}</p>
        <p>{valuation.message}</p>
        <p>
          We have your details and will call you{config.phone && <> from {config.phone}</>} to arrange a
          valuation.
        </p>
      </div>
    );
  }
  return (
    <div className="instant-offer-result">
      <p className="instant-offer-vehicle">{vehicle}</p>
      <p className="instant-offer-price">
        <span>Instant offer (estimate)</span>
        <strong>{formatDollars(valuation.offer_price)}</strong>
      </p>
      {valuation.low !== null && valuation.high !== null && (
        <p>
          Estimated range {formatDollars(valuation.low)} to {formatDollars(valuation.high)}.
        </p>
      )}
      <p>
        Valid until <strong>{formatCalendarDay(validUntil)}</strong>, subject to an inspection of your car.
      </p>
      <p className="instant-offer-disclaimer">
        {valuation.disclaimer} <a href={config.valuationTermsHref}>Valuation terms and conditions</a>
      </p>
    </div>
  );
}

/** Your Details' three answers (spec-2 §3 trade-in payload). */
const ANSWER_FIELDS = [
  { field: 'service_history', label: 'Service history', options: SERVICE_HISTORY_OPTIONS },
  { field: 'number_of_keys', label: 'Number of keys', options: NUMBER_OF_KEYS_OPTIONS },
  { field: 'car_condition', label: 'Condition', options: CAR_CONDITION_OPTIONS },
] as const;

/** Your Details (LEAD-13): contact, postcode, odometer, the three answers, comments and consent. */
export function DetailsFields({
  formId,
  values,
  onChange,
  errorOf,
  config,
}: {
  formId: string;
  values: InstantOfferValues;
  onChange: (field: string, value: string | boolean) => void;
  errorOf: (field: string) => string | undefined;
  config: InstantOfferConfig;
}) {
  const set = onChange;
  return (
    <>
      <div className="lead-grid">
        <ContactFields formId={formId} values={values} onChange={set} errorOf={errorOf} postcodeRequired />
        <TextField
          formId={formId}
          field="kms"
          label="Odometer (kms)"
          required
          value={values.kms}
          onChange={(_, value) => set('kms', formatKmInput(value))}
          error={errorOf('kms')}
          inputMode="numeric"
          maxLength={9}
          hint="Kilometres on the odometer, e.g. 45,000 kms"
        />
        {ANSWER_FIELDS.map(({ field, label, options }) => (
          <SelectField
            key={field}
            formId={formId}
            field={field}
            label={label}
            required
            value={values[field]}
            options={options}
            onChange={set}
            error={errorOf(field)}
          />
        ))}
      </div>
      <TextArea
        formId={formId}
        field="message"
        label="Comments"
        required
        value={values.message}
        onChange={set}
        error={errorOf('message')}
        hint="Damage, modifications, finance owing: anything our buyers should know"
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
  );
}
