/**
 * Australian phone numbers: what a shopper types ("0412 345 678", "+61 412 345 678",
 * "61412345678", "(02) 9555 0101") normalised to E.164 ("+61412345678"), the one form the
 * API stores and compares (sign-in, watchlist). Anything else is rejected with a message
 * the shopper can act on. Pure: no I/O.
 */

export type PhoneKind = 'mobile' | 'landline';

export type PhoneResult = { ok: true; phone: string; kind: PhoneKind } | { ok: false; message: string };

/** Longest input worth looking at; real numbers with spaces and a +61 are far shorter. */
export const MAX_PHONE_INPUT = 30;

export const PHONE_MESSAGES = {
  empty: 'Please enter your phone number.',
  tooLong: 'That phone number is too long.',
  characters: 'A phone number may only contain digits, spaces, brackets, dashes and a leading +.',
  notAustralian: 'Please enter an Australian phone number (+61).',
  invalid: 'Please enter a valid Australian phone number, for example 0412 345 678 or 02 9555 0101.',
  serviceNumber: '13, 1300 and 1800 numbers cannot be used. Please enter a mobile or landline number.',
  notMobile: 'Please enter an Australian mobile number, for example 0412 345 678.',
} as const;

/** Leading digit of the 9-digit national number: 4 mobile; 2, 3, 7, 8 geographic landlines. */
function kindOf(national: string): PhoneKind | undefined {
  if (national.startsWith('4')) return 'mobile';
  if (/^[2378]/.test(national)) return 'landline';
  return undefined;
}

/** Normalises an Australian mobile or landline number to E.164, or says why it cannot. */
export function normaliseAuPhone(input: string): PhoneResult {
  const text = input.trim();
  if (text === '') return { ok: false, message: PHONE_MESSAGES.empty };
  if (text.length > MAX_PHONE_INPUT) return { ok: false, message: PHONE_MESSAGES.tooLong };
  if (!/^\+?[\d\s().-]+$/.test(text)) return { ok: false, message: PHONE_MESSAGES.characters };
  const digits = text.replace(/\D/g, '');

  let national: string;
  if (text.startsWith('+')) {
    if (!digits.startsWith('61')) return { ok: false, message: PHONE_MESSAGES.notAustralian };
    national = digits.slice(2);
  } else if (digits.startsWith('0061')) {
    national = digits.slice(4);
  } else if (digits.startsWith('61') && digits.length === 11) {
    national = digits.slice(2);
  } else if (digits.startsWith('0')) {
    national = digits.slice(1);
  } else if (/^1[38]/.test(digits)) {
    return { ok: false, message: PHONE_MESSAGES.serviceNumber };
  } else {
    // Nine digits without the trunk 0 ("412 345 678"), as typed next to a +61 prefix.
    national = digits;
  }
  // "+61 (0)412 345 678": the trunk 0 written after the country code.
  if (national.length === 10 && national.startsWith('0')) national = national.slice(1);
  if (/^1[38]/.test(national)) return { ok: false, message: PHONE_MESSAGES.serviceNumber };
  if (!/^\d{9}$/.test(national)) return { ok: false, message: PHONE_MESSAGES.invalid };
  const kind = kindOf(national);
  if (!kind) return { ok: false, message: PHONE_MESSAGES.invalid };
  return { ok: true, phone: `+61${national}`, kind };
}

/** Normalises a number that must be a mobile (it receives an SMS). */
export function normaliseAuMobile(input: string): PhoneResult {
  const result = normaliseAuPhone(input);
  if (result.ok && result.kind !== 'mobile') return { ok: false, message: PHONE_MESSAGES.notMobile };
  return result;
}

/** The national display form of an E.164 Australian number: "0412 345 678", "(02) 9555 0101". */
export function formatAuPhone(e164: string): string {
  const match = /^\+61(\d{9})$/.exec(e164);
  if (!match) return e164;
  const national = match[1]!;
  if (national.startsWith('4'))
    return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return `(0${national[0]}) ${national.slice(1, 5)} ${national.slice(5)}`;
}
