/**
 * The market-price gauge, display side (GAUGE-02…GAUGE-04). The server computes the gauge
 * (autogauge.ts, GAUGE-01); this module decides what the page shows.
 *
 * States: loading → hidden | shown (GAUGE-02). Shown only when every field of the response
 * is present (fill, listing_price, market_range_min, market_range_max, confidence — finite
 * numbers; description optional), confidence is above 0.2 and market_range_max is at least
 * the listing price. A failed or non-ok fetch is logged and hides the gauge (spec-1 §8).
 *
 * Label (GAUGE-03): the response's description when it has one, else 'Good Deal' below a
 * fill of 0.65 and 'Great Deal' from 0.65. Bar colour: low below 0.3, medium from 0.3 to
 * below 0.6, high from 0.6. The fill animates over 2.5 s.
 *
 * Market price indicator (GAUGE-04): shown only when the car's asking price is below the
 * state average market price by more than 499 (500 or more in whole dollars); the national
 * average stands in when there is no state average. Averages of 0 count as absent, and a
 * car without a displayable price (10 or less) gets no indicator.
 */
import type { Car } from '../model/car.ts';
import { type AutoGauge, askingPrice } from './autogauge.ts';
import { formatDollars } from './format.ts';
import { MIN_DISPLAY_PRICE } from './price-display.ts';

export const GAUGE_DISPLAY = {
  /** Shown only when confidence is above this. */
  minConfidence: 0.2,
  /** 'Great Deal' from this fill. */
  greatDealFill: 0.65,
  /** Bar colour: low below this fill … */
  mediumFrom: 0.3,
  /** … medium below this, high from it. */
  highFrom: 0.6,
  animationSeconds: 2.5,
  /** Market price indicator: the price must be more than this below the average. */
  indicatorThreshold: 499,
} as const;

export const GAUGE_ANIMATION_MS = GAUGE_DISPLAY.animationSeconds * 1000;

export type GaugeColour = 'low' | 'medium' | 'high';

export type GaugeDisplay =
  | { state: 'loading' }
  | { state: 'hidden' }
  | {
      state: 'shown';
      label: string;
      colour: GaugeColour;
      /** 0–100, where the marker sits along the bar. */
      fillPercent: number;
      listingPrice: number;
      marketMin: number;
      marketMax: number;
      animationMs: number;
    };

/** The response when every required field is a finite number (description a string or absent); else undefined. */
export function readGaugeResponse(data: unknown): AutoGauge | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const fields = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const;
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  }
  const description = record['description'];
  if (description !== undefined && description !== null && typeof description !== 'string') return undefined;
  const gauge: AutoGauge = {
    fill: record['fill'] as number,
    listing_price: record['listing_price'] as number,
    market_range_min: record['market_range_min'] as number,
    market_range_max: record['market_range_max'] as number,
    confidence: record['confidence'] as number,
  };
  if (typeof description === 'string') gauge.description = description;
  return gauge;
}

export function gaugeColour(fill: number): GaugeColour {
  if (fill < GAUGE_DISPLAY.mediumFrom) return 'low';
  if (fill < GAUGE_DISPLAY.highFrom) return 'medium';
  return 'high';
}

export function gaugeLabel(fill: number, description?: string | undefined): string {
  const own = description?.trim();
  if (own) return own;
  return fill < GAUGE_DISPLAY.greatDealFill ? 'Good Deal' : 'Great Deal';
}

/** What to show: loading while the request runs, then hidden or shown for the response. */
export function gaugeDisplay(data: unknown, loading = false): GaugeDisplay {
  if (loading) return { state: 'loading' };
  const gauge = readGaugeResponse(data);
  if (!gauge) return { state: 'hidden' };
  if (!(gauge.confidence > GAUGE_DISPLAY.minConfidence)) return { state: 'hidden' };
  if (!(gauge.market_range_max >= gauge.listing_price)) return { state: 'hidden' };
  const fill = Math.min(1, Math.max(0, gauge.fill));
  return {
    state: 'shown',
    label: gaugeLabel(fill, gauge.description),
    colour: gaugeColour(fill),
    fillPercent: Math.round(fill * 1000) / 10,
    listingPrice: gauge.listing_price,
    marketMin: gauge.market_range_min,
    marketMax: gauge.market_range_max,
    animationMs: GAUGE_ANIMATION_MS,
  };
}

/** GET {api}{car path}/autogauge (GAUGE-01). */
export function gaugeUrl(apiBase: string, carPath: string): string {
  return `${apiBase.replace(/\/+$/, '')}${carPath.startsWith('/') ? '' : '/'}${carPath}/autogauge`;
}

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Fetches and reads the gauge; any failure (network, non-ok status, bad JSON) is logged and hides it. */
export async function loadGaugeDisplay(
  url: string,
  fetchFn: Fetch = fetch,
  log: (message: string, error?: unknown) => void = console.error,
): Promise<GaugeDisplay> {
  try {
    const response = await fetchFn(url);
    if (!response.ok) {
      log(`Auto gauge request failed with status ${response.status}`);
      return { state: 'hidden' };
    }
    // 204: the market has no answer for this car; hidden, and nothing to report.
    if (response.status === 204) return { state: 'hidden' };
    return gaugeDisplay(await response.json());
  } catch (error) {
    log('Auto gauge request failed', error);
    return { state: 'hidden' };
  }
}

export interface MarketPriceIndicator {
  /** The average compared against. */
  average: number;
  scope: 'state' | 'national';
  /** Dollars below the average. */
  below: number;
  text: string;
}

const positive = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

export function marketPriceIndicator(
  car: Pick<Car, 'price' | 'offer_price' | 'autograb_data'>,
): MarketPriceIndicator | undefined {
  const price = askingPrice(car);
  if (!(price > MIN_DISPLAY_PRICE)) return undefined;
  const state = positive(car.autograb_data?.state_average_market_price);
  const national = positive(car.autograb_data?.average_market_price);
  const average = state ?? national;
  if (average === undefined) return undefined;
  const below = average - price;
  if (!(price < average && below > GAUGE_DISPLAY.indicatorThreshold)) return undefined;
  const scope = state !== undefined ? 'state' : 'national';
  return { average, scope, below, text: `${formatDollars(below)} below the ${scope} market average` };
}
