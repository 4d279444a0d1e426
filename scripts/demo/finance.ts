/**
 * Finance figures for demo cars, computed with the standard amortisation formula.
 * The comparison rate follows the Australian convention: a $30,000 secured loan over
 * 5 years, including the establishment fee and monthly account fee.
 */

export interface LenderTerms {
  /** Nominal annual interest rate, percent. */
  interestRate: number;
  deposit: number;
  termYears: number;
  establishmentFee: number;
  monthlyFee: number;
}

export interface LenderFigures {
  interestRate: number;
  comparisonRate: number;
  paymentWeek: number;
  paymentMonth: number;
  deposit: number;
  termYears: number;
  termMonths: number;
  establishmentFees: number;
  balloon: number;
  totalPayable: number;
  disclaimer: string;
}

/** Level repayment per period for `principal` over `periods` at `ratePerPeriod`. */
export function repayment(principal: number, ratePerPeriod: number, periods: number): number {
  if (periods <= 0) return principal;
  if (ratePerPeriod === 0) return principal / periods;
  return (principal * ratePerPeriod) / (1 - (1 + ratePerPeriod) ** -periods);
}

/** Present value of a level payment stream. */
function presentValue(payment: number, ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0) return payment * periods;
  return (payment * (1 - (1 + ratePerPeriod) ** -periods)) / ratePerPeriod;
}

/**
 * Comparison rate (percent p.a.): the rate at which the borrower's total monthly outgoings
 * (repayment including the fee-loaded principal, plus the monthly fee) discount back to the
 * $30,000 actually received.
 */
export function comparisonRate(
  interestRate: number,
  establishmentFee: number,
  monthlyFee: number,
  amount = 30_000,
  months = 60,
): number {
  const outgoing = repayment(amount + establishmentFee, interestRate / 1200, months) + monthlyFee;
  let low = 0;
  let high = 100;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (presentValue(outgoing, mid / 1200, months) > amount) low = mid;
    else high = mid;
  }
  return round2((low + high) / 2);
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const DOLLARS = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const dollars = (value: number) => `$${DOLLARS.format(value)}`;

/** Lender figures for a car at `price`. */
export function lenderFigures(price: number, terms: LenderTerms): LenderFigures {
  const financed = Math.max(0, price - terms.deposit) + terms.establishmentFee;
  const weeks = terms.termYears * 52;
  const months = terms.termYears * 12;
  const paymentWeek = round2(
    repayment(financed, terms.interestRate / 100 / 52, weeks) + (terms.monthlyFee * 12) / 52,
  );
  const paymentMonth = round2(repayment(financed, terms.interestRate / 1200, months) + terms.monthlyFee);
  const compRate = comparisonRate(terms.interestRate, terms.establishmentFee, terms.monthlyFee);
  return {
    interestRate: terms.interestRate,
    comparisonRate: compRate,
    paymentWeek,
    paymentMonth,
    deposit: terms.deposit,
    termYears: terms.termYears,
    termMonths: months,
    establishmentFees: terms.establishmentFee,
    balloon: 0,
    totalPayable: round2(paymentWeek * weeks),
    disclaimer:
      `Estimated repayment of ${dollars(paymentWeek)} per week based on a secured consumer loan of ${dollars(financed)} over ${terms.termYears} years ` +
      `at ${terms.interestRate.toFixed(2)}% p.a. (comparison rate ${compRate.toFixed(2)}% p.a.), with a ${dollars(terms.deposit)} deposit, ` +
      `a ${dollars(terms.establishmentFee)} establishment fee and a ${dollars(terms.monthlyFee)} monthly account fee, no balloon. ` +
      'Comparison rate calculated on a $30,000 secured loan over 5 years. WARNING: This comparison rate is true only for the examples given ' +
      'and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. ' +
      'Subject to lender approval; terms, conditions, fees and charges apply.',
  };
}
