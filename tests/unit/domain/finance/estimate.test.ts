import { describe, expect, it } from 'vitest';
import {
  estimateBasisText,
  financeEstimateText,
  quoteSourceLabel,
  REPAYMENT_SOURCES,
} from '../../../../src/domain/finance/display.ts';

describe('finance estimate on the vehicle page', () => {
  it('weekly payment first, rounded up to whole dollars', () => {
    expect(financeEstimateText({ paymentWeek: 122.01, paymentMonth: 530, interestRate: 6.29 })).toBe(
      'From $123/week',
    );
    expect(financeEstimateText({ paymentWeek: 122, paymentMonth: undefined, interestRate: undefined })).toBe(
      'From $122/week',
    );
    // Float noise below a cent does not add a dollar.
    expect(
      financeEstimateText({ paymentWeek: 122.0000000001, paymentMonth: undefined, interestRate: undefined }),
    ).toBe('From $122/week');
  });

  it('then the monthly payment, then the rate, then nothing', () => {
    expect(financeEstimateText({ paymentWeek: undefined, paymentMonth: 529.2, interestRate: 6.29 })).toBe(
      'From $530/month',
    );
    expect(financeEstimateText({ paymentWeek: undefined, paymentMonth: undefined, interestRate: 6.2 })).toBe(
      'Finance from 6.20% p.a.',
    );
    expect(
      financeEstimateText({ paymentWeek: undefined, paymentMonth: undefined, interestRate: undefined }),
    ).toBe(undefined);
    expect(financeEstimateText(undefined)).toBe(undefined);
  });
});

describe('repayment sources', () => {
  it("names each figure's source, and what the shopper's estimate assumes", () => {
    expect(REPAYMENT_SOURCES).toEqual({
      lenderOffer: "Lender's offer",
      yourEstimate: 'Your estimate',
      lenderQuote: "Lender's quote",
      yourQuote: 'Your quote',
    });
    expect(estimateBasisText(10, 5)).toBe('at 10% p.a. over 5 years');
    expect(estimateBasisText(8.5, 1)).toBe('at 8.5% p.a. over 1 year');
    expect(estimateBasisText(9.5, 2.5)).toBe('at 9.5% p.a. over 2.5 years');
    expect(quoteSourceLabel('car')).toBe("Lender's quote");
    expect(quoteSourceLabel('request')).toBe('Your quote');
  });
});
