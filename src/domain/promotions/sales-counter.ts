/**
 * The sales counter (PROMO-06, COMP-05): vehicles sold this month, only from real numbers —
 * the dealer's own count with the day it was made, or the cars the builds have seen sold this
 * month. No figure is estimated or grows with the clock: a count of nothing, or a dealer's count
 * of an earlier month, shows no banner. Pure.
 *
 * The builds' count is kept in a ledger from build to build (src/build/sold-ledger.ts), since a
 * feed drops a sold car a few days after the sale: a car counts in the month of its
 * `sold_date_timestamp`, or, without one, in the month a build first saw it sold after an
 * earlier build saw it for sale. A car the feed lists for sale again no longer counts.
 */
import type { Car } from '../../model/car.ts';
import { calendarDay } from '../../model/time-zone.ts';
import { formatDate, formatNumber, MONTH_NAMES } from '../format.ts';

/** What the builds have seen, as kept between them. */
export interface SoldLedger {
  /** 'YYYY-MM' on the counter's clock. */
  month: string;
  /** Car id → the day it counts as sold ('YYYY-MM-DD'), this month only. */
  sold: Record<string, string>;
  /** Ids of the cars the last build saw for sale, to notice a car whose status became sold. */
  listed: string[];
}

export type LedgerCar = Pick<Car, 'id' | 'status' | 'sold_date_timestamp'>;

/** The ledger after a build that read `cars` at `now`. */
export function nextSoldLedger(
  previous: SoldLedger | undefined,
  cars: readonly LedgerCar[],
  now: Date,
  timeZone: string,
): SoldLedger {
  const today = calendarDay(now, timeZone);
  const month = today.slice(0, 7);
  const sold: Record<string, string> = previous?.month === month ? { ...previous.sold } : {};
  const listedBefore = new Set(previous?.listed ?? []);
  const listed: string[] = [];
  for (const car of cars) {
    if (car.status !== 'sold') {
      // Listed for sale again (a sale that fell through): it no longer counts.
      delete sold[car.id];
      listed.push(car.id);
      continue;
    }
    if (car.sold_date_timestamp !== undefined) {
      const day = calendarDay(new Date(car.sold_date_timestamp), timeZone);
      if (day.startsWith(month) && day <= today) sold[car.id] = day;
    } else if (listedBefore.has(car.id) && !(car.id in sold)) sold[car.id] = today;
  }
  return { month, sold: sortedRecord(sold), listed: listed.sort() };
}

function sortedRecord(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A count of vehicles sold in one month, up to a day, and whose count it is. */
export interface SalesFigure {
  count: number;
  /** 'YYYY-MM'. */
  month: string;
  /** 'YYYY-MM-DD': the count covers the month up to this day. */
  asOf: string;
  source: 'builds' | 'dealer';
}

/** The builds' count this month, from the ledger of the build made on `today`. */
export function ledgerFigure(ledger: SoldLedger, today: string): SalesFigure {
  return { count: Object.keys(ledger.sold).length, month: ledger.month, asOf: today, source: 'builds' };
}

/** The dealer's own count (`promotions.salesCounter.figure`), while its month lasts and not dated ahead. */
export function dealerFigure(figure: { sold: number; asOf: string }, today: string): SalesFigure | undefined {
  if (figure.asOf > today || figure.asOf.slice(0, 7) !== today.slice(0, 7)) return undefined;
  return { count: figure.sold, month: figure.asOf.slice(0, 7), asOf: figure.asOf, source: 'dealer' };
}

export interface SalesCounterText {
  figure: string;
  /** 'vehicles sold in November' */
  label: string;
  /** Whose count it is and up to which day. */
  note: string;
}

/** The banner's words, or undefined when there is nothing sold to state. */
export function salesCounterText(figure: SalesFigure | undefined): SalesCounterText | undefined {
  if (!figure || figure.count <= 0) return undefined;
  const monthName = MONTH_NAMES[Number(figure.month.slice(5, 7)) - 1];
  const day = formatDate(`${figure.asOf}T00:00:00Z`, 'UTC');
  return {
    figure: formatNumber(figure.count),
    label: `${figure.count === 1 ? 'vehicle' : 'vehicles'} sold in ${monthName}`,
    note:
      figure.source === 'dealer'
        ? `Our count up to ${day}.`
        : `Counted from the vehicles our stock list recorded as sold, up to ${day}.`,
  };
}
