/**
 * Promo dates are written in Australian east time (PROMO-01, spec-2 §4): a date or time
 * without an offset means the wall clock in Sydney, daylight saving included. This turns
 * such text into an instant with the platform's Intl time-zone data, so the result does not
 * depend on the time zone of the build machine or the visitor's browser.
 */

export const AUSTRALIAN_EAST_TIME_ZONE = 'Australia/Sydney';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: AUSTRALIAN_EAST_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Sydney's offset from UTC in ms at an instant (+10 h standard, +11 h daylight saving). */
export function sydneyOffsetMs(instant: number): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const field: Record<string, number> = {};
  for (const part of parts.formatToParts(wholeSecond)) field[part.type] = Number(part.value);
  const wall = Date.UTC(
    field['year']!,
    field['month']! - 1,
    field['day']!,
    field['hour']!,
    field['minute']!,
    field['second']!,
  );
  return wall - wholeSecond;
}

/**
 * The instant of a Sydney wall-clock time (month 1-based). Like Temporal's 'compatible'
 * choice: a time that occurs twice when daylight saving ends (02:30 on the first Sunday of
 * April) is the earlier one, and a time skipped when it starts (02:30 on the first Sunday
 * of October) is read with the offset before the jump, landing at 03:30.
 */
export function sydneyWallTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Any change of offset near this wall time lies within 12 hours of it.
  const before = sydneyOffsetMs(asUtc - 12 * 3_600_000);
  const after = sydneyOffsetMs(asUtc + 12 * 3_600_000);
  const valid = [before, after]
    .map((offset) => asUtc - offset)
    .filter((instant) => asUtc - sydneyOffsetMs(instant) === instant);
  return valid.length > 0 ? Math.min(...valid) : asUtc - before;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

export interface ParsedPromoDate {
  instant: number;
  /** True for a bare date ('2025-07-24'), which stands for the whole day. */
  dateOnly: boolean;
}

/**
 * Reads a promo date: text with an offset ('…Z', '…+10:00') is that instant; text without
 * one ('2025-08-21T08:30', '2025-08-21 08:30', '2025-07-01') is Sydney wall time; a Date is
 * taken as is. Returns `undefined` for anything unreadable or impossible (30 February).
 */
export function parsePromoDate(value: string | Date): ParsedPromoDate | undefined {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : { instant: value.getTime(), dateOnly: false };
  const text = value.trim();
  const local = LOCAL.exec(text);
  if (local) {
    const [year, month, day, hour = 0, minute = 0, second = 0] = local
      .slice(1, 7)
      .map((field) => (field === undefined ? undefined : Number(field)));
    const check = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
    // Date.UTC rolls 30 February over into March; a date that changed on the way is not real.
    const real =
      check.getUTCFullYear() === year &&
      check.getUTCMonth() === month! - 1 &&
      check.getUTCDate() === day &&
      check.getUTCHours() === hour &&
      check.getUTCMinutes() === minute &&
      check.getUTCSeconds() === second;
    if (!real) return undefined;
    const ms = local[7] === undefined ? 0 : Number(local[7].padEnd(3, '0'));
    return {
      instant: sydneyWallTime(year!, month!, day!, hour, minute, second, ms),
      dateOnly: local[4] === undefined,
    };
  }
  if (!WITH_OFFSET.test(text)) return undefined;
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? undefined : { instant, dateOnly: false };
}

/** The start of the Sydney day after the given Sydney date: where a bare expiry date ends. */
export function sydneyNextMidnight(instant: number): number {
  const wall = new Date(instant + sydneyOffsetMs(instant));
  return sydneyWallTime(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate() + 1);
}
