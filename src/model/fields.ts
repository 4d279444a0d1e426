/**
 * Field helpers shared by the feed schemas. Dealer feeds are messy: numbers arrive as
 * strings ("12,990"), unknown values as null, "" or "-". These helpers accept those
 * shapes at the edge so everything inside the product sees one clean type.
 */
import * as v from 'valibot';

/** Values a dealer export uses for "unknown". */
const UNKNOWN = new Set(['', '-', '--', 'n/a', 'na', 'null', 'unknown']);

export function isUnknownValue(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  // Most values are known: none of the words is longer than 7 letters, and a pair starts with '-'.
  if (trimmed.length > 7 && trimmed[0] !== '-') return false;
  const text = trimmed.toLowerCase();
  // '- / -': an export's "unknown" for a pair of values (the km of a new car, FEED-09).
  return UNKNOWN.has(text) || /^-(\s*\/\s*-)+$/.test(text);
}

/** Makes any schema optional: null and the "unknown" spellings become `undefined`. */
export function optional<TSchema extends v.GenericSchema>(schema: TSchema) {
  // The outer v.optional lets the key be absent; the pipe maps "unknown" spellings to undefined,
  // which the inner one lets through. (A union of undefined and the schema said the same, but
  // built a failed issue for every known value first: a second of a 20,000-car feed's import.)
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isUnknownValue(value) ? undefined : value)),
      v.optional(schema),
    ),
  );
}

/** A number, also from a string with thousands separators or a leading $ ("$12,990"). */
export const numeric = v.pipe(
  v.union(
    [
      v.number(),
      v.pipe(
        v.string(),
        v.transform((text) => text.replace(/[$,\s]/g, '')),
        v.regex(/^-?\d+(\.\d+)?$/, 'Expected a number'),
        v.transform(Number),
      ),
    ],
    // A skip report says what a dealer can fix, not the schema's type names.
    (issue) => `Expected a number, like 12990 or "$12,990", but found ${JSON.stringify(issue.input)}`,
  ),
  v.finite('Expected a finite number'),
);

export const nonNegative = v.pipe(numeric, v.minValue(0, 'Must not be negative'));

/** What dealers write in a price column for price on application (FEED-09). */
const NO_PRICE_WORDS =
  /^(?:poa|p\.o\.a\.?|price on application|call|call us|call for price|enquire|enquire now|contact us|tba|tbc)$/i;

/** A price, where price on application ('POA', 'Call', 'Enquire', empty, unknown or no price at all) is 0: no price. */
export const priceOnApplication = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      isUnknownValue(value) || (typeof value === 'string' && NO_PRICE_WORDS.test(value.trim())) ? 0 : value,
    ),
    nonNegative,
  ),
  0,
);

export const integer = v.pipe(numeric, v.integer('Expected a whole number'));

/** Trimmed, non-empty text. */
export const text = v.pipe(v.string(), v.trim(), v.nonEmpty('Must not be empty'));

/** Text or a number written as text (stock numbers, postcodes). */
export const textual = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.trim(),
  v.nonEmpty('Must not be empty'),
);

export const flag = v.pipe(
  v.union([
    v.boolean(),
    v.picklist(['true', 'false', 'TRUE', 'FALSE', 'True', 'False', 'yes', 'no', 'Yes', 'No', '1', '0', 1, 0]),
  ]),
  v.transform((value) => value === true || ['true', 'yes', '1', 1].includes(String(value).toLowerCase())),
);

/** A date: ISO text, or a unix timestamp in seconds or milliseconds. Output is ISO text. */
export const dateLike = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => {
    if (typeof value === 'number') return new Date(value < 1e11 ? value * 1000 : value);
    return new Date(value.trim());
  }),
  v.check((date) => !Number.isNaN(date.getTime()), 'Expected a date (ISO 8601 or a unix timestamp)'),
  v.transform((date) => date.toISOString()),
);

export const url = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => /^(https?:\/\/|\/)[^\s]*$/.test(value),
    'Expected an absolute URL or a path starting with /',
  ),
);

/** Like `optional`, but absent and "unknown" values take `fallback`. */
export function withDefault<TSchema extends v.GenericSchema>(
  schema: TSchema,
  fallback: v.InferOutput<TSchema>,
) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isUnknownValue(value) ? fallback : value)),
      schema,
    ),
    fallback as never,
  );
}
