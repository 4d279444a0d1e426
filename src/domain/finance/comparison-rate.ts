/**
 * The comparison rate of the calculator's own estimate (FIN-09; National Consumer Credit
 * Protection Regulations, Sch 1 Part 2: the rate that includes the fees, on the $30,000 secured
 * fixed-rate loan over 5 years with monthly repayments). Pure.
 *
 * The calculator finances the establishment fee (amortisation.ts), so the borrower receives
 * $30,000 and repays a loan of $30,000 + fee at the nominal rate; the comparison rate is the
 * annual rate (12 × the monthly rate) at which those 60 repayments are worth $30,000 today.
 * Without a fee it equals the nominal rate.
 */
import { COMPARISON_BASIS } from './display.ts';

const MONTHS = COMPARISON_BASIS.termYears * 12;

function levelPayment(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

function presentValue(payment: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return payment * months;
  return (payment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate;
}

/** Percent p.a., to two decimals, for a nominal `annualRatePercent` and a financed `establishmentFee` in dollars. */
export function estimateComparisonRate(annualRatePercent: number, establishmentFee: number): number {
  const amount = COMPARISON_BASIS.amount;
  const payment = levelPayment(amount + Math.max(0, establishmentFee), annualRatePercent / 1200, MONTHS);
  // Present value falls as the rate rises: bisect between 0 and 100% p.a.
  let low = 0;
  let high = 100 / 1200;
  for (let step = 0; step < 100; step++) {
    const mid = (low + high) / 2;
    if (presentValue(payment, mid, MONTHS) > amount) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 1200 * 100) / 100;
}
