import * as v from 'valibot';
import { featureSwitch, group, optionalSetting, setting } from '../define.ts';

export const FeaturesSchema = group('Site-wide feature switches (CFG-04).', {
  watchlist: setting(v.boolean(), true, 'Show the watchlist (save) control (CARD-04).', false),
  favourites: setting(v.boolean(), true, 'Show the favourite control.', false),
  compare: setting(v.boolean(), true, 'Show the compare control.', false),
  subscriptionSite: featureSwitch(
    'Subscription offering: subscription prices first, "Available" wording (CARD-02, VDP-18).',
  ),
  certifiedOnlySite: featureSwitch(
    'Certified-only site: certified values equal to false are hidden (SRCH-18).',
  ),
  pagesPath: featureSwitch(
    'Content pages live under /pages/ (e.g. /pages/value-my-car-terms-and-conditions).',
  ),
  externalServiceBookingUrl: optionalSetting(
    v.pipe(v.string(), v.url()),
    'Service booking goes to this external page instead of /service.',
    'https://booking.example.com/dealer/123',
  ),
  brandDirectory: featureSwitch('Brand directory at /brands and /{brand}/overview (NAV-07).'),
  statsBanner: featureSwitch('Stats banner linking /dealer-locator, /brands, /about-us (NAV-08).'),
  salesCounter: featureSwitch('Sales counter banner (PROMO-06).'),
  tradeInFocus: featureSwitch('Home page leads with the trade-in / sell-my-car offer.'),
  checkoutJourney: featureSwitch('Online purchase at /checkout-journey (behind a flag).'),
  garage: featureSwitch('My-garage pages (always gated).'),
  gatedRoutes: setting(
    v.array(v.picklist(['checkout', 'finance', 'spin-to-win', 'online-payment'])),
    [],
    'Routes that need sign-in on this site (NAV-05).',
    ['checkout'],
  ),
  spinViewDefault: setting(
    v.picklist(['spinner', 'gallery']),
    'spinner',
    'Initial view of the 360 viewer (GAL-04).',
    'gallery',
  ),
  specificationsInFeet: featureSwitch('Show caravan dimensions in feet beside metres.'),
});
