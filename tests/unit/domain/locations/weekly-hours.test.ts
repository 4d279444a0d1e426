/**
 * COMP-05: the trade-in FAQ's buying-team hours are the sales locations' own, in their zone
 * (LOC-10), not the copy's fixed 'Monday to Friday 8.30am to 5.30pm, and Saturday 9am to 5pm'.
 */
import { describe, expect, it } from 'vitest';
import { buyingTeamHours, weeklyHoursText } from '../../../../src/domain/locations/weekly-hours.ts';
import type { AuState, Location, OpeningHour } from '../../../../src/model/location.ts';

const weekdays = (open: string, close: string): OpeningHour[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open, close }));

const perthWeek: OpeningHour[] = [
  { weekday: 0, status: 'Closed' },
  ...weekdays('08:30', '17:30'),
  { weekday: 6, status: 'Open', open: '09:00', close: '16:00' },
];

function place(
  id: string,
  state: AuState,
  hours: OpeningHour[],
  location_type: Location['location_type'] = 'sales',
): Location {
  return {
    id,
    name: `${id} - Sales`,
    slug: id,
    primary: false,
    visible: true,
    location_type,
    location_subtype: [],
    manufacturers: [],
    dealership_id: 'd1',
    address: { city: id, state, postcode: '6000', lat: -31, long: 115 },
    contact_detail: { opening_hours: hours },
    special_hours: [],
    distribution_locations: [],
  };
}

describe('weeklyHoursText', () => {
  it('runs equal days together, Monday first, and leaves closed days out', () => {
    expect(weeklyHoursText(perthWeek)).toBe(
      'Monday to Friday 8:30am to 5:30pm and Saturday 9:00am to 4:00pm',
    );
  });

  it('names every run of a week with Sunday trading and a late night', () => {
    const hours: OpeningHour[] = [
      { weekday: 0, status: 'Open', open: '10:00', close: '16:00' },
      ...weekdays('08:30', '17:30').map((day) => (day.weekday === 4 ? { ...day, close: '20:00' } : day)),
      { weekday: 6, status: 'Open', open: '08:30', close: '17:30' },
    ];
    expect(weeklyHoursText(hours)).toBe(
      'Monday to Wednesday 8:30am to 5:30pm, Thursday 8:30am to 8:00pm, Friday to Saturday 8:30am to 5:30pm and Sunday 10:00am to 4:00pm',
    );
  });

  it('says nothing for a week without readable hours', () => {
    expect(
      weeklyHoursText([{ weekday: 1, status: 'Open', formated_hours: 'By appointment' }]),
    ).toBeUndefined();
    expect(weeklyHoursText([])).toBeUndefined();
  });
});

describe('[COMP-05] buyingTeamHours', () => {
  it("states a single dealer's sales hours with its city's clock", () => {
    expect(buyingTeamHours([place('perth', 'WA', perthWeek)])).toBe(
      'Our buying team is available Monday to Friday 8:30am to 5:30pm and Saturday 9:00am to 4:00pm (Perth time).',
    );
  });

  it("points a group with different weeks to each dealership's page, and reads only sales locations", () => {
    const service = place('service', 'QLD', weekdays('07:00', '17:00'), 'service');
    expect(buyingTeamHours([place('perth', 'WA', perthWeek), service])).toContain('(Perth time)');
    expect(buyingTeamHours([place('perth', 'WA', perthWeek), place('brisbane', 'QLD', perthWeek)])).toBe(
      "Our buying team keeps each dealership's sales hours, listed on its page under Contact Us.",
    );
  });

  it('asks no question when no sales location has hours', () => {
    expect(buyingTeamHours([place('service', 'QLD', weekdays('07:00', '17:00'), 'service')])).toBeUndefined();
  });
});
