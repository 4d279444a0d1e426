/**
 * How the instant-offer wizard shows a refusal (spec-2 §8 "Instant offer step errors show the
 * error message, or 'An error occurred while submitting the form. Please try again.'",
 * LEAD-13, LEAD-24): an error on a field the shopper can see stays beside that field; one on a
 * field the shopper cannot see is shown as its message, and a bare field mark ('* This field
 * is required') for such a field becomes the spec's step error, since no one can act on it.
 * Pure: no DOM.
 */
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import type { SubmitOutcome } from './lead-payload.ts';

/** A refusal from the API: its message and the fields it names. */
export interface Refusal {
  message: string;
  errors: readonly FieldError[];
}

/** Fields of the API's answers, by the wizard's own field names. */
export const API_FIELDS: Readonly<Record<string, string>> = {
  regoState: 'state',
  desc: 'choice',
  cName: 'name',
  cEmail: 'email',
  cPhone: 'phone',
  km: 'kms',
  Rego: 'rego',
};

/** The prefix of an error that names no field the shopper can see: shown as its message alone. */
export const NOTE_PREFIX = 'note-';

/** A message that only marks a field ('* This field is required', '* Please choose one car.'). */
const isFieldMark = (message: string) => message.trim().startsWith('*');

export interface RefusalView {
  /** Over the list, or alone when the refusal names no field. */
  heading: string;
  /** Visible fields by their name; the rest as notes (NOTE_PREFIX + n). */
  errors: FieldError[];
}

export function refusalView(refusal: Refusal, visible: readonly string[]): RefusalView {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of refusal.errors) {
    const field = API_FIELDS[error.field] ?? error.field;
    if (visible.includes(field)) {
      if (!seen.has(field)) errors.push({ field, message: error.message });
      seen.add(field);
      continue;
    }
    const message = isFieldMark(error.message) ? LEAD_MESSAGES.wizardFailed : error.message;
    if (seen.has(`${NOTE_PREFIX}${message}`)) continue;
    seen.add(`${NOTE_PREFIX}${message}`);
    errors.push({ field: `${NOTE_PREFIX}${errors.length}`, message });
  }
  const heading = refusal.message.trim() === '' ? LEAD_MESSAGES.wizardFailed : refusal.message;
  return { heading, errors };
}

/** A lead the API did not take, as a refusal of the wizard's last step. */
export function leadRefusal(outcome: Exclude<SubmitOutcome, { kind: 'success' }>): Refusal {
  if (outcome.kind === 'invalid') return { message: outcome.message, errors: outcome.errors };
  // No answer or a server error: the spec's step error, not the enquiry form's alert.
  if (outcome.kind === 'failure' && outcome.alert) return { message: LEAD_MESSAGES.wizardFailed, errors: [] };
  return { message: outcome.message, errors: [] };
}
