/**
 * The instant offer for a trade-in (LEAD-14): the dealer's own figure, worked from a market
 * reference the dealer supplies (valuation-references.json), or no number at all: where the
 * dealer has no reference for the car, or the car is past the dealer's limits (spec-2 §9
 * trade-in FAQ), the buying team calls with an offer. Never a figure from nothing. Pure.
 *
 *   km %         = clamp(−kmPercentPer1000 × (km − reference km) / 1000, −kmMaxPercent, +kmMaxPercent)
 *   condition %  = conditionPercent[the shopper's answer]
 *   offer        = reference value × (1 + km %) × (1 + condition %) × offerPercentOf{Retail|Trade},
 *                  to the nearest $100
 */
import {
  type MarketReference,
  type ReferenceBasis,
  referenceKey,
  VALUATION_CONDITIONS,
  type ValuationCondition,
  type ValuationReferences,
} from '../model/valuation-references.ts';

export const CONDITIONS = VALUATION_CONDITIONS;
export type Condition = ValuationCondition;

/** The dealer's limits for an instant offer; spec-2 §9's 10 years and 100,000 km unless the dealer sets others. */
export interface OfferLimits {
  maxAgeYears: number;
  maxKm: number;
}
export const DEFAULT_OFFER_LIMITS: OfferLimits = { maxAgeYears: 10, maxKm: 100_000 };

export const VALUATION_DISCLAIMER =
  'Our offer is worked out from what cars like yours sell for, adjusted for kilometres and condition. ' +
  'It is confirmed after an inspection of the vehicle and is valid for 7 days.';
export const BUYING_TEAM_CALLS = 'Our buying team will call you with an offer.';
export const NO_REFERENCE_MESSAGE = `We can’t make an instant offer on this car online. ${BUYING_TEAM_CALLS}`;

/** The FAQ's and the shopper's answer for a car past the dealer's limits. */
export function overLimitsMessage(limits: OfferLimits): string {
  return `We can’t give an instant value for vehicles over ${limits.maxAgeYears} years old or over ${limits.maxKm.toLocaleString('en-AU')} km. ${BUYING_TEAM_CALLS}`;
}

/** Why there is no number: the buying team calls instead. */
export type CallReason = 'too-old' | 'too-many-km' | 'no-reference' | 'provider-no-offer';

/** What an offer was worked from: the dealer's reference, or the valuation provider's market value. */
export interface MarketValue {
  basis: ReferenceBasis;
  /** Dollars. */
  value: number;
  /** The odometer reading the value describes, where known. */
  km?: number | undefined;
  source: string;
  asOf: string;
}

export interface OfferAdjustments {
  kmPercent: number;
  conditionPercent: number;
  offerPercent: number;
}

interface ValuationBase {
  km: number;
  condition: Condition;
  /** Whose figure it is: the dealer's rules (offline) or the valuation provider's. */
  by: 'dealer-rules' | 'provider';
}

export type VehicleValuation =
  | (ValuationBase & {
      outcome: 'offer';
      /** Whole dollars, rounded to $100. */
      offer_price: number;
      market: MarketValue | undefined;
      adjustments: OfferAdjustments | undefined;
    })
  | (ValuationBase & { outcome: 'call'; offer_price: null; reason: CallReason; message: string });

export function roundTo100(value: number): number {
  return Math.round(value / 100) * 100;
}

/** Years (fractional, by whole months) from the build month to now; never negative. */
export function vehicleAgeYears(buildYear: number, buildMonth: number | undefined, now: Date): number {
  const months = (now.getUTCFullYear() - buildYear) * 12 + (now.getUTCMonth() + 1 - (buildMonth ?? 1));
  return Math.max(0, months) / 12;
}

/** The dealer's limits, or spec-2 §9's where the dealer has no rules. */
export function offerLimits(rules: ValuationReferences | undefined): OfferLimits {
  return rules ? { maxAgeYears: rules.maxAgeYears, maxKm: rules.maxKm } : DEFAULT_OFFER_LIMITS;
}

/** Why a car gets no instant offer under these limits, or undefined when it may get one. */
export function overLimits(
  built: { year: number; month?: number | undefined },
  km: number,
  limits: OfferLimits,
  now: Date,
): 'too-old' | 'too-many-km' | undefined {
  if (vehicleAgeYears(built.year, built.month, now) > limits.maxAgeYears) return 'too-old';
  if (km > limits.maxKm) return 'too-many-km';
  return undefined;
}

export interface IdentifiedCar {
  make: string;
  model: string;
  variant: string;
  year: number;
}

/** The dealer's reference for this car (make, model, variant and model year), if it has one. */
export function findReference(
  rules: ValuationReferences | undefined,
  car: IdentifiedCar,
): MarketReference | undefined {
  if (!rules) return undefined;
  const key = referenceKey(car);
  return rules.references.find((reference) => referenceKey(reference) === key);
}

/** The km adjustment in percent: down for km over the reference's, up for fewer, within the dealer's cap. */
export function kmPercent(km: number, referenceKm: number, rules: ValuationReferences): number {
  const raw = (-rules.kmPercentPer1000 * (km - referenceKm)) / 1000;
  // `|| 0`: the reference's own km is 0 %, never −0.
  return Math.min(rules.kmMaxPercent, Math.max(-rules.kmMaxPercent, raw)) || 0;
}

/** The dealer's offer on a reference for this odometer reading and condition. */
export function dealerOffer(
  reference: MarketReference,
  km: number,
  condition: Condition,
  rules: ValuationReferences,
): { offer_price: number; adjustments: OfferAdjustments } {
  const adjustments: OfferAdjustments = {
    kmPercent: kmPercent(km, reference.km, rules),
    conditionPercent: rules.conditionPercent[condition],
    offerPercent: reference.basis === 'retail' ? rules.offerPercentOfRetail : rules.offerPercentOfTrade,
  };
  const offer =
    (reference.value *
      (100 + adjustments.kmPercent) *
      (100 + adjustments.conditionPercent) *
      adjustments.offerPercent) /
    1_000_000;
  return { offer_price: roundTo100(offer), adjustments };
}

/** The no-number answer: the buying team calls. */
export function buyingTeamCalls(
  reason: CallReason,
  details: { km: number; condition: Condition },
  limits: OfferLimits,
  by: ValuationBase['by'],
): VehicleValuation {
  const message =
    reason === 'too-old' || reason === 'too-many-km' ? overLimitsMessage(limits) : NO_REFERENCE_MESSAGE;
  return { outcome: 'call', offer_price: null, reason, message, by, ...details };
}

export interface ValuedCar extends IdentifiedCar {
  buildYear: number;
  buildMonth?: number | undefined;
}

/**
 * The offline instant offer: the dealer's limits first, then the dealer's reference for the
 * car; no reference, no number.
 */
export function valueWithDealerRules(
  car: ValuedCar,
  details: { km: number; condition: Condition },
  rules: ValuationReferences | undefined,
  now: Date,
): VehicleValuation {
  if (!Number.isInteger(details.km) || details.km < 0)
    throw new RangeError(`km must be a whole number of at least 0 (got ${details.km})`);
  const limits = offerLimits(rules);
  const over = overLimits({ year: car.buildYear, month: car.buildMonth }, details.km, limits, now);
  if (over) return buyingTeamCalls(over, details, limits, 'dealer-rules');
  const reference = findReference(rules, car);
  if (!reference || !rules) return buyingTeamCalls('no-reference', details, limits, 'dealer-rules');
  const { offer_price, adjustments } = dealerOffer(reference, details.km, details.condition, rules);
  return {
    outcome: 'offer',
    offer_price,
    by: 'dealer-rules',
    market: {
      basis: reference.basis,
      value: reference.value,
      km: reference.km,
      source: reference.source,
      asOf: reference.asOf,
    },
    adjustments,
    ...details,
  };
}

/**
 * What the shopper's browser is told of a valuation: the outcome and, for an offer, what kind
 * of market value it was worked from. The reference's figure, source and the dealer's
 * percentages stay with the dealer.
 */
export type ShopperValuation =
  | { outcome: 'offer'; offer_price: number; basis: ReferenceBasis | undefined }
  | { outcome: 'call'; offer_price: null; reason: CallReason; message: string };

export function shopperValuation(valuation: VehicleValuation): ShopperValuation {
  if (valuation.outcome === 'call')
    return { outcome: 'call', offer_price: null, reason: valuation.reason, message: valuation.message };
  return { outcome: 'offer', offer_price: valuation.offer_price, basis: valuation.market?.basis };
}
