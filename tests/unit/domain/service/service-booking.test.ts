import { describe, expect, it } from 'vitest';
import {
  serviceBookingErrors,
  serviceBookingRules,
  serviceStepErrors,
  serviceSteps,
  showsProgress,
} from '../../../../src/domain/leads/service-booking.ts';

const rules = serviceBookingRules(
  {
    service_intervals: ['10,000 km / 6 months', '20,000 km / 12 months'],
    interval_required: true,
    service_types: ['Logbook service', 'Repair'],
    additional_services: ['Wheel alignment'],
  },
  1,
);
const TODAY = '2026-11-26';
const complete = {
  name: 'Ada',
  phone: '0412 345 678',
  postcode: '2229',
  'Vehicle Make': 'Toyota',
  'Vehicle Model': 'HiLux',
  'Vehicle Year': 2021,
  'Service Interval': '20,000 km / 12 months',
  'Service Type': 'Logbook service',
  'Preferred Service Date': '2026-11-30',
  additional_services: ['Wheel alignment'],
};

describe('service booking wizard (LEAD-09, LEAD-10)', () => {
  it('long: Contact → Vehicle → Order; short: Vehicle first; the progress bar needs two steps', () => {
    expect(serviceSteps('long')).toEqual(['contact', 'vehicle', 'order']);
    expect(serviceSteps('short')).toEqual(['vehicle', 'contact', 'order']);
    expect(showsProgress(['contact', 'vehicle', 'order'])).toBe(true);
    expect(showsProgress(['order'])).toBe(false);
  });

  it('contact details: a first name, an e-mail or phone, and a 4-digit postcode', () => {
    expect(serviceStepErrors('contact', {}, rules, TODAY)).toEqual([
      { field: 'name', message: '* This field is required' },
      { field: 'email', message: 'Please give an e-mail address or a phone number' },
      { field: 'postcode', message: '* This field is required' },
    ]);
    expect(
      serviceStepErrors('contact', { name: 'Ada', email: 'a@b.co', postcode: 'abcd' }, rules, TODAY),
    ).toEqual([{ field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }]);
    expect(serviceStepErrors('contact', complete, rules, TODAY)).toEqual([]);
  });

  it('vehicle details: make, model and year; the dealership too where there is more than one', () => {
    expect(serviceStepErrors('vehicle', { 'Vehicle Make': 'Toyota' }, rules, TODAY)).toEqual([
      { field: 'Vehicle Model', message: '* This field is required' },
      { field: 'Vehicle Year', message: '* This field is required' },
    ]);
    const group = { ...rules, dealershipCount: 8 };
    expect(serviceStepErrors('vehicle', complete, group, TODAY)).toEqual([
      { field: 'dealership_slug', message: '* This field is required' },
    ]);
    expect(serviceStepErrors('vehicle', { ...complete, dealership_slug: 'sc-mazda' }, group, TODAY)).toEqual(
      [],
    );
  });

  it('order details: interval when the dealer requires it, type when there are types, a date from today', () => {
    expect(serviceStepErrors('order', {}, rules, TODAY)).toEqual([
      { field: 'Service Interval', message: '* This field is required' },
      { field: 'Service Type', message: '* This field is required' },
      { field: 'Preferred Service Date', message: '* This field is required' },
    ]);
    const optional = serviceBookingRules(
      {
        service_intervals: ['10,000 km'],
        interval_required: false,
        service_types: [],
        additional_services: [],
      },
      1,
    );
    expect(serviceStepErrors('order', { 'Preferred Service Date': TODAY }, optional, TODAY)).toEqual([]);
    expect(
      serviceStepErrors('order', { ...complete, 'Preferred Service Date': '2026-11-25' }, rules, TODAY),
    ).toEqual([{ field: 'Preferred Service Date', message: 'Please choose today or a later date' }]);
  });

  it('choices must be the listed ones (the API checks them again)', () => {
    expect(
      serviceBookingErrors(
        {
          ...complete,
          'Service Interval': '5 km',
          'Service Type': 'Free car',
          additional_services: ['Wheel alignment', 'Gold plating'],
        },
        rules,
        TODAY,
      ),
    ).toEqual([
      { field: 'Service Interval', message: 'Please choose one of the listed intervals' },
      { field: 'Service Type', message: 'Please choose one of the listed service types' },
      { field: 'additional_services', message: 'We do not offer: Gold plating' },
    ]);
    expect(serviceBookingErrors(complete, rules, TODAY)).toEqual([]);
  });
});
