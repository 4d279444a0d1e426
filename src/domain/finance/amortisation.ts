/**
 * Loan repayments for the finance calculator and the lender quote (FIN-01, FIN-04). Pure:
 * used in the browser by the vehicle page's calculator and on the server by the lender
 * adapter, so both show the same figure.
 *
 * An amortised loan with a balloon (residual) paid with the last instalment:
 *   principal P = amount − deposit + establishment fee   (the fee is financed)
 *   r = annual rate / payments per year,  n = term in years × payments per year
 *   payment = (P − B / (1 + r)^n) × r / (1 − (1 + r)^−n)
 *   zero interest: payment = (P − B) / n
 * The payment is rounded UP to whole dollars (spec-2 §9: "Repayments are rounded up to whole
 * dollars"); total payable = payment × n + balloon.
 */

/** Repayment frequencies and their payments per year (FIN-01). */
export const REPAYMENT_FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type RepaymentFrequency = keyof typeof REPAYMENT_FREQUENCIES;

export interface LoanInput {
  /** Purchase price in dollars. */
  amount: number;
  /** Deposit or trade-in in dollars; default 0. */
  deposit?: number;
  /** Balloon (residual) in dollars, paid with the last instalment; default 0. */
  residual?: number;
  /** Nominal annual interest rate in percent, e.g. 10 for 10% p.a. */
  annualRatePercent: number;
  /** Loan term in years (the calculator steps by 0.5). */
  termYears: number;
  /** 52, 26 or 12 (REPAYMENT_FREQUENCIES); any positive whole number works. */
  paymentsPerYear: number;
  /** Financed establishment fee in dollars (1360.50 for one lender, else 0); default 0. */
  establishmentFee?: number;
}

export interface LoanSummary {
  /** Per-period repayment, whole dollars, rounded up. */
  payment: number;
  /** Number of repayments: term × payments per year, rounded to the nearest whole period. */
  periods: number;
  /** Amount financed: amount − deposit + establishment fee (never below 0). */
  principal: number;
  balloon: number;
  /** payment × periods + balloon. */
  totalPayable: number;
  /** totalPayable − principal. */
  totalInterest: number;
}

/** Tolerance so that floating-point noise (500.0000000001) does not round up a whole dollar. */
const CENT_NOISE = 1e-7;

/** Rounds a dollar amount up to a whole dollar, ignoring float noise below a millionth of a cent. */
export function roundUpToDollar(value: number): number {
  return Math.max(0, Math.ceil(value - CENT_NOISE));
}

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a finite number of at least 0 (got ${value})`);
}

function normalise(input: LoanInput) {
  const deposit = input.deposit ?? 0;
  const balloon = input.residual ?? 0;
  const fee = input.establishmentFee ?? 0;
  assertAmount('amount', input.amount);
  assertAmount('deposit', deposit);
  assertAmount('residual', balloon);
  assertAmount('establishmentFee', fee);
  assertAmount('annualRatePercent', input.annualRatePercent);
  if (!Number.isFinite(input.termYears) || input.termYears <= 0)
    throw new RangeError(`termYears must be above 0 (got ${input.termYears})`);
  if (!Number.isInteger(input.paymentsPerYear) || input.paymentsPerYear <= 0)
    throw new RangeError(`paymentsPerYear must be a whole number above 0 (got ${input.paymentsPerYear})`);
  const periods = Math.max(1, Math.round(input.termYears * input.paymentsPerYear));
  const principal = Math.max(0, input.amount - deposit + fee);
  const rate = input.annualRatePercent / 100 / input.paymentsPerYear;
  return { principal, balloon, rate, periods };
}

/** The exact (unrounded) per-period payment; never below 0 (a balloon above the principal owes nothing per period). */
export function exactPayment(principal: number, balloon: number, rate: number, periods: number): number {
  if (rate === 0) return Math.max(0, (principal - balloon) / periods);
  const growth = (1 + rate) ** periods;
  return Math.max(0, ((principal - balloon / growth) * rate) / (1 - 1 / growth));
}

/** Per-period repayment in whole dollars, rounded up (FIN-04). */
export function repayment(input: LoanInput): number {
  const { principal, balloon, rate, periods } = normalise(input);
  return roundUpToDollar(exactPayment(principal, balloon, rate, periods));
}

/** Repayment, number of payments, amount financed and totals for one loan (FIN-04). */
export function loanSummary(input: LoanInput): LoanSummary {
  const { principal, balloon, rate, periods } = normalise(input);
  const payment = roundUpToDollar(exactPayment(principal, balloon, rate, periods));
  const totalPayable = Math.round((payment * periods + balloon) * 100) / 100;
  return {
    payment,
    periods,
    principal,
    balloon,
    totalPayable,
    totalInterest: Math.round((totalPayable - principal) * 100) / 100,
  };
}

export interface ComparisonRateInput {
  /** Advertised (nominal) annual rate in percent. */
  annualRatePercent: number;
  /** Upfront fee added to the loan. */
  establishmentFee: number;
  /** Monthly account-keeping fee; default 0. */
  monthlyFee?: number;
  /** Australian comparison rates are quoted on a $30,000 secured loan over 5 years (FIN-09). */
  amount?: number;
  termYears?: number;
}

/**
 * The comparison rate: the annual rate (monthly compounding, 2 decimals) at which the monthly
 * instalments — advertised-rate payments on amount + fee, plus any monthly fee — repay just the
 * amount borrowed. It is what the loan really costs per year, fees included. Bisection on the
 * annuity present value, exact to well under 0.005%.
 */
export function comparisonRatePercent(input: ComparisonRateInput): number {
  const amount = input.amount ?? 30_000;
  const termYears = input.termYears ?? 5;
  const periods = Math.round(termYears * 12);
  const payment =
    exactPayment(amount + input.establishmentFee, 0, input.annualRatePercent / 100 / 12, periods) +
    (input.monthlyFee ?? 0);
  const presentValue = (monthlyRate: number) =>
    monthlyRate === 0 ? payment * periods : (payment * (1 - (1 + monthlyRate) ** -periods)) / monthlyRate;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amount) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 12 * 100 * 100) / 100;
}
