/**
 * Northern Territory (COMP-06). Duty: Territory Revenue Office, $3 per $100 (or part) of the
 * whole value; an eligible plug-in electric vehicle valued up to $50,000 registered from
 * 1 July 2022 to 30 June 2027 has a concession of up to $1,500, which clears its duty (above
 * $50,000 the table gives no figure). A hybrid is charged as a fuel car: the feed does not say
 * whether it plugs in. Registration follows the engine capacity and is free for a plug-in EV
 * in that period; the MAC (Motor Accidents Compensation) charge is paid with it. Both are
 * typical 12-month figures to be checked each July.
 */
import type { DutyScale, StateCharges } from '../types.ts';

const SCALE: DutyScale = { per: 100, brackets: [{ base: 0, rate: 3 }] };

export const NT: StateCharges = {
  state: 'NT',
  name: 'Northern Territory',
  duty: {
    effective: '2022-07-01',
    source: 'https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty-on-motor-vehicles',
    confirmed: true,
    rule: (car) =>
      car.powertrain === 'electric'
        ? { kind: 'exempt', upTo: 50_000, name: 'Stamp duty (EV concession)' }
        : { kind: 'scale', scale: SCALE, name: 'Stamp duty' },
  },
  registration: {
    effective: '2025-07-01',
    source:
      'https://nt.gov.au/driving/rego/getting-an-nt-registration/get-electric-vehicle-registration-and-stamp-duty-concessions',
    label: 'Registration',
    dependsOn: 'the engine capacity',
    amount: (car) => (car.powertrain === 'electric' ? 0 : 150),
  },
  ctp: {
    effective: '2025-07-01',
    source: 'https://nt.gov.au/driving/rego/fees',
    label: 'MAC charge (compulsory third party)',
    dependsOn: 'the vehicle class',
    paidWithRegistration: true,
    amount: () => 630,
  },
};
