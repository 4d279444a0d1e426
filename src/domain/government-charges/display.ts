/**
 * The words of a drive-away estimate where a shopper reads it (COMP-06): the vehicle page's
 * total and its breakdown, the purchase journey's lines and the finance calculator's amount.
 * Pure; the components only render these.
 */
import { formatDollars } from '../format.ts';
import type { CarDriveAway } from './car-drive-away.ts';
import type { ChargeLine, DriveAwayEstimate } from './drive-away.ts';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1 Jul 2025' from '2025-07-01'. */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${SHORT_MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Asked wherever no estimate could be made. */
export const ASK_FOR_DRIVE_AWAY = 'Ask us for the drive-away price.';

export interface ChargeLineView {
  label: string;
  /** '$300', or 'Included in registration'. */
  value: string;
  /** When the figure is in force from, what it varies with, how it is paid. */
  note: string | undefined;
  source: { href: string; text: string } | undefined;
}

export interface DriveAwayView {
  /** 'Estimated drive-away price (NSW)', or 'Drive-away price' when none could be estimated. */
  heading: string;
  /** The estimated total; undefined when none could be estimated. */
  amount: number | undefined;
  /** Why there is no estimate, and what to do. */
  message: string | undefined;
  /** The car's price and each charge, in order. */
  lines: ChargeLineView[];
}

/** 'Estimated drive-away price (NSW)' */
export function estimateHeading(estimate: Extract<DriveAwayEstimate, { kind: 'estimate' }>): string {
  return `Estimated drive-away price (${estimate.state})`;
}

function sourceOf(href: string | undefined): ChargeLineView['source'] {
  if (!href) return undefined;
  return { href, text: new URL(href).hostname.replace(/^www\./, '') };
}

export function chargeLineView(line: ChargeLine): ChargeLineView {
  const note = [
    line.effective && `from ${shortDay(line.effective)}`,
    line.dependsOn && `typical; varies with ${line.dependsOn}`,
    line.paidWithRegistration && 'paid with the registration',
  ]
    .filter(Boolean)
    .join('; ');
  return {
    label: line.label,
    value: line.amount === undefined ? 'Included in registration' : formatDollars(line.amount),
    note: note || undefined,
    source: sourceOf(line.source),
  };
}

/**
 * What the vehicle page shows beside a price that excludes government charges; undefined for
 * a drive-away price (it says so itself) and when there is no price to estimate from.
 */
export function driveAwayView(answer: CarDriveAway): DriveAwayView | undefined {
  if (answer.basis === 'drive-away') return undefined;
  const { estimate } = answer;
  if (estimate.kind === 'cannot-estimate')
    return estimate.reason === 'no-price'
      ? undefined
      : {
          heading: 'Drive-away price',
          amount: undefined,
          message: `${estimate.message} ${ASK_FOR_DRIVE_AWAY}`,
          lines: [],
        };
  return {
    heading: estimateHeading(estimate),
    amount: estimate.total,
    message: undefined,
    lines: [
      { label: 'Price', value: formatDollars(estimate.price), note: undefined, source: undefined },
      ...estimate.lines.map(chargeLineView),
    ],
  };
}

/**
 * Where the finance calculator's purchase price starts, and what it is (COMP-06): the
 * drive-away figure (the dealer's, or the estimate with government charges); the price, saying
 * so, when there is none.
 */
export function financeAmountBasis(answer: CarDriveAway, price: number): { amount: number; basis: string } {
  if (answer.basis === 'drive-away') return { amount: price, basis: 'Starts at the drive-away price' };
  if (answer.estimate.kind === 'estimate')
    return {
      amount: answer.estimate.total,
      basis: `Starts at the estimated drive-away price in ${answer.estimate.state}, government charges included`,
    };
  return {
    amount: price,
    basis: 'Starts at the price before government charges, which could not be estimated',
  };
}
