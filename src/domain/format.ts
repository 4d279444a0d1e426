/** Number and date formats for Australian shoppers. */
const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});
const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** $24,990 */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** 86,500 km */
export function formatKm(km: number): string {
  return `${whole.format(km)} km`;
}

export function formatNumber(value: number): string {
  return whole.format(value);
}

/** 21 November 2026, in the given time zone. */
export function formatDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
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
