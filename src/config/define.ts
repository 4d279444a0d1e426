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

/*
 * Settings that reach CSS, attributes or URLs are allow-listed here (issue 14): a value that
 * could close a <style> element or run as a `javascript:` link is refused when the tenant is
 * loaded, with a message that says what is expected.
 */
export const hexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #1a2b3c'));

/** A URL check with one message for each way it fails (not a URL; a scheme not allowed). */
function urlWith(schemes: readonly string[], wrongScheme: string) {
  return v.pipe(
    v.string(),
    v.url('Expected an absolute URL'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      let protocol: string;
      try {
        protocol = new URL(dataset.value).protocol;
      } catch {
        return; // v.url has said so
      }
      if (!schemes.includes(protocol)) addIssue({ message: wrongScheme });
    }),
  );
}

/** An http(s) URL the server calls or names (a webhook, a search host, an API origin): no javascript:, data: or file:. */
export const absoluteUrl = urlWith(['http:', 'https:'], 'Expected an http:// or https:// URL');

/** A URL shoppers' pages link to or are published at: https only. */
export const pageUrl = urlWith(['https:'], 'Expected an https:// URL');

/** A link: a path on this site (starting with one /, not //) or an https URL. */
export const linkTarget = v.pipe(
  v.string(),
  v.check(
    (value) => /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s\\]+$/i.test(value),
    'Expected a path on this site starting with / or an https:// URL',
  ),
);

/** A family name: quoted ("Segoe UI"), or bare words (Roboto, -apple-system, Times New Roman). */
const FAMILY = String.raw`(?:"[\w .-]+"|'[\w .-]+'|-?[A-Za-z][\w-]*(?: [A-Za-z0-9][\w-]*)*)`;
/** A CSS font stack: family names separated by commas, nothing else (no ; { } < or url()). */
export const fontStack = v.pipe(
  v.string(),
  v.regex(
    new RegExp(`^\\s*${FAMILY}(?:\\s*,\\s*${FAMILY})*\\s*$`),
    'Expected a font stack like "Segoe UI", Roboto, sans-serif',
  ),
);

/** A string setting checked by `problemOf`, whose sentence (when it returns one) is the message. */
export function checkedString(problemOf: (value: string) => string | undefined) {
  return v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = problemOf(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  );
}
