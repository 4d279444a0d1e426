/**
 * Tasmania (COMP-06). Duty: State Revenue Office, $20 up to $600, then $3 per $100 (or part)
 * of the whole value; a passenger vehicle (not a ute, panel van or motorcycle) from $35,000
 * to $40,000 pays $1,050 plus $11 per $100 over $35,000, and above $40,000 $4 per $100 of
 * the whole value. The EV exemption ended with registrations to 31 December 2023.
 * Registration: Transport Services' 12-month light-vehicle fees by cylinders (electric as 4),
 * which include the MAIB (Motor Accidents Insurance Board) premium and the plate fee.
 */
import type { DutyScale, StateCharges } from '../types.ts';

const PASSENGER: DutyScale = {
  per: 100,
  brackets: [
    { upTo: 600, base: 20, rate: 0 },
    { upTo: 35_000, base: 0, rate: 3 },
    { upTo: 40_000, base: 1_050, rate: 11, over: 35_000 },
    { base: 0, rate: 4 },
  ],
};
const OTHER: DutyScale = {
  per: 100,
  minimum: 20,
  brackets: [
    { upTo: 600, base: 20, rate: 0 },
    { base: 0, rate: 3 },
  ],
};

function registration(cylinders: number): number {
  if (cylinders <= 3) return 600.62;
  if (cylinders === 4) return 623.62;
  if (cylinders <= 6) return 663.62;
  if (cylinders <= 8) return 737.62;
  return 770.62;
}

export const TAS: StateCharges = {
  state: 'TAS',
  name: 'Tasmania',
  duty: {
    effective: '2024-01-01',
    source: 'https://www.sro.tas.gov.au/motor-vehicle-duty/rates-of-duty',
    confirmed: true,
    rule: (car) => ({
      kind: 'scale',
      scale: car.use === 'commercial' ? OTHER : PASSENGER,
      name: 'Motor vehicle duty',
    }),
  },
  registration: {
    effective: '2023-12-01',
    source: 'https://www.transport.tas.gov.au/fees_forms/registration_licensing',
    label: 'Registration with MAIB premium',
    dependsOn: 'the number of cylinders',
    amount: (car) => registration(car.powertrain === 'electric' ? 4 : car.cylinders),
  },
  ctp: {
    effective: '2023-12-01',
    source: 'https://www.maib.tas.gov.au/',
    label: 'MAIB premium (compulsory third party)',
    dependsOn: 'the vehicle class',
    paidWithRegistration: true,
    includedInRegistration: true,
    amount: () => 0,
  },
};
