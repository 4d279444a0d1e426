import * as v from 'valibot';
import { group, setting } from '../define.ts';

export const LocationsSchema = group('Location pages and the vehicle page location block (LOC-*, VDP-13).', {
  pagePath: setting(
    v.picklist(['contact-us', 'locations']),
    'contact-us',
    "Where each location's page lives: /contact-us/{slug} or /locations/{slug} (LOC-05); single-manufacturer sites use /contact.",
    'locations',
  ),
  hiddenNearbyLocationIds: setting(
    v.array(v.string()),
    ['793'],
    'Location ids whose nearby-location block is hidden on the vehicle page (VDP-13).',
    ['793'],
  ),
});
