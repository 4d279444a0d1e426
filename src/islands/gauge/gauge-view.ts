/**
 * Presentation helpers of the market gauge island (GAUGE-02, GAUGE-03): its props and the
 * text that states the car's price and the market range, visible and announced by the meter.
 * Pure; the rules are src/domain/gauge.ts.
 */
import { formatDollars } from '../../domain/format.ts';
import type { GaugeDisplay } from '../../domain/gauge.ts';

export interface MarketGaugeProps {
  /** The car's site path, /cars/{slug}; the gauge is GET {apiBase}{carPath}/autogauge. */
  carPath: string;
  /** Same-origin API base; default '/api'. */
  apiBase?: string | undefined;
  /** Level of the island's headings, to fit the page's outline (default 4: its card's place on the vehicle page, under an h3). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

export type ShownGauge = Extract<GaugeDisplay, { state: 'shown' }>;

/** 'Listed at $57,990. Similar cars are advertised from $55,000 to $62,000.' */
export function gaugeSummary(gauge: ShownGauge): string {
  return `Listed at ${formatDollars(gauge.listingPrice)}. Similar cars are advertised from ${formatDollars(gauge.marketMin)} to ${formatDollars(gauge.marketMax)}.`;
}

/** The meter's spoken value: 'Great Deal: listed at $57,990, market range $55,000 to $62,000'. */
export function gaugeValueText(gauge: ShownGauge): string {
  return `${gauge.label}: listed at ${formatDollars(gauge.listingPrice)}, market range ${formatDollars(gauge.marketMin)} to ${formatDollars(gauge.marketMax)}`;
}
