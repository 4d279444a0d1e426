import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  dropOffTimetable,
  SERVICE_PERKS,
  serviceFeatureBlocks,
  serviceLinkCards,
  servicePageTitle,
  servicingLocation,
} from '../../../../src/domain/service/servicing-page.ts';
import { ServicePageSchema } from '../../../../src/model/service-page.ts';
import { makeLocation } from '../../../fixtures/helpers.ts';

const sales = makeLocation({ id: 's', name: 'Bay Motors - Sales', location_type: 'sales', primary: true });
const service = makeLocation({ id: 'v', name: 'Bay Motors - Service', location_type: 'service' });
const hiddenService = makeLocation({
  id: 'h',
  name: 'Old Workshop',
  location_type: 'service',
  visible: false,
});
const parse = (input: unknown) => v.parse(ServicePageSchema, input);

describe('servicing page (service.json)', () => {
  it('the heading is the dealer title, else "{manufacturer} Servicing"', () => {
    expect(servicePageTitle({ title: 'Service Centre' }, 'Toyota')).toBe('Service Centre');
    expect(servicePageTitle({ title: undefined }, 'Toyota')).toBe('Toyota Servicing');
  });

  it('books at the named location, else the first visible service location, else the primary', () => {
    expect(servicingLocation([sales, service], { location_id: 's' })?.id).toBe('s');
    expect(servicingLocation([sales, hiddenService, service], { location_id: undefined })?.id).toBe('v');
    expect(servicingLocation([hiddenService, sales], { location_id: undefined })?.id).toBe('s');
  });

  it('the drop-off timetable defaults to 7:45am, 8:45am / 2:00pm, 4:30pm with an 8 km free ride', () => {
    expect(dropOffTimetable(parse({ intro: 'Hi', drop_off: {} }).drop_off!)).toEqual({
      dropOff: ['7:45am', '8:45am'],
      pickUp: ['2:00pm', '4:30pm'],
      freeRide: 'Free ride within an 8km radius',
      stamp: undefined,
    });
  });

  it('the complimentary-service stamp hides the free-ride notice; a 0 km radius offers none', () => {
    const stamped = parse({
      intro: 'Hi',
      drop_off: { service_stamp: 'Complimentary service (3,000km or 3 months)', drop_off_times: ['7:30am'] },
    }).drop_off!;
    expect(dropOffTimetable(stamped)).toEqual({
      dropOff: ['7:30am'],
      pickUp: ['2:00pm', '4:30pm'],
      freeRide: undefined,
      stamp: 'Complimentary service (3,000km or 3 months)',
    });
    expect(dropOffTimetable(parse({ intro: 'Hi', drop_off: { free_ride_km: 0 } }).drop_off!).freeRide).toBe(
      undefined,
    );
  });

  it('four feature blocks and six perks, titled and ordered as the spec lists them', () => {
    expect(serviceFeatureBlocks('Toyota').map((block) => block.title)).toEqual([
      'Genuine Parts',
      'Ongoing maintenance plan',
      'Software Updates',
      'Full Health Checks',
    ]);
    expect(serviceFeatureBlocks('Toyota')[0]?.text).toBe(
      "We fit genuine Toyota parts, made for your vehicle and covered by the manufacturer's parts warranty.",
    );
    expect(serviceFeatureBlocks(undefined)[2]?.text).toBe(
      'When the manufacturer releases an update for your vehicle’s systems, we install it while your car is with us.',
    );
    expect(SERVICE_PERKS.map((perk) => perk.title)).toEqual([
      'Select Service',
      'Quick Smart 90-minute service',
      'Free Car Loans',
      'Waiting Lounge',
      'Courtesy Shuttle',
      'Early Bird Drop Offs',
    ]);
  });

  it('link cards to /warranty and /roadside-assist only where the tenant has those pages', () => {
    expect(
      serviceLinkCards(new Set(['/warranty', '/roadside-assist']), false).map((card) => card.href),
    ).toEqual(['/warranty', '/roadside-assist']);
    expect(serviceLinkCards(new Set(['/pages/warranty']), true).map((card) => card.href)).toEqual([
      '/pages/warranty',
    ]);
    expect(serviceLinkCards(new Set(['/about-us']), false)).toEqual([]);
  });

  it('bad input is refused with a message: a time that is not a clock time, an http booking page', () => {
    const times = v.safeParse(ServicePageSchema, { intro: 'Hi', drop_off: { drop_off_times: ['0745'] } });
    expect(times.issues?.map((issue) => issue.message)).toEqual(['Expected a time like 7:45am or 2:00pm']);
    const frame = v.safeParse(ServicePageSchema, { intro: 'Hi', booking_url: 'http://booking.example.com' });
    expect(frame.issues?.map((issue) => issue.message)).toEqual(['Expected an https:// address']);
    const empty = v.safeParse(ServicePageSchema, { intro: '  ' });
    expect(empty.issues?.map((issue) => issue.message)).toEqual(['The servicing page needs an introduction']);
  });
});
