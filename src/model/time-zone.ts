/**
 * Calendar days and wall-clock times in an IANA time zone: the one place that turns an
 * instant into a day in a zone, or a wall-clock time in a zone into an instant. Everything
 * that needs "today at the dealer" (the build day, rego expiry, test-drive days, the finance
 * age limit) passes the tenant's `site.timezone`, so a result depends neither on the time
 * zone of the build machine nor on the visitor's browser. The zone data is the platform's
 * Intl data; an unknown zone name throws Intl's RangeError.
 *
 * Promo dates are the exception with a fixed zone: they are written in Australian east time
 * (PROMO-01, spec-2 §4), so a date or time without an offset means the wall clock in Sydney,
 * daylight saving included, whatever the tenant's zone. The Sydney names below are those
 * general helpers applied to that zone.
 */

/** The zone of a tenant that does not set `site.timezone` (its schema default). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** The zone promo dates are written in (PROMO-01). */
export const AUSTRALIAN_EAST_TIME_ZONE = 'Australia/Sydney';

/** Wall-clock fields of an instant in a zone, to the whole second (month 1-based). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building a formatter is far slower than using one, and slots, promos and pages ask
// thousands of times per build for the same few zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      // h23: midnight is 00, never the 24 some engines write with hour12: false.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

const millis = (instant: number | Date) => (typeof instant === 'number' ? instant : instant.getTime());

// A build asks for the wall clock of its one build time on every page: the last few answers
// are kept (formatToParts is slow next to a lookup).
const recentClocks = new Map<string, WallClock>();

/** The wall clock in `zone` at an instant. */
export function wallClock(instant: number | Date, zone: string): WallClock {
  const ms = millis(instant);
  const key = `${zone}\0${ms}`;
  const known = recentClocks.get(key);
  if (known) return { ...known };
  const field: Record<string, number> = {};
  for (const part of wallClockFormat(zone).formatToParts(ms))
    if (part.type !== 'literal') field[part.type] = Number(part.value);
  const clock: WallClock = {
    year: field['year']!,
    month: field['month']!,
    day: field['day']!,
    hour: field['hour']!,
    minute: field['minute']!,
    second: field['second']!,
  };
  if (recentClocks.size >= 64) recentClocks.clear();
  recentClocks.set(key, clock);
  return { ...clock };
}

/** True when the platform knows the zone name ('Australia/Perth'), false for 'Not/AZone'. */
export function isTimeZone(zone: string): boolean {
  try {
    wallClockFormat(zone);
    return true;
  } catch {
    return false;
  }
}

const abbreviationFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's abbreviation at an instant as Australians write it: AEST, AEDT, ACST, ACDT, AWST
 * (LOC-10). Zones ICU has no letters for come out as an offset such as 'GMT+5:45'.
 */
export function zoneAbbreviation(instant: number | Date, zone: string): string {
  let format = abbreviationFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone: zone, timeZoneName: 'short' });
    abbreviationFormats.set(zone, format);
  }
  return format.formatToParts(millis(instant)).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** 'Perth time' for Australia/Perth, 'Broken Hill time' for Australia/Broken_Hill. */
export function zoneCityTime(zone: string): string {
  return `${(zone.split('/').pop() ?? zone).replace(/_/g, ' ')} time`;
}

/** The zone the code runs in (the browser's for a visitor): a fallback only, never a dealer's day. */
export function runtimeTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's offset from UTC in ms at an instant (Sydney +10 h standard, +11 h daylight saving). */
export function offsetMs(instant: number | Date, zone: string): number {
  // The wall clock is read to the second, so compare it with the instant cut to the second.
  const wholeSecond = Math.floor(millis(instant) / 1000) * 1000;
  const wall = wallClock(wholeSecond, zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - wholeSecond;
}

/**
 * The instant of a wall-clock time in `zone` (month 1-based; fields past their range roll
 * over as in Date.UTC, so minute 1440 is the next midnight). Like Temporal's 'compatible'
 * choice: a time that occurs twice when daylight saving ends (02:30 on the first Sunday of
 * April in Sydney) is the earlier one, and a time skipped when it starts (02:30 on the first
 * Sunday of October) is read with the offset before the jump, landing at 03:30.
 */
export function wallTimeToInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
  zone: string,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Any change of offset near this wall time lies within 12 hours of it.
  const before = offsetMs(asUtc - 12 * 3_600_000, zone);
  const after = offsetMs(asUtc + 12 * 3_600_000, zone);
  const valid = [before, after]
    .map((offset) => asUtc - offset)
    .filter((instant) => asUtc - offsetMs(instant, zone) === instant);
  return valid.length > 0 ? Math.min(...valid) : asUtc - before;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day 'YYYY-MM-DD' of an instant in `zone`. */
export function calendarDay(instant: number | Date, zone: string): string {
  const wall = wallClock(instant, zone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * The calendar year of an instant in `zone`: a car does not age on New Year's Eve UTC while
 * it is already New Year's Day at the dealer. Without a zone, the default tenant zone.
 */
export function currentYear(instant: number | Date, zone: string = DEFAULT_TIME_ZONE): number {
  return wallClock(instant, zone).year;
}

/** The start (midnight) in `zone` of the day of the instant. */
export function startOfDay(instant: number | Date, zone: string): number {
  const wall = wallClock(instant, zone);
  return wallTimeToInstant(wall.year, wall.month, wall.day, 0, 0, 0, 0, zone);
}

/** The start of the day in `zone` after the day of the instant: 23 or 25 hours on changeover days. */
export function nextMidnight(instant: number | Date, zone: string): number {
  const wall = wallClock(instant, zone);
  return wallTimeToInstant(wall.year, wall.month, wall.day + 1, 0, 0, 0, 0, zone);
}

/** The calendar day `days` after a 'YYYY-MM-DD' day (before it when negative); no zone is involved. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from one 'YYYY-MM-DD' day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utcMidnight = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, date);
  };
  // Both are UTC midnights, where every day is 24 hours long.
  return (utcMidnight(to) - utcMidnight(from)) / 86_400_000;
}

/** Sydney's offset from UTC in ms at an instant (+10 h standard, +11 h daylight saving). */
export function sydneyOffsetMs(instant: number): number {
  return offsetMs(instant, AUSTRALIAN_EAST_TIME_ZONE);
}

/** The instant of a Sydney wall-clock time (month 1-based), as wallTimeToInstant reads it. */
export function sydneyWallTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number {
  return wallTimeToInstant(year, month, day, hour, minute, second, ms, AUSTRALIAN_EAST_TIME_ZONE);
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
  return nextMidnight(instant, AUSTRALIAN_EAST_TIME_ZONE);
}
