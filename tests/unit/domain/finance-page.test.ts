import { describe, expect, it } from 'vitest';
import {
  financePagePath,
  financePageTitle,
  preferredDealershipSlug,
  readFinanceQuery,
} from '../../../src/domain/finance/finance-page.ts';
import {
  formatPrice,
  parsePrice,
  PRICE_QUICK_PICKS,
  readPrice,
} from '../../../src/domain/leads/price-field.ts';

const settings = (defaultLink: string, subscriptionSite = false) =>
  ({ finance: { defaultLink }, features: { subscriptionSite } }) as Parameters<typeof financePagePath>[0];

describe('finance page', () => {
  it('lives at the tenant’s finance link when it is one of the finance routes; none for subscriptions or an external link', () => {
    expect(financePagePath(settings('/finance'))).toBe('/finance');
    expect(financePagePath(settings('/apply-for-finance#finance-form'))).toBe('/apply-for-finance');
    expect(financePagePath(settings('/finance-enquiry/?source=web'))).toBe('/finance-enquiry');
    expect(financePagePath(settings('https://lender.example.com/apply'))).toBeUndefined();
    expect(financePagePath(settings('/finance', true))).toBeUndefined();
  });

  it('says Car Finance, or Vehicle Finance where the site’s word is vehicles', () => {
    expect(
      financePageTitle({ wording: { vehicleNoun: 'cars' } } as Parameters<typeof financePageTitle>[0]),
    ).toBe('Car Finance');
    expect(
      financePageTitle({ wording: { vehicleNoun: 'vehicles' } } as Parameters<typeof financePageTitle>[0]),
    ).toBe('Vehicle Finance');
  });

  it('reads the pre-approval query, leaving out anything malformed', () => {
    expect(
      readFinanceQuery(
        '?preferredDealership=Southern%20Cross%20Kia%20Ringwood&vehiclePriceBudget=41990&car_id=WU20137&car_type=used&vin=JTMBFREV10D123456',
      ),
    ).toEqual({
      preferredDealership: 'Southern Cross Kia Ringwood',
      budget: 41990,
      carId: 'WU20137',
      carType: 'used',
      vin: 'JTMBFREV10D123456',
    });
    expect(
      readFinanceQuery(
        '?preferredDealership=<script>&vehiclePriceBudget=4e5&car_id=a b&car_type=boat&vin=short',
      ),
    ).toEqual({
      preferredDealership: undefined,
      budget: undefined,
      carId: undefined,
      carType: undefined,
      vin: undefined,
    });
  });

  it('matches the preferred dealership by slug or name', () => {
    const dealerships = [{ slug: 'sc-kia', name: 'Southern Cross Kia Ringwood' }];
    expect(preferredDealershipSlug('Southern Cross Kia Ringwood', dealerships)).toBe('sc-kia');
    expect(preferredDealershipSlug('SC-KIA', dealerships)).toBe('sc-kia');
    expect(preferredDealershipSlug('Elsewhere', dealerships)).toBeUndefined();
  });
});

describe('price field', () => {
  it('reads whole dollars from what was typed and shows them with $ and separators', () => {
    expect(parsePrice('$45,990')).toBe(45990);
    expect(parsePrice('35000.50')).toBe(35000);
    expect(parsePrice('')).toBeUndefined();
    // Text around the digits is not read as an amount: 'abc 35000' is not $35,000.
    expect(parsePrice('abc 35000.50')).toBeUndefined();
    expect(formatPrice(45990)).toBe('$45,990');
    expect(formatPrice(undefined)).toBe('');
  });

  it('[LEAD-16] a budget typed as shoppers type it: 25k, $25,000, 25 000, $1.2m; anything else is unreadable, never the digits it holds', () => {
    expect(readPrice('25k')).toBe(25_000);
    expect(readPrice('25K')).toBe(25_000);
    expect(readPrice('$25,000')).toBe(25_000);
    expect(readPrice('25 000')).toBe(25_000);
    expect(readPrice('$ 32.5k')).toBe(32_500);
    expect(readPrice('$1.2m')).toBe(1_200_000);
    expect(readPrice('1.15k')).toBe(1_150);
    expect(readPrice('25,000.00')).toBe(25_000);
    expect(readPrice('40 thousand')).toBe(40_000);
    expect(readPrice('')).toBeUndefined();
    expect(readPrice('$')).toBeUndefined();
    expect(readPrice('twenty grand')).toBe('unreadable');
    expect(readPrice('25-30k')).toBe('unreadable');
    expect(readPrice('25k-ish')).toBe('unreadable');
  });

  it('quick picks: $5,000 to $70,000, or $300,000 to $800,000', () => {
    expect([PRICE_QUICK_PICKS.standard[0], PRICE_QUICK_PICKS.standard.at(-1)]).toEqual([5000, 70000]);
    expect([PRICE_QUICK_PICKS.premium[0], PRICE_QUICK_PICKS.premium.at(-1)]).toEqual([300000, 800000]);
  });
});
