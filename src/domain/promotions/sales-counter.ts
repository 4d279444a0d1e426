/**
 * The sales counter (PROMO-06): vehicles sold so far this month, estimated from the dealer's
 * average daily sales (192 a day by default): the whole days of the month gone by times the
 * average, plus one for every 86,400 / average seconds of today (450 s at 192), all on the
 * dealer's clock (Brisbane by default). The page says it is an estimate: it is a running figure
 * from an average the dealer states, not a tally of sales.
 */
import { wallClock } from '../../model/time-zone.ts';
import { formatNumber, MONTH_NAMES } from '../format.ts';

export const SECONDS_PER_DAY = 86_400;

export interface SalesCounterRule {
  /** Average vehicles sold a day. */
  perDay: number;
  /** IANA zone of the dealer's clock. */
  timeZone: string;
}

/** The month-to-date figure at `now`. */
export function salesThisMonth(now: Date, rule: SalesCounterRule): number {
  const clock = wallClock(now, rule.timeZone);
  const secondsToday = clock.hour * 3600 + clock.minute * 60 + clock.second;
  const secondsPerSale = SECONDS_PER_DAY / rule.perDay;
  return (clock.day - 1) * rule.perDay + Math.floor(secondsToday / secondsPerSale);
}

export interface SalesCounterText {
  figure: string;
  /** 'vehicles sold in November' */
  label: string;
  /** 'Estimated from our average of 192 sales a day.' */
  note: string;
}

export function salesCounterText(now: Date, rule: SalesCounterRule): SalesCounterText {
  const count = salesThisMonth(now, rule);
  const month = MONTH_NAMES[wallClock(now, rule.timeZone).month - 1];
  return {
    figure: formatNumber(count),
    label: `${count === 1 ? 'vehicle' : 'vehicles'} sold in ${month}`,
    note: `Estimated from our average of ${formatNumber(rule.perDay)} sales a day.`,
  };
}
