/**
 * The instant-offer wizard's screens (spec-2 §4, LEAD-11…LEAD-14, LEAD-24), rendered from the
 * wizard's state: Vehicle Details, the not-found panel, the vehicle choice, the image uploads
 * with their progress. They only render; use-instant-offer.ts holds the steps' logic,
 * instant-offer-details.tsx Your Details and instant-offer-outcome.tsx the offer.
 */
import { INSTANT_OFFER_MESSAGES, MAX_IMAGES } from '../../domain/leads/instant-offer.ts';
import { telHref } from '../../domain/vehicle/phone-reveal.ts';
import { AU_STATES } from '../../model/location.ts';
import { SelectField, TextField } from './fields.tsx';
import type { InstantOfferConfig } from './instant-offer-config.ts';
import type { InstantOfferValues } from './instant-offer-payload.ts';
import type { ImageUpload } from './instant-offer-state.ts';

/** Step 1 (LEAD-11): the rego and its state. */
export function VehicleFields({
  formId,
  values,
  onChange,
  errorOf,
}: {
  formId: string;
  values: InstantOfferValues;
  onChange: (field: string, value: string) => void;
  errorOf: (field: string) => string | undefined;
}) {
  return (
    <div className="lead-grid">
      <TextField
        formId={formId}
        field="rego"
        label="Rego"
        required
        value={values.rego}
        onChange={(_, value) => onChange('rego', value.toUpperCase())}
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
        onChange={onChange}
        error={errorOf('state')}
      />
    </div>
  );
}

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
