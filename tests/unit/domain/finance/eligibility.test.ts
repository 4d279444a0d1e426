import { describe, expect, it } from 'vitest';
import type { FinanceLender } from '../../../../src/model/car.ts';
import { currentYear } from '../../../../src/model/time-zone.ts';
import {
  type EligibilityContext,
  type FinanceCar,
  type FinanceDisplaySettings,
  type FinanceProvider,
  financeEligibility,
} from '../../../../src/domain/finance/eligibility.ts';
import * as v from 'valibot';
import { CarRecordSchema } from '../../../../src/model/car.ts';
import { rawCar, settingsWith } from '../../../fixtures/helpers.ts';

/** 1 June 2026 in Sydney: the current year is 2026, so provider A takes cars from 2015 (newer than 2014). */
const now = new Date('2026-06-01T02:00:00Z');
const context = { now };

const fullLender: FinanceLender = {
  interestRate: 9.99,
  comparisonRate: 10.7,
  paymentWeek: 120,
  paymentMonth: 520,
  deposit: 0,
  termYears: 5,
  termMonths: undefined,
  establishmentFees: undefined,
  balloon: undefined,
  totalPayable: undefined,
  disclaimer: undefined,
};

const carFor = (
  provider: string,
  fields: Partial<FinanceCar> = {},
  lender: Partial<FinanceLender> = {},
): FinanceCar => ({
  year: 2022,
  price: 24_990,
  status: 'in_stock',
  dealership_slug: 'harbour-city',
  finance_lenders: { [provider]: { ...fullLender, ...lender } },
  ...fields,
});

const settingsFor = (
  provider: FinanceProvider | undefined,
  fields: Partial<FinanceDisplaySettings> = {},
): FinanceDisplaySettings => ({
  provider,
  hiddenOnDealerships: [],
  hiddenForManufacturerSite: false,
  ...fields,
});

const reasonOf = (car: FinanceCar, settings: FinanceDisplaySettings, ctx: EligibilityContext = context) => {
  const result = financeEligibility(car, settings, ctx);
  return result.eligible ? 'eligible' : result.reason;
};

const ALL: FinanceProvider[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

describe('finance display eligibility: common rules', () => {
  it('[FIN-07] every provider shows finance for an available, recent car priced above 500 with full lender data', () => {
    for (const provider of ALL) {
      const result = financeEligibility(carFor(provider), settingsFor(provider), context);
      expect(result).toEqual({ eligible: true, provider, lender: { ...fullLender } });
      expect(financeEligibility(carFor(provider), settingsFor(provider), context).eligible).toBe(true);
    }
  });

  it('[FIN-07] needs lender data for the configured provider', () => {
    for (const provider of ALL) {
      expect(reasonOf(carFor(provider === 'A' ? 'B' : 'A'), settingsFor(provider))).toBe('no-lender-data');
      expect(reasonOf(carFor(provider, { finance_lenders: {} }), settingsFor(provider))).toBe(
        'no-lender-data',
      );
    }
    expect(reasonOf(carFor('A'), settingsFor(undefined))).toBe('no-provider');
  });

  it('[FIN-07] needs non-null interest and comparison rates, for every provider', () => {
    for (const provider of ALL) {
      expect(reasonOf(carFor(provider, {}, { interestRate: undefined }), settingsFor(provider))).toBe(
        'missing-rates',
      );
      expect(reasonOf(carFor(provider, {}, { comparisonRate: undefined }), settingsFor(provider))).toBe(
        'missing-rates',
      );
    }
  });

  it('[FIN-07] a feed null rate counts as missing (the feed schema turns null into absent)', () => {
    const car = v.parse(
      CarRecordSchema,
      rawCar({ finance_lenders: { B: { interestRate: null, comparisonRate: 8.19 } } }),
    );
    expect(car.finance_lenders['B']!.interestRate).toBeUndefined();
    expect(reasonOf(car, settingsFor('B'))).toBe('missing-rates');
    const good = v.parse(
      CarRecordSchema,
      rawCar({ finance_lenders: { B: { interestRate: '6.29', comparisonRate: '8.19' } } }),
    );
    expect(reasonOf(good, settingsFor('B'))).toBe('eligible');
  });

  it("[FIN-07] never shown on a make's manufacturer site", () => {
    for (const provider of ALL)
      expect(reasonOf(carFor(provider), settingsFor(provider, { hiddenForManufacturerSite: true }))).toBe(
        'hidden-manufacturer-site',
      );
  });

  it('[FIN-07] never shown on the named dealership sites (site slug or the car’s dealership, any case)', () => {
    const hidden = settingsFor('B', { hiddenOnDealerships: ['northside-motors', 'Harbour-City'] });
    expect(reasonOf(carFor('B'), hidden)).toBe('hidden-dealership');
    expect(reasonOf(carFor('B', { dealership_slug: 'other' }), hidden)).toBe('eligible');
    expect(
      reasonOf(carFor('B', { dealership_slug: 'other' }), hidden, {
        now,
        siteDealershipSlug: 'northside-motors',
      }),
    ).toBe('hidden-dealership');
    expect(reasonOf(carFor('B', { dealership_slug: undefined }), hidden)).toBe('eligible');
  });

  it('reads the switches from tenant settings (defaults: no provider, nothing hidden)', () => {
    const defaults = settingsWith().finance;
    expect(reasonOf(carFor('A'), defaults)).toBe('no-provider');
    const configured = settingsWith({
      finance: { provider: 'D', hiddenOnDealerships: ['northside-motors'] },
    }).finance;
    expect(reasonOf(carFor('D'), configured)).toBe('eligible');
    expect(reasonOf(carFor('D', { dealership_slug: 'northside-motors' }), configured)).toBe(
      'hidden-dealership',
    );
  });
});

describe('finance display eligibility: provider A', () => {
  const a = settingsFor('A');

  it('[FIN-07] car year must be newer than the current year minus 12', () => {
    expect(reasonOf(carFor('A', { year: 2015 }), a)).toBe('eligible');
    expect(reasonOf(carFor('A', { year: 2014 }), a)).toBe('too-old');
    expect(reasonOf(carFor('A', { year: 2000 }), a)).toBe('too-old');
    expect(reasonOf(carFor('A', { year: 2027 }), a)).toBe('eligible');
  });

  it('[FIN-07] price must be above 500', () => {
    expect(reasonOf(carFor('A', { price: 500 }), a)).toBe('price');
    expect(reasonOf(carFor('A', { price: 0 }), a)).toBe('price');
    expect(reasonOf(carFor('A', { price: 500.01 }), a)).toBe('eligible');
    expect(reasonOf(carFor('A', { price: 501 }), a)).toBe('eligible');
  });

  it('[FIN-07] car must be available (in_stock or coming_soon)', () => {
    expect(reasonOf(carFor('A', { status: 'coming_soon' }), a)).toBe('eligible');
    expect(reasonOf(carFor('A', { status: 'sold' }), a)).toBe('not-available');
    expect(reasonOf(carFor('A', { status: 'withdrawn' }), a)).toBe('not-available');
  });

  it('[FIN-07] comparison rate must be present; payments are not needed', () => {
    expect(reasonOf(carFor('A', {}, { comparisonRate: undefined }), a)).toBe('missing-rates');
    expect(reasonOf(carFor('A', {}, { paymentWeek: undefined, paymentMonth: undefined }), a)).toBe(
      'eligible',
    );
  });

  it('[FIN-07] the current year is the year in Australia: a car turns 13 at Sydney midnight, not UTC midnight', () => {
    // 31 Dec 2025 14:00 UTC is 1 Jan 2026 01:00 in Sydney.
    const newYearsDay = new Date('2025-12-31T14:00:00Z');
    expect(currentYear(newYearsDay)).toBe(2026);
    expect(currentYear(newYearsDay, 'UTC')).toBe(2025);
    expect(reasonOf(carFor('A', { year: 2014 }), a, { now: newYearsDay })).toBe('too-old');
    expect(reasonOf(carFor('A', { year: 2014 }), a, { now: newYearsDay, timeZone: 'UTC' })).toBe('eligible');
  });
});

describe('finance display eligibility: providers B and C', () => {
  it('[FIN-07] only need the car available: any price, any age, no payments', () => {
    for (const provider of ['B', 'C'] as const) {
      const settings = settingsFor(provider);
      const bare = { paymentWeek: undefined, paymentMonth: undefined };
      expect(reasonOf(carFor(provider, { price: 0, year: 1990 }, bare), settings)).toBe('eligible');
      expect(reasonOf(carFor(provider, { status: 'coming_soon' }), settings)).toBe('eligible');
      expect(reasonOf(carFor(provider, { status: 'sold' }), settings)).toBe('not-available');
    }
  });
});

describe('finance display eligibility: providers D, E and F', () => {
  it('[FIN-07] need price above 500, the car available and a weekly payment', () => {
    for (const provider of ['D', 'E', 'F'] as const) {
      const settings = settingsFor(provider);
      expect(reasonOf(carFor(provider, { year: 1995 }, { paymentMonth: undefined }), settings)).toBe(
        'eligible',
      );
      expect(reasonOf(carFor(provider, { price: 500 }), settings)).toBe('price');
      expect(reasonOf(carFor(provider, { price: 500.5 }), settings)).toBe('eligible');
      expect(reasonOf(carFor(provider, { status: 'sold' }), settings)).toBe('not-available');
      expect(reasonOf(carFor(provider, {}, { paymentWeek: undefined }), settings)).toBe('no-weekly-payment');
      expect(reasonOf(carFor(provider, {}, { paymentWeek: 0 }), settings)).toBe('eligible');
    }
  });
});

describe('finance display eligibility: provider G', () => {
  it('[FIN-07] needs price above 500, the car available and a monthly payment', () => {
    const settings = settingsFor('G');
    expect(reasonOf(carFor('G', { year: 1995 }, { paymentWeek: undefined }), settings)).toBe('eligible');
    expect(reasonOf(carFor('G', { price: 500 }), settings)).toBe('price');
    expect(reasonOf(carFor('G', { status: 'sold' }), settings)).toBe('not-available');
    expect(reasonOf(carFor('G', {}, { paymentMonth: undefined }), settings)).toBe('no-monthly-payment');
  });
});
