import { describe, expect, it, vi } from 'vitest';
import {
  GAUGE_ANIMATION_MS,
  gaugeColour,
  gaugeDisplay,
  gaugeLabel,
  gaugeUrl,
  loadGaugeDisplay,
  marketPriceIndicator,
  readGaugeResponse,
} from '../../../src/domain/gauge.ts';

const response = {
  fill: 0.7,
  listing_price: 25_000,
  market_range_min: 24_000,
  market_range_max: 30_000,
  confidence: 0.5,
};

describe('[GAUGE-02] gauge states', () => {
  it('[GAUGE-02] loading while the request runs', () => {
    expect(gaugeDisplay(undefined, true)).toEqual({ state: 'loading' });
  });

  it('[GAUGE-02] shown with all fields, confidence above 0.2 and max at least the price', () => {
    expect(gaugeDisplay(response)).toEqual({
      state: 'shown',
      label: 'Great Deal',
      colour: 'high',
      fillPercent: 70,
      listingPrice: 25_000,
      marketMin: 24_000,
      marketMax: 30_000,
      animationMs: 2500,
    });
  });

  it('[GAUGE-02] hidden when any field is missing or not a number', () => {
    for (const field of Object.keys(response)) {
      const { [field as keyof typeof response]: _, ...rest } = response;
      expect(gaugeDisplay(rest), field).toEqual({ state: 'hidden' });
      expect(gaugeDisplay({ ...response, [field]: null }), field).toEqual({ state: 'hidden' });
      expect(gaugeDisplay({ ...response, [field]: '0.5' }), field).toEqual({ state: 'hidden' });
      expect(gaugeDisplay({ ...response, [field]: Number.NaN }), field).toEqual({ state: 'hidden' });
    }
    expect(gaugeDisplay(null)).toEqual({ state: 'hidden' });
    expect(gaugeDisplay('gauge')).toEqual({ state: 'hidden' });
  });

  it('[GAUGE-02] confidence 0.2 hides, 0.21 shows', () => {
    expect(gaugeDisplay({ ...response, confidence: 0.2 }).state).toBe('hidden');
    expect(gaugeDisplay({ ...response, confidence: 0.21 }).state).toBe('shown');
  });

  it('[GAUGE-02] market_range_max equal to the price shows; below it hides', () => {
    expect(gaugeDisplay({ ...response, market_range_max: 25_000 }).state).toBe('shown');
    expect(gaugeDisplay({ ...response, market_range_max: 24_999 }).state).toBe('hidden');
  });

  it('a malformed description hides; a null description is absent', () => {
    expect(gaugeDisplay({ ...response, description: 42 }).state).toBe('hidden');
    expect(readGaugeResponse({ ...response, description: null })).toEqual(response);
  });
});

describe('[GAUGE-02] fetch', () => {
  it('[GAUGE-02] a failed fetch is logged and hides the gauge', async () => {
    const log = vi.fn();
    const failing = () => Promise.reject(new Error('offline'));
    expect(await loadGaugeDisplay('https://api/cars/x/autogauge', failing, log)).toEqual({ state: 'hidden' });
    expect(log).toHaveBeenCalledWith('Auto gauge request failed', expect.any(Error));
  });

  it('[GAUGE-02] a non-ok answer is logged and hides the gauge', async () => {
    const log = vi.fn();
    const notFound = async () => ({ ok: false, status: 404, json: async () => response });
    expect(await loadGaugeDisplay('u', notFound, log)).toEqual({ state: 'hidden' });
    expect(log).toHaveBeenCalledWith('Auto gauge request failed with status 404');
  });

  it('an ok answer is read', async () => {
    const ok = async () => ({ ok: true, status: 200, json: async () => response });
    expect((await loadGaugeDisplay('u', ok, vi.fn())).state).toBe('shown');
  });

  it('GET {api}{car path}/autogauge', () => {
    expect(gaugeUrl('https://api.example.com/', '/cars/abc')).toBe(
      'https://api.example.com/cars/abc/autogauge',
    );
  });
});

describe('[GAUGE-03] label, colour and animation', () => {
  it('[GAUGE-03] Good Deal below a fill of 0.65, Great Deal from 0.65', () => {
    expect(gaugeLabel(0.649)).toBe('Good Deal');
    expect(gaugeLabel(0.65)).toBe('Great Deal');
    expect(gaugeLabel(0)).toBe('Good Deal');
  });

  it('[GAUGE-03] a description replaces the label', () => {
    expect(gaugeLabel(0.9, 'Priced to sell')).toBe('Priced to sell');
    expect(gaugeLabel(0.9, '  ')).toBe('Great Deal');
    expect(gaugeDisplay({ ...response, description: 'Fair price' })).toMatchObject({ label: 'Fair price' });
  });

  it('[GAUGE-03] colour low below 0.3, medium from 0.3 below 0.6, high from 0.6', () => {
    expect(gaugeColour(0.299)).toBe('low');
    expect(gaugeColour(0.3)).toBe('medium');
    expect(gaugeColour(0.599)).toBe('medium');
    expect(gaugeColour(0.6)).toBe('high');
    expect(gaugeColour(1)).toBe('high');
  });

  it('[GAUGE-03] animation runs 2.5 s', () => {
    expect(GAUGE_ANIMATION_MS).toBe(2500);
  });

  it('fill outside 0–1 is clamped for display', () => {
    expect(gaugeDisplay({ ...response, fill: 1.4 })).toMatchObject({ fillPercent: 100, colour: 'high' });
    expect(gaugeDisplay({ ...response, fill: -0.2 })).toMatchObject({
      fillPercent: 0,
      colour: 'low',
      label: 'Good Deal',
    });
  });
});

describe('[GAUGE-04] market price indicator', () => {
  const car = (
    price: number,
    autograb: { average_market_price?: number; state_average_market_price?: number } | undefined,
  ) => ({
    price,
    offer_price: undefined,
    autograb_data: autograb && {
      average_market_price: autograb.average_market_price,
      state_average_market_price: autograb.state_average_market_price,
    },
  });

  it('[GAUGE-04] exactly 499 below the state average: hidden; 500 below: shown', () => {
    expect(marketPriceIndicator(car(29_501, { state_average_market_price: 30_000 }))).toBeUndefined();
    expect(marketPriceIndicator(car(29_500, { state_average_market_price: 30_000 }))).toEqual({
      average: 30_000,
      scope: 'state',
      below: 500,
      text: '$500 below the state market average',
    });
  });

  it('[GAUGE-04] the state average wins over the national one', () => {
    expect(
      marketPriceIndicator(car(29_000, { state_average_market_price: 29_400, average_market_price: 40_000 })),
    ).toBeUndefined();
  });

  it('[GAUGE-04] the national average when there is no state average', () => {
    expect(marketPriceIndicator(car(29_000, { average_market_price: 30_000 }))).toMatchObject({
      scope: 'national',
      below: 1000,
    });
    expect(
      marketPriceIndicator(car(29_000, { state_average_market_price: 0, average_market_price: 30_000 })),
    ).toMatchObject({ scope: 'national' });
  });

  it('[GAUGE-04] at or above the average: hidden', () => {
    expect(marketPriceIndicator(car(30_000, { state_average_market_price: 30_000 }))).toBeUndefined();
    expect(marketPriceIndicator(car(31_000, { state_average_market_price: 30_000 }))).toBeUndefined();
  });

  it('no averages or no displayable price: hidden; the reduced price is the price', () => {
    expect(marketPriceIndicator(car(20_000, undefined))).toBeUndefined();
    expect(marketPriceIndicator(car(0, { state_average_market_price: 30_000 }))).toBeUndefined();
    expect(
      marketPriceIndicator({
        price: 30_000,
        offer_price: 28_000,
        autograb_data: { average_market_price: undefined, state_average_market_price: 29_000 },
      }),
    ).toMatchObject({ below: 1000 });
  });
});

describe('gauge fetch with no answer', () => {
  it('[GAUGE-02] a 204 (no market answer) hides the gauge without logging an error', async () => {
    const messages: string[] = [];
    const result = await loadGaugeDisplay(
      '/api/cars/x/autogauge',
      async () => ({ ok: true, status: 204, json: async () => null }) as never,
      (m) => messages.push(m),
    );
    expect(result).toEqual({ state: 'hidden' });
    expect(messages).toEqual([]);
  });
});
