/**
 * The checks the dealer has recorded for a car (VDP-06, COMP-04, COMP-05), as its page, printout
 * and PDF list them: each one only when the feed records it, with what the record says (its day,
 * method, source, certificate). A car without a record has no check listed and no words about
 * checks at all. A record dated after the day the site is built is no record of a check that
 * happened, and is left out. Pure.
 */
import type { Car } from '../../model/car.ts';
import type {
  OdometerCheckMethod,
  Roadworthy,
  ServiceHistory,
  ServiceHistorySource,
} from '../../model/car-checks.ts';
import type { AuState } from '../../model/location.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { formatDate } from '../format.ts';
import { usedChecksTitle } from './type-wording.ts';

export type RecordedCheckId = 'ppsr' | 'odometer' | 'service-history' | 'roadworthy';

export interface RecordedCheck {
  id: RecordedCheckId;
  title: string;
  text: string;
}

export type CheckedCar = Pick<
  Car,
  'ppsr_clear_date' | 'ppsr_certificate' | 'odometer_check' | 'service_history' | 'roadworthy'
>;

const ODOMETER_METHOD_TEXT: Readonly<Record<OdometerCheckMethod, string>> = {
  'service records': 'Reading checked against the service records',
  nevdis: 'Reading checked against the readings recorded on NEVDIS, the national vehicle register,',
  inspection: 'Reading checked by inspection',
  'history report': 'Reading checked against the vehicle history report',
};

const SERVICE_SOURCE_TEXT: Readonly<Record<ServiceHistorySource, string>> = {
  logbook: 'the logbook',
  'dealer records': 'dealer records',
  'manufacturer records': "the manufacturer's records",
  receipts: 'service receipts',
};

/** What each state calls the certificate. */
const ROADWORTHY_TITLE: Readonly<Partial<Record<AuState, string>>> = {
  QLD: 'Safety certificate',
  NSW: 'Safety check (pink slip)',
};

/** The day of a recorded instant, or undefined when it is after `today` (no record of the past). */
function recordedDay(iso: string | undefined, today: string, timeZone: string): string | undefined {
  if (!iso) return undefined;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime()) || calendarDay(instant, timeZone) > today) return undefined;
  return formatDate(iso, timeZone);
}

function serviceHistoryText(history: ServiceHistory, lastService: string | undefined): string {
  const source = history.source && SERVICE_SOURCE_TEXT[history.source];
  const main =
    history.kind === 'none'
      ? 'No service history.'
      : `${history.kind === 'full' ? 'Full' : 'Partial'} service history${source ? ` from ${source}` : ''}.`;
  return lastService ? `${main} Last serviced ${lastService}.` : main;
}

function roadworthyCheck(roadworthy: Roadworthy, day: string): RecordedCheck {
  const certificate = roadworthy.certificate ? `, certificate ${roadworthy.certificate}` : '';
  return {
    id: 'roadworthy',
    title: ROADWORTHY_TITLE[roadworthy.state] ?? 'Roadworthy certificate',
    text: `Issued in ${roadworthy.state} on ${day}${certificate}.`,
  };
}

/** The checks the feed records for the car, in a fixed order; empty when it records none. */
export function recordedChecks(
  car: CheckedCar,
  /** The day the site is built, 'YYYY-MM-DD', in the dealer's time zone. */
  today: string,
  timeZone: string,
): RecordedCheck[] {
  const checks: RecordedCheck[] = [];
  const ppsrDay = recordedDay(car.ppsr_clear_date, today, timeZone);
  if (ppsrDay)
    checks.push({
      id: 'ppsr',
      title: 'PPSR search: clear',
      text: `Searched on the Personal Property Securities Register on ${ppsrDay}: no finance owing, not recorded as stolen or written off.${car.ppsr_certificate ? ` Certificate ${car.ppsr_certificate}.` : ''}`,
    });
  const odometer = car.odometer_check;
  const odometerDay = odometer && recordedDay(odometer.date, today, timeZone);
  if (odometer && odometerDay)
    checks.push({
      id: 'odometer',
      title: 'Odometer check',
      text: `${ODOMETER_METHOD_TEXT[odometer.method]} on ${odometerDay}.`,
    });
  const history = car.service_history;
  if (history)
    checks.push({
      id: 'service-history',
      title: 'Service history',
      text: serviceHistoryText(history, recordedDay(history.last_service_date, today, timeZone)),
    });
  const roadworthy = car.roadworthy;
  const roadworthyDay = roadworthy && recordedDay(roadworthy.date, today, timeZone);
  if (roadworthy && roadworthyDay) checks.push(roadworthyCheck(roadworthy, roadworthyDay));
  return checks;
}

/**
 * The section's heading: 'Used Car Checks' (or the vehicle's own word) over recorded checks of a
 * used car, 'Vehicle Checks' over those of another car, 'Vehicle History' over a history report
 * alone; undefined when there is neither, and the page has no such section.
 */
export function checksSectionTitle(
  car: Pick<Car, 'car_type' | 'item_type'>,
  checks: readonly RecordedCheck[],
  hasReport: boolean,
): string | undefined {
  if (checks.length > 0) return car.car_type === 'used' ? usedChecksTitle(car.item_type) : 'Vehicle Checks';
  return hasReport ? 'Vehicle History' : undefined;
}
