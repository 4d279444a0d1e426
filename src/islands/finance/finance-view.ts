/**
 * Presentation helpers of the finance island: field labels and units, the text shown in a
 * field's box and announced by its slider, frequency labels, the first-use tracker (FIN-06)
 * and reading the lender quote answer. Pure (the tracker reads `window.dataLayer` only when
 * it sends); every rule itself is in src/domain/finance.
 */
import { ANALYTICS_EVENTS, type AnalyticsSink, trackOnce } from '../../domain/analytics.ts';
import type { RepaymentFrequency } from '../../domain/finance/amortisation.ts';
import { type CalculatorField, formatFieldValue } from '../../domain/finance/calculator.ts';
import { dataLayerSink } from '../../lib/analytics-client.ts';

export interface FieldView {
  field: CalculatorField;
  label: string;
  /** Shown before the box ('$'). */
  prefix?: string | undefined;
  /** Shown after the box ('years', '% p.a.'). */
  suffix?: string | undefined;
  /** The keyboard that fits: whole or decimal numbers. */
  inputMode: 'decimal' | 'numeric';
}

/** The calculator's fields in display order. */
export const FIELD_VIEWS: readonly FieldView[] = [
  { field: 'purchasePrice', label: 'Purchase price', prefix: '$', inputMode: 'decimal' },
  { field: 'deposit', label: 'Deposit / trade-in', prefix: '$', inputMode: 'decimal' },
  { field: 'residual', label: 'Balloon / residual', prefix: '$', inputMode: 'decimal' },
  { field: 'termYears', label: 'Loan term', suffix: 'years', inputMode: 'decimal' },
  { field: 'interestRate', label: 'Interest rate', suffix: '% p.a.', inputMode: 'decimal' },
];

const MONEY_FIELDS: ReadonlySet<CalculatorField> = new Set(['purchasePrice', 'deposit', 'residual']);

const grouped = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2, useGrouping: false });

/** The value as it sits in the field's box: '30,000', '1,000.5', '5', '8.5' (the prefix and suffix are shown beside it). */
export function inputText(field: CalculatorField, value: number): string {
  return MONEY_FIELDS.has(field) ? grouped.format(value) : plain.format(value);
}

/** What the slider announces: '$30,000', '5 years', '8.5%'. */
export function sliderValueText(field: CalculatorField, value: number): string {
  return formatFieldValue(field, value);
}

export const FREQUENCY_OPTIONS: readonly { value: RepaymentFrequency; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'monthly', label: 'Monthly' },
];

/** 'Weekly repayment', 'Fortnightly repayment', 'Monthly repayment'. */
export function repaymentLabel(frequency: RepaymentFrequency): string {
  const option = FREQUENCY_OPTIONS.find((item) => item.value === frequency);
  return `${option?.label ?? 'Weekly'} repayment`;
}

/**
 * FIN-06: a function to call on every use of a slider (or its box); the first call sends
 * analytics event 26, later calls nothing. The sink defaults to the page's dataLayer
 * (src/lib/analytics-client.ts), which never throws (AN-02).
 */
export function firstUseTracker(sink: AnalyticsSink = dataLayerSink()): () => Promise<void> {
  return trackOnce(sink, { id: ANALYTICS_EVENTS.financeCalculatorFirstUse });
}

/** Self-assessed credit scores the lender accepts (src/api/adapters/lender.ts CREDIT_SCORES). */
export const CREDIT_SCORE_OPTIONS = [
  { value: 'excellent', label: 'Excellent' },
  { value: 'good', label: 'Good' },
  { value: 'fair', label: 'Fair' },
  { value: 'poor', label: 'Poor' },
] as const;

/** Loan terms offered in the quote form, whole years (the API takes 12–84 months). */
export const QUOTE_TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface LenderQuote {
  weeklyRepaymentAmount: number;
  comparisonRate: number;
  advertisedRate: number;
  disclaimer?: string | undefined;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The quote of a POST /api/youx/quote answer, or undefined when it is not one. */
export function readQuoteResponse(data: unknown): LenderQuote | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const { weeklyRepaymentAmount, comparisonRate, advertisedRate, disclaimer } = record;
  if (!finite(weeklyRepaymentAmount) || !finite(comparisonRate) || !finite(advertisedRate)) return undefined;
  if (weeklyRepaymentAmount <= 0 || comparisonRate <= 0 || advertisedRate <= 0) return undefined;
  const quote: LenderQuote = { weeklyRepaymentAmount, comparisonRate, advertisedRate };
  if (typeof disclaimer === 'string' && disclaimer.trim()) quote.disclaimer = disclaimer.trim();
  return quote;
}

/** '8.38% p.a.' */
export function ratePercentText(rate: number): string {
  return `${rate.toFixed(2)}% p.a.`;
}
