/**
 * Reading a number a shopper typed into a calculator field (finance FIN-03, fuel CALC-01).
 * Pure. Accepted, ignoring spaces around the text and next to the signs:
 * - an optional minus sign and an optional dollar sign, in either order ("-$500", "$ -500");
 * - digits with an optional decimal part ("30000", "8.5", ".5", "5.");
 * - thousands separators, commas (or single spaces) every three digits ("30,000", "30 000",
 *   "1,250,000.50"); separators anywhere else ("30,00", "5 6") make it not a number, since
 *   they are ambiguous;
 * - an optional trailing percent sign ("8.5 %").
 * Exponents ("1e5"), words ("ten") and ranges ("5-6") are refused too. A refused text leaves
 * the field's previous value in place; the caller shows NOT_A_NUMBER_MESSAGE.
 */

export type NumberInputResult = { ok: true; value: number } | { ok: false; reason: 'empty' | 'not-a-number' };

/** Shown when typed text is refused; the field keeps its previous value. */
export const NOT_A_NUMBER_MESSAGE = 'Please enter a number.';

const PLAIN = /^-?(\d+(\.\d*)?|\.\d+)$/;
const GROUPED = /^-?\d{1,3}([, ]\d{3})+(\.\d*)?$/;

/** Parses typed text; see the module comment for what is accepted. */
export function parseNumberInput(text: string): NumberInputResult {
  let compact = text.trim();
  if (compact === '') return { ok: false, reason: 'empty' };
  compact = compact
    .replace(/^(-?)\s*\$\s*/, '$1')
    .replace(/^-\s+/, '-')
    .replace(/\s*%$/, '');
  if (GROUPED.test(compact)) compact = compact.replace(/[, ]/g, '');
  if (!PLAIN.test(compact)) return { ok: false, reason: 'not-a-number' };
  const value = Number(compact);
  // "-0" is 0.
  return Number.isFinite(value)
    ? { ok: true, value: value === 0 ? 0 : value }
    : { ok: false, reason: 'not-a-number' };
}
