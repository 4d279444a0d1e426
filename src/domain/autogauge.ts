/**
 * The market-price gauge (GAUGE-01, API-04): where a car's asking price sits among the
 * asking prices of comparable stock. Pure: the API hands in the car and the market (the
 * published stock of every site the platform holds) and gets the gauge JSON of spec-1 §3,
 * or undefined when there is no honest answer.
 *
 * Comparables (all must hold):
 * - same make and same model, compared trimmed and case-insensitively;
 * - year within ±1 of the car's;
 * - km within the band: ±30 % of the car's km or ±20,000 km, whichever is wider. A purely
 *   relative band collapses for nearly new cars (a 2,000 km demo would only match
 *   1,400–2,600 km), so the fixed floor keeps low-km cars comparable; a purely absolute
 *   band is too narrow for high-km cars, whose buyers discount in relative terms (20,000 km
 *   is only 13 % of 150,000 km). Both ends are inclusive;
 * - available (in_stock or coming_soon), or sold within the last 90 days (a recent sale is
 *   the best market evidence; an older one is stale, and a sold car without a sale date
 *   cannot be shown to be recent);
 * - asking price over 500 (placeholders such as $1 or "$0 – call us" are not prices);
 * - not the car itself (same site and id, or the same VIN: a car syndicated to a second
 *   site is the same car), and each vehicle counts once (duplicates by site+id or VIN).
 *
 * The answer:
 * - market range = the 10th and 90th percentiles of the comparable prices, linearly
 *   interpolated between order statistics (the "inclusive" definition used by spreadsheets
 *   and numpy), so one outlier cannot stretch the range; rounded to whole dollars;
 * - fill = (max − price) / (max − min), clamped to 0–1: 0 at or above the top of the range
 *   (expensive), 1 at or below the bottom (cheap). When every comparable has the same price
 *   the range is a point: fill is 1 below it, 0 above it and 0.5 on it;
 * - confidence = n / (n + 5) × 1 / (1 + 2 × (p90 − p10) / median), where n is the number of
 *   comparables. The first factor grows with the sample (0.5 at the minimum of 5 comparables,
 *   0.8 at 20, approaching 1); the second falls as the market range widens relative to the
 *   typical price (1 when all prices agree, 0.5 when the range is half the median). Both
 *   factors are strictly monotonic, so more comparables or a tighter spread always mean
 *   more confidence. The gauge is shown only above 0.2 (GAUGE-02);
 * - fewer than 5 comparables: no answer;
 * - description 'Priced Above Most' when the fill is below 0.35 (the upper part of the range),
 *   so the page never calls such a price a 'Good Deal' (GAUGE-03 shows a given description).
 *
 * Eligibility (spec-1 §9): the car itself must be in_stock, not reserved, and priced over
 * 200; otherwise no answer.
 *
 * Prices are asking prices: the reduced (offer) price when the page shows one, else the
 * price, the same rule as the price display (CARD-02), so the gauge compares what shoppers
 * see.
 */
import type { Car } from '../model/car.ts';
import { isAvailable } from './availability.ts';
import { MIN_DISPLAY_PRICE } from './price-display.ts';

/** The gauge JSON (spec-1 §3 "Auto-gauge response"). */
export interface AutoGauge {
  /** 0 (expensive) to 1 (cheap) within the market range. */
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  /** 0–1, from the sample size and the spread. */
  confidence: number;
  description?: string;
}

/** What the gauge reads of a car. */
export type MarketCar = Pick<Car, 'id' | 'make' | 'model' | 'year' | 'km' | 'price' | 'status' | 'reserved'> &
  Partial<Pick<Car, 'offer_price' | 'vin' | 'sold_date_timestamp'>>;

/** A car of the market, with the site (tenant slug) that lists it. */
export interface MarketEntry {
  source: string;
  car: MarketCar;
}

export const AUTOGAUGE = {
  /** Eligibility: the car's asking price must be over this (spec-1 §9). */
  minEligiblePrice: 200,
  /** Comparables priced at or below this are placeholders, not prices. */
  minComparablePrice: 500,
  yearTolerance: 1,
  /** The km band: this share of the car's km … */
  kmBandRatio: 0.3,
  /** … or this many km, whichever is wider. */
  kmBandFloor: 20_000,
  /** Sold cars count as comparables for this many days after their sale. */
  soldWindowDays: 90,
  /** Fewer comparables than this: no answer. */
  minComparables: 5,
  lowPercentile: 0.1,
  highPercentile: 0.9,
  /** n / (n + sampleHalf): the sample factor is one half at this many comparables. */
  sampleHalf: 5,
  /** Weight of the relative spread in the spread factor 1 / (1 + weight × spread). */
  spreadWeight: 2,
  /**
   * Below this fill the car is priced in the upper part of its market range, and the answer
   * says so in its description: the display's default labels (GAUGE-03) only ever praise the
   * price ('Good Deal' below 0.65), which a car near the top of its range is not.
   */
  upperRangeFill: 0.35,
} as const;

export const UPPER_RANGE_DESCRIPTION = 'Priced Above Most';

const DAY_MS = 86_400_000;

/** The price a shopper sees: the offer price when it is the displayed reduced price, else the price. */
export function askingPrice(car: Pick<MarketCar, 'price' | 'offer_price'>): number {
  const offer = car.offer_price ?? 0;
  if (offer > MIN_DISPLAY_PRICE && (car.price <= MIN_DISPLAY_PRICE || offer < car.price)) return offer;
  return car.price;
}

/** Eligibility for the report (spec-1 §9): in stock, not sold, not reserved, price over 200. */
export function isGaugeEligible(car: MarketCar): boolean {
  return car.status === 'in_stock' && !car.reserved && askingPrice(car) > AUTOGAUGE.minEligiblePrice;
}

/** Half-width of the km band around `km`. */
export function kmBand(km: number): number {
  return Math.max(km * AUTOGAUGE.kmBandRatio, AUTOGAUGE.kmBandFloor);
}

const key = (text: string) => text.trim().toLowerCase();
const vinOf = (car: MarketCar) => (car.vin ? car.vin.trim().toUpperCase() : undefined);

/** The make-and-model key comparables share; the API indexes the market by it. */
export function modelKey(car: Pick<MarketCar, 'make' | 'model'>): string {
  return `${key(car.make)}\u0000${key(car.model)}`;
}

/** Available, or sold within the window before `now`. */
function isMarketEvidence(car: MarketCar, now: Date): boolean {
  if (isAvailable(car)) return true;
  if (car.status !== 'sold' || !car.sold_date_timestamp) return false;
  const soldAt = Date.parse(car.sold_date_timestamp);
  if (Number.isNaN(soldAt)) return false;
  const age = now.getTime() - soldAt;
  return age >= 0 && age <= AUTOGAUGE.soldWindowDays * DAY_MS;
}

/** The comparables of `subject` in `market`, each vehicle once, never the subject itself. */
export function findComparables(
  subject: MarketEntry,
  market: readonly MarketEntry[],
  now: Date,
): MarketEntry[] {
  const car = subject.car;
  // Without the km there is no like-for-like comparison (FEED-09: unknown stays unknown).
  if (car.km === undefined) return [];
  const km = car.km;
  const model = modelKey(car);
  const band = kmBand(km);
  const subjectVin = vinOf(car);
  const seen = new Set<string>();
  const found: MarketEntry[] = [];
  for (const entry of market) {
    const other = entry.car;
    if (entry.source === subject.source && other.id === car.id) continue;
    const vin = vinOf(other);
    if (subjectVin !== undefined && vin === subjectVin) continue;
    if (modelKey(other) !== model) continue;
    if (Math.abs(other.year - car.year) > AUTOGAUGE.yearTolerance) continue;
    if (other.km === undefined || Math.abs(other.km - km) > band) continue;
    if (askingPrice(other) <= AUTOGAUGE.minComparablePrice) continue;
    if (!isMarketEvidence(other, now)) continue;
    const ids = [`${entry.source}\u0000${other.id}`, ...(vin ? [`vin\u0000${vin}`] : [])];
    if (ids.some((id) => seen.has(id))) continue;
    for (const id of ids) seen.add(id);
    found.push(entry);
  }
  return found;
}

/** The p-th percentile (0–1) of ascending `sorted`, interpolated between order statistics. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower]! + (position - lower) * (sorted[upper]! - sorted[lower]!);
}

/** 0 at or above `max` (expensive) to 1 at or below `min` (cheap). */
export function gaugeFill(price: number, min: number, max: number): number {
  if (max <= min) return price < min ? 1 : price > max ? 0 : 0.5;
  return Math.min(1, Math.max(0, (max - price) / (max - min)));
}

/** n / (n + 5) × 1 / (1 + 2 × relative spread); see the module comment. */
export function gaugeConfidence(sampleSize: number, relativeSpread: number): number {
  if (sampleSize <= 0) return 0;
  const sample = sampleSize / (sampleSize + AUTOGAUGE.sampleHalf);
  const spread = 1 / (1 + AUTOGAUGE.spreadWeight * Math.max(0, relativeSpread));
  return sample * spread;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The gauge of `subject` against `market`, or undefined when ineligible or too few comparables. */
export function autoGauge(
  subject: MarketEntry,
  market: readonly MarketEntry[],
  now: Date,
): AutoGauge | undefined {
  if (!isGaugeEligible(subject.car)) return undefined;
  const comparables = findComparables(subject, market, now);
  if (comparables.length < AUTOGAUGE.minComparables) return undefined;
  const prices = comparables.map((entry) => askingPrice(entry.car)).sort((a, b) => a - b);
  const low = percentile(prices, AUTOGAUGE.lowPercentile);
  const high = percentile(prices, AUTOGAUGE.highPercentile);
  const median = percentile(prices, 0.5);
  const price = askingPrice(subject.car);
  const fill = round3(gaugeFill(price, low, high));
  return {
    fill,
    listing_price: price,
    market_range_min: Math.round(low),
    market_range_max: Math.round(high),
    confidence: round3(gaugeConfidence(prices.length, (high - low) / median)),
    ...(fill < AUTOGAUGE.upperRangeFill ? { description: UPPER_RANGE_DESCRIPTION } : {}),
  };
}
