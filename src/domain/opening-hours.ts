import type { OpeningHour } from '../model/location.ts';

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export interface OpeningHoursRow {
  day: (typeof WEEKDAY_NAMES)[number];
  text: string;
}

/** Opening-hours table rows Monday to Sunday, Sunday last (LOC-02); days with no entry read Closed. */
export function openingHoursRows(hours: OpeningHour[]): OpeningHoursRow[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const entry = hours.find((h) => h.weekday === weekday);
    const open = entry?.status === 'Open';
    const text = open ? (entry.formated_hours ?? `${entry.open ?? ''} - ${entry.close ?? ''}`) : 'Closed';
    return { day: WEEKDAY_NAMES[weekday]!, text };
  });
}
