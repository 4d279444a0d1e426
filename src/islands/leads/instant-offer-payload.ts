/**
 * The instant-offer wizard's form values and the two leads it sends (spec-2 §3 trade-in
 * payload, LEAD-13, LEAD-14): the `trade_in` lead after Your Details, and the `offer_accepted`
 * lead when the shopper accepts. The API fills the car, odometer and offer from the valuation the
 * EvalID names; the browser sends what the shopper answered. Pure: no DOM.
 */
import { INSTANT_OFFER_SUBCATEGORIES, parseKm } from '../../domain/leads/instant-offer.ts';
import type { LeadInput } from '../../domain/leads/lead-schema.ts';
import { normaliseRego } from '../../domain/leads/rego.ts';
import { contactPayload, type LeadEnvironment, leadContext, text } from './lead-payload.ts';

export interface InstantOfferValues {
  rego: string;
  state: string;
  choice: string;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  /** The dealership that gets the lead, where the shopper chooses it (a group site, LEAD-24). */
  dealership_slug: string;
  /** As shown: '45,000'. */
  kms: string;
  service_history: string;
  number_of_keys: string;
  car_condition: string;
  message: string;
  opt_in: boolean;
  terms_conditions: boolean;
  website: string;
}

/** Your Details as the rules read them (the odometer as a number, or absent). */
export function detailsView(values: InstantOfferValues) {
  return {
    ...contactPayload(values),
    kms: parseKm(values.kms),
    service_history: values.service_history,
    number_of_keys: values.number_of_keys,
    car_condition: values.car_condition,
    message: values.message,
  };
}

/**
 * The `trade_in` lead: '2. Offer Made' with an offer, '1. Appraisal Requested' when the buying
 * team calls instead. `dealershipSlug`: the shopper's choice on a group site (LEAD-21, LEAD-24);
 * undefined where the car traded against, or the only dealership, decides.
 */
export function tradeInLead(
  evalId: string,
  offerMade: boolean,
  values: InstantOfferValues,
  carId: string | undefined,
  dealershipSlug: string | undefined,
  env: LeadEnvironment,
): LeadInput {
  return {
    kind: 'trade_in',
    category: 'Trade-In',
    subcategory: offerMade ? INSTANT_OFFER_SUBCATEGORIES.offer : INSTANT_OFFER_SUBCATEGORIES.appraisal,
    dealership_slug: dealershipSlug,
    ...contactPayload(values),
    message: text(values.message, 4900),
    opt_in: values.opt_in,
    terms_conditions: values.terms_conditions || undefined,
    EvalID: evalId,
    Rego: normaliseRego(values.rego),
    regoState: values.state as LeadInput['regoState'],
    kms: parseKm(values.kms),
    service_history: values.service_history,
    number_of_keys: values.number_of_keys,
    car_condition: values.car_condition,
    car_id: carId,
    ...leadContext(env),
    website: values.website,
  };
}

export function offerAcceptedLead(
  evalId: string,
  tradeInLeadId: string,
  values: InstantOfferValues,
  carId: string | undefined,
  dealershipSlug: string | undefined,
  env: LeadEnvironment,
): LeadInput {
  return {
    kind: 'offer_accepted',
    category: 'Trade-In',
    subcategory: INSTANT_OFFER_SUBCATEGORIES.accepted,
    dealership_slug: dealershipSlug,
    ...contactPayload(values),
    opt_in: values.opt_in,
    lead_id: tradeInLeadId,
    offer_accepted: true,
    EvalID: evalId,
    car_id: carId,
    ...leadContext(env),
  };
}
