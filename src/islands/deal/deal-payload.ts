/** The deal lead the journey sends (DEAL-03), and the choices it keeps. Pure. */
import type { DealChoices } from '../../domain/deals/deal.ts';
import type { LeadInput } from '../../domain/leads/lead-schema.ts';
import type { SavedDeal } from '../../stores/deals.ts';
import { consentPayload, contactPayload, type LeadEnvironment } from '../leads/lead-payload.ts';

export interface DealContactValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  opt_in: boolean;
  terms_conditions: boolean;
  website: string;
}

export function dealChoices(
  deal: Pick<SavedDeal, 'payment' | 'deposit' | 'term_years' | 'delivery'>,
): DealChoices {
  return {
    payment: deal.payment,
    deposit: deal.deposit,
    termYears: deal.term_years,
    delivery: deal.delivery,
  };
}

/**
 * The lead: the car, the valuation traded in, the choices, the shopper's details and the usual
 * context. No money figure: the API prices the deal itself.
 */
export function buildDealLead(
  car: { id: string },
  deal: SavedDeal,
  values: DealContactValues,
  termsCheckbox: boolean,
  env: LeadEnvironment,
): LeadInput {
  return {
    kind: 'deal',
    category: 'Vehicle Enquiry',
    subcategory: 'Online Purchase',
    car_id: car.id,
    ...(deal.eval_id ? { EvalID: deal.eval_id } : {}),
    deal_payment: deal.payment,
    ...(deal.payment === 'finance' ? { deal_deposit: deal.deposit, deal_term_years: deal.term_years } : {}),
    delivery_method: deal.delivery,
    ...(deal.delivery === 'delivery' ? { delivery_postcode: deal.postcode } : {}),
    finance: deal.payment === 'finance' ? 'Yes' : 'No',
    'do-you-have-a-trade-in': deal.eval_id ? 'Yes' : 'No',
    ...contactPayload(values),
    ...consentPayload(values, termsCheckbox, env),
  };
}
