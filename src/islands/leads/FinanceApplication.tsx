/**
 * The finance pre-approval form (#finance-form, FIN-08): the vehicle page's Get Pre-Approved
 * link brings the car's price as the budget, the car itself (car_id, car_type) and the
 * preferred dealership in the query; the shopper adds their details, budget (with $ and
 * separators, or a quick pick, LEAD-16) and whether they have a trade-in. Sent as a finance
 * lead; a car no longer listed is dropped from the application with a note, never a dead end.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  preferredDealershipSlug,
  type FinanceQuery,
  readFinanceQuery,
} from '../../domain/finance/finance-page.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { formatPrice, parsePrice, readPrice } from '../../domain/leads/price-field.ts';
import { saveEnquiry } from '../../stores/enquiries.ts';
import { linkedQueryParams } from '../../stores/landing-params.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { $visitedPages } from '../../stores/viewed-cars.ts';
import { ErrorSummary, fieldId, SelectField, TextArea } from './fields.tsx';
import { ConsentAndSend, CONTACT_LABELS, ContactFields } from './form-parts.tsx';
import { INITIAL_FORM_STATE, leadFormReducer } from './form-state.ts';
import {
  buildFinanceApplication,
  type FinanceApplicationConfig,
  type FinanceApplicationValues,
  financeApplicationErrors,
} from './finance-application-payload.ts';
import { useHydrated } from '../use-hydrated.ts';
import { sendLead, useCaptcha } from './Captcha.tsx';
import { newIdempotencyKey } from './lead-payload.ts';

const LABELS: Record<string, string> = {
  ...CONTACT_LABELS,
  dealership_slug: 'Preferred dealership',
  vehicle_price_budget: 'Budget',
  message: 'Comments',
  terms_conditions: 'Terms of use',
};
const NO_CAR: Pick<FinanceQuery, 'carId' | 'carType'> = { carId: undefined, carType: undefined };

export interface FinanceApplicationProps {
  config: FinanceApplicationConfig;
  formId?: string;
  navigate?: (href: string) => void;
}

export default function FinanceApplication({
  config,
  formId = 'finance-application',
  navigate = (href) => window.location.assign(href),
}: FinanceApplicationProps) {
  const stored = useStore($userDetails);
  const [values, setValues] = useState<FinanceApplicationValues>(() => ({
    // The shopper's stored details (LEAD-15): name, last name, e-mail, phone, postcode.
    ...stored,
    dealership_slug: '',
    budget: '',
    trade_in: '',
    message: '',
    opt_in: true,
    terms_conditions: false,
    website: '',
  }));
  const [car, setCar] = useState(NO_CAR);
  const [carDropped, setCarDropped] = useState(false);
  const [state, dispatch] = useReducer(leadFormReducer, INITIAL_FORM_STATE);
  // Until the island runs, the form must not submit itself (a GET would put the shopper's
  // details in the address): its buttons stay disabled for that moment.
  const hydrated = useHydrated();
  const captcha = useCaptcha(config.captcha);
  const [startedAt] = useState(Date.now);
  const [idempotencyKey, setIdempotencyKey] = useState(() => newIdempotencyKey());
  const summaryRef = useRef<HTMLDivElement>(null);
  const submitting = state.status === 'submitting' || state.status === 'success';
  const errorOf = (field: string) => state.fieldErrors.find((error) => error.field === field)?.message;

  // What the Get Pre-Approved link brought, read once the page is in the browser.
  useEffect(() => {
    const query = readFinanceQuery(window.location.search);
    setCar({ carId: query.carId, carType: query.carType });
    setValues((current) => ({
      ...current,
      budget: current.budget || formatPrice(query.budget),
      dealership_slug:
        current.dealership_slug ||
        preferredDealershipSlug(query.preferredDealership, config.dealerships) ||
        '',
    }));
  }, [config.dealerships]);

  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    dispatch({ type: 'edit', field: name === 'budget' ? 'vehicle_price_budget' : name });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const payload = buildFinanceApplication(values, car, config, {
      url: window.location.href,
      userAgent: navigator.userAgent,
      visitedPages: $visitedPages.get(),
      linkedQueryParams: linkedQueryParams(window.location.search),
      formStartedAt: startedAt,
    });
    const errors = financeApplicationErrors(payload, config, values.budget);
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
        kind: 'finance',
        subcategory: 'Finance Pre-Approval',
        at: new Date().toISOString(),
      });
      saveUserDetails(values);
      navigate(`/success?${new URLSearchParams({ type: 'finance' })}`);
      return;
    }
    if (outcome.kind === 'invalid' && outcome.errors.some((error) => error.field === 'car_id')) {
      // The car sold or left the site since the link was made: apply without it.
      setCar(NO_CAR);
      setCarDropped(true);
      setIdempotencyKey(newIdempotencyKey());
      const rest = outcome.errors.filter((error) => error.field !== 'car_id');
      dispatch(
        rest.length > 0
          ? { type: 'failure', message: outcome.message, errors: rest }
          : { type: 'invalid', errors: [] },
      );
      requestAnimationFrame(() => summaryRef.current?.focus());
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

  const budgetId = fieldId(formId, 'vehicle_price_budget');
  return (
    <form
      className="lead-form finance-application-form"
      noValidate
      onSubmit={submit}
      aria-busy={submitting || undefined}
    >
      {state.fieldErrors.length > 0 ? (
        <ErrorSummary formId={formId} errors={state.fieldErrors} labels={LABELS} summaryRef={summaryRef} />
      ) : (
        (state.formError || carDropped) && (
          <div className="lead-form-error" role="alert" tabIndex={-1} ref={summaryRef}>
            {state.formError ??
              `The ${config.noun} you were viewing is no longer listed, so we will send your application without it. Please press Apply Now again.`}
          </div>
        )
      )}
      {car.carId && (
        <p className="lead-note finance-car-note">
          Your application includes the {config.noun} you were viewing; we will match the finance to it.
        </p>
      )}
      <div className="lead-grid">
        <ContactFields formId={formId} values={values} onChange={set} errorOf={errorOf} postcodeRequired />
        {config.dealerships.length > 1 && !car.carId && (
          <SelectField
            formId={formId}
            field="dealership_slug"
            label="Preferred dealership"
            required
            value={values.dealership_slug}
            options={config.dealerships.map((dealership) => ({
              value: dealership.slug,
              label: dealership.name,
            }))}
            onChange={set}
            error={errorOf('dealership_slug')}
          />
        )}
        <div className="lead-field">
          <label htmlFor={budgetId}>
            Budget<span className="lead-optional"> (optional)</span>
          </label>
          <input
            id={budgetId}
            name="vehicle_price_budget"
            inputMode="text"
            autoComplete="off"
            placeholder="$"
            value={values.budget}
            aria-invalid={errorOf('vehicle_price_budget') ? true : undefined}
            aria-describedby={`${budgetId}-hint${errorOf('vehicle_price_budget') ? ` ${budgetId}-error` : ''}`}
            onChange={(event) => set('budget', event.target.value)}
            onBlur={(event) => {
              // '25k' becomes '$25,000' once the shopper moves on, so they see what the dealer will.
              const read = readPrice(event.target.value);
              if (typeof read === 'number') set('budget', formatPrice(read));
            }}
          />
          <p className="lead-hint" id={`${budgetId}-hint`}>
            The price of the {config.noun} you have in mind, like $25,000 or 25k
          </p>
          {errorOf('vehicle_price_budget') && (
            <p className="lead-field-error" id={`${budgetId}-error`}>
              {errorOf('vehicle_price_budget')}
            </p>
          )}
          <ul className="quick-picks" aria-label="Quick picks">
            {config.quickPicks.map((amount) => (
              <li key={amount}>
                <button
                  type="button"
                  className="quick-pick"
                  aria-pressed={parsePrice(values.budget) === amount}
                  onClick={() => set('budget', formatPrice(amount))}
                >
                  {formatPrice(amount)}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <SelectField
          formId={formId}
          field="trade_in"
          label="Do you have a trade-in?"
          value={values.trade_in}
          options={['Yes', 'No']}
          onChange={set}
        />
      </div>
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
        label={'Apply Now'}
        what="application"
      />
    </form>
  );
}
