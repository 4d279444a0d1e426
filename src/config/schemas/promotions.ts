import * as v from 'valibot';
import { isTimeZone } from '../../model/time-zone.ts';
import { featureSwitch, group, optionalSetting, setting } from '../define.ts';

/** The sales counter's clock (PROMO-06): Brisbane. */
export const DEFAULT_SALES_COUNTER_ZONE = 'Australia/Brisbane';

const SpinToWinSchema = v.optional(
  v.pipe(
    v.strictObject({
      enabled: featureSwitch('Build /spin-to-win for this tenant.'),
      id: setting(
        v.pipe(
          v.string(),
          v.regex(
            /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
            'Expected lower-case words joined by dashes, like summer-2026',
          ),
          v.maxLength(60),
        ),
        'spin-to-win',
        'Names this promotion: each e-mail address and phone number enters once per id, so a new promotion takes a new id.',
        'summer-spin-2026',
      ),
      title: setting(
        v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
        'Spin to Win',
        'The page heading.',
        'Summer Spin & Win',
      ),
      intro: setting(
        v.pipe(v.string(), v.trim(), v.maxLength(300)),
        'Enter your details and spin the wheel: every entry wins one of the prizes on the wheel.',
        'The line under the heading.',
      ),
      prizes: setting(
        v.pipe(
          v.array(
            v.strictObject({
              label: v.pipe(
                v.string(),
                v.trim(),
                v.minLength(1),
                v.maxLength(32, 'A prize label fits the wheel at 32 characters'),
              ),
              chance: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
            }),
          ),
          v.maxLength(12, 'A wheel has at most 12 prizes'),
        ),
        [],
        "The wheel's prizes and their relative chances: a prize with chance 3 is drawn three times as often as one with chance 1. The API draws the prize (never the browser) and the dealer receives it with the entry.",
        [
          { label: '$50 fuel card', chance: 6 },
          { label: 'Free window tint', chance: 3 },
          { label: '$500 off any car', chance: 1 },
        ],
      ),
      closes: optionalSetting(
        v.pipe(v.string(), v.isoDate('Expected a day like 2026-12-24')),
        "The last day entries are taken, in the dealer's time zone; after it the page says the promotion has closed and the API takes no entries.",
        '2026-12-24',
      ),
      terms: setting(
        v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(400))),
        [],
        'The promotion terms, one line each, shown on the page and agreed to with each entry.',
        ['One entry per person.', 'Prizes are not redeemable for cash.'],
      ),
      permit: optionalSetting(
        v.pipe(v.string(), v.trim(), v.maxLength(120)),
        'Trade promotion permit numbers where a state requires one, shown under the terms.',
        'ACT TP 26/01234, SA T26/0567',
      ),
    }),
    v.forward(
      v.check(
        (input) => !input.enabled || input.prizes.length >= 2,
        'A spin-to-win wheel needs at least two prizes when it is enabled',
      ),
      ['prizes'],
    ),
    v.forward(
      v.check(
        (input) => !input.enabled || input.terms.length > 0,
        'Give the promotion terms when it is enabled',
      ),
      ['terms'],
    ),
    v.description(
      'Spin to win, /spin-to-win (NAV-04, NAV-05): a promotion entry form. The shopper enters once per e-mail and phone, the API draws a prize from the configured chances and stores the entry, the wheel lands on that prize, and the dealer receives the entry and its prize as a lead.',
    ),
  ),
  {} as never,
);

export const PromotionsSchema = group('Promo cards and popup (SRCH-09, PROMO-*).', {
  spinToWin: SpinToWinSchema,
  positions: setting(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    [5, 8, 9, 10, 17],
    'Default result positions for promo cards without their own.',
    [4, 12],
  ),
  salesCounter: group(
    "Sales counter banner on the home page (PROMO-06, COMP-05): vehicles sold this month, only from real numbers — the dealer's own count (figure), else the cars the builds have seen sold this month. No banner when there is nothing to count.",
    {
      enabled: featureSwitch('Show the sales counter on the home page.'),
      timezone: setting(
        v.pipe(v.string(), v.check(isTimeZone, 'Expected an IANA time zone name like Australia/Brisbane')),
        DEFAULT_SALES_COUNTER_ZONE,
        'The clock the month is counted on.',
        'Australia/Perth',
      ),
      figure: optionalSetting(
        v.strictObject({
          sold: v.pipe(
            v.number(),
            v.integer('Expected a whole number'),
            v.minValue(0),
            v.maxValue(1_000_000),
            v.description('Vehicles the dealer sold in the month of asOf, up to that day.'),
            v.examples([259]),
          ),
          asOf: v.pipe(
            v.string(),
            v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Expected a day like 2026-12-14'),
            v.description("The day the count was made, YYYY-MM-DD on the counter's clock."),
            v.examples(['2026-12-14']),
          ),
        }),
        "The dealer's own count: vehicles sold in asOf's month up to asOf. Shown only during that month; without it the banner counts the cars the feed records sold this month (status sold with a sold date in the month, kept from build to build).",
        { sold: 259, asOf: '2026-12-14' },
      ),
    },
  ),
});
