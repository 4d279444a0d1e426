import { type FieldError, leadFieldErrors } from '../../domain/leads/lead-rules.ts';
import type { LeadInput } from '../../domain/leads/lead-schema.ts';
import {
  consentPayload,
  contactPayload,
  type LeadEnvironment,
  locationFormErrors,
  schemaErrors,
  text,
} from './lead-payload.ts';

/** What the shopper's enquiry is about (shown, so required: spec-2 §5). */
export const ENQUIRY_TOPICS = ['Sales', 'Service', 'Parts', 'Finance', 'Other'] as const;
export const PREFERRED_CONTACT = ['Phone', 'Email', 'SMS'] as const;

export interface EnquiryLocation {
  id: string;
  name: string;
  dealershipSlug: string | undefined;
}

export interface GeneralEnquiryConfig {
  /**
   * 'careers' on the careers page: no topic, sent as a `careers` lead, which the API files as a
   * General Enquiry with subcategory Career Enquiry (LEAD-05).
   */
  purpose: 'enquiry' | 'careers';
  /** The locations the enquiry may go to, in display order; one is chosen for the shopper (LEAD-17). */
  locations: EnquiryLocation[];
  /** The location chosen first: the page's own, or the only one. */
  defaultLocationId: string | undefined;
  commentsRequired: boolean;
  /** The robot check (forms.captcha, LEAD-22). */
  captcha: boolean;
  termsCheckbox: boolean;
  termsMessageVariant: boolean;
  termsHref: string;
  dealershipCount: number;
  submitButton: string;
  siteName: string;
}

export interface GeneralEnquiryValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  topic: string;
  location_id: string;
  contact_method: string;
  message: string;
  opt_in: boolean;
  terms_conditions: boolean;
  website: string;
}

/** The location field shows only when there is a choice; a single location is chosen for the shopper. */
export function showsLocationChoice(config: Pick<GeneralEnquiryConfig, 'locations'>): boolean {
  return config.locations.length > 1;
}

export function buildGeneralEnquiry(
  config: GeneralEnquiryConfig,
  values: GeneralEnquiryValues,
  env: LeadEnvironment,
): LeadInput {
  const location =
    config.locations.find((entry) => entry.id === values.location_id) ??
    (config.locations.length === 1 ? config.locations[0] : undefined);
  const careers = config.purpose === 'careers';
  return {
    kind: careers ? 'careers' : 'enquiry',
    category: 'General Enquiry',
    subcategory: careers ? 'Career Enquiry' : text(values.topic, 80),
    ...contactPayload(values),
    location: location?.name,
    location_id: location?.id,
    dealership_slug: location?.dealershipSlug,
    PreferredContactMethod: (PREFERRED_CONTACT as readonly string[]).includes(values.contact_method)
      ? (values.contact_method as (typeof PREFERRED_CONTACT)[number])
      : undefined,
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
  'subcategory',
  'location',
  'message',
  'terms_conditions',
];

/** The errors the API would answer with, plus the form's own: topic and location when shown (spec-2 §5). */
export function generalEnquiryErrors(payload: LeadInput, config: GeneralEnquiryConfig): FieldError[] {
  const { errors, lead } = schemaErrors(payload);
  errors.push(
    ...leadFieldErrors(
      { ...lead, category: lead.subcategory },
      {
        commentsRequired: config.commentsRequired,
        termsCheckbox: config.termsCheckbox,
        termsMessageVariant: config.termsMessageVariant,
        dealershipCount: config.dealershipCount,
        categoryShown: config.purpose === 'enquiry',
        locationShown: showsLocationChoice(config),
      },
    ).map((error) => (error.field === 'category' ? { ...error, field: 'subcategory' } : error)),
  );
  return locationFormErrors(errors, ORDER, showsLocationChoice(config));
}
