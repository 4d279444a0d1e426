import { describe, expect, it } from 'vitest';
import { savedPriceChange } from '../../../src/domain/saved-price.ts';

describe('saved price change', () => {
  it('[DEAL-04] says how far the price moved since the car was saved, and nothing when it did not', () => {
    expect(savedPriceChange(32_990, 31_490)).toBe('Price down $1,500 since you saved it');
    expect(savedPriceChange(29_000, 29_500)).toBe('Price up $500 since you saved it');
    expect(savedPriceChange(29_000, 29_000)).toBeUndefined();
    expect(savedPriceChange(null, 29_000)).toBeUndefined();
    expect(savedPriceChange(29_000, 0)).toBeUndefined();
  });
});
