/**
 * South Australia (COMP-06). Duty: RevenueSA, per $100 (or part): $1 to $1,000 (at least $5);
 * $10 plus $2 over $1,000 to $2,000; $30 plus $3 over $2,000 to $3,000; above $3,000, $60 plus
 * $4 (a non-commercial vehicle) or $3 (a commercial vehicle: ute, panel van, van) over $3,000.
 * Registration: the Department for Infrastructure and Transport's 12-month metropolitan guide,
 * which includes the CTP insurance estimate (and the levies): by cylinders for a sedan, wagon,
 * hatch or SUV; a ute or van at the 1,500–4,499 kg figure. Country rates are lower.
 */
import type { DutyScale, StateCharges } from '../types.ts';

const scale = (above3000: number): DutyScale => ({
  per: 100,
  minimum: 5,
  brackets: [
    { upTo: 1_000, base: 0, rate: 1 },
    { upTo: 2_000, base: 10, rate: 2, over: 1_000 },
    { upTo: 3_000, base: 30, rate: 3, over: 2_000 },
    { base: 60, rate: above3000, over: 3_000 },
  ],
});

export const SA: StateCharges = {
  state: 'SA',
  name: 'South Australia',
  duty: {
    effective: '2025-07-01',
    source: 'https://www.revenuesa.sa.gov.au/stamp-duty-vehicles/stamp-duty-vehicle-home-page',
    confirmed: true,
    rule: (car) => ({
      kind: 'scale',
      scale: scale(car.use === 'commercial' ? 3 : 4),
      name: 'Stamp duty',
    }),
  },
  registration: {
    effective: '2023-07-01',
    source: 'https://www.sa.gov.au/topics/driving-and-transport/motoring-fees/vehicle-registration-fees',
    label: 'Registration with CTP insurance',
    dependsOn: 'the cylinders (or mass) and where the car is garaged (metropolitan rate)',
    amount: (car) => {
      if (car.use === 'commercial') return 1_125;
      if (car.powertrain === 'electric' || car.cylinders <= 4) return 670;
      return car.cylinders <= 6 ? 815 : 945;
    },
  },
  ctp: {
    effective: '2023-07-01',
    source: 'https://ctp.sa.gov.au/vehicle-owners/ctp-premiums',
    label: 'CTP insurance',
    dependsOn: 'the insurer chosen',
    paidWithRegistration: true,
    includedInRegistration: true,
    amount: () => 0,
  },
};
