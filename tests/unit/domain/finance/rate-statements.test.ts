import { describe, expect, it } from 'vitest';
import { estimateComparisonRate } from '../../../../src/domain/finance/comparison-rate.ts';
import { COMPARISON_RATE_TEXT } from '../../../../src/domain/finance/display.ts';
import {
  estimateStatement,
  financeDisclaimer,
  lenderOfferRates,
  lenderOfferStatement,
} from '../../../../src/domain/finance/rate-statements.ts';

const lender = { interestRate: 10.99, comparisonRate: 11.5, termYears: 5, termMonths: undefined };

describe('comparison rate of the calculator estimate', () => {
  // Hand-computed: a $30,000 + $495 loan at 10% p.a. over 60 months repays $647.93 a month; the
  // monthly rate at which 60 × $647.93 is worth $30,000 is 0.8924%, 10.71% a year. Without fees
  // the comparison rate is the rate itself.
  it('[FIN-09] includes the financed establishment fee on the $30,000 / 5-year basis', () => {
    expect(estimateComparisonRate(10, 495)).toBe(10.71);
    expect(estimateComparisonRate(8.5, 1360.5)).toBe(10.41);
    expect(estimateComparisonRate(11.99, 495)).toBe(12.71);
    expect(estimateComparisonRate(10, 0)).toBe(10);
  });
});

describe('rates beside repayments', () => {
  it('[FIN-09] the estimate states the rate and term it was worked out at, with its comparison rate', () => {
    expect(estimateStatement({ interestRate: 10, termYears: 5, establishmentFee: 495 })).toBe(
      'Your estimate: 10% p.a. over 5 years, as set in the calculator (comparison rate 10.71% p.a.*, with the $495 establishment fee).',
    );
    expect(estimateStatement({ interestRate: 7.5, termYears: 3.5, establishmentFee: 0 })).toBe(
      'Your estimate: 7.5% p.a. over 3.5 years, as set in the calculator (comparison rate 7.5% p.a.*).',
    );
  });

  it("[FIN-09] the lender's offer states the lender's own rate and comparison rate", () => {
    expect(lenderOfferStatement(lender)).toBe(
      "Lender's offer: 10.99% p.a. (comparison rate 11.5% p.a.*) over 5 years.",
    );
    expect(lenderOfferRates(lender)).toBe('at 10.99% p.a., comparison rate 11.5% p.a.');
    expect(lenderOfferStatement({ ...lender, comparisonRate: undefined })).toBeUndefined();
    expect(lenderOfferRates(undefined)).toBeUndefined();
  });

  it('[FIN-09] the disclaimer starts with the estimate, then the offer, then the comparison-rate warning', () => {
    const text = financeDisclaimer({
      estimate: { interestRate: 10, termYears: 5, establishmentFee: 495 },
      lender,
    });
    expect(text).toBe(
      'Your estimate: 10% p.a. over 5 years, as set in the calculator (comparison rate 10.71% p.a.*, with the $495 establishment fee). ' +
        "Lender's offer: 10.99% p.a. (comparison rate 11.5% p.a.*) over 5 years. " +
        "Not an offer of finance; approval, fees and charges depend on the lender's credit assessment. " +
        COMPARISON_RATE_TEXT,
    );
    // The 197 characters a collapsed disclaimer shows name the estimate's rate, not the lender's.
    expect(Array.from(text).slice(0, 197).join('')).toContain('10% p.a. over 5 years');
  });

  it('[FIN-09] without a figure the disclaimer is the indicative example 6.29% p.a. (comparison 8.19%)', () => {
    expect(financeDisclaimer({})).toBe(
      'Indicative example only: 6.29% p.a. (comparison rate 8.19% p.a.*) over 5 years. ' +
        "Not an offer of finance; approval, fees and charges depend on the lender's credit assessment. " +
        COMPARISON_RATE_TEXT,
    );
  });
});
