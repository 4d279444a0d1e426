/**
 * The lead payload every form sends (spec-1 §7 "Lead submission", spec-2 §3 "Enquiry
 * payload", LEAD-01). One schema for all kinds; the kind decides which rules apply
 * (lead-rules.ts). Lengths are capped so no field can carry a megabyte (SEC-02).
 */
import * as v from 'valibot';
import type { DealSummary } from '../deals/deal.ts';

export const LEAD_KINDS = [
  'enquiry',
  'test_drive',
  'photos',
  'finance',
  'service',
  'trade_in',
  'careers',
  'offer_accepted',
  'deal',
  'parts',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

const short = (max = 120) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)));
const yesNo = v.optional(v.picklist(['Yes', 'No']));

export const LeadSchema = v.strictObject({
  kind: v.picklist(LEAD_KINDS, 'Unknown lead kind'),
  category: short(80),
  subcategory: short(80),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('* This field is required'),
    v.maxLength(80, 'Must be at most 80 characters'),
  ),
  last_name: short(80),
  email: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('Please enter a valid e-mail address')),
  ),
  phone: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[0-9 +()-]{6,20}$/, 'Please enter a valid phone number')),
  ),
  postcode: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'Invalid postcode. Please enter a 4-digit number.')),
  ),
  message: short(5000),
  opt_in: v.optional(v.boolean(), true),
  page_id: short(80),
  Rego: short(12),
  rego: short(12),
  regoState: v.optional(v.picklist(['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'])),
  location: short(120),
  location_id: short(40),
  dealership_slug: short(80),
  manufacturer_slug: short(80),
  additional_services: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(20))),
  lead_id: short(60),
  lead_status: short(40),
  form_completed: v.optional(v.boolean()),
  terms_conditions: v.optional(v.boolean()),
  PreferredContactMethod: v.optional(v.picklist(['Phone', 'Email', 'SMS'])),
  finance: yesNo,
  'do-you-have-a-trade-in': yesNo,
  kms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_000_000))),
  /** Finance: the price of the car the shopper has in mind, whole dollars (vehiclePriceBudget). */
  vehicle_price_budget: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.maxValue(10_000_000, 'Please enter a budget under $10,000,000'),
    ),
  ),
  // Vehicle the lead is about (LEAD-01 defaults)
  stock_number: short(40),
  'Vehicle Make': short(60),
  'Vehicle Model': short(60),
  'Vehicle Year': v.optional(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
  'Vehicle Rego': short(12),
  'Vehicle State': short(3),
  car_type: v.optional(v.picklist(['new', 'demo', 'used'])),
  car_id: short(60),
  vehicle_status: short(40),
  car_dealership_id: short(40),
  autogauge_enabled: v.optional(v.boolean()),
  // Test drive (LEAD-07): 'Test Drive Booking Date'
  test_drive_at: v.optional(v.pipe(v.string(), v.isoTimestamp('Please choose a valid date and time'))),
  distribution_location: short(120),
  // Service booking (LEAD-09, LEAD-10)
  'Service Interval': short(60),
  'Service Type': short(60),
  'Preferred Service Date': v.optional(v.pipe(v.string(), v.isoDate('Please choose a valid date'))),
  Comments: short(5000),
  // Parts enquiry (/parts/search, /vehicle-parts-and-accessories): the part, by name or number.
  part_name: short(120),
  part_number: short(60),
  // Trade-in / instant offer (spec-2 §3)
  EvalID: short(60),
  offer_price: v.optional(v.pipe(v.number(), v.minValue(0))),
  offer_accepted: v.optional(v.boolean()),
  // The shopper's own car as the valuation identified it: the API fills these from the
  // valuation the EvalID names, whatever the browser sent (spec-2 §3 trade-in payload).
  VIN: short(17),
  EngineNumber: short(40),
  RegoExpiry: short(20),
  Series: short(60),
  Variant: short(80),
  Transmission: short(60),
  RedBookCode: short(40),
  /** How many photos the shopper uploaded; set by the API from the valuation, never by the browser. */
  photo_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10))),
  service_history: short(60),
  number_of_keys: short(10),
  car_condition: short(60),
  // The online purchase journey (DEAL-03): the shopper's choices. The money (price, delivery
  // estimate, trade-in offer, repayment) is worked out again by the API (services/deals.ts).
  deal_payment: v.optional(v.picklist(['cash', 'finance'], 'Choose how you would like to pay')),
  deal_deposit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000))),
  deal_term_years: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(7))),
  delivery_method: v.optional(v.picklist(['pickup', 'delivery'], 'Choose pick-up or delivery')),
  delivery_postcode: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'Invalid postcode. Please enter a 4-digit number.')),
  ),
  // Context sent with every lead (spec-1 §7)
  isLastStep: v.optional(v.boolean(), true),
  url: short(2000),
  source: v.optional(v.literal('Website'), 'Website'),
  user_agent: short(500),
  lead_attributes: v.optional(
    v.strictObject({
      visited_pages: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(2000))), v.maxLength(50))),
      linked_query_params: v.optional(
        v.pipe(
          v.record(v.pipe(v.string(), v.maxLength(60)), v.pipe(v.string(), v.maxLength(500))),
          v.check((r) => Object.keys(r).length <= 30, 'Too many query parameters'),
        ),
      ),
    }),
  ),
  // Spam defence (SEC-03): a field people never see, and when the form was shown.
  website: v.optional(v.string()),
  form_started_at: v.optional(v.number()),
  /** The solved captcha (ALTCHA's base64 payload, LEAD-22); checked by the API, never stored. */
  altcha: v.optional(v.pipe(v.string(), v.maxLength(8000))),
});

export type LeadInput = v.InferInput<typeof LeadSchema>;
export type Lead = v.InferOutput<typeof LeadSchema>;

/**
 * A stored lead's payload: the lead, plus what the API worked out itself for a deal (never
 * taken from the browser).
 */
export type LeadPayload = Lead & { deal_summary?: StoredDeal | undefined };

/** The deal as the API priced it (services/deals.ts), kept with the lead for the dealer. */
export interface StoredDeal {
  summary: DealSummary;
  /** The delivery place ("4000 Brisbane City, Brisbane metro") or the pick-up location's name. */
  place?: string | undefined;
  pickupFrom?: string | undefined;
}
