/**
 * Lender quotes (the YouX quote call, FIN-10) behind an adapter (API-06). The offline default
 * is real logic on local data: a published rate table by the shopper's self-assessed credit
 * score, and the repayment from the finance domain (amortised, rounded up, FIN-04). Every
 * answer is labelled as an estimate. A real lender API plugs in behind the same interface.
 *
 * Rate table (LENDER_RATE_TABLE): advertised rate p.a. and the comparison rate, which is the
 * cost with the establishment fee included, on the standard Australian basis of a $30,000
 * secured loan over 5 years (comparisonRatePercent in the finance domain; a unit test checks
 * the table against it). The comparison rates span the spec's 8.38%–19.42% range (spec-2 §9).
 *
 *   score      advertised  comparison
 *   excellent     7.69%       8.38%
 *   good          9.99%      10.70%
 *   fair         12.99%      13.72%
 *   poor         18.65%      19.42%
 *
 * Fees: establishment fee LENDER_ESTABLISHMENT_FEE ($495), financed; no monthly fee.
 * Limits: price from LENDER_MIN_PRICE ($500, spec-1 §9 "Minimum price for finance is 500"),
 * vehicle at most LENDER_MAX_VEHICLE_AGE_YEARS (12) years old (spec-1 §9 age limit).
 */
import { loanSummary, REPAYMENT_FREQUENCIES } from '../../domain/finance/amortisation.ts';

export const CREDIT_SCORES = ['excellent', 'good', 'fair', 'poor'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

export interface LenderRate {
  /** Advertised (nominal) annual rate, percent. */
  advertisedRate: number;
  /** Comparison rate: $30,000 secured over 5 years, establishment fee included, percent. */
  comparisonRate: number;
}

export const LENDER_RATE_TABLE: Readonly<Record<CreditScore, LenderRate>> = {
  excellent: { advertisedRate: 7.69, comparisonRate: 8.38 },
  good: { advertisedRate: 9.99, comparisonRate: 10.7 },
  fair: { advertisedRate: 12.99, comparisonRate: 13.72 },
  poor: { advertisedRate: 18.65, comparisonRate: 19.42 },
};

/** Establishment fee in dollars, added to the amount financed. */
export const LENDER_ESTABLISHMENT_FEE = 495;
/** Cheapest vehicle the lender quotes on. */
export const LENDER_MIN_PRICE = 500;
/** Oldest vehicle the lender quotes on, in years since its model year. */
export const LENDER_MAX_VEHICLE_AGE_YEARS = 12;

export const LENDER_DISCLAIMER =
  'Estimate only, not an offer of finance. Based on your self-assessed credit score, no deposit and no balloon, ' +
  `a $${LENDER_ESTABLISHMENT_FEE} establishment fee included in the amount financed and weekly repayments rounded up to the dollar. ` +
  'The comparison rate is based on a $30,000 secured loan over 5 years; different amounts and terms give different comparison rates. ' +
  'Fees, charges and approval depend on a full credit assessment.';

export interface LenderQuoteRequest {
  creditScore: CreditScore;
  purchasePrice: number;
  termMonths: number;
  /** Model year of the vehicle. */
  vehicleYear: number;
  vin?: string | undefined;
  nvic?: string | undefined;
}

export interface LenderQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
  termMonths: number;
  establishmentFee: number;
  totalPayable: number;
}

export type LenderAnswer = { status: 'quoted'; quote: LenderQuote } | { status: 'declined'; reason: string };

export interface LenderAdapter {
  readonly kind: 'offline';
  quote(request: LenderQuoteRequest, now: Date): Promise<LenderAnswer>;
}

/** The offline quote: pure, deterministic, from the table above. */
export function offlineQuote(request: LenderQuoteRequest, now: Date): LenderAnswer {
  if (request.purchasePrice < LENDER_MIN_PRICE)
    return {
      status: 'declined',
      reason: `Finance quotes are available for vehicles from $${LENDER_MIN_PRICE}.`,
    };
  if (now.getUTCFullYear() - request.vehicleYear > LENDER_MAX_VEHICLE_AGE_YEARS) {
    return {
      status: 'declined',
      reason: `Finance quotes are available for vehicles up to ${LENDER_MAX_VEHICLE_AGE_YEARS} years old.`,
    };
  }
  const rate = LENDER_RATE_TABLE[request.creditScore];
  const loan = loanSummary({
    amount: request.purchasePrice,
    annualRatePercent: rate.advertisedRate,
    termYears: request.termMonths / 12,
    paymentsPerYear: REPAYMENT_FREQUENCIES.weekly,
    establishmentFee: LENDER_ESTABLISHMENT_FEE,
  });
  return {
    status: 'quoted',
    quote: {
      weeklyRepaymentAmount: loan.payment,
      advertisedRate: rate.advertisedRate,
      comparisonRate: rate.comparisonRate,
      termMonths: request.termMonths,
      establishmentFee: LENDER_ESTABLISHMENT_FEE,
      totalPayable: loan.totalPayable,
    },
  };
}

export function offlineLender(): LenderAdapter {
  return {
    kind: 'offline',
    async quote(request, now) {
      return offlineQuote(request, now);
    },
  };
}
