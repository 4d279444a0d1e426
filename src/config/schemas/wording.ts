import * as v from 'valibot';
import { group, setting } from '../define.ts';

const label = v.pipe(v.string(), v.trim(), v.nonEmpty('Must not be empty'), v.maxLength(60));

export const WordingSchema = group('Wording and button labels that vary per dealer.', {
  noPriceText: setting(
    label,
    'Enquire for price.',
    'Shown when a car has no displayable price (CARD-02).',
    'Call for price',
  ),
  vehicleNoun: setting(
    v.picklist(['cars', 'vehicles']),
    'cars',
    "The stock's word in headings, buttons and breadcrumbs: 'cars' (Show Me 24 Cars, Used Cars) or 'vehicles' (Show Me 24 Vehicles); the caravan-motorcycle template sets 'vehicles'.",
    'vehicles',
  ),
  heroHeading: setting(
    label,
    'Search Our New & Used Vehicles',
    'Home hero search heading (MOD-03).',
    'Search Our Stock',
  ),
  submitButton: setting(label, 'Enquire Now', 'Enquiry submit button (LEAD-18).', 'Message Now'),
  contactLinkText: setting(label, 'Contact Us', 'Default contact link text (LEAD-18).', 'Get in touch'),
  locationsTitle: setting(label, 'Our Locations', 'Locations carousel title (LOC-06).', 'Find Us'),
  tagline: setting(
    v.pipe(v.string(), v.maxLength(160)),
    '',
    'Short line under the home heading.',
    'Family owned since 1978',
  ),
});
