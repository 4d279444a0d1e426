import * as v from 'valibot';
import { isTimeZone } from '../../model/time-zone.ts';
import { featureSwitch, group, setting } from '../define.ts';

/** The sales counter's clock (PROMO-06): Brisbane. */
export const DEFAULT_SALES_COUNTER_ZONE = 'Australia/Brisbane';

export const PromotionsSchema = group('Promo cards and popup (SRCH-09, PROMO-*).', {
  positions: setting(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    [5, 8, 9, 10, 17],
    'Default result positions for promo cards without their own.',
    [4, 12],
  ),
  salesCounter: group(
    "Sales counter banner on the home page (PROMO-06): vehicles sold this month, estimated from the dealer's average a day; the banner says it is an estimate.",
    {
      enabled: featureSwitch('Show the sales counter on the home page.'),
      perDay: setting(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
        192,
        "The dealer's average vehicles sold a day: the count grows by this much a day, one every 86,400 / perDay seconds (450 s at 192).",
        60,
      ),
      timezone: setting(
        v.pipe(v.string(), v.check(isTimeZone, 'Expected an IANA time zone name like Australia/Brisbane')),
        DEFAULT_SALES_COUNTER_ZONE,
        "The clock the month and the day's seconds are counted on.",
        'Australia/Perth',
      ),
      refreshSeconds: setting(
        v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(3600)),
        150,
        'How often an open page updates the figure, in seconds.',
        300,
      ),
    },
  ),
});
