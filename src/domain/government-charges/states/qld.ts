/**
 * Queensland (COMP-06). Duty: Queensland Revenue Office light-vehicle rates, per $100 (or
 * part) of the whole value, by engine: hybrid or electric $2 ($4 above $100,000); up to 4
 * cylinders $3 ($5); 5 or 6 cylinders $3.50 ($5.50); 7 or more $4 ($6). Registration:
 * Transport and Main Roads' 12-month private fee by cylinders plus the traffic improvement fee
 * ($62.90), at the full 2024–25 fees (the 20% cost-of-living reduction ran from 16 September
 * 2024 to 15 September 2025; the 2025–26 indexation is to be checked). CTP: the Class 1 car
 * and Class 6 light commercial premiums, paid with the registration.
 */
import type { DutyScale, StateCharges } from '../types.ts';

const byValue = (upTo100k: number, above: number): DutyScale => ({
  per: 100,
  brackets: [
    { upTo: 100_000, base: 0, rate: upTo100k },
    { base: 0, rate: above },
  ],
});
const TRAFFIC_IMPROVEMENT_FEE = 62.9;

function registrationFee(cylinders: number): number {
  if (cylinders <= 3) return 283.55; // 1–3 cylinders or electric
  if (cylinders === 4) return 360.6;
  if (cylinders <= 6) return 570.95;
  if (cylinders <= 8) return 799.6;
  return 937.8;
}

export const QLD: StateCharges = {
  state: 'QLD',
  name: 'Queensland',
  duty: {
    effective: '2022-07-01',
    source: 'https://www.qld.gov.au/transport/registration/fees/duty/rates',
    confirmed: true,
    rule: (car) => {
      const name = 'Vehicle registration duty';
      if (car.powertrain !== 'combustion') return { kind: 'scale', scale: byValue(2, 4), name };
      if (car.cylinders <= 4) return { kind: 'scale', scale: byValue(3, 5), name };
      if (car.cylinders <= 6) return { kind: 'scale', scale: byValue(3.5, 5.5), name };
      return { kind: 'scale', scale: byValue(4, 6), name };
    },
  },
  registration: {
    effective: '2024-07-01',
    source: 'https://www.qld.gov.au/transport/registration/fees/cost',
    label: 'Registration and traffic improvement fee',
    dependsOn: 'the number of cylinders',
    amount: (car) =>
      registrationFee(car.powertrain === 'electric' ? 0 : car.cylinders) + TRAFFIC_IMPROVEMENT_FEE,
  },
  ctp: {
    effective: '2025-07-01',
    source: 'https://maic.qld.gov.au/ctp-insurance/ctp-premiums/',
    label: 'CTP insurance',
    dependsOn: 'the vehicle class',
    paidWithRegistration: true,
    amount: (car) => (car.use === 'commercial' ? 430.8 : 386.8),
  },
};
