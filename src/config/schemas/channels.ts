import * as v from 'valibot';
import { group, setting } from '../define.ts';

/** Advertising channel feeds built with the site from the published stock (CHAN-01…03). */
export const ChannelsSchema = group(
  'Advertising channel feeds built with the site from the published stock (CHAN-01…03).',
  {
    googleVehicleAds: setting(
      v.boolean(),
      true,
      'Build /feeds/google-vehicle-ads.tsv, the Google Merchant Center vehicle ads feed (each car needs a VIN, a price, a photo and its location’s store_code); off: no file.',
      false,
    ),
    metaAutomotive: setting(
      v.boolean(),
      true,
      'Build /feeds/meta-automotive.csv, the Meta (Facebook, Instagram) automotive inventory ads catalog; off: no file.',
      false,
    ),
  },
);
