/**
 * A location's usual week in words, 'Monday to Friday 8:30am to 5:30pm and Saturday 9:00am to
 * 5:00pm', from its opening hours: what a page may say about when someone is there, instead of
 * hours the copy fixed for every dealer (COMP-05).
 */
import { type Location, locationTimeZone, type OpeningHour } from '../../model/location.ts';
import { zoneCityTime } from '../../model/time-zone.ts';
import { listInWords } from '../format.ts';
import { parseClock, slotLabel } from '../test-drive-slots.ts';
import { locationKind } from './filter.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, as Australians read a week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

function dayHours(hours: readonly OpeningHour[], weekday: number): string | undefined {
  const day = hours.find((hour) => hour.weekday === weekday);
  if (day?.status !== 'Open') return undefined;
  const open = parseClock(day.open);
  const close = parseClock(day.close);
  return open === undefined || close === undefined ? undefined : `${slotLabel(open)} to ${slotLabel(close)}`;
}

/** Consecutive days with the same hours run together; closed days are left out; undefined when no day has readable hours. */
export function weeklyHoursText(hours: readonly OpeningHour[]): string | undefined {
  const runs: { first: number; last: number; text: string }[] = [];
  for (const weekday of WEEK) {
    const text = dayHours(hours, weekday);
    const previous = runs.at(-1);
    if (text === undefined) {
      runs.push({ first: weekday, last: weekday, text: '' });
    } else if (previous && previous.text === text) {
      previous.last = weekday;
    } else {
      runs.push({ first: weekday, last: weekday, text });
    }
  }
  const open = runs.filter((run) => run.text !== '');
  if (open.length === 0) return undefined;
  const parts = open.map((run) => {
    const days =
      run.first === run.last ? DAY_NAMES[run.first] : `${DAY_NAMES[run.first]} to ${DAY_NAMES[run.last]}`;
    return `${days} ${run.text}`;
  });
  return listInWords(parts);
}

/**
 * When the buying team can be reached (the trade-in FAQ, spec-2 §9): the sales locations' own
 * hours in their zone, one sentence when they all keep the same week; undefined when no sales
 * location has hours, so the question is not asked.
 */
export function buyingTeamHours(locations: readonly Location[]): string | undefined {
  const weeks = new Set<string>();
  for (const location of locations) {
    if (locationKind(location) !== 'sales') continue;
    const text = weeklyHoursText(location.contact_detail.opening_hours);
    if (text) weeks.add(`${text} (${zoneCityTime(locationTimeZone(location))})`);
  }
  if (weeks.size === 0) return undefined;
  if (weeks.size === 1) return `Our buying team is available ${[...weeks][0]}.`;
  return "Our buying team keeps each dealership's sales hours, listed on its page under Contact Us.";
}
