import { type FieldError, leadFieldErrors } from '../../domain/leads/lead-rules.ts';
import type { LeadInput } from '../../domain/leads/lead-schema.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { parsePrice, readPrice, UNREADABLE_PRICE } from '../../domain/leads/price-field.ts';
import type { FinanceQuery } from '../../domain/finance/finance-page.ts';
import { consentPayload, contactPayload, type LeadEnvironment, schemaErrors, text } from './lead-payload.ts';

export interface FinanceApplicationConfig {
  /** The dealerships to choose from when there is more than one. */
  dealerships: { slug: string; name: string }[];
  quickPicks: readonly number[];
  /** The robot check (forms.captcha, LEAD-22). */
  captcha: boolean;
  termsCheckbox: boolean;
  termsMessageVariant: boolean;
  termsHref: string;
  siteName: string;
  /** 'car' or 'vehicle', for the wording of the budget and trade-in questions. */
  noun: string;
}

export interface FinanceApplicationValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  dealership_slug: string;
  budget: string;
  trade_in: string;
  message: string;
  opt_in: boolean;
  terms_conditions: boolean;
  website: string;
}

export function buildFinanceApplication(
  values: FinanceApplicationValues,
  query: Pick<FinanceQuery, 'carId' | 'carType'>,
  config: FinanceApplicationConfig,
  env: LeadEnvironment,
): LeadInput {
  return {
    kind: 'finance',
    category: 'Finance',
    subcategory: 'Finance Pre-Approval',
    ...contactPayload(values),
    dealership_slug: text(values.dealership_slug, 80),
    vehicle_price_budget: parsePrice(values.budget),
    finance: 'Yes',
    'do-you-have-a-trade-in':
      values.trade_in === 'Yes' || values.trade_in === 'No' ? values.trade_in : undefined,
    car_id: query.carId,
    car_type: query.carType,
    message: text(values.message, 4900),
    ...consentPayload(values, config.termsCheckbox, env),
  };
}

const ORDER = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'dealership_slug',
  'vehicle_price_budget',
  'message',
  'terms_conditions',
];

/** The API's errors, plus the form's own: a postcode (spec-2 §5 "Fields") and the dealership when there are several. */
export function financeApplicationErrors(
  payload: LeadInput,
  config: FinanceApplicationConfig,
  /** The budget as typed: text that is no amount is the shopper's to fix, never sent as a guess. */
  budget = '',
): FieldError[] {
  const { errors, lead } = schemaErrors(payload);
  if (!lead.postcode) errors.push({ field: 'postcode', message: LEAD_MESSAGES.required });
  if (readPrice(budget) === 'unreadable')
    errors.push({ field: 'vehicle_price_budget', message: UNREADABLE_PRICE });
  errors.push(
    ...leadFieldErrors(lead, {
      commentsRequired: false,
      termsCheckbox: config.termsCheckbox,
      termsMessageVariant: config.termsMessageVariant,
      // A car in the link names its dealership already; otherwise the shopper chooses one.
      dealershipCount: lead.car_id ? 1 : Math.max(config.dealerships.length, 1),
    }),
  );
  const seen = new Set<string>();
  return errors
    .filter((error) => !seen.has(error.field) && Boolean(seen.add(error.field)))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

const rank = (field: string) => {
  const index = ORDER.indexOf(field);
  return index === -1 ? ORDER.length : index;
};
