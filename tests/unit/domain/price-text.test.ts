import { describe, expect, it } from 'vitest';
import {
  priceDisplay,
  priceDisplayOptions,
  priceText,
  titlePriceSuffix,
} from '../../../src/domain/price-display.ts';
import { settingsWith } from '../../fixtures/helpers.ts';

describe('price text', () => {
  it('[CARD-02] price display options come from the tenant settings', () => {
    expect(priceDisplayOptions(settingsWith())).toEqual({
      subscriptionSite: false,
      noPriceText: 'Enquire for price.',
    });
    expect(
      priceDisplayOptions(
        settingsWith({ site: { template: 'subscription' }, wording: { noPriceText: 'Call for price' } }),
      ),
    ).toEqual({ subscriptionSite: true, noPriceText: 'Call for price' });
  });

  it('[CARD-02] writes each kind of price as one line', () => {
    expect(priceText({ kind: 'price', amount: 24990, was: undefined, reduced: false })).toBe('$24,990');
    expect(priceText({ kind: 'price', amount: 23990, was: 24990, reduced: true })).toBe('$23,990');
    expect(priceText({ kind: 'price', amount: 23990, was: 24990, reduced: true }, { withWas: true })).toBe(
      '$23,990 (was $24,990)',
    );
    expect(priceText({ kind: 'subscription', amount: 199 })).toBe('$199 / week');
    expect(priceText({ kind: 'preorder' })).toBe('PREORDER');
    expect(priceText({ kind: 'no-price', text: 'Call for price' })).toBe('Call for price');
  });

  it("[CARD-02] a car priced 10 or less shows the tenant's no-price text, not a fixed phrase", () => {
    const prices = priceDisplayOptions(settingsWith({ wording: { noPriceText: 'POA' } }));
    expect(priceText(priceDisplay({ price: 10, preorder: false }, prices))).toBe('POA');
    expect(priceText(priceDisplay({ price: 0, preorder: false }, priceDisplayOptions(settingsWith())))).toBe(
      'Enquire for price.',
    );
    expect(priceText(priceDisplay({ price: 11, preorder: false }, prices))).toBe('$11');
  });

  it('a page title names the price only when there is one', () => {
    expect(titlePriceSuffix({ kind: 'price', amount: 24990, was: undefined, reduced: false })).toBe(
      ' for $24,990',
    );
    expect(titlePriceSuffix({ kind: 'subscription', amount: 199 })).toBe(' for $199');
    expect(titlePriceSuffix({ kind: 'preorder' })).toBe('');
    expect(titlePriceSuffix({ kind: 'no-price', text: 'Enquire for price.' })).toBe('');
  });
});
