/**
 * The rates stated beside repayment figures (FIN-09; ASIC RG 234 and the National Credit Code's
 * comparison-rate rules: a credit advertisement that states a rate states the rate the figure was
 * worked out at and its comparison rate with the warning). Pure.
 *
 * Two figures, each with its own rate, labelled apart (REPAYMENT_SOURCES):
 * - "Your estimate": the calculator's repayment, at the rate and term the shopper set (default
 *   the tenant's defaultInterestRate over 5 years), with the comparison rate of that rate and the
 *   tenant's establishment fee (comparison-rate.ts);
 * - "Lender's offer": the lender's repayment for this car from the feed, at the lender's rate and
 *   comparison rate over the lender's term (displayTermYears).
 * Without either, the FIN-09 indicative example (6.29% p.a., comparison 8.19%) stands in, said
 * to be an example. The disclaimer starts with the estimate, so the 197 characters a collapsed
 * disclaimer shows describe the figure above it.
 */
import type { FinanceLender } from '../../model/car.ts';
import { estimateComparisonRate } from './comparison-rate.ts';
import { COMPARISON_RATE_TEXT, displayTermYears, FALLBACK_EXAMPLE, REPAYMENT_SOURCES } from './display.ts';

const RATE = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const DOLLARS = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** '10%', '10.99%', '6.5%': as the calculator shows its rate. */
export const ratePercent = (value: number): string => `${RATE.format(value)}%`;

const years = (term: number) =>
  `${Number.isInteger(term) ? String(term) : term.toFixed(1)} ${term === 1 ? 'year' : 'years'}`;

export interface EstimateBasis {
  /** % p.a. the calculator worked the repayment out at. */
  interestRate: number;
  termYears: number;
  /** Dollars financed with the loan (finance.establishmentFee). */
  establishmentFee: number;
}

export type LenderRates = Pick<FinanceLender, 'interestRate' | 'comparisonRate' | 'termYears' | 'termMonths'>;

/** "Your estimate: 10% p.a. over 5 years (comparison rate 10.71% p.a.*, with the $495 establishment fee)." */
export function estimateStatement(estimate: EstimateBasis): string {
  const comparison = estimateComparisonRate(estimate.interestRate, estimate.establishmentFee);
  const fee =
    estimate.establishmentFee > 0
      ? `, with the $${DOLLARS.format(estimate.establishmentFee)} establishment fee`
      : '';
  return (
    `${REPAYMENT_SOURCES.yourEstimate}: ${ratePercent(estimate.interestRate)} p.a. over ${years(estimate.termYears)}, ` +
    `as set in the calculator (comparison rate ${ratePercent(comparison)} p.a.*${fee}).`
  );
}

/** "Lender's offer: 10.99% p.a. (comparison rate 11.5% p.a.*) over 5 years."; undefined without both rates. */
export function lenderOfferStatement(lender: LenderRates | undefined): string | undefined {
  if (lender?.interestRate === undefined || lender.comparisonRate === undefined) return undefined;
  return (
    `${REPAYMENT_SOURCES.lenderOffer}: ${ratePercent(lender.interestRate)} p.a. ` +
    `(comparison rate ${ratePercent(lender.comparisonRate)} p.a.*) over ${years(displayTermYears(lender))}.`
  );
}

/** 'at 10.99% p.a., comparison rate 11.5% p.a.': the rates beside the lender's repayment. */
export function lenderOfferRates(lender: LenderRates | undefined): string | undefined {
  if (lender?.interestRate === undefined || lender.comparisonRate === undefined) return undefined;
  return `at ${ratePercent(lender.interestRate)} p.a., comparison rate ${ratePercent(lender.comparisonRate)} p.a.`;
}

const EXAMPLE_STATEMENT =
  `Indicative example only: ${ratePercent(FALLBACK_EXAMPLE.interestRate)} p.a. ` +
  `(comparison rate ${ratePercent(FALLBACK_EXAMPLE.comparisonRate)} p.a.*) over 5 years.`;

const NOT_AN_OFFER =
  "Not an offer of finance; approval, fees and charges depend on the lender's credit assessment.";

/** The standard finance disclaimer (FIN-09): the estimate, the lender's offer, else the example; then the comparison-rate warning. */
export function financeDisclaimer(input: {
  estimate?: EstimateBasis | undefined;
  lender?: LenderRates | undefined;
}): string {
  const statements = [
    input.estimate ? estimateStatement(input.estimate) : undefined,
    lenderOfferStatement(input.lender),
  ].filter((statement): statement is string => statement !== undefined);
  if (statements.length === 0) statements.push(EXAMPLE_STATEMENT);
  return [...statements, NOT_AN_OFFER, COMPARISON_RATE_TEXT].join(' ');
}
