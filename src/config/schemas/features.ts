import * as v from 'valibot';
import { featureSwitch, group, optionalSetting, setting } from '../define.ts';

export const FeaturesSchema = group('Site-wide feature switches (CFG-04).', {
  watchlist: setting(v.boolean(), true, 'Show the watchlist (save) control (CARD-04).', false),
  favourites: setting(v.boolean(), true, 'Show the favourite control.', false),
  compare: setting(v.boolean(), true, 'Show the compare control.', false),
  savedSearches: setting(
    v.boolean(),
    true,
    'Save this search on the search page: new matches by e-mail (double opt-in) or SMS (mobile sign-in), price-drop, reserved and sold alerts of watchlist cars, a weekly watch report to the dealer (ALERT-01…03).',
    false,
  ),
  subscriptionSite: featureSwitch(
    'Subscription offering: subscription prices first, "Available" wording (CARD-02, VDP-18).',
  ),
  certifiedOnlySite: featureSwitch(
    'Certified-only site: certified values equal to false are hidden (SRCH-18).',
  ),
  pagesPath: featureSwitch(
    'Content pages (tenants/<slug>/pages/*.md) live under /pages/, e.g. /pages/about-us instead of /about-us; faqs and unsubscribe are always under /pages/.',
  ),
  statsBanner: featureSwitch(
    'Stats banner on the home page: dealerships (to /dealer-locator), brands (to /brands) and years in business (to /about-us), each shown only when its page exists (NAV-08).',
  ),
  checkoutJourney: featureSwitch(
    'Online purchase journey at /checkout-journey?car_id=… (DEAL-03): trade-in, finance, delivery and the drive-away total, sent as one deal lead; the Purchase Online button on used cars and on vehicle.onlinePurchaseMakes.',
  ),
  gatedRoutes: setting(
    v.array(v.picklist(['checkout', 'finance', 'spin-to-win', 'online-payment'])),
    [],
    'Pages only signed-in shoppers may open (NAV-05): a visitor is sent to /sign-in?type=…&redirect=…&back=… and back after signing in; the API refuses a reservation without a session when checkout is gated (the reserve pages and the purchase journey with a car). /my-garage is always gated. spin-to-win and online-payment are refused by the build until those pages exist.',
    ['checkout'],
  ),
  spinViewDefault: setting(
    v.picklist(['spinner', 'gallery']),
    'spinner',
    'Initial view of the 360 viewer (GAL-04).',
    'gallery',
  ),
  specificationsInFeet: featureSwitch('Show caravan dimensions in feet beside metres.'),
  partsPages: optionalSetting(
    v.boolean(),
    "The parts and accessories department at /vehicle-parts-and-accessories (its parts locations with phone and hours, and a parts enquiry) and the parts enquiry by part name or number and the shopper's car at /parts/search, sent as parts leads to the dealership's parts location (NAV-04, LEAD-21). Absent: built where locations.json has a visible parts location with an e-mail address; true requires one; false: neither page, and no link to them.",
    false,
  ),
  offersPath: setting(
    v.picklist(['/special-offers', '/offers']),
    '/special-offers',
    "Where the special-offers page lives (SRCH-28): /special-offers, or /offers as on spec-2 §2's group menus. The page has one address: the other is not built, and every menu and link goes to this one.",
    '/offers',
  ),
});
