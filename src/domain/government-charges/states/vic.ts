/**
 * Victoria (COMP-06). Duty: State Revenue Office, per $200 (or part) of the whole value: a
 * green passenger car (120 g/km CO2 or less, electric included) $8.40 at any value; another
 * passenger car $8.40 to the luxury car tax threshold ($80,567), $10.40 to $100,000, $14 to
 * $150,000, $18 above; a non-passenger vehicle $5.40 new, $8.40 used. Registration: VicRoads'
 * fee (20.42 fee units; $100 less for an electric car) with the TAC charge, the compulsory
 * third-party cover, paid with it; the TAC charge follows where the car is garaged (the
 * metropolitan rate is used). The registration and TAC figures are to be checked each July.
 */
import type { DutyScale, StateCharges } from '../types.ts';

const LUXURY_THRESHOLD = 80_567;
const flat = (rate: number): DutyScale => ({ per: 200, brackets: [{ base: 0, rate }] });
const OTHER_PASSENGER: DutyScale = {
  per: 200,
  brackets: [
    { upTo: LUXURY_THRESHOLD, base: 0, rate: 8.4 },
    { upTo: 100_000, base: 0, rate: 10.4 },
    { upTo: 150_000, base: 0, rate: 14 },
    { base: 0, rate: 18 },
  ],
};
const REGISTRATION_FEE = 343.26;

export const VIC: StateCharges = {
  state: 'VIC',
  name: 'Victoria',
  duty: {
    effective: '2024-07-01',
    source: 'https://www.sro.vic.gov.au/rates-taxes-duties-and-levies/motor-vehicle-duty-current-rates',
    confirmed: true,
    rule: (car) => {
      const name = 'Motor vehicle duty';
      if (car.use === 'commercial')
        return { kind: 'scale', scale: flat(car.condition === 'new' ? 5.4 : 8.4), name };
      if (car.powertrain === 'electric') return { kind: 'scale', scale: flat(8.4), name };
      // A hybrid may or may not be a green car (120 g/km): it matters only above the threshold.
      if (car.powertrain === 'hybrid' && car.value > LUXURY_THRESHOLD)
        return { kind: 'gap', gap: 'emissions-unknown' };
      return { kind: 'scale', scale: OTHER_PASSENGER, name };
    },
  },
  registration: {
    effective: '2025-07-01',
    source: 'https://www.vicroads.vic.gov.au/registration/registration-fees/vehicle-registration-fees',
    label: 'Registration',
    dependsOn: 'the kind of vehicle',
    amount: (car) => REGISTRATION_FEE - (car.powertrain === 'electric' ? 100 : 0),
  },
  ctp: {
    effective: '2025-07-01',
    source: 'https://www.tac.vic.gov.au/about-the-tac/our-organisation/what-we-do/tac-charges',
    label: 'TAC charge (compulsory third party)',
    dependsOn: 'where the car is garaged (metropolitan rate)',
    paidWithRegistration: true,
    amount: (car) => (car.use === 'commercial' ? 535 : 590),
  },
};
