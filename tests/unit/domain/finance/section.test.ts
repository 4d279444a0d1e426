import { describe, expect, it } from 'vitest';
import { financeSection } from '../../../../src/domain/finance/section.ts';
import type { FinanceLender } from '../../../../src/model/car.ts';

/** 1 June 2026 in Sydney: provider A lends on cars newer than 2014. */
const context = { now: new Date('2026-06-01T02:00:00Z') };
const lender: FinanceLender = {
  interestRate: 11.99,
  comparisonRate: 13.36,
  paymentWeek: 98.5,
  paymentMonth: 427,
  deposit: 1500,
  termYears: 5,
  termMonths: 60,
  establishmentFees: 495,
  balloon: 0,
  totalPayable: undefined,
  disclaimer: 'Lender A text',
};
const car = (fields: Partial<Parameters<typeof financeSection>[0]> = {}) => ({
  year: 2021,
  price: 18_990,
  status: 'in_stock' as const,
  dealership_slug: 'harbour-city',
  finance_lenders: { A: lender },
  ...fields,
});
const settings = (fields: Partial<Parameters<typeof financeSection>[1]> = {}) => ({
  provider: 'A' as const,
  hiddenOnDealerships: [],
  hiddenForManufacturerSite: false,
  subscriptionSite: false,
  ...fields,
});

describe('the finance section of a vehicle page (FIN-07)', () => {
  it("[FIN-07] is shown with the provider's lender for an eligible car", () => {
    expect(financeSection(car(), settings(), context)).toEqual({ shown: true, provider: 'A', lender });
  });

  it('[FIN-07] is left out whole for a car the provider does not lend on (a 2014 car for provider A)', () => {
    expect(financeSection(car({ year: 2014 }), settings(), context)).toEqual({
      shown: false,
      reason: 'too-old',
    });
    expect(financeSection(car({ year: 2015 }), settings(), context).shown).toBe(true);
  });

  it('[FIN-07] is left out by either hide-finance setting, not only its sidebar estimate', () => {
    expect(financeSection(car(), settings({ hiddenForManufacturerSite: true }), context)).toEqual({
      shown: false,
      reason: 'hidden-manufacturer-site',
    });
    expect(financeSection(car(), settings({ hiddenOnDealerships: ['Harbour-City'] }), context)).toEqual({
      shown: false,
      reason: 'hidden-dealership',
    });
  });

  it('[FIN-07] needs a provider with both rates for the car', () => {
    expect(financeSection(car(), settings({ provider: undefined }), context)).toEqual({
      shown: false,
      reason: 'no-provider',
    });
    expect(financeSection(car({ finance_lenders: {} }), settings(), context)).toEqual({
      shown: false,
      reason: 'no-lender-data',
    });
    expect(
      financeSection(
        car({ finance_lenders: { A: { ...lender, comparisonRate: undefined } } }),
        settings(),
        context,
      ),
    ).toEqual({ shown: false, reason: 'missing-rates' });
  });

  it('is left out for a car not for sale and on a subscription site', () => {
    expect(financeSection(car({ status: 'sold' }), settings(), context)).toEqual({
      shown: false,
      reason: 'not-for-sale',
    });
    expect(financeSection(car({ price: 0 }), settings(), context)).toEqual({
      shown: false,
      reason: 'not-for-sale',
    });
    expect(financeSection(car(), settings({ subscriptionSite: true }), context)).toEqual({
      shown: false,
      reason: 'subscription-site',
    });
  });
});
