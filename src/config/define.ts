/**
 * Helpers to declare settings. Every setting carries its description and an example at
 * runtime (valibot metadata), so the config reference in docs/config-reference.md is
 * generated from the schemas themselves and can never drift from them.
 */
import * as v from 'valibot';

/** A setting with a default: `setting(v.number(), 21, 'Hits per page', 24)`. */
export function setting<TSchema extends v.GenericSchema>(
  schema: TSchema,
  fallback: v.InferOutput<TSchema>,
  description: string,
  example?: v.InferOutput<TSchema>,
) {
  const documented = v.pipe(
    schema,
    v.description(description),
    v.examples(example === undefined ? [] : [example]),
  );
  return v.optional(documented, fallback as never);
}

/** A setting without a default (absent means "not configured"). */
export function optionalSetting<TSchema extends v.GenericSchema>(
  schema: TSchema,
  description: string,
  example?: v.InferOutput<TSchema>,
) {
  return v.optional(
    v.pipe(schema, v.description(description), v.examples(example === undefined ? [] : [example])),
  );
}

/** A group of settings; absent groups take every default inside them. */
export function group<TEntries extends v.ObjectEntries>(description: string, entries: TEntries) {
  return v.optional(v.pipe(v.strictObject(entries), v.description(description)), {} as never);
}

/** A "one site does X" behaviour from the specs: a named switch, off by default. */
export function featureSwitch(description: string) {
  return setting(v.boolean(), false, description, true);
}

export const hexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #1a2b3c'));
export const absoluteUrl = v.pipe(v.string(), v.url('Expected an absolute URL'));
export const linkTarget = v.pipe(
  v.string(),
  v.check(
    (value) => /^\/[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/.test(value),
    'Expected a path starting with / or an http(s) URL',
  ),
);
