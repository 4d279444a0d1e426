/**
 * The instant-offer estimate for a trade-in (LEAD-11…LEAD-14), from the vehicle's new price,
 * age, odometer and condition. Pure and deterministic; always labelled as an estimate.
 *
 *   age a (years)      = months from build (or compliance) month to now / 12, at least 0
 *   retained           = max(MIN_RETAINED, FIRST_YEAR_RETAINED × ANNUAL_RETAINED^a)
 *                        (0.85 × 0.89^a: 85% drive-away, then 11% a year; 3 y ≈ 60%, 5 y ≈ 47%, 10 y ≈ 27%)
 *   expected km        = EXPECTED_KM_PER_YEAR (15,000) × a
 *   km factor          = clamp(1 − KM_ADJUST_PER_1000 (0.4%) × (km − expected km) / 1000, 0.75, 1.08)
 *   condition factor   = excellent 1.05, good 1.00, fair 0.90, poor 0.75
 *   market value       = new price × retained × km factor × condition factor
 *   offer              = market value × (1 − TRADE_MARGIN (15%: reconditioning and resale)),
 *                        rounded to the nearest $100
 *   range              = offer ± RANGE_SPREAD (5%), each rounded to $100
 *
 * No instant value for vehicles over 10 years old or over 100,000 km (spec-2 §9 trade-in FAQ):
 * those answer eligible: false and offer_price null, for an in-person appraisal.
 */

export const EXPECTED_KM_PER_YEAR = 15_000;
export const FIRST_YEAR_RETAINED = 0.85;
export const ANNUAL_RETAINED = 0.89;
export const MIN_RETAINED = 0.1;
export const KM_ADJUST_PER_1000 = 0.004;
export const KM_FACTOR_MIN = 0.75;
export const KM_FACTOR_MAX = 1.08;
export const TRADE_MARGIN = 0.15;
export const RANGE_SPREAD = 0.05;
export const INSTANT_OFFER_MAX_AGE_YEARS = 10;
export const INSTANT_OFFER_MAX_KM = 100_000;

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_FACTORS: Readonly<Record<Condition, number>> = {
  excellent: 1.05,
  good: 1,
  fair: 0.9,
  poor: 0.75,
};

export const VALUATION_DISCLAIMER =
  'This is an estimate from the vehicle’s age, kilometres and condition, not a guaranteed offer. ' +
  'The final price is confirmed after an inspection of the vehicle and is valid for 7 days.';
export const NO_INSTANT_OFFER_MESSAGE = `We can’t give an instant value for vehicles over ${INSTANT_OFFER_MAX_AGE_YEARS} years old or over ${INSTANT_OFFER_MAX_KM.toLocaleString('en-AU')} km. Our buying team will contact you for an appraisal.`;

export interface ValuationInput {
  /** New price (RRP) of this model and variant, dollars. */
  newPrice: number;
  buildYear: number;
  /** 1–12; January when unknown. */
  buildMonth?: number | undefined;
  km: number;
  condition?: Condition | undefined;
  now: Date;
}

export interface VehicleValuation {
  estimate: true;
  eligible: boolean;
  /** Offer in dollars, rounded to $100; null when not eligible for an instant value. */
  offer_price: number | null;
  low: number | null;
  high: number | null;
  ageYears: number;
  expectedKm: number;
  factors: { retained: number; km: number; condition: number };
  condition: Condition;
  disclaimer: string;
  message?: string;
}

export function roundTo100(value: number): number {
  return Math.round(value / 100) * 100;
}

/** Years (fractional, by whole months) from the build month to now; never negative. */
export function vehicleAgeYears(buildYear: number, buildMonth: number | undefined, now: Date): number {
  const months = (now.getUTCFullYear() - buildYear) * 12 + (now.getUTCMonth() + 1 - (buildMonth ?? 1));
  return Math.max(0, months) / 12;
}

export function retainedShare(ageYears: number): number {
  return Math.max(MIN_RETAINED, FIRST_YEAR_RETAINED * ANNUAL_RETAINED ** ageYears);
}

export function kmFactor(km: number, ageYears: number): number {
  const expected = EXPECTED_KM_PER_YEAR * ageYears;
  return Math.min(KM_FACTOR_MAX, Math.max(KM_FACTOR_MIN, 1 - (KM_ADJUST_PER_1000 * (km - expected)) / 1000));
}

/** A free-text condition answer mapped to a grade; unknown answers count as good. */
export function conditionFrom(text: string | undefined): Condition {
  const value = (text ?? '').toLowerCase();
  if (value.includes('excellent') || value.includes('like new')) return 'excellent';
  if (value.includes('poor') || value.includes('damaged') || value.includes('bad')) return 'poor';
  if (value.includes('fair') || value.includes('average')) return 'fair';
  return 'good';
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function valueVehicle(input: ValuationInput): VehicleValuation {
  if (!Number.isFinite(input.newPrice) || input.newPrice <= 0)
    throw new RangeError(`newPrice must be above 0 (got ${input.newPrice})`);
  if (!Number.isFinite(input.km) || input.km < 0)
    throw new RangeError(`km must be at least 0 (got ${input.km})`);
  const condition = input.condition ?? 'good';
  const ageYears = vehicleAgeYears(input.buildYear, input.buildMonth, input.now);
  const expectedKm = Math.round(EXPECTED_KM_PER_YEAR * ageYears);
  const factors = {
    retained: round3(retainedShare(ageYears)),
    km: round3(kmFactor(input.km, ageYears)),
    condition: CONDITION_FACTORS[condition],
  };
  const base = {
    estimate: true as const,
    ageYears: Math.round(ageYears * 100) / 100,
    expectedKm,
    factors,
    condition,
    disclaimer: VALUATION_DISCLAIMER,
  };
  if (ageYears > INSTANT_OFFER_MAX_AGE_YEARS || input.km > INSTANT_OFFER_MAX_KM) {
    return {
      ...base,
      eligible: false,
      offer_price: null,
      low: null,
      high: null,
      message: NO_INSTANT_OFFER_MESSAGE,
    };
  }
  const market =
    input.newPrice * retainedShare(ageYears) * kmFactor(input.km, ageYears) * CONDITION_FACTORS[condition];
  const offer = market * (1 - TRADE_MARGIN);
  return {
    ...base,
    eligible: true,
    offer_price: roundTo100(offer),
    low: roundTo100(offer * (1 - RANGE_SPREAD)),
    high: roundTo100(offer * (1 + RANGE_SPREAD)),
  };
}
