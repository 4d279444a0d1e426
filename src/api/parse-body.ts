/**
 * Valibot validation for the API: one place maps a failed parse to the 400 every route
 * answers, `{ message, errors: [{ field, message }] }` with the field as a dot path (API-01).
 */
import * as v from 'valibot';
import { LEAD_MESSAGES } from '../domain/leads/messages.ts';
import { HttpError } from './errors.ts';

/** The heading of every validation answer, the same words the forms show (LEAD-04). */
export const FIX_ERRORS = LEAD_MESSAGES.fixErrorsHeading;

export interface FieldError {
  field: string;
  message: string;
}

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }));
}

/**
 * Parses a body (or query) with `schema`; a failure is an HttpError 400 naming every field,
 * under `heading` (the lead forms bring their own, from the domain's messages).
 */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  heading: string = FIX_ERRORS,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new HttpError(400, heading, { errors: fieldErrors(result.issues) });
  return result.output;
}
