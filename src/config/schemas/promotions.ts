import * as v from 'valibot';
import { group, setting } from '../define.ts';

export const PromotionsSchema = group('Promo cards and popup (SRCH-09, PROMO-*).', {
  positions: setting(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    [5, 8, 9, 10, 17],
    'Default result positions for promo cards without their own.',
    [4, 12],
  ),
});
