import { describe, expect, it } from 'vitest';
import {
  COMPARISON_BASIS,
  COMPARISON_RATE_TEXT,
  collapseText,
  DEFAULT_DISPLAY_TERM_YEARS,
  DISCLAIMER_COLLAPSED_LENGTH,
  disclaimerView,
  displayTermYears,
  FALLBACK_EXAMPLE,
  type FinanceLinkCar,
  financeCard,
  preApprovalHref,
  quoteRequestBody,
  shouldRequestQuote,
} from '../../../../src/domain/finance/display.ts';
import { settingsWith } from '../../../fixtures/helpers.ts';

const car: FinanceLinkCar = { id: 'c123', price: 24_990, car_type: 'used', vin: 'JTDBR32E720012345' };

describe('finance card', () => {
  it("[FIN-08] is titled 'Car Finance' with a 'Get Pre-Approved' button to the tenant's finance link", () => {
    expect(financeCard(car, { defaultLink: '/finance', preferredDealership: 'Harbour City Toyota' })).toEqual(
      {
        title: 'Car Finance',
        buttonLabel: 'Get Pre-Approved',
        href: '/finance?preferredDealership=Harbour+City+Toyota&vehiclePriceBudget=24990&car_id=c123&car_type=used&vin=JTDBR32E720012345#finance-form',
      },
    );
  });

  it('[FIN-08] uses the default finance link per tenant (default /finance)', () => {
    expect(settingsWith().finance.defaultLink).toBe('/finance');
    const link = settingsWith({ finance: { defaultLink: '/apply-for-finance' } }).finance.defaultLink;
    expect(financeCard(car, { defaultLink: link }).href).toBe(
      '/apply-for-finance?vehiclePriceBudget=24990&car_id=c123&car_type=used&vin=JTDBR32E720012345#finance-form',
    );
  });

  it('[FIN-08] query parameters in order preferredDealership, vehiclePriceBudget, car_id, car_type, vin, then #finance-form', () => {
    const url = new URL(preApprovalHref('/finance', car, 'Northside'), 'https://example.com');
    expect([...url.searchParams.keys()]).toEqual([
      'preferredDealership',
      'vehiclePriceBudget',
      'car_id',
      'car_type',
      'vin',
    ]);
    expect(url.hash).toBe('#finance-form');
  });

  it('[FIN-08] leaves out parameters the car has no value for; a price of 0 or less gives no budget', () => {
    expect(preApprovalHref('/finance', { id: 'c9', price: 0, car_type: 'new', vin: undefined })).toBe(
      '/finance?car_id=c9&car_type=new#finance-form',
    );
    expect(
      preApprovalHref('/finance', { id: 'c9', price: 19_999.6, car_type: 'demo', vin: undefined }, '  '),
    ).toBe('/finance?vehiclePriceBudget=20000&car_id=c9&car_type=demo#finance-form');
  });

  it('[FIN-08] works with external links, keeps their own parameters and replaces their anchor', () => {
    expect(preApprovalHref('https://lender.example.com/apply?ref=dealer#top', car)).toBe(
      'https://lender.example.com/apply?ref=dealer&vehiclePriceBudget=24990&car_id=c123&car_type=used&vin=JTDBR32E720012345#finance-form',
    );
    expect(preApprovalHref('/finance?car_id=old', car)).toBe(
      '/finance?vehiclePriceBudget=24990&car_id=c123&car_type=used&vin=JTDBR32E720012345#finance-form',
    );
  });

  it('[FIN-08] encodes values safely', () => {
    const url = new URL(preApprovalHref('/finance', car, 'Smith & Sons #1'), 'https://example.com');
    expect(url.searchParams.get('preferredDealership')).toBe('Smith & Sons #1');
    expect(url.hash).toBe('#finance-form');
  });
});

describe('disclaimer', () => {
  const long = `${'Finance is subject to approval. '.repeat(10)}End.`;

  it('[FIN-09] collapsed, a long disclaimer shows its first 197 characters and "..." with Show more', () => {
    expect(DISCLAIMER_COLLAPSED_LENGTH).toBe(197);
    const collapsed = collapseText(long, false);
    expect(collapsed.text).toBe(`${long.slice(0, 197)}...`);
    expect(collapsed.text.length).toBe(200);
    expect(collapsed).toMatchObject({ truncated: true, toggleLabel: 'Show more' });
  });

  it('[FIN-09] expanded, the whole text with Show less', () => {
    expect(collapseText(long, true)).toEqual({ text: long, truncated: false, toggleLabel: 'Show less' });
  });

  it('[FIN-09] exactly 197 characters needs no toggle; 198 is cut at 197', () => {
    const exact = 'x'.repeat(197);
    expect(collapseText(exact, false)).toEqual({ text: exact, truncated: false, toggleLabel: undefined });
    expect(collapseText(exact, true)).toEqual({ text: exact, truncated: false, toggleLabel: undefined });
    expect(collapseText(`${exact}y`, false)).toEqual({
      text: `${exact}...`,
      truncated: true,
      toggleLabel: 'Show more',
    });
    expect(collapseText('', false).toggleLabel).toBeUndefined();
  });

  it('counts characters, not UTF-16 units: an emoji is never cut in half', () => {
    const text = `${'a'.repeat(196)}🚗🚗🚗`;
    expect(collapseText(text, false).text).toBe(`${'a'.repeat(196)}🚗...`);
  });

  it('[FIN-09] a second toggle swaps to the lender disclaimer text and back', () => {
    const lenderText = `Lender terms: ${'conditions apply. '.repeat(15)}`;
    const standard = disclaimerView({ standardText: long, lenderText, showLender: false, expanded: false });
    expect(standard).toMatchObject({
      source: 'standard',
      text: `${long.slice(0, 197)}...`,
      swapLabel: 'Show lender disclaimer',
      toggleLabel: 'Show more',
    });
    const lender = disclaimerView({ standardText: long, lenderText, showLender: true, expanded: false });
    expect(lender).toMatchObject({
      source: 'lender',
      text: `${lenderText.trim().slice(0, 197)}...`,
      swapLabel: 'Show standard disclaimer',
    });
    expect(
      disclaimerView({ standardText: long, lenderText, showLender: true, expanded: true }),
    ).toMatchObject({ text: lenderText.trim(), toggleLabel: 'Show less' });
  });

  it('[FIN-09] without lender text there is no swap toggle and the standard text shows', () => {
    for (const lenderText of [undefined, '', '   ']) {
      expect(
        disclaimerView({ standardText: 'Short.', lenderText, showLender: true, expanded: false }),
      ).toEqual({
        source: 'standard',
        text: 'Short.',
        truncated: false,
        toggleLabel: undefined,
        swapLabel: undefined,
      });
    }
  });
});

describe('display term, rates and comparison text', () => {
  it('[FIN-09] the default display term is 5 years; the lender’s term wins when given', () => {
    expect(DEFAULT_DISPLAY_TERM_YEARS).toBe(5);
    expect(displayTermYears(undefined)).toBe(5);
    expect(displayTermYears({ termYears: undefined, termMonths: undefined })).toBe(5);
    expect(displayTermYears({ termYears: 0, termMonths: 0 })).toBe(5);
    expect(displayTermYears({ termYears: 7, termMonths: 84 })).toBe(7);
    expect(displayTermYears({ termYears: undefined, termMonths: 48 })).toBe(4);
    expect(displayTermYears({ termYears: undefined, termMonths: 66 })).toBe(5.5);
  });

  it('[FIN-09] comparison text assumes a 5-year secured fixed-rate $30,000 loan', () => {
    expect(COMPARISON_BASIS).toEqual({ amount: 30_000, termYears: 5, secured: true, fixedRate: true });
    expect(COMPARISON_RATE_TEXT).toContain('secured fixed-rate loan of $30,000 over a term of 5 years');
    expect(FALLBACK_EXAMPLE).toEqual({ interestRate: 6.29, comparisonRate: 8.19 });
  });
});

describe('lender quote', () => {
  it('[FIN-10] asks for a quote only when the car has none, its price is above 0 and the feature is on', () => {
    expect(shouldRequestQuote({ youxQuote: undefined, price: 24_990 }, { quoteEnabled: true })).toBe(true);
    expect(shouldRequestQuote({ youxQuote: undefined, price: 0.01 }, { quoteEnabled: true })).toBe(true);
  });

  it('[FIN-10] not when the car already has a quote', () => {
    expect(
      shouldRequestQuote(
        {
          youxQuote: { weeklyRepaymentAmount: 99, comparisonRate: 8.38, advertisedRate: 7.69 },
          price: 24_990,
        },
        { quoteEnabled: true },
      ),
    ).toBe(false);
  });

  it('[FIN-10] not when the price is 0 or less', () => {
    expect(shouldRequestQuote({ youxQuote: undefined, price: 0 }, { quoteEnabled: true })).toBe(false);
    expect(shouldRequestQuote({ youxQuote: undefined, price: -5 }, { quoteEnabled: true })).toBe(false);
  });

  it('[FIN-10] not when the feature is off (the tenant default)', () => {
    expect(settingsWith().finance.quoteEnabled).toBe(false);
    expect(shouldRequestQuote({ youxQuote: undefined, price: 24_990 }, settingsWith().finance)).toBe(false);
    expect(
      shouldRequestQuote(
        { youxQuote: undefined, price: 24_990 },
        settingsWith({ finance: { quoteEnabled: true } }).finance,
      ),
    ).toBe(true);
  });

  it('builds the quote body: price, term in months (5 years by default, 6-month steps), year, VIN, NVIC', () => {
    const quoted = { price: 24_990, year: 2021, vin: 'JTDBR32E720012345', nvic: 'ABC12' };
    expect(quoteRequestBody(quoted, { creditScore: 'good' })).toEqual({
      selfAssessedCreditScore: 'good',
      purchasePrice: 24_990,
      loanTerm: 60,
      year: 2021,
      vin: 'JTDBR32E720012345',
      nvic: 'ABC12',
    });
    expect(
      quoteRequestBody(
        { ...quoted, vin: undefined, nvic: undefined },
        { creditScore: 'fair', termYears: 3.5, whoIsHelping: 'Sam' },
      ),
    ).toEqual({
      selfAssessedCreditScore: 'fair',
      purchasePrice: 24_990,
      loanTerm: 42,
      year: 2021,
      whoIsHelping: 'Sam',
    });
    expect(quoteRequestBody(quoted, { creditScore: 'good', termYears: 10 }).loanTerm).toBe(84);
    expect(quoteRequestBody(quoted, { creditScore: 'good', termYears: 0.2 }).loanTerm).toBe(12);
  });
});
