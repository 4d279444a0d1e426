import { describe, expect, it } from 'vitest';
import { gaugeDisplay } from '../../../src/domain/gauge.ts';
import { gaugeSummary, gaugeValueText, type ShownGauge } from '../../../src/islands/gauge/gauge-view.ts';

describe('market gauge text', () => {
  const shown = gaugeDisplay({
    fill: 0.7,
    listing_price: 57990,
    market_range_min: 55000,
    market_range_max: 62000,
    confidence: 0.6,
  }) as ShownGauge;

  it('states the price and the market range', () => {
    expect(shown.state).toBe('shown');
    expect(gaugeSummary(shown)).toBe(
      'Listed at $57,990. Similar cars are advertised from $55,000 to $62,000.',
    );
  });

  it('gives the meter a spoken value with the label', () => {
    expect(gaugeValueText(shown)).toBe('Great Deal: listed at $57,990, market range $55,000 to $62,000');
    const described = gaugeDisplay({
      fill: 0.2,
      listing_price: 61000,
      market_range_min: 55000,
      market_range_max: 62000,
      confidence: 0.6,
      description: 'Fair price',
    }) as ShownGauge;
    expect(gaugeValueText(described)).toBe('Fair price: listed at $61,000, market range $55,000 to $62,000');
  });
});
