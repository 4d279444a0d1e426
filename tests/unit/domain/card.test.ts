import { describe, expect, it } from 'vitest';
import { cardFacts, cardSettings } from '../../../src/domain/card.ts';
import { settingsWith } from '../../fixtures/helpers.ts';

describe('car card', () => {
  it('[CARD-01] the facts line: km for used, Demo and km for demo, New for new, then transmission and fuel', () => {
    const car = { km: 86500, transmission: 'Automatic', fuel: 'Petrol' } as const;
    expect(cardFacts({ ...car, car_type: 'used' })).toBe('86,500 km · Automatic · Petrol');
    expect(cardFacts({ ...car, car_type: 'demo', km: 1200 })).toBe('Demo · 1,200 km · Automatic · Petrol');
    expect(cardFacts({ ...car, car_type: 'new' })).toBe('New · Automatic · Petrol');
    expect(cardFacts({ car_type: 'new', km: 0, transmission: undefined, fuel: undefined })).toBe('New');
  });

  it("[CARD-02] card settings carry the tag switches, the price options and the buttons' options", () => {
    const settings = settingsWith({
      wording: { noPriceText: 'Call us' },
      finance: { defaultLink: '/apply-for-finance' },
      features: { checkoutJourney: true },
    });
    expect(cardSettings(settings)).toEqual({
      vehicle: settings.vehicle,
      subscriptionSite: false,
      noPriceText: 'Call us',
      actions: {
        reserve: settings.vehicle.reserve,
        financeLink: '/apply-for-finance',
        onlinePurchase: true,
        onlinePurchaseMakes: settings.vehicle.onlinePurchaseMakes,
      },
    });
  });
});
