/**
 * The finance calculator on the vehicle page (FIN-01…FIN-06; spec-2 §5 "Finance calculator",
 * §9 "Finance calculator"). Pure: state, defaults, ranges, clamping, typed input and the
 * repayment display. The loan maths is amortisation.ts.
 *
 * State (FIN-01): purchase price, term in years, interest % p.a., frequency (weekly 52,
 * fortnightly 26, monthly 12 payments a year), deposit or trade-in, residual (balloon).
 *
 * Defaults (FIN-02, `defaultCalculatorState`): price = the car's price, or 30,000 when it is
 * not above 0; term 5 years; interest = the tenant's defaultInterestRate (10 by default, 8.5
 * in one brand's config); deposit = the lender's deposit for this car, or 0; residual 0;
 * frequency weekly (not given by the spec; the FIN-05 rule is about weekly payments). Every
 * default is clamped like a typed value, so the sliders can show it.
 *
 * Ranges (FIN-03, `calculatorRanges`), by the tenant's calculatorRange:
 *                      standard        provider        brand
 *   purchase price     1,000–250,000   5,000–250,000   5,000–250,000   step 1 (not given)
 *   term (years)       1–7             1–7             1–7             step 0.5
 *   interest (% p.a.)  0.5–15          7.5–14.5        4–20            step 0.5
 *   deposit/trade-in   0–250,000       0–250,000       0–250,000       step 0.5
 *   residual           0–250,000       0–250,000       0–250,000       step 0.5
 *
 * Clamping (`clampField`), the exact rule per field:
 * - purchasePrice: below 0 → 0 (spec: "A value below 0 becomes 0"); above the maximum → the
 *   maximum; anything from 0 up to the maximum is kept, including values at or below the
 *   minimum. The spec clamps "these other fields" at the minimum but gives the price its own
 *   rule: at or beyond a bound it shows the help text 'Cannot be less than {min} or more than
 *   $250,000' (`purchasePriceHelp`) instead of moving the value.
 * - termYears, interestRate, deposit, residual: above the maximum → the maximum; at or below
 *   the minimum → the minimum (for deposit and residual, whose minimum is 0, that is: negative
 *   → 0).
 * Clamping does not snap to the step: typed values such as 6.29% are kept; sliders snap
 * (`snapToStep`).
 *
 * Repayment (FIN-04, `calculate`): the amortised loan of amortisation.ts: principal = price −
 * deposit + establishment fee (financed; 1,360.50 for one lender, set in the tenant's
 * finance.establishmentFee, else 0), balloon = residual, payment rounded up to whole dollars,
 * total repayments = payment × number of payments + residual.
 *
 * Display (FIN-05, `repaymentDisplay`): when the weekly payment of the loan is 25 or less, the
 * payment reads 'Enquire for Finance' and total repayments is blank. The rule is applied to
 * the weekly payment of the same loan whatever frequency is selected, so switching frequency
 * never turns a loan too small to quote into a figure.
 *
 * First use (FIN-06, `createFirstUseTracker`): the first slider use fires analytics event 26,
 * once.
 */
import type { FinanceLender } from '../../model/car.ts';
import { NOT_A_NUMBER_MESSAGE, parseNumberInput } from '../calculators/number-input.ts';
import { formatDollars } from '../format.ts';
import {
  type LoanSummary,
  loanSummary,
  REPAYMENT_FREQUENCIES,
  type RepaymentFrequency,
} from './amortisation.ts';

export const CALCULATOR_FIELDS = [
  'purchasePrice',
  'termYears',
  'interestRate',
  'deposit',
  'residual',
] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];

export interface CalculatorState {
  /** Dollars. */
  purchasePrice: number;
  termYears: number;
  /** Percent per year, e.g. 10 for 10% p.a. */
  interestRate: number;
  frequency: RepaymentFrequency;
  /** Deposit or trade-in, dollars. */
  deposit: number;
  /** Residual (balloon) paid with the last repayment, dollars. */
  residual: number;
}

export interface FieldRange {
  min: number;
  max: number;
  step: number;
}
export type CalculatorRanges = Readonly<Record<CalculatorField, FieldRange>>;
export type CalculatorRangeSet = 'standard' | 'provider' | 'brand';

/** FIN-02 defaults. */
export const DEFAULT_PURCHASE_PRICE = 30_000;
export const DEFAULT_TERM_YEARS = 5;
export const DEFAULT_FREQUENCY: RepaymentFrequency = 'weekly';
/** FIN-05: a weekly payment at or below this shows ENQUIRE_FOR_FINANCE. */
export const ENQUIRE_THRESHOLD_WEEKLY = 25;
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';
/** FIN-06: analytics event id of the first calculator use. */
export const FIRST_USE_EVENT_ID = 26;

const MAX_AMOUNT = 250_000;
const shared = {
  termYears: { min: 1, max: 7, step: 0.5 },
  deposit: { min: 0, max: MAX_AMOUNT, step: 0.5 },
  residual: { min: 0, max: MAX_AMOUNT, step: 0.5 },
} as const;

/** FIN-03 ranges per tenant calculatorRange (table in the module comment). */
export const CALCULATOR_RANGES: Readonly<Record<CalculatorRangeSet, CalculatorRanges>> = {
  standard: {
    ...shared,
    purchasePrice: { min: 1_000, max: MAX_AMOUNT, step: 1 },
    interestRate: { min: 0.5, max: 15, step: 0.5 },
  },
  provider: {
    ...shared,
    purchasePrice: { min: 5_000, max: MAX_AMOUNT, step: 1 },
    interestRate: { min: 7.5, max: 14.5, step: 0.5 },
  },
  brand: {
    ...shared,
    purchasePrice: { min: 5_000, max: MAX_AMOUNT, step: 1 },
    interestRate: { min: 4, max: 20, step: 0.5 },
  },
};

export function calculatorRanges(set: CalculatorRangeSet): CalculatorRanges {
  return CALCULATOR_RANGES[set];
}

/** The tenant settings the calculator reads (finance.* in the tenant config). */
export interface CalculatorSettings {
  calculatorRange: CalculatorRangeSet;
  defaultInterestRate: number;
  establishmentFee: number;
}

function assertFinite(field: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${field} must be a finite number (got ${value})`);
}

/** Applies the field's clamping rule (module comment, FIN-03). Throws a RangeError for NaN or ±Infinity. */
export function clampField(field: CalculatorField, value: number, ranges: CalculatorRanges): number {
  assertFinite(field, value);
  const { min, max } = ranges[field];
  if (value > max) return max;
  if (field === 'purchasePrice') return Math.max(0, value);
  // At or below the minimum → the minimum.
  return Math.max(value, min);
}

/** A slider value: rounded to the nearest step from the minimum, then clamped. */
export function snapToStep(field: CalculatorField, value: number, ranges: CalculatorRanges): number {
  assertFinite(field, value);
  const { min, step } = ranges[field];
  const snapped = min + Math.round((value - min) / step) * step;
  // Remove float noise such as 2.5000000000000004 (steps are 0.5 or 1).
  return clampField(field, Math.round(snapped * 1e6) / 1e6, ranges);
}

/** 'Cannot be less than $1,000 or more than $250,000' when the price is at or beyond a bound, else undefined (FIN-03). */
export function purchasePriceHelp(value: number, ranges: CalculatorRanges): string | undefined {
  const { min, max } = ranges.purchasePrice;
  if (value > min && value < max) return undefined;
  return `Cannot be less than ${formatDollars(min)} or more than ${formatDollars(max)}`;
}

/** Starting state for a car (FIN-02; module comment). */
export function defaultCalculatorState(
  car: { price: number | undefined; lender?: Pick<FinanceLender, 'deposit'> | undefined },
  settings: Pick<CalculatorSettings, 'calculatorRange' | 'defaultInterestRate'>,
): CalculatorState {
  const ranges = calculatorRanges(settings.calculatorRange);
  const price =
    car.price !== undefined && Number.isFinite(car.price) && car.price > 0
      ? car.price
      : DEFAULT_PURCHASE_PRICE;
  const deposit = car.lender?.deposit;
  return {
    purchasePrice: clampField('purchasePrice', price, ranges),
    termYears: clampField('termYears', DEFAULT_TERM_YEARS, ranges),
    interestRate: clampField('interestRate', settings.defaultInterestRate, ranges),
    frequency: DEFAULT_FREQUENCY,
    deposit: clampField('deposit', deposit !== undefined && Number.isFinite(deposit) ? deposit : 0, ranges),
    residual: 0,
  };
}

/** The state with one field set to a clamped value. */
export function withField(
  state: CalculatorState,
  field: CalculatorField,
  value: number,
  ranges: CalculatorRanges,
): CalculatorState {
  return { ...state, [field]: clampField(field, value, ranges) };
}

const FIELD_LABELS: Readonly<Record<CalculatorField, string>> = {
  purchasePrice: 'Purchase price',
  termYears: 'Loan term',
  interestRate: 'Interest rate',
  deposit: 'Deposit or trade-in',
  residual: 'Residual',
};

const withCents = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** $30,000 for whole dollars, $1,000.50 otherwise. */
const dollarsAndCents = (value: number) =>
  Number.isInteger(Math.round(value * 100) / 100) ? formatDollars(value) : withCents.format(value);
const plain = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** A field value for messages: $30,000 / $0.50 / 5 years / 8.5%. */
export function formatFieldValue(field: CalculatorField, value: number): string {
  if (field === 'termYears') return `${plain.format(value)} ${value === 1 ? 'year' : 'years'}`;
  if (field === 'interestRate') return `${plain.format(value)}%`;
  return dollarsAndCents(value);
}

export interface TypedInputResult {
  state: CalculatorState;
  /** Why the value was refused or changed, or the purchase-price help text; undefined when all is well. */
  message: string | undefined;
}

/**
 * Applies text typed into a field. Text that is not a number (parseNumberInput: '$',
 * thousands separators and '%' are fine) keeps the previous value with 'Please enter a
 * number.'. A number is clamped (clampField): the purchase price then carries its help text
 * when at or beyond a bound; another field moved by clamping says so, e.g. 'Loan term must be
 * 1 year to 7 years; set to 7 years.'.
 */
export function applyTypedInput(
  state: CalculatorState,
  field: CalculatorField,
  text: string,
  ranges: CalculatorRanges,
): TypedInputResult {
  const parsed = parseNumberInput(text);
  if (!parsed.ok) return { state, message: NOT_A_NUMBER_MESSAGE };
  const value = clampField(field, parsed.value, ranges);
  const next = { ...state, [field]: value };
  if (field === 'purchasePrice') return { state: next, message: purchasePriceHelp(value, ranges) };
  if (value === parsed.value) return { state: next, message: undefined };
  const { min, max } = ranges[field];
  return {
    state: next,
    message: `${FIELD_LABELS[field]} must be ${formatFieldValue(field, min)} to ${formatFieldValue(field, max)}; set to ${formatFieldValue(field, value)}.`,
  };
}

export interface CalculatorResult {
  frequency: RepaymentFrequency;
  paymentsPerYear: number;
  /** Payment per period (selected frequency), whole dollars rounded up, with periods and totals. */
  summary: LoanSummary;
  /** The weekly payment of the same loan; drives FIN-05. */
  weeklyPayment: number;
}

/**
 * Repayment for the state (FIN-04). Computes exactly the state given (no clamping; zero
 * interest works); throws a RangeError for negative amounts or a term of 0 (amortisation.ts).
 */
export function calculate(state: CalculatorState, establishmentFee: number): CalculatorResult {
  const loan = {
    amount: state.purchasePrice,
    deposit: state.deposit,
    residual: state.residual,
    annualRatePercent: state.interestRate,
    termYears: state.termYears,
    establishmentFee,
  };
  const paymentsPerYear = REPAYMENT_FREQUENCIES[state.frequency];
  const summary = loanSummary({ ...loan, paymentsPerYear });
  const weeklyPayment =
    state.frequency === 'weekly'
      ? summary.payment
      : loanSummary({ ...loan, paymentsPerYear: REPAYMENT_FREQUENCIES.weekly }).payment;
  return { frequency: state.frequency, paymentsPerYear, summary, weeklyPayment };
}

export type RepaymentDisplay =
  | {
      kind: 'estimate';
      frequency: RepaymentFrequency;
      payment: number;
      /** "$147" */
      paymentText: string;
      /** Payment × number of payments + residual. */
      totalRepayments: number;
      /** "$38,220" */
      totalRepaymentsText: string;
      result: CalculatorResult;
    }
  | {
      kind: 'enquire';
      frequency: RepaymentFrequency;
      paymentText: typeof ENQUIRE_FOR_FINANCE;
      totalRepaymentsText: '';
      result: CalculatorResult;
    };

/** What the calculator shows (FIN-04, FIN-05). */
export function repaymentDisplay(state: CalculatorState, establishmentFee: number): RepaymentDisplay {
  const result = calculate(state, establishmentFee);
  if (result.weeklyPayment <= ENQUIRE_THRESHOLD_WEEKLY) {
    return {
      kind: 'enquire',
      frequency: state.frequency,
      paymentText: ENQUIRE_FOR_FINANCE,
      totalRepaymentsText: '',
      result,
    };
  }
  const { payment, totalPayable } = result.summary;
  return {
    kind: 'estimate',
    frequency: state.frequency,
    payment,
    paymentText: formatDollars(payment),
    totalRepayments: totalPayable,
    totalRepaymentsText: dollarsAndCents(totalPayable),
    result,
  };
}

/**
 * FIN-06: returns a function to call on every slider use; it calls `track(26)` the first
 * time only (one tracker per calculator on the page).
 */
export function createFirstUseTracker(track: (eventId: number) => void): () => void {
  let used = false;
  return () => {
    if (used) return;
    used = true;
    track(FIRST_USE_EVENT_ID);
  };
}
