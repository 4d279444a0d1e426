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

/** Whole dollars from what was typed ("$45,990" → 45990); undefined when there are no digits. */
export function parsePrice(text: string): number | undefined {
  const digits = text.split('.')[0]!.replace(/[^\d]/g, '');
  return digits ? Number(digits.slice(0, 9)) : undefined;
}

/** The field's text for an amount: "$45,990"; empty for none. */
export function formatPrice(amount: number | undefined): string {
  return amount === undefined ? '' : `$${formatNumber(amount)}`;
}
