/**
 * The first path segments the platform's own pages and files use (spec-1 §2, spec-2 §2, the
 * routes in src/pages, the /brand and /media asset folders). A page a tenant names itself (a
 * model page /{slug}, a content page pages/{slug}.md) must not take one: it would shadow a
 * built-in page or be shadowed by it. A test keeps this list a superset of src/pages.
 */
export const RESERVED_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  '404',
  '_astro',
  'accessories',
  'api',
  'apply-for-finance',
  'blog',
  'book-a-service',
  'book-test-drive',
  'brand',
  'brands',
  'cars',
  'checkout-journey',
  'compare',
  'contact',
  'contact-us',
  'dealer-locator',
  'delivery',
  'favourites',
  'feeds',
  'finance',
  'finance-enquiry',
  'icons',
  'locations',
  'maps',
  'media',
  'models',
  'my-garage',
  'offers',
  'online-payment',
  'pages',
  'parts',
  'personalised',
  'postcodes',
  'print',
  'robots.txt',
  'saved-searches',
  'search',
  'search-index',
  'sell-my-car',
  'service',
  'sign-in',
  'site-menus',
  'sitemap.xml',
  'special-offers',
  'spin-to-win',
  'success',
  'terms-and-conditions',
  'trade-in',
  'used-car',
  'vehicle-parts-and-accessories',
  'watchlist',
]);

/** The online purchase journey (DEAL-03): /checkout-journey?car_id={slug}. */
export const CHECKOUT_JOURNEY_PATH = '/checkout-journey';

/** Paying the dealer by reference (payments.onlinePaymentPage). */
export const ONLINE_PAYMENT_PATH = '/online-payment';

/**
 * The header's mega menus (the Range and Brands panels and their phone-drawer groups) as one
 * HTML fragment the header loads when a shopper reaches for the menu (src/pages/site-menus.astro).
 */
export const SITE_MENUS_PATH = '/site-menus/';

/** Where the embedded search index's files are (src/search/index-file.ts, src/pages/search-index/). */
export const SEARCH_INDEX_DIR = '/search-index/';

/** The spin-to-win promotion (promotions.spinToWin.enabled). */
export const SPIN_TO_WIN_PATH = '/spin-to-win';

/**
 * A model's own page (MOD-01): /{new_slug} when the dealer renamed it, else /{slug}; none when
 * the dealer sends the model elsewhere with `override_url`.
 */
export function modelPagePath(model: {
  slug: string;
  new_slug?: string | undefined;
  override_url?: string | undefined;
}): string | undefined {
  if (model.override_url) return undefined;
  return `/${model.new_slug ?? model.slug}`;
}

/**
 * A brand directory entry's overview page (NAV-07): /{slug}/overview; none when the entry
 * links elsewhere with `url`.
 */
export function brandOverviewPath(brand: { slug: string; url?: string | undefined }): string | undefined {
  if (brand.url) return undefined;
  return `/${brand.slug}/overview`;
}
