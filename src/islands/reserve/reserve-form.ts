/** The reserve form's checks before sending: the API's own schema, as field errors. Pure. */
import * as v from 'valibot';
import type { FieldError } from '../../domain/leads/lead-rules.ts';

export { newIdempotencyKey } from '../leads/lead-payload.ts';

/** Each field's first problem under `schema`, in the order the schema found them. */
export function schemaIssues(schema: v.GenericSchema, value: unknown): FieldError[] {
  const result = v.safeParse(schema, value);
  if (result.success) return [];
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}
