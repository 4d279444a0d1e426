/**
 * The parts enquiry form's payload and checks (/parts/search, /vehicle-parts-and-accessories):
 * the part by name or number, the shopper's car, the dealership whose parts desk gets it (chosen
 * for the shopper when there is one, LEAD-17, LEAD-24), contact details and consent. Pure.
 */
import { type FieldError, leadFieldErrors } from '../../domain/leads/lead-rules.ts';
import type { LeadInput } from '../../domain/leads/lead-schema.ts';
import { PARTS_CATEGORY, PARTS_SUBCATEGORY, partsEnquiryErrors } from '../../domain/leads/parts-enquiry.ts';
import type { PartsDesk } from '../../domain/parts/parts-pages.ts';
import {
  consentPayload,
  contactPayload,
  type LeadEnvironment,
  locationFormErrors,
  schemaErrors,
  text,
} from './lead-payload.ts';

export interface PartsEnquiryConfig {
  /** Where the enquiry may go: a group's dealerships with a parts, service or primary desk, or the site's one. */
  desks: PartsDesk[];
  /** The tenant's dealerships: more than one makes the choice required (LEAD-21). */
  dealershipCount: number;
  /** The site's make on a single-manufacturer site, filled in for the shopper. */
  make: string | undefined;
  /** Fill the part and car from the address (?part=&number=&make=&model=, an accessory's link). */
  fromQuery: boolean;
  captcha: boolean;
  termsCheckbox: boolean;
  termsMessageVariant: boolean;
  termsHref: string;
  submitButton: string;
  siteName: string;
}

export interface PartsEnquiryValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  part_name: string;
  part_number: string;
  make: string;
  model: string;
  year: string;
  vin: string;
  /** The chosen desk's dealership slug (or its location id on a site without dealerships). */
  desk: string;
  message: string;
  opt_in: boolean;
  terms_conditions: boolean;
  website: string;
}

/** A desk's value in the form: its dealership, or its location where the site has no dealerships. */
export const deskValue = (desk: PartsDesk) => desk.dealershipSlug ?? desk.locationId;

/** The dealership field shows only when there is a choice; one desk is chosen for the shopper. */
export function showsDeskChoice(config: Pick<PartsEnquiryConfig, 'desks'>): boolean {
  return config.desks.length > 1;
}

/** The desk chosen first: the only one there is, else none (the shopper picks). */
export function initialDesk(config: Pick<PartsEnquiryConfig, 'desks'>): string {
  return config.desks.length === 1 ? deskValue(config.desks[0]!) : '';
}

export function buildPartsEnquiry(
  config: PartsEnquiryConfig,
  values: PartsEnquiryValues,
  env: LeadEnvironment,
): LeadInput {
  const desk =
    config.desks.find((entry) => deskValue(entry) === values.desk) ??
    (config.desks.length === 1 ? config.desks[0] : undefined);
  const year = Number(values.year);
  return {
    kind: 'parts',
    category: PARTS_CATEGORY,
    subcategory: PARTS_SUBCATEGORY,
    ...contactPayload(values),
    part_name: text(values.part_name, 120),
    part_number: text(values.part_number, 60),
    'Vehicle Make': text(values.make, 60),
    'Vehicle Model': text(values.model, 60),
    'Vehicle Year': values.year && Number.isInteger(year) ? year : undefined,
    VIN: text(values.vin, 17)?.toUpperCase(),
    dealership_slug: desk?.dealershipSlug,
    location: desk?.locationName,
    location_id: desk?.locationId,
    message: text(values.message, 4900),
    ...consentPayload(values, config.termsCheckbox, env),
  };
}

const ORDER = [
  'part_name',
  'part_number',
  'Vehicle Make',
  'Vehicle Model',
  'Vehicle Year',
  'VIN',
  'location',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'terms_conditions',
];

/** The errors the API would answer with, in the form's order; a dealership error shows on the dealership field. */
export function partsEnquiryFormErrors(payload: LeadInput, config: PartsEnquiryConfig): FieldError[] {
  const { errors, lead } = schemaErrors(payload);
  errors.push(
    ...leadFieldErrors(lead, {
      commentsRequired: false,
      termsCheckbox: config.termsCheckbox,
      termsMessageVariant: config.termsMessageVariant,
      dealershipCount: config.dealershipCount,
      locationShown: showsDeskChoice(config),
    }),
    ...partsEnquiryErrors(lead),
  );
  return locationFormErrors(errors, ORDER, true);
}
