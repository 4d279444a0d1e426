import { describe, expect, it } from 'vitest';
import type { TenantSettings } from '../../../src/config/schema.ts';
import {
  MIN_DISPLAY_PRICE,
  type PriceDisplayOptions,
  priceDisplay,
} from '../../../src/domain/price-display.ts';
import { settingsWith } from '../../fixtures/helpers.ts';

/** The options a page passes, read from tenant settings. */
const optionsOf = (settings: TenantSettings): PriceDisplayOptions => ({
  subscriptionSite: settings.features.subscriptionSite,
  noPriceText: settings.wording.noPriceText,
});
const dealer = optionsOf(settingsWith());
const subscriptionSite = optionsOf(settingsWith({ site: { template: 'subscription' } }));

const car = (fields: Partial<Parameters<typeof priceDisplay>[0]> = {}) => ({
  price: 28990,
  before_price: undefined,
  offer_price: undefined,
  subscription_price: undefined,
  preorder: false,
  ...fields,
});

describe('[CARD-02] price display order', () => {
  it('[CARD-02] a subscription site shows the subscription price first when it is above 0', () => {
    expect(subscriptionSite.subscriptionSite).toBe(true);
    expect(
      priceDisplay(
        car({ subscription_price: 189, offer_price: 25000, before_price: 31000 }),
        subscriptionSite,
      ),
    ).toEqual({ kind: 'subscription', amount: 189 });
  });

  it('[CARD-02] a subscription price of 0 (or none) falls through to the next rule', () => {
    expect(priceDisplay(car({ subscription_price: 0 }), subscriptionSite)).toEqual({
      kind: 'price',
      amount: 28990,
      was: undefined,
      reduced: false,
    });
    expect(priceDisplay(car(), subscriptionSite).kind).toBe('price');
  });

  it('[CARD-02] a dealer site ignores the subscription price', () => {
    expect(priceDisplay(car({ subscription_price: 189 }), dealer)).toEqual({
      kind: 'price',
      amount: 28990,
      was: undefined,
      reduced: false,
    });
  });

  it('[CARD-02] a reduced (offer) price comes before the normal price, with the normal price as was-price', () => {
    expect(priceDisplay(car({ offer_price: 26990 }), dealer)).toEqual({
      kind: 'price',
      amount: 26990,
      was: 28990,
      reduced: true,
    });
  });

  it('[CARD-02] a reduced price shows even when the normal price is not displayable', () => {
    expect(priceDisplay(car({ price: 0, offer_price: 26990, preorder: true }), dealer)).toEqual({
      kind: 'price',
      amount: 26990,
      was: undefined,
      reduced: true,
    });
  });

  it('[CARD-02] an offer that is not below the price, or is 10 or less, is not a reduction', () => {
    expect(priceDisplay(car({ offer_price: 28990 }), dealer)).toEqual({
      kind: 'price',
      amount: 28990,
      was: undefined,
      reduced: false,
    });
    expect(priceDisplay(car({ offer_price: 29990 }), dealer)).toEqual({
      kind: 'price',
      amount: 28990,
      was: undefined,
      reduced: false,
    });
    expect(priceDisplay(car({ offer_price: 10 }), dealer)).toEqual({
      kind: 'price',
      amount: 28990,
      was: undefined,
      reduced: false,
    });
  });

  it('[CARD-02] the normal price shows only above 10: 10 is not shown, 11 is', () => {
    expect(MIN_DISPLAY_PRICE).toBe(10);
    expect(priceDisplay(car({ price: 10 }), dealer)).toEqual({
      kind: 'no-price',
      text: 'Enquire for price.',
    });
    expect(priceDisplay(car({ price: 11 }), dealer)).toEqual({
      kind: 'price',
      amount: 11,
      was: undefined,
      reduced: false,
    });
    expect(priceDisplay(car({ price: 1 }), dealer).kind).toBe('no-price');
  });

  it('[CARD-02] PREORDER when there is no displayable price and the car is a pre-order', () => {
    expect(priceDisplay(car({ price: 0, preorder: true }), dealer)).toEqual({ kind: 'preorder' });
    expect(priceDisplay(car({ price: 10, preorder: true }), dealer)).toEqual({ kind: 'preorder' });
    // A pre-order with a real price shows the price (the price rule comes first).
    expect(priceDisplay(car({ price: 11, preorder: true }), dealer).kind).toBe('price');
  });

  it('[CARD-02] otherwise the no-price text: "Enquire for price." by default, or the tenant’s own', () => {
    expect(priceDisplay(car({ price: 0 }), dealer)).toEqual({ kind: 'no-price', text: 'Enquire for price.' });
    const own = optionsOf(settingsWith({ wording: { noPriceText: 'Call for price' } }));
    expect(priceDisplay(car({ price: 0 }), own)).toEqual({ kind: 'no-price', text: 'Call for price' });
  });

  it('[CARD-02] the was-price is struck through only when before_price exceeds price', () => {
    expect(priceDisplay(car({ before_price: 30990 }), dealer)).toEqual({
      kind: 'price',
      amount: 28990,
      was: 30990,
      reduced: true,
    });
    expect(priceDisplay(car({ before_price: 28990 }), dealer)).toEqual({
      kind: 'price',
      amount: 28990,
      was: undefined,
      reduced: false,
    });
    expect(priceDisplay(car({ before_price: 25000 }), dealer)).toEqual({
      kind: 'price',
      amount: 28990,
      was: undefined,
      reduced: false,
    });
  });
});
