import * as v from 'valibot';
import { featureSwitch, group, setting } from '../define.ts';

export const LocationsSchema = group('Location blocks, hours and servicing (LOC-*, PROMO-04).', {
  pagePath: setting(
    v.picklist(['contact-us', 'locations']),
    'contact-us',
    "Where each location's page lives: /contact-us/{slug} or /locations/{slug} (LOC-05); single-manufacturer sites use /contact.",
    'locations',
  ),
  darkVariant: featureSwitch('Location block uses the dark variant (LOC-01).'),
  closedServiceShowsEnquire: featureSwitch(
    'A closed service location shows an Enquire Now link instead of Closed (LOC-03).',
  ),
  hiddenNearbyLocationIds: setting(
    v.array(v.string()),
    ['793'],
    'Location ids whose nearby-location block is hidden on the vehicle page (VDP-13).',
    ['793'],
  ),
  complimentaryDropOff: featureSwitch(
    'Servicing page shows the complimentary drop-off and pick-up timetable (PROMO-04).',
  ),
  servicePerks: featureSwitch('Servicing page shows the six-perk section (PROMO-04).'),
  alternateServiceForm: featureSwitch('This dealer type uses the alternate service booking form (PROMO-04).'),
});
