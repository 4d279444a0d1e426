import { describe, expect, it } from 'vitest';
import {
  comparisonRatePercent,
  exactPayment,
  loanSummary,
  REPAYMENT_FREQUENCIES,
  repayment,
  roundUpToDollar,
} from '../../../src/domain/finance/amortisation.ts';

const base = { amount: 30_000, annualRatePercent: 10, termYears: 5 };

/** Runs the loan period by period with the exact payment; what is left must be the balloon. */
function balanceAfterTerm(
  principal: number,
  balloon: number,
  annualRatePercent: number,
  termYears: number,
  paymentsPerYear: number,
): number {
  const rate = annualRatePercent / 100 / paymentsPerYear;
  const periods = Math.round(termYears * paymentsPerYear);
  const payment = exactPayment(principal, balloon, rate, periods);
  let balance = principal;
  for (let i = 0; i < periods; i++) balance = balance * (1 + rate) - payment;
  return balance;
}

describe('repayment frequencies', () => {
  it('[FIN-01] weekly 52, fortnightly 26 and monthly 12 payments a year', () => {
    expect(REPAYMENT_FREQUENCIES).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
  });

  it('[FIN-01] the number of repayments is the term times the payments per year', () => {
    expect(loanSummary({ ...base, paymentsPerYear: REPAYMENT_FREQUENCIES.weekly }).periods).toBe(260);
    expect(loanSummary({ ...base, paymentsPerYear: REPAYMENT_FREQUENCIES.fortnightly }).periods).toBe(130);
    expect(loanSummary({ ...base, paymentsPerYear: REPAYMENT_FREQUENCIES.monthly }).periods).toBe(60);
    expect(loanSummary({ ...base, termYears: 1.5, paymentsPerYear: 26 }).periods).toBe(39);
  });

  it('[FIN-01] more frequent payments are smaller and cost less in total', () => {
    const weekly = loanSummary({ ...base, paymentsPerYear: 52 });
    const fortnightly = loanSummary({ ...base, paymentsPerYear: 26 });
    const monthly = loanSummary({ ...base, paymentsPerYear: 12 });
    expect(weekly.payment).toBeLessThan(fortnightly.payment);
    expect(fortnightly.payment).toBeLessThan(monthly.payment);
    expect(weekly.totalPayable).toBeLessThan(monthly.totalPayable);
  });
});

describe('repayment: amortised loan with balloon', () => {
  it('[FIN-04] $30,000 at 10% over 5 years: 637.41 a month rounds up to 638, 146.73 a week to 147', () => {
    expect(repayment({ ...base, paymentsPerYear: 12 })).toBe(638);
    expect(repayment({ ...base, paymentsPerYear: 52 })).toBe(147);
    expect(repayment({ ...base, paymentsPerYear: 26 })).toBe(294); // 293.60
  });

  it('[FIN-04] the exact payment pays the loan down to the balloon, for many loans', () => {
    for (const annualRatePercent of [0.5, 4, 8.5, 10, 15, 19.42]) {
      for (const termYears of [1, 2.5, 5, 7]) {
        for (const paymentsPerYear of [12, 26, 52]) {
          for (const balloon of [0, 9_000]) {
            expect(
              balanceAfterTerm(30_000, balloon, annualRatePercent, termYears, paymentsPerYear),
            ).toBeCloseTo(balloon, 4);
          }
        }
      }
    }
  });

  it('[FIN-04] a balloon lowers the repayment and is paid on top of the instalments', () => {
    const none = loanSummary({ ...base, paymentsPerYear: 12 });
    const withBalloon = loanSummary({ ...base, residual: 9_000, paymentsPerYear: 12 });
    expect(withBalloon.payment).toBeLessThan(none.payment);
    // (30000 − 9000 / 1.0083̅^60) × r / (1 − 1.0083̅^−60) = 521.19 → 522
    expect(withBalloon.payment).toBe(522);
    expect(withBalloon.totalPayable).toBe(522 * 60 + 9_000);
    expect(withBalloon.balloon).toBe(9_000);
  });

  it('[FIN-04] zero interest splits principal less balloon evenly: (P − B) / n', () => {
    expect(repayment({ amount: 30_000, annualRatePercent: 0, termYears: 5, paymentsPerYear: 12 })).toBe(500);
    expect(
      repayment({ amount: 30_000, residual: 6_000, annualRatePercent: 0, termYears: 5, paymentsPerYear: 12 }),
    ).toBe(400);
    expect(repayment({ amount: 10_000, annualRatePercent: 0, termYears: 3, paymentsPerYear: 52 })).toBe(65); // 64.10
  });

  it('[FIN-04] repayments are rounded up to whole dollars, never down', () => {
    for (const amount of [5_000, 12_345, 30_000, 47_990, 99_999]) {
      for (const paymentsPerYear of [12, 26, 52]) {
        const input = { amount, annualRatePercent: 8.5, termYears: 4, paymentsPerYear };
        const exact = exactPayment(amount, 0, 0.085 / paymentsPerYear, 4 * paymentsPerYear);
        expect(repayment(input)).toBe(Math.ceil(exact));
        expect(repayment(input)).toBeGreaterThanOrEqual(exact);
      }
    }
  });

  it('[FIN-04] floating-point noise does not add a dollar; a cent does', () => {
    expect(roundUpToDollar(500.00000000001)).toBe(500);
    expect(roundUpToDollar(500)).toBe(500);
    expect(roundUpToDollar(500.01)).toBe(501);
    expect(roundUpToDollar(-3)).toBe(0);
  });

  it('[FIN-04] the establishment fee (1360.50 for one lender) is financed: principal = amount − deposit + fee', () => {
    const withFee = loanSummary({ ...base, deposit: 5_000, establishmentFee: 1360.5, paymentsPerYear: 52 });
    expect(withFee.principal).toBe(26_360.5);
    expect(withFee.payment).toBe(
      repayment({ amount: 26_360.5, annualRatePercent: 10, termYears: 5, paymentsPerYear: 52 }),
    );
    expect(withFee.payment).toBeGreaterThan(repayment({ ...base, deposit: 5_000, paymentsPerYear: 52 }));
  });

  it('[FIN-04] a deposit or trade-in reduces the amount financed; at or above the price nothing is owed', () => {
    expect(repayment({ ...base, deposit: 10_000, paymentsPerYear: 12 })).toBe(
      repayment({ ...base, amount: 20_000, paymentsPerYear: 12 }),
    );
    expect(loanSummary({ ...base, deposit: 30_000, paymentsPerYear: 12 })).toMatchObject({
      payment: 0,
      principal: 0,
      totalPayable: 0,
    });
    expect(loanSummary({ ...base, deposit: 40_000, paymentsPerYear: 12 }).payment).toBe(0);
  });

  it('[FIN-04] total payable = payment × number of payments + balloon; interest is the rest', () => {
    const summary = loanSummary({ ...base, residual: 3_000, establishmentFee: 1360.5, paymentsPerYear: 26 });
    expect(summary.totalPayable).toBeCloseTo(summary.payment * summary.periods + 3_000, 6);
    expect(summary.totalInterest).toBeCloseTo(summary.totalPayable - summary.principal, 6);
  });

  it('a balloon above the amount financed owes nothing per period', () => {
    expect(repayment({ ...base, residual: 50_000, paymentsPerYear: 12 })).toBe(0);
  });

  it('rejects impossible inputs with a RangeError', () => {
    expect(() => repayment({ ...base, amount: -1, paymentsPerYear: 12 })).toThrow(RangeError);
    expect(() => repayment({ ...base, amount: Number.NaN, paymentsPerYear: 12 })).toThrow(RangeError);
    expect(() => repayment({ ...base, annualRatePercent: -2, paymentsPerYear: 12 })).toThrow(RangeError);
    expect(() => repayment({ ...base, termYears: 0, paymentsPerYear: 12 })).toThrow(RangeError);
    expect(() => repayment({ ...base, paymentsPerYear: 0 })).toThrow(RangeError);
    expect(() => repayment({ ...base, paymentsPerYear: 12.5 })).toThrow(RangeError);
    expect(() => repayment({ ...base, residual: -5, paymentsPerYear: 12 })).toThrow(RangeError);
    expect(() =>
      repayment({ ...base, establishmentFee: Number.POSITIVE_INFINITY, paymentsPerYear: 12 }),
    ).toThrow(RangeError);
  });
});

describe('comparisonRatePercent', () => {
  it('equals the advertised rate when there are no fees', () => {
    expect(comparisonRatePercent({ annualRatePercent: 9.99, establishmentFee: 0 })).toBe(9.99);
    expect(comparisonRatePercent({ annualRatePercent: 0, establishmentFee: 0 })).toBe(0);
  });

  it('includes the fees: an upfront or monthly fee raises it', () => {
    const withFee = comparisonRatePercent({ annualRatePercent: 7.69, establishmentFee: 495 });
    expect(withFee).toBe(8.38);
    expect(
      comparisonRatePercent({ annualRatePercent: 7.69, establishmentFee: 495, monthlyFee: 8 }),
    ).toBeGreaterThan(withFee);
  });

  it('is on the $30,000 over 5 years basis by default; a bigger loan dilutes a fixed fee', () => {
    const standard = comparisonRatePercent({ annualRatePercent: 10, establishmentFee: 495 });
    expect(
      comparisonRatePercent({ annualRatePercent: 10, establishmentFee: 495, amount: 30_000, termYears: 5 }),
    ).toBe(standard);
    expect(
      comparisonRatePercent({ annualRatePercent: 10, establishmentFee: 495, amount: 90_000 }),
    ).toBeLessThan(standard);
  });
});
