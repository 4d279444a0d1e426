/**
 * The dealer's own pricing rules for the instant offer (LEAD-14), in the tenant's
 * `valuation-references.json`: a table of market references the dealer supplies (what cars like
 * this sell or trade for, with where the figure comes from and when), the dealer's offer as a
 * percentage of such a reference, its km and condition adjustments, and the limits past which
 * the buying team calls instead (spec-2 §9 trade-in FAQ). Without the file no car gets a number
 * from the offline valuation: the buying team calls.
 */
import * as v from 'valibot';
import { text } from './fields.ts';

const percent = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`Expected ${what} as a number`),
    v.minValue(min, `Expected ${what} of at least ${min}`),
    v.maxValue(max, `Expected ${what} of at most ${max}`),
  );

const wholeNumber = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`Expected ${what} as a whole number`),
    v.integer(`Expected ${what} as a whole number`),
    v.minValue(min, `Expected ${what} of at least ${min.toLocaleString('en-AU')}`),
    v.maxValue(max, `Expected ${what} of at most ${max.toLocaleString('en-AU')}`),
  );

/** A calendar day, YYYY-MM-DD. */
const isoDay = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Expected a date like 2026-11-30'),
);

/** The condition answers of Your Details (src/domain/leads/instant-offer.ts CAR_CONDITION_OPTIONS). */
export const VALUATION_CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export type ValuationCondition = (typeof VALUATION_CONDITIONS)[number];

/** What a reference's value means: a typical retail (advertised) price, or a guide's trade value. */
export const REFERENCE_BASES = ['retail', 'trade'] as const;
export type ReferenceBasis = (typeof REFERENCE_BASES)[number];

export const MarketReferenceSchema = v.strictObject({
  /** Make as the vehicle lookup names it, e.g. "Toyota". */
  make: text,
  /** e.g. "Corolla". */
  model: text,
  /** e.g. "Ascent Sport Hybrid"; matched without regard to case or spacing. */
  variant: text,
  /** Model year, e.g. 2019. */
  year: wholeNumber('a model year', 1980, 2100),
  /** "retail": what such cars are advertised for; "trade": a guide's trade-in value. */
  basis: v.picklist(REFERENCE_BASES, 'Expected basis "retail" or "trade"'),
  /** The market value in whole dollars, e.g. 19990. */
  value: wholeNumber('a value in dollars', 500, 2_000_000),
  /** The odometer reading the value describes (typical for the cars it comes from), e.g. 85000. */
  km: wholeNumber('km', 0, 1_000_000),
  /** Where the figure comes from, e.g. "RedBook trade value, Nov 2026" or "carsales.com.au dealer ads". */
  source: text,
  /** When the figure was taken, e.g. "2026-11-30". */
  asOf: isoDay,
});

export const ValuationReferencesSchema = v.strictObject({
  /** The offer as a percentage of a retail reference, e.g. 80 (the rest pays reconditioning and resale). */
  offerPercentOfRetail: percent('a percentage', 1, 100),
  /** The offer as a percentage of a trade reference, e.g. 100. */
  offerPercentOfTrade: percent('a percentage', 1, 120),
  /** Per 1,000 km over the reference's km the offer falls by this percentage (under it, rises), e.g. 0.25. */
  kmPercentPer1000: percent('a percentage', 0, 5),
  /** The km adjustment moves the offer by at most this percentage either way, e.g. 10. */
  kmMaxPercent: percent('a percentage', 0, 50),
  /** The percentage each condition answer adds or takes off, e.g. { "Excellent": 3, "Good": 0, "Fair": -8, "Poor": -20 }. */
  conditionPercent: v.strictObject({
    Excellent: percent('a percentage', -90, 50),
    Good: percent('a percentage', -90, 50),
    Fair: percent('a percentage', -90, 50),
    Poor: percent('a percentage', -90, 50),
  }),
  /** No instant offer for a car older than this many years (spec-2 §9: 10), e.g. 10. */
  maxAgeYears: v.optional(wholeNumber('years', 1, 50), 10),
  /** No instant offer past this odometer reading (spec-2 §9: 100,000 km), e.g. 100000. */
  maxKm: v.optional(wholeNumber('km', 1000, 1_000_000), 100_000),
  /** The market references; a car with none gets no number: the buying team calls. */
  references: v.array(MarketReferenceSchema),
});

export type MarketReference = v.InferOutput<typeof MarketReferenceSchema>;
export type ValuationReferences = v.InferOutput<typeof ValuationReferencesSchema>;

/** The key a reference is found by: make, model, variant (case and spacing ignored) and year. */
export function referenceKey(vehicle: {
  make: string;
  model: string;
  variant: string;
  year: number;
}): string {
  const norm = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
  return `${norm(vehicle.make)}|${norm(vehicle.model)}|${norm(vehicle.variant)}|${vehicle.year}`;
}

/** Two references for the same car would make the offer depend on their order: each must be unique. */
export function duplicateReferenceProblems(
  references: readonly MarketReference[],
): { path: string; message: string }[] {
  const first = new Map<string, number>();
  const problems: { path: string; message: string }[] = [];
  references.forEach((reference, index) => {
    const key = referenceKey(reference);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else
      problems.push({
        path: `references.${index}`,
        message: `the same car as references.${earlier} (${reference.year} ${reference.make} ${reference.model} ${reference.variant})`,
      });
  });
  return problems;
}
