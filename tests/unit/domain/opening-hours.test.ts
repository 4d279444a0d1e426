import { describe, expect, it } from 'vitest';
import { openingHoursRows, WEEKDAY_NAMES } from '../../../src/domain/opening-hours.ts';
import type { OpeningHour } from '../../../src/model/location.ts';

describe('[LOC-02] opening-hours table', () => {
  it('[LOC-02] weekday 0 is Sunday … 6 is Saturday', () => {
    expect(WEEKDAY_NAMES).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('[LOC-02] lists Monday to Sunday with Sunday last, whatever order the feed uses', () => {
    const hours: OpeningHour[] = [
      { weekday: 0, status: 'Open', formated_hours: '10:00am - 4:00pm' },
      { weekday: 6, status: 'Open', formated_hours: '9:00am - 4:00pm' },
      { weekday: 3, status: 'Open', formated_hours: '8:30am - 5:30pm' },
      { weekday: 1, status: 'Open', formated_hours: '8:30am - 5:30pm' },
      { weekday: 2, status: 'Open', formated_hours: '8:30am - 5:30pm' },
      { weekday: 5, status: 'Open', formated_hours: '8:30am - 6:00pm' },
      { weekday: 4, status: 'Open', formated_hours: '8:30am - 8:00pm' },
    ];
    expect(openingHoursRows(hours)).toEqual([
      { day: 'Monday', text: '8:30am - 5:30pm' },
      { day: 'Tuesday', text: '8:30am - 5:30pm' },
      { day: 'Wednesday', text: '8:30am - 5:30pm' },
      { day: 'Thursday', text: '8:30am - 8:00pm' },
      { day: 'Friday', text: '8:30am - 6:00pm' },
      { day: 'Saturday', text: '9:00am - 4:00pm' },
      { day: 'Sunday', text: '10:00am - 4:00pm' },
    ]);
  });

  it('[LOC-02] a Closed day reads Closed, even with hours given; a missing day reads Closed', () => {
    const rows = openingHoursRows([
      { weekday: 1, status: 'Open', formated_hours: '8:30am - 5:30pm' },
      { weekday: 0, status: 'Closed', formated_hours: '10:00am - 4:00pm' },
    ]);
    expect(rows.map((r) => r.text)).toEqual([
      '8:30am - 5:30pm',
      'Closed',
      'Closed',
      'Closed',
      'Closed',
      'Closed',
      'Closed',
    ]);
    expect(rows.at(-1)).toEqual({ day: 'Sunday', text: 'Closed' });
    expect(openingHoursRows([])).toHaveLength(7);
    expect(openingHoursRows([]).every((r) => r.text === 'Closed')).toBe(true);
  });

  it('[LOC-02] falls back to open – close when there is no display text', () => {
    expect(openingHoursRows([{ weekday: 2, status: 'Open', open: '07:30', close: '17:00' }])[1]).toEqual({
      day: 'Tuesday',
      text: '07:30 - 17:00',
    });
  });
});
