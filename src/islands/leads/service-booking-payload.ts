/**
 * The service booking form's data (LEAD-09, LEAD-10): what the page gives the island, the
 * shopper's values, and the exact POST /api/leads body built from them. Pure: no DOM.
 */
import { normaliseRego } from '../../domain/leads/rego.ts';
import type { LeadInput } from '../../domain/leads/lead-schema.ts';
import type { ServiceBookingRules, ServiceWizard } from '../../domain/leads/service-booking.ts';
import { consentPayload, contactPayload, type LeadEnvironment, text } from './lead-payload.ts';

export interface ServiceBookingConfig {
  wizard: ServiceWizard;
  rules: ServiceBookingRules;
  /**
   * The dealerships to choose from when there is more than one, each with the location its
   * bookings go to (its service location, else its primary or first one).
   */
  dealerships: { slug: string; name: string; locationId: string | undefined; timeZone: string }[];
  /** The service location the booking goes to (its e-mail receives the lead). */
  location: { id: string; name: string } | undefined;
  /** The make the dealer services, filled in for the shopper (they may change it). */
  make: string | undefined;
  /** The rego state selected first: the service location's, else QLD (LOC-08). */
  defaultState: string;
  /** The service location's zone (LOC-10): a preferred date before its today is refused. */
  timeZone: string;
  /** The robot check (forms.captcha, LEAD-22). */
  captcha: boolean;
  termsCheckbox: boolean;
  termsMessageVariant: boolean;
  termsHref: string;
  siteName: string;
}

export interface ServiceBookingValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  dealership_slug: string;
  rego: string;
  state: string;
  make: string;
  model: string;
  year: string;
  kms: string;
  interval: string;
  type: string;
  date: string;
  extras: string[];
  message: string;
  opt_in: boolean;
  terms_conditions: boolean;
  website: string;
}

export { normaliseRego };

/** Digits of a km figure typed with separators or a 'kms' suffix ("45,000 kms" → 45000). */
export function parseKms(kms: string): number | undefined {
  const digits = kms.replace(/[^\d]/g, '');
  return digits ? Number(digits) : undefined;
}

export function buildServiceLead(
  config: ServiceBookingConfig,
  values: ServiceBookingValues,
  env: LeadEnvironment,
): LeadInput {
  const year = Number(values.year);
  // A chosen dealership's own location receives the booking; otherwise the page's.
  const chosen = config.dealerships.find((dealership) => dealership.slug === values.dealership_slug);
  const locationId = chosen?.locationId ?? config.location?.id;
  return {
    kind: 'service',
    category: 'Service',
    subcategory: 'Service Booking',
    ...contactPayload(values),
    dealership_slug: text(values.dealership_slug, 80),
    location: chosen ? chosen.name : config.location?.name,
    location_id: locationId,
    'Vehicle Rego': text(normaliseRego(values.rego), 12),
    'Vehicle State': text(values.state, 3),
    'Vehicle Make': text(values.make, 60),
    'Vehicle Model': text(values.model, 60),
    'Vehicle Year': Number.isInteger(year) && year > 0 ? year : undefined,
    kms: parseKms(values.kms),
    'Service Interval': text(values.interval, 60),
    'Service Type': text(values.type, 60),
    'Preferred Service Date': text(values.date, 10),
    additional_services: values.extras.length > 0 ? [...values.extras] : undefined,
    message: text(values.message, 4900),
    ...consentPayload(values, config.termsCheckbox, env),
  };
}
