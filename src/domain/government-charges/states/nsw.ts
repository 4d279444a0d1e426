/**
 * New South Wales (COMP-06). Duty: Revenue NSW, $3 per $100 (or part) up to $44,999; from
 * $45,000, $1,350 plus $5 per $100 (or part) over $45,000 for passenger vehicles; no EV
 * concession since 1 September 2023. Registration: Transport for NSW's $79 registration fee
 * plus the private vehicle tax for a 1,155–1,504 kg car ($374) or a 1,505–2,504 kg ute ($570);
 * the real tax follows the tare weight. CTP: the green slip is bought from an insurer; the
 * figure is the average private motor car (ute) premium the regulator reports, not a rate.
 */
import type { DutyScale, StateCharges } from '../types.ts';

const PASSENGER: DutyScale = {
  per: 100,
  brackets: [
    { upTo: 44_999, base: 0, rate: 3 },
    { base: 1_350, rate: 5, over: 45_000 },
  ],
};

export const NSW: StateCharges = {
  state: 'NSW',
  name: 'New South Wales',
  duty: {
    effective: '2025-07-01',
    source: 'https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/motor-vehicle-duty',
    confirmed: true,
    // Below $45,000 every vehicle pays $3 per $100; above it only passenger vehicles pay the
    // higher rate, and whether a ute or van counts as one is not settled here.
    rule: (car) =>
      car.use === 'commercial' && car.value >= 45_000
        ? { kind: 'gap', gap: 'passenger-class-unconfirmed' }
        : { kind: 'scale', scale: PASSENGER, name: 'Motor vehicle duty' },
  },
  registration: {
    effective: '2025-07-01',
    source:
      'https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/fees-concessions-and-forms/vehicle-registration-fees',
    label: 'Registration',
    dependsOn: 'the tare weight',
    amount: (car) => 79 + (car.use === 'commercial' ? 570 : 374),
  },
  ctp: {
    effective: '2024-06-30',
    source: 'https://www.greenslips.nsw.gov.au/',
    label: 'CTP green slip',
    dependsOn: 'the insurer, the driver and where the car is garaged',
    amount: (car) => (car.use === 'commercial' ? 735 : 546),
  },
};
