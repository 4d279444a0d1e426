import * as v from 'valibot';
import { group, setting } from '../define.ts';

export const StockSchema = group('Which cars from the feed are published (CFG-06, FEED-05).', {
  soldWindowDays: setting(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(90)),
    3,
    'Cars sold within this many days still appear, marked sold; older sold cars are not published.',
    7,
  ),
  filter: setting(
    v.string(),
    '',
    'Stock filter in Meilisearch filter syntax over car_type, make, status, km, photos_count, tag, stocknum, show_on_dealer_website, location_id, simple_body, simple_drive … combined with AND, OR, NOT.',
    'NOT (car_type = demo AND make = Kia AND km < 3000)',
  ),
  includeSlugs: setting(v.array(v.string()), [], 'Only these car slugs (empty: all).', [
    '2021-toyota-corolla-ascent-sport-tc1042',
  ]),
  excludeSlugs: setting(v.array(v.string()), [], 'Never these car slugs.', []),
  includeMakes: setting(v.array(v.string()), [], 'Only cars of these makes (empty: all).', ['Toyota']),
  excludeMakes: setting(v.array(v.string()), [], 'Never cars of these makes.', ['Haval']),
  excludeStockNumbers: setting(v.array(v.string()), [], 'Never these stock numbers.', ['TC1042']),
  onlyDealerWebsiteCars: setting(
    v.boolean(),
    true,
    'Publish only cars with show_on_dealer_website true.',
    false,
  ),
});
