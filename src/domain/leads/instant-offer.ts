/**
 * The instant-offer wizard's rules (LEAD-11…LEAD-14, spec-2 §4 "Instant offer wizard", §5
 * "Instant offer"): its steps and which comes next after each answer of the vehicle lookup,
 * what Your Details needs, the image checks made before an upload, the odometer field's
 * format, and the offer's 7-day validity. The API checks the same Your Details rules on the
 * `trade_in` lead. Pure: no DOM, no fetch.
 */
import type { Lead } from './lead-schema.ts';
import type { FieldError } from './lead-rules.ts';
import { LEAD_MESSAGES } from './messages.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { VALUATION_CONDITIONS } from '../../model/valuation-references.ts';

export type InstantOfferStep = 'vehicle' | 'selection' | 'images' | 'details';

export const INSTANT_OFFER_STEP_TITLES: Readonly<Record<InstantOfferStep, string>> = {
  vehicle: 'Vehicle Details',
  selection: 'Vehicle Selection',
  images: 'Upload Images',
  details: 'Your Details',
};

/** Worded by the specs (spec-2 §8), except where marked. */
export const INSTANT_OFFER_MESSAGES = {
  noExactMatch: 'We could not find an exact match for your car, do any of these match?',
  notFound: 'Unfortunately, we could not find a match for your registration number.',
  notFoundHelp: 'Please call us or send us your details, and our buying team will value your car.',
  // Not worded by the specs: the allowed types of LEAD-12, said plainly.
  notAnImage: 'Please upload a JPEG, PNG, GIF or HEIC image.',
} as const;

/** The steps a wizard has: Upload Images only where the tenant turns image upload on. */
export function instantOfferSteps(imageUpload: boolean): InstantOfferStep[] {
  return imageUpload ? ['vehicle', 'selection', 'images', 'details'] : ['vehicle', 'selection', 'details'];
}

/** One vehicle the lookup identified (the eval-expert answer's first item, spec-2 §7). */
export interface IdentifiedVehicle {
  EvalID: string;
  VIN: string;
  Make: string;
  Model: string;
  Variant: string;
  Year: number;
  Body?: string | undefined;
  Transmission?: string | undefined;
}

export type LookupOutcome =
  | { kind: 'found'; vehicle: IdentifiedVehicle }
  | { kind: 'choose'; vin: string; descriptions: string[] }
  | { kind: 'not-found' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the lookup's answer means (LEAD-11): an EvalID is a vehicle found; a list of
 * descriptions is a choice to make; anything else (an empty list) is the not-found panel.
 */
export function lookupOutcome(answer: unknown): LookupOutcome {
  const first = Array.isArray(answer) ? answer[0] : undefined;
  if (!isRecord(first)) return { kind: 'not-found' };
  if (typeof first['EvalID'] === 'string' && first['EvalID'] !== '')
    return { kind: 'found', vehicle: first as unknown as IdentifiedVehicle };
  const list = first['vehicleDescriptions'];
  if (Array.isArray(list)) {
    const descriptions = list
      .map((item) => (isRecord(item) && typeof item['Description'] === 'string' ? item['Description'] : ''))
      .filter((text) => text !== '');
    if (descriptions.length > 0 && typeof first['VIN'] === 'string')
      return { kind: 'choose', vin: first['VIN'], descriptions };
  }
  return { kind: 'not-found' };
}

/** After a vehicle is identified: Upload Images when the tenant has it, else Your Details. */
export function stepAfterIdentified(imageUpload: boolean): InstantOfferStep {
  return imageUpload ? 'images' : 'details';
}

/** The steps the progress bar shows for the path taken: Vehicle Selection only when it was needed. */
export function progressSteps(imageUpload: boolean, choseVehicle: boolean): InstantOfferStep[] {
  return instantOfferSteps(imageUpload).filter((step) => step !== 'selection' || choseVehicle);
}

/** Answers of Your Details (spec-2 §3 trade-in payload). */
export const SERVICE_HISTORY_OPTIONS = [
  'Full service history',
  'Partial service history',
  'No service history',
] as const;
export const NUMBER_OF_KEYS_OPTIONS = ['1', '2', '3 or more'] as const;
/** The dealer's condition adjustments are set per answer (valuation-references.json conditionPercent). */
export const CAR_CONDITION_OPTIONS = VALUATION_CONDITIONS;

/** The odometer as typed ('45,000 kms', '45000') to whole km; undefined when it is not one. */
export function parseKm(text: string): number | undefined {
  const digits = text.replace(/[,\s]|kms?$/gi, '');
  if (!/^\d{1,7}$/.test(digits)) return undefined;
  return Number(digits);
}

/** The odometer field as the shopper types: digits grouped in thousands (LEAD-16), '' when empty. */
export function formatKmInput(text: string): string {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 7);
  return digits === '' ? '' : Number(digits).toLocaleString('en-AU');
}

const filled = (value: unknown) =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

/** The fields of Your Details, in display order (errors are listed in this order). */
export const DETAILS_FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'kms',
  'service_history',
  'number_of_keys',
  'car_condition',
  'message',
] as const;

/**
 * What Your Details still needs (LEAD-13): postcode (4 digits), odometer, service history,
 * number of keys, condition and comments, plus the contact fields. The answers must be ones the
 * form offers. Also the API's check of a `trade_in` lead made by the wizard (it has an EvalID).
 */
export function instantOfferDetailsErrors(lead: Partial<Lead>): FieldError[] {
  const errors: FieldError[] = [];
  const require = (field: string, present: boolean) => {
    if (!present) errors.push({ field, message: LEAD_MESSAGES.required });
  };
  const oneOf = (field: keyof Lead & string, options: readonly string[]) => {
    const value = lead[field];
    if (!filled(value)) require(field, false);
    else if (!options.includes(String(value)))
      errors.push({ field, message: 'Please choose one of the listed answers' });
  };
  require('name', filled(lead.name));
  if (!filled(lead.email) && !filled(lead.phone))
    errors.push({ field: 'email', message: 'Please give an e-mail address or a phone number' });
  if (!filled(lead.postcode)) require('postcode', false);
  else if (!/^\d{4}$/.test(String(lead.postcode).trim()))
    errors.push({ field: 'postcode', message: LEAD_MESSAGES.invalidPostcode });
  require('kms', lead.kms !== undefined);
  oneOf('service_history', SERVICE_HISTORY_OPTIONS);
  oneOf('number_of_keys', NUMBER_OF_KEYS_OPTIONS);
  oneOf('car_condition', CAR_CONDITION_OPTIONS);
  require('message', filled(lead.message));
  return errors;
}

/** Image types of LEAD-12, by file name and by declared type (the API checks the bytes). */
const IMAGE_NAME = /\.(jpe?g|png|gif|heic)$/i;
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/heic',
  'image/heif',
]);
export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Why this file cannot be uploaded as image number `already + 1`, or undefined when it can
 * (LEAD-12): JPEG/JPG/PNG/GIF/HEIC, at most 10MB, at most 10 in all. Phones often send HEIC
 * with no declared type, so a known name is enough here; the API checks the file's bytes.
 */
export function imageProblem(
  file: { name: string; size: number; type: string },
  already: number,
): string | undefined {
  if (already >= MAX_IMAGES) return LEAD_MESSAGES.tooManyImages;
  if (!IMAGE_NAME.test(file.name) && !IMAGE_TYPES.has(file.type.toLowerCase()))
    return INSTANT_OFFER_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return LEAD_MESSAGES.imageTooLarge;
  return undefined;
}

/** How long an instant offer stands (spec-2 §9 trade-in FAQ: 'value valid 7 days'). */
export const OFFER_VALID_DAYS = 7;

/** The last day (YYYY-MM-DD) an offer made on `day` (YYYY-MM-DD, the dealer's calendar) stands. */
export function offerValidUntil(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + OFFER_VALID_DAYS)).toISOString().slice(0, 10);
}

/**
 * Whether an offer made at `valuedAt` still stands at `now`: up to and including its last day in
 * the dealer's calendar. A valuation stored before the time was kept has none and is taken as current.
 */
export function isOfferCurrent(valuedAt: string | undefined, now: Date, timeZone: string): boolean {
  if (valuedAt === undefined) return true;
  return offerValidUntil(calendarDay(new Date(valuedAt), timeZone)) >= calendarDay(now, timeZone);
}

/** The lead's subcategory per stage (LEAD-14: acceptance is '3. Offer Accepted'). */
export const INSTANT_OFFER_SUBCATEGORIES = {
  appraisal: '1. Appraisal Requested',
  offer: '2. Offer Made',
  accepted: '3. Offer Accepted',
} as const;
