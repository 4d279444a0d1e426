/**
 * When a shopper's alert digest may go (ALERT-02): instantly after the build that found the
 * news, at most once a calendar day (the dealer's zone), or at most once a week, as the
 * shopper chose. Messages wait for the morning: nothing is sent between 21:00 and 08:00 at
 * the dealer, so a build at 2 a.m. does not wake anyone. Pure.
 */
import { calendarDay, wallClock } from '../../model/time-zone.ts';

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as they happen',
  daily: 'Once a day',
  weekly: 'Once a week',
};

/** The first and last hour of the day (at the dealer) in which digests are sent. */
export const SENDING_HOURS = { from: 8, until: 21 } as const;

const WEEK_MS = 7 * 86_400_000;

/** Whether it is within the sending hours at the dealer (digests and the dealer's watch report). */
export function inSendingHours(now: Date, timeZone: string): boolean {
  const { hour } = wallClock(now, timeZone);
  return hour >= SENDING_HOURS.from && hour < SENDING_HOURS.until;
}

/** Whether a digest of `frequency` may go at `now`, given when the last one went (ISO or null). */
export function digestDue(
  frequency: AlertFrequency,
  lastSentAt: string | null,
  now: Date,
  timeZone: string,
): boolean {
  if (!inSendingHours(now, timeZone)) return false;
  if (lastSentAt === null || frequency === 'instant') return true;
  if (frequency === 'daily') return calendarDay(new Date(lastSentAt), timeZone) < calendarDay(now, timeZone);
  // Weekly: a week since the last one, to the calendar day, so a digest sent at 09:00 one
  // Monday and a build at 08:30 the next do not wait another week for half an hour.
  return calendarDay(new Date(Date.parse(lastSentAt) + WEEK_MS), timeZone) <= calendarDay(now, timeZone);
}
