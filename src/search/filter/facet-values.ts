/**
 * How a single record value compares with a value written in a filter, following how
 * Meilisearch indexes filterable values: strings are compared after normalisation (trimmed,
 * Unicode compatibility decomposition, lower case), numbers numerically, booleans as the
 * words "true" and "false". Null and objects never equal anything.
 */

/** A value from the filter, prepared once so evaluating many records stays cheap. */
export interface FilterValue {
  readonly text: string;
  /** `text` normalised the way Meilisearch normalises string facets. */
  readonly normalized: string;
  /** `text` as a finite number, or null when it is not one. */
  readonly number: number | null;
}

export function toFilterValue(text: string): FilterValue {
  return { text, normalized: normalizeFacet(text), number: parseFiniteNumber(text) };
}

/** Meilisearch's `normalize_facet`: trim, compatibility decomposition, lower case. */
export function normalizeFacet(text: string): string {
  return text.trim().normalize('NFKD').toLowerCase();
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Plain decimal notation only: "0x10", "1_000" or "" are not numbers, unlike Number(). */
export function parseFiniteNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/** The numeric reading of a record value for `>`, `<`, `TO`...; null when it has none. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseFiniteNumber(value);
  return null;
}

/** Whether one (non-array) record value equals the filter value. */
export function equalsFilterValue(value: unknown, target: FilterValue): boolean {
  switch (typeof value) {
    case 'string': {
      const normalized = normalizeFacet(value);
      // Meilisearch does not index empty strings as values, so `= ""` never matches;
      // IS EMPTY is the way to find them.
      if (normalized !== '' && normalized === target.normalized) return true;
      // A number kept as a string still equals the same number written differently
      // ("3000" = 3000.0), so feeds that send numbers as text filter like numbers.
      const number = parseFiniteNumber(value);
      return number !== null && number === target.number;
    }
    case 'number':
      return target.number !== null && value === target.number;
    case 'boolean':
      return String(value) === target.normalized;
    default:
      return false;
  }
}

/** The values a condition is tested against: an array's elements (at any depth), else the value. */
export function scalarValues(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flat(Number.POSITIVE_INFINITY) : [value];
}
