/**
 * The price field of the forms (LEAD-16): typed with a $ prefix and thousand separators, read
 * back as whole dollars, with quick picks of $5,000 to $70,000, or $300,000 to $800,000 on
 * premium sites.
 */
import { formatNumber } from '../format.ts';

export const PRICE_QUICK_PICKS = {
  standard: [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 70_000],
  premium: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
} as const;

export const UNREADABLE_PRICE = 'Please enter an amount in dollars, like $25,000 or 25k';

const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  million: 1_000_000,
};
const AMOUNT = /^\$?(\d+(?:[.]\d+)?)(k|thousand|m|million)?$/;

/**
 * Whole dollars from what a shopper types ("$45,990", "45 990", "25k", "$1.2m", "25,000.00"),
 * whole dollars; undefined for an empty field, 'unreadable' for anything else ("twenty", "25-30k"),
 * never a guess from the digits it happens to hold.
 */
export function readPrice(text: string): number | undefined | 'unreadable' {
  const compact = text
    .toLowerCase()
    .replace(/[\s,]/g, '')
    .replace(/^aud/, '')
    .replace(/dollars?$/, '');
  if (compact === '' || compact === '$') return undefined;
  const match = AMOUNT.exec(compact);
  if (!match) return 'unreadable';
  // To the cent first: 1.15 × 1,000 is 1149.999… in floating point.
  const dollars = Math.floor(
    Math.round(Number(match[1]) * (match[2] ? MULTIPLIERS[match[2]]! : 1) * 100) / 100,
  );
  return Number.isSafeInteger(dollars) ? dollars : 'unreadable';
}

/** Whole dollars from what was typed; undefined when empty or unreadable (readPrice says which). */
export function parsePrice(text: string): number | undefined {
  const read = readPrice(text);
  return read === 'unreadable' ? undefined : read;
}

/** The field's text for an amount: "$45,990"; empty for none. */
export function formatPrice(amount: number | undefined): string {
  return amount === undefined ? '' : `$${formatNumber(amount)}`;
}
