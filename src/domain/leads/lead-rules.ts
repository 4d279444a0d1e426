/**
 * Per-tenant rules on top of the lead schema (LEAD-04, LEAD-05, LEAD-06, LEAD-07): which
 * fields are required depends on the form and the dealer's settings. Used by the forms in
 * the browser and again by the API, so both give the same messages.
 */
import type { Lead } from './lead-schema.ts';
import { LEAD_MESSAGES } from './messages.ts';
import { PARTS_CATEGORY, PARTS_SUBCATEGORY, withPartsRequest } from './parts-enquiry.ts';

export interface LeadRules {
  commentsRequired: boolean;
  termsCheckbox: boolean;
  termsMessageVariant: boolean;
  /** Number of dealerships the tenant has; more than one makes the choice required. */
  dealershipCount: number;
  /** Whether the form shows a category / location field. */
  categoryShown?: boolean;
  locationShown?: boolean;
}

export interface FieldError {
  field: string;
  message: string;
}

const hasText = (value: string | undefined) => value !== undefined && value.trim() !== '';

export function leadFieldErrors(lead: Lead, rules: LeadRules): FieldError[] {
  const errors: FieldError[] = [];
  const require = (field: keyof Lead & string, present: boolean) => {
    if (!present) errors.push({ field, message: LEAD_MESSAGES.required });
  };
  // Postcode is required on every form a shopper fills in (spec-2 §5 Fields); accepting an
  // offer only answers an earlier lead that had it.
  if (lead.kind !== 'offer_accepted') require('postcode', hasText(lead.postcode));
  if (!hasText(lead.email) && !hasText(lead.phone))
    errors.push({ field: 'email', message: 'Please give an e-mail address or a phone number' });
  // Comments: required on enquiries unless the dealer turns it off; optional on test drives
  // (LEAD-07) and photo requests (LEAD-08).
  if (rules.commentsRequired && (lead.kind === 'enquiry' || lead.kind === 'careers'))
    require('message', hasText(lead.message));
  if (rules.categoryShown) require('category', hasText(lead.category));
  if (rules.locationShown) require('location', hasText(lead.location) || hasText(lead.location_id));
  if (rules.dealershipCount > 1 && !lead.car_id) require('dealership_slug', hasText(lead.dealership_slug));
  if (rules.termsCheckbox && lead.terms_conditions !== true) {
    errors.push({
      field: 'terms_conditions',
      message: rules.termsMessageVariant ? LEAD_MESSAGES.termsRequiredVariant : LEAD_MESSAGES.termsRequired,
    });
  }
  return errors;
}

/**
 * A Careers Enquiry is submitted as a General Enquiry with subcategory Career Enquiry (LEAD-05);
 * a parts enquiry is filed under Parts, its request written at the head of its message.
 */
export function normaliseLead(lead: Lead): Lead {
  if (lead.kind === 'careers') return { ...lead, category: 'General Enquiry', subcategory: 'Career Enquiry' };
  if (lead.kind === 'parts')
    return withPartsRequest({
      ...lead,
      category: PARTS_CATEGORY,
      subcategory: lead.subcategory ?? PARTS_SUBCATEGORY,
    });
  if (lead.kind === 'photos' && !hasText(lead.message))
    return { ...lead, message: 'Please send photos for this car' };
  return lead;
}

/**
 * Whether the lead carries the shopper's own car from a valuation: a trade-in, an accepted
 * offer, or a deal that trades a car in.
 */
export function hasOwnCar(lead: Pick<Lead, 'kind' | 'EvalID'>): boolean {
  return (
    lead.kind === 'trade_in' ||
    lead.kind === 'offer_accepted' ||
    (lead.kind === 'deal' && lead.EvalID !== undefined)
  );
}
