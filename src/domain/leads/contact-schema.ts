/**
 * The shopper's contact fields as the API-checked forms ask for them (reserve, online payment,
 * spin to win): one definition, the same messages in the browser and the API.
 */
import * as v from 'valibot';
import { LEAD_MESSAGES } from './messages.ts';

const EMAIL_MESSAGE = 'Please enter a valid e-mail address';
const PHONE_MESSAGE = 'Please enter a valid phone number';
const PHONE = /^[0-9 +()-]{6,20}$/;

/** Required text of at most `max` characters. */
export const requiredText = (max: number) =>
  v.pipe(
    v.string(LEAD_MESSAGES.required),
    v.trim(),
    v.nonEmpty(LEAD_MESSAGES.required),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)));

export const firstNameField = requiredText(80);
export const lastNameField = optionalText(80);

export const emailField = v.pipe(
  v.string(LEAD_MESSAGES.required),
  v.trim(),
  v.nonEmpty(LEAD_MESSAGES.required),
  v.maxLength(254),
  v.email(EMAIL_MESSAGE),
);
export const optionalEmailField = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(254), v.email(EMAIL_MESSAGE)),
);

export const phoneField = v.pipe(
  v.string(LEAD_MESSAGES.required),
  v.trim(),
  v.nonEmpty(LEAD_MESSAGES.required),
  v.regex(PHONE, PHONE_MESSAGE),
);
export const optionalPhoneField = v.optional(v.pipe(v.string(), v.trim(), v.regex(PHONE, PHONE_MESSAGE)));

/** Postcode: required, exactly 4 digits (spec-2 §5 Fields). */
export const postcodeField = v.pipe(
  v.string(LEAD_MESSAGES.required),
  v.trim(),
  v.nonEmpty(LEAD_MESSAGES.required),
  v.regex(/^\d{4}$/, LEAD_MESSAGES.invalidPostcode),
);

/** The solved robot check (LEAD-22); checked by the API, never stored. */
export const captchaField = v.optional(v.pipe(v.string(), v.maxLength(8000)));
