import * as v from 'valibot';
import { featureSwitch, group, optionalSetting, setting } from '../define.ts';

/**
 * What the dealer promises with its cars (VDP-07, VDP-14, COMP-05): each promise shows on the
 * vehicle page, the reserve page and the terms only when the tenant states it here. Off by
 * default, since a guarantee the dealer does not give is a false claim (ACL s29).
 */
export const DealerPromisesSchema = group(
  'Promises the dealer makes with its cars (VDP-07, VDP-14, COMP-05): shown only when set here.',
  {
    moneyBackGuarantee: featureSwitch(
      'The dealer gives the 48-hour money-back guarantee on used vehicles (spec-2 §9 terms, shown on /terms-and-conditions).',
    ),
    roadsideAssistMonths: setting(
      v.pipe(v.number(), v.integer('Expected a whole number of months'), v.minValue(0), v.maxValue(120)),
      0,
      'Months of roadside assist included with a used vehicle; 0 claims none.',
      12,
    ),
    certifiedProgramme: optionalSetting(
      v.strictObject({
        inspectionPoints: optionalSetting(
          v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
          'Points of the inspection a certified car passes.',
          90,
        ),
        extraWarrantyYears: optionalSetting(
          v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
          'Years of warranty a certified car gets on top of any other.',
          1,
        ),
      }),
      "What a car the feed marks certified gets from the dealer's certified pre-owned programme; without it no programme is described.",
      { inspectionPoints: 90, extraWarrantyYears: 1 },
    ),
  },
);
