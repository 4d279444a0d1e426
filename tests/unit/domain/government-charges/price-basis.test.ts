/** What an advertised price includes, and the words beside it (COMP-02). */
import { describe, expect, it } from 'vitest';
import { priceBasis, priceLabel } from '../../../../src/domain/government-charges/price-basis.ts';
import type { PriceDisplay } from '../../../../src/domain/price-display.ts';

const sale: PriceDisplay = { kind: 'price', amount: 9_990, was: undefined, reduced: false };

describe('price basis (COMP-02)', () => {
  it("[COMP-02] reads the feed's price type: drive-away, excluding government charges, or unstated", () => {
    expect(priceBasis('Drive Away', {})).toBe('drive-away');
    expect(priceBasis('driveaway', {})).toBe('drive-away');
    expect(priceBasis('Excl. Govt. Charges', {})).toBe('excludes-charges');
    expect(priceBasis('+ ORC', {})).toBe('excludes-charges');
    expect(priceBasis('Plus on-road costs', {})).toBe('excludes-charges');
    expect(priceBasis('EGC', {})).toBe('excludes-charges');
    expect(priceBasis(undefined, {})).toBe('unstated');
    expect(priceBasis('Negotiable', {})).toBe('unstated');
  });

  it("[COMP-02] the tenant's setting answers only for a price the feed gives no type for", () => {
    expect(priceBasis(undefined, { priceTypeWhenUnknown: 'drive-away' })).toBe('drive-away');
    expect(priceBasis('', { priceTypeWhenUnknown: 'excl-govt-charges' })).toBe('excludes-charges');
    expect(priceBasis('Excl. Govt. Charges', { priceTypeWhenUnknown: 'drive-away' })).toBe(
      'excludes-charges',
    );
  });

  it('[COMP-02] a bare price says government charges may apply, never drive-away, unless the tenant says so', () => {
    expect(priceLabel(sale, undefined, {})).toBe('Government charges may apply');
    expect(priceLabel(sale, undefined, { priceTypeWhenUnknown: 'drive-away' })).toBe('Drive away');
    expect(priceLabel(sale, undefined, { priceTypeWhenUnknown: 'excl-govt-charges' })).toBe(
      'Excl. Govt. Charges',
    );
    expect(priceLabel(sale, ' Drive Away ', {})).toBe('Drive Away');
    expect(priceLabel({ kind: 'subscription', amount: 199 }, undefined, {})).toBe(
      'Weekly subscription price',
    );
    expect(priceLabel({ kind: 'no-price', text: 'Call for price' }, 'Drive Away', {})).toBeUndefined();
  });
});
