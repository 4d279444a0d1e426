/** Number and date formats for Australian shoppers. */
const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});
const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/**
 * 1,234,567 for a whole number, as en-AU groups it. Intl's formatter costs microseconds a call
 * and a vehicle page formats dozens of prices and figures; other numbers (fractions, -0,
 * beyond 2^53) go to it.
 */
function grouped(value: number): string | undefined {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return undefined;
  const digits = String(Math.abs(value));
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let i = text.length; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${text}` : text;
}

/** $24,990 */
export function formatDollars(amount: number): string {
  const text = grouped(amount);
  if (text === undefined) return dollars.format(amount);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** 86,500 km */
export function formatKm(km: number): string {
  return `${formatNumber(km)} km`;
}

/** '86,500 km', or nothing when the feed does not know the km (FEED-09: no figure, no claim). */
export function odometerText(km: number | undefined): string | undefined {
  return km === undefined ? undefined : formatKm(km);
}

export function formatNumber(value: number): string {
  return grouped(value) ?? whole.format(value);
}

// Building a formatter costs far more than using one; pages ask for the same zone thousands of times.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 21 November 2026, in the given time zone. */
export function formatDate(iso: string, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** 'Saturday 1 August' for a 'YYYY-MM-DD' day: a calendar day, so read in UTC, where it has no offset. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** Month names, January first (month 1 is MONTH_NAMES[0]). */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * An appointment as a dealer reads it, in the dealer's zone with its abbreviation:
 * "Tuesday 24 November 2026, 9:30am AEDT" (a test drive, LEAD-20).
 */
export function formatAppointment(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts['weekday']} ${parts['day']} ${parts['month']} ${parts['year']}, ${parts['hour']}:${parts['minute']}${parts['dayPeriod']?.toLowerCase()} ${parts['timeZoneName']}`;
}

/** A calendar day as a dealer reads it: "Thursday 3 December 2026" (from YYYY-MM-DD). */
export function formatCalendarDay(day: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** 'a, b and c' (or with 'or'): a short list as a sentence reads it. */
export function listInWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
