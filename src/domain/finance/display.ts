/**
 * The finance card, its disclaimer and the lender quote rule on the vehicle page (FIN-08,
 * FIN-09, FIN-10; spec-1 §2, §4, §7, §9 "Finance display"; spec-2 §4). Pure.
 *
 * Card (FIN-08, `financeCard`): title 'Car Finance' and a 'Get Pre-Approved' button linking to
 * the tenant's finance.defaultLink with the query parameters preferredDealership,
 * vehiclePriceBudget, car_id, car_type and vin (in that order, each left out when the car has
 * no value; the budget only when the price is above 0, in whole dollars) and the anchor
 * #finance-form, which replaces any anchor of the link. Query parameters already in the link
 * are kept; a car parameter of the same name replaces one already there.
 *
 * Disclaimer (FIN-09): collapsed, a text longer than 197 characters shows its first 197
 * characters and '...', with 'Show more'; expanded, the whole text with 'Show less'. A second
 * toggle swaps the standard disclaimer for the lender's own text (when the lender has one).
 * The standard text states each repayment's own rate (rate-statements.ts) on the Australian
 * comparison-rate basis: a secured fixed-rate loan of $30,000 over 5 years. The display term is
 * the lender's term, else 5 years.
 *
 * Quote (FIN-10, `shouldRequestQuote`): ask the lender (POST /api/youx/quote) only when the
 * car has no youxQuote yet, its price is above 0 and the tenant's quoteEnabled is on; a failed
 * call is ignored by the caller.
 */
import type { Car, FinanceLender } from '../../model/car.ts';
import { formatDollars } from '../format.ts';
import { roundUpToDollar } from './amortisation.ts';
import { DEFAULT_TERM_YEARS } from './calculator.ts';
import { financeTitle } from '../vehicle/type-wording.ts';

export const PRE_APPROVAL_LABEL = 'Get Pre-Approved';
export const FINANCE_FORM_ANCHOR = 'finance-form';
/** The finance disclaimer's id: the vehicle page's footnotes (*) link to it. */
export const FINANCE_DISCLAIMER_ID = 'financeDisclaimer';
/** FIN-09: characters of a collapsed disclaimer. */
export const DISCLAIMER_COLLAPSED_LENGTH = 197;
export const ELLIPSIS = '...';
export const SHOW_MORE = 'Show more';
export const SHOW_LESS = 'Show less';
export const SHOW_LENDER_DISCLAIMER = 'Show lender disclaimer';
export const SHOW_STANDARD_DISCLAIMER = 'Show standard disclaimer';
/** FIN-09: the display term when the lender gives none. */
export const DEFAULT_DISPLAY_TERM_YEARS = DEFAULT_TERM_YEARS;
/** FIN-09: the indicative example used when there are no lender rates. */
export const FALLBACK_EXAMPLE = { interestRate: 6.29, comparisonRate: 8.19 } as const;
/** FIN-09: the basis every comparison rate is quoted on. */
export const COMPARISON_BASIS = { amount: 30_000, termYears: 5, secured: true, fixedRate: true } as const;
export const COMPARISON_RATE_TEXT =
  '*The comparison rate is based on a secured fixed-rate loan of $30,000 over a term of 5 years. ' +
  'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.';

export type FinanceLinkCar = Pick<Car, 'id' | 'price' | 'car_type' | 'vin'> & Partial<Pick<Car, 'item_type'>>;

export interface FinanceCard {
  /** 'Car Finance', or the vehicle's own kind ('Caravan Finance'). */
  title: string;
  buttonLabel: typeof PRE_APPROVAL_LABEL;
  href: string;
}

/** The pre-approval link (FIN-08; module comment). `preferredDealership` is the dealership's name or slug as the finance form expects it. */
export function preApprovalHref(
  defaultLink: string,
  car: FinanceLinkCar,
  preferredDealership?: string | undefined,
): string {
  const hashAt = defaultLink.indexOf('#');
  const withoutHash = hashAt >= 0 ? defaultLink.slice(0, hashAt) : defaultLink;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  const values: [string, string | undefined][] = [
    ['preferredDealership', preferredDealership?.trim() || undefined],
    ['vehiclePriceBudget', car.price > 0 ? String(Math.round(car.price)) : undefined],
    ['car_id', car.id],
    ['car_type', car.car_type],
    ['vin', car.vin],
  ];
  for (const [name, value] of values) {
    params.delete(name);
    if (value) params.append(name, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}#${FINANCE_FORM_ANCHOR}`;
}

/** The finance card model (FIN-08). */
export function financeCard(
  car: FinanceLinkCar,
  options: { defaultLink: string; preferredDealership?: string | undefined },
): FinanceCard {
  return {
    title: financeTitle(car.item_type),
    buttonLabel: PRE_APPROVAL_LABEL,
    href: preApprovalHref(options.defaultLink, car, options.preferredDealership),
  };
}

export interface CollapsedText {
  text: string;
  /** True when the text shown is cut short. */
  truncated: boolean;
  /** 'Show more' / 'Show less', or undefined when the text is short enough to need no toggle. */
  toggleLabel: typeof SHOW_MORE | typeof SHOW_LESS | undefined;
}

/** FIN-09: the first 197 characters and '...' when collapsed and longer; counts characters, not UTF-16 units. */
export function collapseText(
  text: string,
  expanded: boolean,
  length: number = DISCLAIMER_COLLAPSED_LENGTH,
): CollapsedText {
  const characters = Array.from(text);
  if (characters.length <= length) return { text, truncated: false, toggleLabel: undefined };
  if (expanded) return { text, truncated: false, toggleLabel: SHOW_LESS };
  return { text: characters.slice(0, length).join('') + ELLIPSIS, truncated: true, toggleLabel: SHOW_MORE };
}

export interface DisclaimerView extends CollapsedText {
  source: 'standard' | 'lender';
  /** Label of the swap toggle; undefined when the lender has no disclaimer text. */
  swapLabel: typeof SHOW_LENDER_DISCLAIMER | typeof SHOW_STANDARD_DISCLAIMER | undefined;
}

/** FIN-09: the disclaimer shown for the toggles' state. */
export function disclaimerView(input: {
  standardText: string;
  lenderText?: string | undefined;
  showLender: boolean;
  expanded: boolean;
}): DisclaimerView {
  const lenderText = input.lenderText?.trim() ? input.lenderText.trim() : undefined;
  const source = input.showLender && lenderText ? 'lender' : 'standard';
  const collapsed = collapseText(source === 'lender' ? lenderText! : input.standardText, input.expanded);
  const swapLabel = lenderText
    ? source === 'lender'
      ? SHOW_STANDARD_DISCLAIMER
      : SHOW_LENDER_DISCLAIMER
    : undefined;
  return { ...collapsed, source, swapLabel };
}

/** The term to show: the lender's years, else its months ÷ 12, else 5 years (FIN-09). */
export function displayTermYears(
  lender: Pick<FinanceLender, 'termYears' | 'termMonths'> | undefined,
): number {
  if (lender?.termYears !== undefined && lender.termYears > 0) return lender.termYears;
  if (lender?.termMonths !== undefined && lender.termMonths > 0)
    return Math.round((lender.termMonths / 12) * 100) / 100;
  return DEFAULT_DISPLAY_TERM_YEARS;
}

/** FIN-10: whether to ask the lender for a quote for this car. */
export function shouldRequestQuote(
  car: Pick<Car, 'youxQuote' | 'price'>,
  settings: { quoteEnabled: boolean },
): boolean {
  return settings.quoteEnabled && car.youxQuote === undefined && Number.isFinite(car.price) && car.price > 0;
}

export interface QuoteRequestBody {
  selfAssessedCreditScore: string;
  purchasePrice: number;
  /** Months. */
  loanTerm: number;
  year: number;
  vin?: string;
  nvic?: string;
  whoIsHelping?: string;
}

/**
 * The POST /api/youx/quote body for a car (spec-1 §7): the price, the term in months (default
 * the 5-year display term, rounded to the API's 6-month steps) and the car's year, VIN and NVIC.
 */
export function quoteRequestBody(
  car: Pick<Car, 'price' | 'year' | 'vin' | 'nvic'>,
  options: { creditScore: string; termYears?: number; whoIsHelping?: string | undefined },
): QuoteRequestBody {
  const months = Math.min(
    84,
    Math.max(12, Math.round(((options.termYears ?? DEFAULT_DISPLAY_TERM_YEARS) * 12) / 6) * 6),
  );
  return {
    selfAssessedCreditScore: options.creditScore,
    purchasePrice: car.price,
    loanTerm: months,
    year: car.year,
    ...(car.vin ? { vin: car.vin } : {}),
    ...(car.nvic ? { nvic: car.nvic } : {}),
    ...(options.whoIsHelping ? { whoIsHelping: options.whoIsHelping } : {}),
  };
}

/**
 * The finance estimate under the price (FIN-07), from the eligible lender: 'From $123/week'
 * (weekly payment), else 'From $530/month', else 'Finance from 6.29% p.a.'; none without a
 * lender or any of the three. Payments are rounded up to whole dollars: a repayment is never
 * shown lower than it is (spec-2 §9).
 */
/**
 * The sources of the repayment figures one vehicle page can show, each labelled so a shopper
 * can tell three different weekly amounts apart: the lender's offer carried by the feed (the
 * sidebar), the shopper's own estimate (the calculator, at its rate and term) and a quote
 * (the lender's quote on the car, or the one requested for this shopper).
 */
export const REPAYMENT_SOURCES = {
  lenderOffer: "Lender's offer",
  yourEstimate: 'Your estimate',
  lenderQuote: "Lender's quote",
  yourQuote: 'Your quote',
} as const;

/** Whose a quote is: the lender's, carried by the car, or the one requested for this shopper. */
export function quoteSourceLabel(source: 'car' | 'request'): string {
  return source === 'car' ? REPAYMENT_SOURCES.lenderQuote : REPAYMENT_SOURCES.yourQuote;
}

/** 'at 10% p.a. over 5 years': what the shopper's estimate assumes. */
export function estimateBasisText(interestRate: number, termYears: number): string {
  const years = Number.isInteger(termYears) ? String(termYears) : termYears.toFixed(1);
  return `at ${interestRate}% p.a. over ${years} ${termYears === 1 ? 'year' : 'years'}`;
}

export function financeEstimateText(
  lender: Pick<FinanceLender, 'paymentWeek' | 'paymentMonth' | 'interestRate'> | undefined,
): string | undefined {
  if (lender?.paymentWeek !== undefined)
    return `From ${formatDollars(roundUpToDollar(lender.paymentWeek))}/week`;
  if (lender?.paymentMonth !== undefined)
    return `From ${formatDollars(roundUpToDollar(lender.paymentMonth))}/month`;
  if (lender?.interestRate !== undefined) return `Finance from ${lender.interestRate.toFixed(2)}% p.a.`;
  return undefined;
}
