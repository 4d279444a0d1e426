/**
 * From what the shopper typed to the exact body POST /api/leads accepts (LEAD-01, spec-1 §7,
 * spec-2 §3), the client-side check with the server's own rules and messages (the valibot
 * LeadSchema and leadFieldErrors), and what an answer means for the form (LEAD-02, LEAD-03).
 * Pure: the browser environment (URL, user agent, visited pages) comes in as arguments.
 */
import * as v from 'valibot';
import { enquiryEventId, testDriveEventId, type AnalyticsEventId } from '../../domain/analytics.ts';
import { type FieldError, leadFieldErrors, normaliseLead } from '../../domain/leads/lead-rules.ts';
import { type Lead, type LeadInput, LeadSchema } from '../../domain/leads/lead-schema.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { isTestDriveOnly } from '../../domain/vehicle/actions.ts';
import { slugify } from '../../model/slugify.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import type { LeadConfig } from './lead-config.ts';

export type LeadFormKind = 'enquiry' | 'test_drive' | 'photos';

export const LEAD_FORM_KINDS: readonly LeadFormKind[] = ['enquiry', 'test_drive', 'photos'];

/** LEAD-08: the hidden prefilled line of a photo request. */
export const PHOTOS_MESSAGE = 'Please send photos for this car';

export const DEFAULT_SUBCATEGORY: Record<LeadFormKind, string> = {
  enquiry: 'Vehicle Enquiry',
  test_drive: 'Test Drive',
  photos: 'Request Photos',
};

export interface LeadRequest {
  kind: LeadFormKind;
  /** From the opener's data-subcategory, e.g. 'Find Me Something Similar', 'Reserve'. */
  subcategory?: string | undefined;
}

/**
 * The form a click opens. A car tagged 'Test Drive Only' is handled as a test-drive lead
 * (LEAD-07): its plain enquiry opens the test-drive form.
 */
export function resolveRequest(
  kind: string | undefined,
  subcategory: string | undefined,
  car: Pick<LeadConfig['car'], 'tag'>,
): LeadRequest | undefined {
  if (!LEAD_FORM_KINDS.includes(kind as LeadFormKind)) return undefined;
  const sub = subcategory?.trim().slice(0, 80) || undefined;
  if (kind === 'enquiry' && !sub && isTestDriveOnly(car)) return { kind: 'test_drive' };
  return { kind: kind as LeadFormKind, subcategory: sub };
}

export interface LeadFormValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
  opt_in: boolean;
  terms_conditions: boolean;
  /** Test drive: an ISO instant (a slot's start, or the fallback input converted). */
  test_drive_at?: string | undefined;
  /** Test drive: the sales location of the chosen slot (books it, LEAD-19). */
  slot_location_id?: string | undefined;
  distribution_location?: string | undefined;
  /** Honeypot: stays empty for people (SEC-03). */
  website: string;
}

export interface LeadEnvironment {
  url: string;
  userAgent: string;
  visitedPages: readonly string[];
  linkedQueryParams: Readonly<Record<string, string>>;
  formStartedAt: number;
}

/** A typed value trimmed and capped; undefined when empty, so the field is left out. */
export const text = (value: string | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** The message sent: a photo request always carries its prefilled line (LEAD-08). */
export function leadMessage(kind: LeadFormKind, message: string): string | undefined {
  const own = text(message, 4900);
  if (kind !== 'photos') return own;
  return own ? `${PHOTOS_MESSAGE}\n\n${own}` : PHOTOS_MESSAGE;
}

/** The shopper's contact fields as the API takes them: trimmed, capped, empty ones left out. */
export function contactPayload(
  values: Pick<LeadFormValues, 'name' | 'last_name' | 'email' | 'phone' | 'postcode'>,
) {
  return {
    // Not cut short: a name over 80 characters gets the schema's message rather than vanishing.
    name: values.name.trim(),
    last_name: text(values.last_name, 80),
    email: text(values.email, 254),
    phone: text(values.phone, 20),
    postcode: text(values.postcode, 4),
  };
}

/** The body of POST /api/leads; fields left empty are left out. */
export function buildLeadPayload(
  config: LeadConfig,
  request: LeadRequest,
  values: LeadFormValues,
  env: LeadEnvironment,
): LeadInput {
  const { car, settings } = config;
  const payload: LeadInput = {
    kind: request.kind,
    subcategory: request.subcategory ?? DEFAULT_SUBCATEGORY[request.kind],
    ...contactPayload(values),
    message: leadMessage(request.kind, values.message),
    opt_in: values.opt_in,
    // LEAD-01 defaults: the car the lead is about.
    dealership_slug: car.dealership_slug,
    // The make's slug, as the make's pages name it (not carried in the page: the make is).
    manufacturer_slug: slugify(car.make),
    stock_number: car.stocknum,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    'Vehicle Year': car.year,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
    car_dealership_id: car.dealership_id,
    // Context of every lead (spec-1 §7).
    isLastStep: true,
    url: env.url.slice(0, 2000),
    source: 'Website',
    user_agent: env.userAgent.slice(0, 500),
    lead_attributes: {
      visited_pages: env.visitedPages.filter((page) => page.length <= 2000).slice(-50),
      linked_query_params: { ...env.linkedQueryParams },
    },
    website: values.website,
    form_started_at: env.formStartedAt,
  };
  if (settings.termsCheckbox) payload.terms_conditions = values.terms_conditions;
  if (request.kind === 'test_drive') {
    if (values.test_drive_at) payload.test_drive_at = values.test_drive_at;
    // The location is sent only with a slot from its diary: the API books that slot.
    if (values.test_drive_at && values.slot_location_id) payload.location_id = values.slot_location_id;
    const distribution = text(values.distribution_location, 120);
    if (distribution) payload.distribution_location = distribution;
  }
  for (const key of Object.keys(payload) as (keyof LeadInput)[])
    if (payload[key] === undefined) delete payload[key];
  return payload;
}

/** The form's fields in display order: errors are listed in this order. */
export const FIELD_ORDER = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'distribution_location',
  'test_drive_at',
  'message',
  'terms_conditions',
] as const;

/**
 * The errors the API would answer with, checked before sending: the schema's messages per
 * field, then the dealer's rules (comments, terms, e-mail or phone). One error per field.
 */
export function leadErrors(
  payload: LeadInput,
  settings: Pick<
    LeadConfig['settings'],
    'commentsRequired' | 'termsCheckbox' | 'termsMessageVariant' | 'dealershipCount'
  >,
): FieldError[] {
  const checked = schemaErrors(payload);
  const errors = checked.errors;
  const lead = normaliseLead(checked.lead);
  errors.push(
    ...leadFieldErrors(lead, {
      commentsRequired: settings.commentsRequired,
      termsCheckbox: settings.termsCheckbox,
      termsMessageVariant: settings.termsMessageVariant,
      dealershipCount: settings.dealershipCount,
    }),
  );
  return sortErrors(errors);
}

/** The lead schema's messages per field, and the lead as far as it could be read. */
export function schemaErrors(payload: LeadInput): { errors: FieldError[]; lead: Lead } {
  const result = v.safeParse(LeadSchema, payload);
  if (result.success) return { errors: [], lead: result.output };
  return {
    errors: result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })),
    lead: payload as Lead,
  };
}

/**
 * One error per field in the form's `order` (unknown fields last). Where the form chooses the
 * dealership through its location field, a dealership error is shown on that field.
 */
export function locationFormErrors(
  errors: readonly FieldError[],
  order: readonly string[],
  dealershipOnLocation: boolean,
): FieldError[] {
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const seen = new Set<string>();
  return errors
    .map((error) =>
      dealershipOnLocation && error.field === 'dealership_slug' ? { ...error, field: 'location' } : error,
    )
    .filter((error) => !seen.has(error.field) && Boolean(seen.add(error.field)))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/** One error per field, in form order (unknown fields last). */
export function sortErrors(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  const unique = errors.filter((e) => !seen.has(e.field) && Boolean(seen.add(e.field)));
  const rank = (field: string) => {
    const index = (FIELD_ORDER as readonly string[]).indexOf(field);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return unique.sort((a, b) => rank(a.field) - rank(b.field));
}

export type SubmitOutcome =
  | { kind: 'success'; leadId: string }
  /** The server refused fields: shown beside them, under the server's heading. */
  | { kind: 'invalid'; message: string; errors: FieldError[] }
  /** 409: the test-drive slot was taken meanwhile; the slots are refreshed. */
  | { kind: 'conflict'; message: string }
  /** `alert`: the browser alert 'An error occurred when submitting this form' (LEAD-02). */
  | { kind: 'failure'; message: string; alert: boolean };

/** What an answer of POST /api/leads means for the form (LEAD-02, LEAD-03, spec-1 §8). */
export function submitOutcome(result: ApiResult<{ lead_id?: unknown }>): SubmitOutcome {
  if (result.ok) {
    const id = result.data.lead_id;
    return typeof id === 'string' && id !== ''
      ? { kind: 'success', leadId: id }
      : { kind: 'failure', message: LEAD_MESSAGES.unexpected, alert: false };
  }
  if (result.status === 409) return { kind: 'conflict', message: result.message };
  if ((result.status === 400 || result.status === 422) && result.errors.length > 0)
    return { kind: 'invalid', message: result.message, errors: sortErrors(result.errors) };
  if (result.status === 0 || result.status >= 500)
    return { kind: 'failure', message: LEAD_MESSAGES.submitFailed, alert: true };
  return { kind: 'failure', message: result.message || LEAD_MESSAGES.unexpected, alert: false };
}

/** AN-01: 14/15 for enquiries and photo requests on new/used cars, 17/48 for test drives. */
export function leadEventId(
  kind: LeadFormKind,
  car: Pick<LeadConfig['car'], 'car_type' | 'tag'>,
): AnalyticsEventId {
  return kind === 'test_drive' ? testDriveEventId(car) : enquiryEventId(car);
}

/** A fresh Idempotency-Key for one opening of a form (the API accepts 8–100 of [A-Za-z0-9_.:-]). */
export function newIdempotencyKey(
  random: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto,
): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The success page for this car (the slug is checked again there). */
export function successHref(car: Pick<LeadConfig['car'], 'slug'>, kind: LeadFormKind): string {
  return `/success?${new URLSearchParams({ car: car.slug, type: kind })}`;
}

/**
 * How a one-page form ends its payload: the opt-in, the terms box where the dealer shows one,
 * the hidden field, and the context every lead carries.
 */
export function consentPayload(
  values: { opt_in: boolean; terms_conditions: boolean; website: string },
  termsCheckbox: boolean,
  env: LeadEnvironment,
) {
  return {
    opt_in: values.opt_in,
    terms_conditions: termsCheckbox ? values.terms_conditions : undefined,
    website: values.website,
    ...leadContext(env),
  };
}

/** The context every lead carries (spec-1 §7): where it was sent from, and the spam signals' inputs. */
export function leadContext(env: LeadEnvironment) {
  return {
    form_completed: true,
    isLastStep: true,
    url: env.url.slice(0, 2000),
    source: 'Website' as const,
    user_agent: env.userAgent.slice(0, 500),
    lead_attributes: {
      visited_pages: env.visitedPages.slice(-50).map((page) => page.slice(0, 2000)),
      linked_query_params: env.linkedQueryParams,
    },
    form_started_at: env.formStartedAt,
  };
}
