/**
 * The clear-title badge (COMP-04): shown only when the feed records the day a PPSR search
 * (Australia's Personal Property Securities Register) found the car clear of finance owing,
 * theft and write-off, with that day, so the claim is the dealer's record and never ours. A
 * date after the day the site is built is no record of a check that happened, and shows nothing.
 */
import type { Car } from '../../model/car.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { formatDate } from '../format.ts';

export const CLEAR_TITLE_LABEL = 'Clear title';

/** 'Clear title: PPSR checked 10 November 2026', or undefined when no check is recorded. */
export function clearTitleText(
  car: Pick<Car, 'ppsr_clear_date'>,
  /** The day the site is built, 'YYYY-MM-DD', in the dealer's time zone. */
  today: string,
  timeZone: string,
): string | undefined {
  const checked = car.ppsr_clear_date;
  if (!checked) return undefined;
  const instant = new Date(checked);
  if (Number.isNaN(instant.getTime()) || calendarDay(instant, timeZone) > today) return undefined;
  return `${CLEAR_TITLE_LABEL}: PPSR checked ${formatDate(checked, timeZone)}`;
}
