import { describe, expect, it } from 'vitest';
import {
  applySliderChange,
  DEFAULT_SLIDER_RANGE,
  normaliseSliderValue,
  rangeRefinement,
  roundToThousand,
  SEARCH_BOX_DEBOUNCE_MS,
  SLIDER_DEBOUNCE_MS,
  sliderKindOf,
  sliderRange,
  sliderStep,
  sliderValues,
} from '../../../../src/domain/search/range-slider.ts';

const price = { min: 4500, max: 98_700 };

describe('debounce constants', () => {
  it('the search box debounce constant is 300 ms (SRCH-01 constant only)', () => {
    expect(SEARCH_BOX_DEBOUNCE_MS).toBe(300);
  });

  it('the slider refinement debounce constant is 400 ms', () => {
    expect(SLIDER_DEBOUNCE_MS).toBe(400);
  });
});

describe('slider range and step', () => {
  it('[SRCH-13] defaults to 0–100000 with a step of 1000', () => {
    expect(DEFAULT_SLIDER_RANGE).toEqual({ min: 0, max: 100_000 });
    expect(sliderRange()).toEqual({ min: 0, max: 100_000 });
    expect(sliderRange(undefined)).toEqual({ min: 0, max: 100_000 });
    expect(sliderStep(sliderRange())).toBe(1000);
  });

  it('[SRCH-13] takes the facetStats min and max when present', () => {
    expect(sliderRange({ min: 4990, max: 89_990 })).toEqual({ min: 4990, max: 89_990 });
    expect(sliderRange({ min: 0, max: 0 })).toEqual({ min: 0, max: 0 });
  });

  it('falls back to the default when stats are partial, out of order or not numbers', () => {
    expect(sliderRange({ min: 5000 })).toEqual(DEFAULT_SLIDER_RANGE);
    expect(sliderRange({ max: 5000 })).toEqual(DEFAULT_SLIDER_RANGE);
    expect(sliderRange({ min: 9000, max: 5000 })).toEqual(DEFAULT_SLIDER_RANGE);
    expect(sliderRange({ min: Number.NaN, max: 5000 })).toEqual(DEFAULT_SLIDER_RANGE);
  });

  it('returns a copy of the default, so a caller cannot change it', () => {
    const range = sliderRange();
    range.max = 1;
    expect(DEFAULT_SLIDER_RANGE.max).toBe(100_000);
  });

  it('[SRCH-13] the step is the range divided by 100, rounded', () => {
    expect(sliderStep({ min: 4990, max: 89_990 })).toBe(850);
    expect(sliderStep({ min: 0, max: 12_345 })).toBe(123);
    expect(sliderStep({ min: 0, max: 12_350 })).toBe(124);
  });

  it('the step never drops below 1, for narrow ranges and a single value', () => {
    expect(sliderStep({ min: 2019, max: 2025 })).toBe(1);
    expect(sliderStep({ min: 7, max: 7 })).toBe(1);
  });
});

describe('rounding', () => {
  it('[SRCH-14] rounds to the nearest 1000, halves up', () => {
    expect(roundToThousand(12_499)).toBe(12_000);
    expect(roundToThousand(12_500)).toBe(13_000);
    expect(roundToThousand(0)).toBe(0);
    expect(roundToThousand(-400)).toBe(0);
    expect(Object.is(roundToThousand(-400), -0)).toBe(false);
  });

  it('[SRCH-14] rounds price and km to 1000, years to whole years, other sliders not at all', () => {
    expect(sliderKindOf('price')).toBe('thousands');
    expect(sliderKindOf('km')).toBe('thousands');
    expect(sliderKindOf('year')).toBe('year');
    expect(sliderKindOf('subscription_price')).toBe('exact');
    expect(normaliseSliderValue('year', { min: 2000, max: 2025 }, 2012.6)).toBe(2013);
    expect(normaliseSliderValue('exact', { min: 0, max: 500 }, 149.5)).toBe(149.5);
  });

  it('[SRCH-14] a value rounded past a range end is clamped back to it', () => {
    expect(normaliseSliderValue('thousands', price, 4600)).toBe(5000);
    expect(normaliseSliderValue('thousands', price, 4501)).toBe(5000);
    expect(normaliseSliderValue('thousands', { min: 4600, max: 98_700 }, 4900)).toBe(5000);
    expect(normaliseSliderValue('thousands', { min: 4600, max: 98_700 }, 4700)).toBe(5000);
    expect(normaliseSliderValue('thousands', { min: 4400, max: 98_700 }, 4450)).toBe(4400);
    expect(normaliseSliderValue('thousands', price, 98_600)).toBe(98_700);
  });

  it('keeps a value exactly at a range end unrounded, so the cheapest and dearest cars stay in', () => {
    expect(normaliseSliderValue('thousands', price, 4500)).toBe(4500);
    expect(normaliseSliderValue('thousands', price, 98_700)).toBe(98_700);
  });
});

describe('applying a slider change', () => {
  const full: [number, number] = [price.min, price.max];

  it('[SRCH-14] rounds price to the nearest 1000 and clamps into the range', () => {
    expect(applySliderChange('thousands', price, full, [12_345, 60_700])).toEqual({
      accepted: true,
      value: [12_000, 61_000],
    });
    expect(applySliderChange('thousands', price, full, [4600, 98_500])).toEqual({
      accepted: true,
      value: [5000, 98_700],
    });
  });

  it('[SRCH-14] accepts handles exactly at the range min and max', () => {
    expect(applySliderChange('thousands', price, [10_000, 20_000], full)).toEqual({
      accepted: true,
      value: full,
    });
  });

  it('[SRCH-14] ignores a value one below the range min or one above the max', () => {
    const below = applySliderChange('thousands', price, full, [4499, 50_000]);
    const above = applySliderChange('thousands', price, full, [5000, 98_701]);
    expect(below).toEqual({ accepted: false, reason: 'slider value 4499 is below the range minimum 4500' });
    expect(above).toEqual({ accepted: false, reason: 'slider value 98701 is above the range maximum 98700' });
  });

  it('refuses values that are not numbers', () => {
    expect(applySliderChange('thousands', price, full, [Number.NaN, 50_000])).toMatchObject({
      accepted: false,
    });
    expect(applySliderChange('thousands', price, full, [5000, Number.POSITIVE_INFINITY])).toMatchObject({
      accepted: false,
    });
  });

  it('[SRCH-14] the min handle cannot pass the max handle', () => {
    expect(applySliderChange('thousands', price, [10_000, 30_000], [40_000, 30_000])).toEqual({
      accepted: true,
      value: [30_000, 30_000],
    });
  });

  it('[SRCH-14] the max handle cannot pass the min handle', () => {
    expect(applySliderChange('thousands', price, [30_000, 50_000], [30_000, 20_000])).toEqual({
      accepted: true,
      value: [30_000, 30_000],
    });
  });

  it('when both handles move and cross, the min comes down to the max', () => {
    expect(applySliderChange('thousands', price, [10_000, 50_000], [40_000, 20_000])).toEqual({
      accepted: true,
      value: [20_000, 20_000],
    });
  });

  it('[SRCH-14] handles that meet after rounding stay in order', () => {
    expect(applySliderChange('thousands', price, full, [30_400, 30_100])).toEqual({
      accepted: true,
      value: [30_000, 30_000],
    });
  });

  it('rounds year sliders to whole years', () => {
    expect(applySliderChange('year', { min: 2005, max: 2025 }, [2005, 2025], [2010.4, 2019.5])).toEqual({
      accepted: true,
      value: [2010, 2020],
    });
  });
});

describe('useRange glue', () => {
  it('puts open ends at the range ends and clamps stale refinements in', () => {
    expect(sliderValues(price, [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY])).toEqual([4500, 98_700]);
    expect(sliderValues(price, [undefined, 50_000])).toEqual([4500, 50_000]);
    expect(sliderValues(price, [1000, 200_000])).toEqual([4500, 98_700]);
    expect(sliderValues(price, [200_000, undefined])).toEqual([98_700, 98_700]);
  });

  it('turns handles at the range ends into open ends, so the refinement clears', () => {
    expect(rangeRefinement(price, [4500, 98_700])).toEqual([undefined, undefined]);
    expect(rangeRefinement(price, [5000, 98_700])).toEqual([5000, undefined]);
    expect(rangeRefinement(price, [4500, 60_000])).toEqual([undefined, 60_000]);
  });
});
