/**
 * Your Details, the instant-offer wizard's last step (LEAD-13, LEAD-24, spec-2 §5): on a group
 * site the dealership, then contact, postcode (4 digits), odometer, the three answers, comments
 * and consent. Only renders.
 */
import {
  CAR_CONDITION_OPTIONS,
  formatKmInput,
  NUMBER_OF_KEYS_OPTIONS,
  SERVICE_HISTORY_OPTIONS,
} from '../../domain/leads/instant-offer.ts';
import { ConsentFields, ContactFields } from './form-parts.tsx';
import { SelectField, TextArea, TextField } from './fields.tsx';
import type { InstantOfferConfig } from './instant-offer-config.ts';
import type { InstantOfferValues } from './instant-offer-payload.ts';

/** Your Details' three answers (spec-2 §3 trade-in payload). */
const ANSWER_FIELDS = [
  { field: 'service_history', label: 'Service history', options: SERVICE_HISTORY_OPTIONS },
  { field: 'number_of_keys', label: 'Number of keys', options: NUMBER_OF_KEYS_OPTIONS },
  { field: 'car_condition', label: 'Condition', options: CAR_CONDITION_OPTIONS },
] as const;

/**
 * Your Details (LEAD-13): on a group site first the dealership that makes the offer (LEAD-24),
 * then contact, postcode, odometer, the three answers, comments and consent.
 */
export function DetailsFields({
  formId,
  values,
  onChange,
  errorOf,
  config,
  dealershipShown,
}: {
  formId: string;
  values: InstantOfferValues;
  onChange: (field: string, value: string | boolean) => void;
  errorOf: (field: string) => string | undefined;
  config: InstantOfferConfig;
  dealershipShown: boolean;
}) {
  const set = onChange;
  return (
    <>
      <div className="lead-grid">
        {dealershipShown && (
          <SelectField
            formId={formId}
            field="dealership_slug"
            label="Dealership"
            required
            value={values.dealership_slug}
            options={config.dealerships}
            onChange={set}
            error={errorOf('dealership_slug')}
            hint="The dealership that makes you the offer and buys your car"
          />
        )}
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
