/**
 * Australian Capital Territory (COMP-06). Duty changed on 1 September 2025: zero-emission and
 * hybrid vehicles lost their exemption (at least 2.5%), a new 8% rate applies to the value above
 * $80,000, and a new vehicle's rate follows its CO2 emissions (the Green Vehicle Guide), which
 * the feed does not give. The scale below is the used-vehicle rate before that change, kept to
 * $80,000: the table is not confirmed against the 2025 determination, so the ACT gives no
 * estimate (the page says so) until someone checks it and sets `confirmed`.
 * Registration (emissions-based since 1 July 2024) and CTP (insurer chosen, paid with the
 * registration) are typical 12-month figures to be checked.
 */
import type { DutyScale, StateCharges } from '../types.ts';

const USED: DutyScale = {
  per: 100,
  brackets: [
    { upTo: 44_999, base: 0, rate: 3 },
    { upTo: 80_000, base: 1_350, rate: 5, over: 45_000 },
  ],
};

export const ACT: StateCharges = {
  state: 'ACT',
  name: 'Australian Capital Territory',
  duty: {
    effective: '2025-09-01',
    source: 'https://www.revenue.act.gov.au/duties/motor-vehicle-duty',
    confirmed: false,
    rule: (car) =>
      car.condition === 'new' || car.powertrain !== 'combustion'
        ? { kind: 'gap', gap: 'emissions-unknown' }
        : { kind: 'scale', scale: USED, name: 'Motor vehicle duty' },
  },
  registration: {
    effective: '2025-07-01',
    source: 'https://www.accesscanberra.act.gov.au/driving-and-transport/vehicle-registration',
    label: 'Registration',
    dependsOn: "the car's CO2 emissions",
    amount: () => 330,
  },
  ctp: {
    effective: '2025-07-01',
    source: 'https://www.maic.act.gov.au/',
    label: 'CTP insurance',
    dependsOn: 'the insurer chosen',
    paidWithRegistration: true,
    amount: () => 450,
  },
};
