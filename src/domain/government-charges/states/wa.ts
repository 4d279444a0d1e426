/**
 * Western Australia (COMP-06). Duty: RevenueWA vehicle licence duty on a light vehicle (4.5 t
 * or less), new or used: 2.75% to $25,000; R% of the whole value to $50,000, where
 * R = 2.75 + (value − 25,000) / 6,666.66 to two decimals; 6.5% above; rounded down to 5 cents.
 * Registration: the Department of Transport's licence fee, which follows the tare weight
 * (a 1,400 kg car assumed) with the recording fee; the motor injury insurance (CTP) is paid with
 * the licence. Both 12-month figures are typical ones to be checked each July.
 */
import type { StateCharges } from '../types.ts';

export const WA: StateCharges = {
  state: 'WA',
  name: 'Western Australia',
  duty: {
    effective: '2025-07-01',
    source: 'https://www.wa.gov.au/organisation/department-of-finance/vehicle-licence-duty',
    confirmed: true,
    rule: () => ({ kind: 'wa-sliding', name: 'Vehicle licence duty' }),
  },
  registration: {
    effective: '2025-07-01',
    source: 'https://www.transport.wa.gov.au/licensing/vehicle-licence-fees.asp',
    label: 'Vehicle licence (registration)',
    dependsOn: 'the tare weight',
    amount: (car) => (car.use === 'commercial' ? 520 : 390),
  },
  ctp: {
    effective: '2025-07-01',
    source: 'https://www.icwa.wa.gov.au/motor-injury-insurance',
    label: 'Motor injury insurance (CTP)',
    dependsOn: 'the vehicle class',
    paidWithRegistration: true,
    amount: () => 490,
  },
};
