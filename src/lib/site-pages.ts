/**
 * Every page this tenant's build emits, from its prepared data: the one inventory the sitemap
 * lists and the menus are checked against, so no menu links to a page the tenant does not have
 * (QUAL-03). Build-time only. A page route added under src/pages that depends on tenant data
 * adds its paths here.
 */
import { brandOverviewPages } from '../domain/brands/directory.ts';
import { brandGarages } from '../domain/brands/garage.ts';
import { BRANDS_PATH, DEALER_LOCATOR_PATH } from '../domain/brands/stats.ts';
import { BLOG_INDEX_PATH, blogPostPath } from '../domain/blog.ts';
import { financePagePath } from '../domain/finance/finance-page.ts';
import { contentPagePath, withBuiltInPages } from '../domain/content-pages.ts';
import { dealershipEntries } from '../domain/locations/dealerships.ts';
import { locationPageOptions, locationPages } from '../domain/locations/pages.ts';
import { modelPages } from '../domain/models/model-pages.ts';
import { BOOK_TEST_DRIVE_PATH, testDriveLocations } from '../domain/leads/test-drive-booking.ts';
import { BOOK_A_SERVICE_PATH, SERVICE_PATH } from '../domain/service/service-paths.ts';
import { landingPaths } from '../domain/search-url.ts';
import { ACCESSORIES_PATH } from '../domain/parts/accessories.ts';
import { hasPartsPages, PARTS_PAGE_PATH, PARTS_SEARCH_PATH } from '../domain/parts/parts-pages.ts';
import type { SitemapEntry } from '../domain/sitemap.ts';
import type { Tenant } from '../config/load-tenant.ts';
import { CHECKOUT_JOURNEY_PATH, ONLINE_PAYMENT_PATH, SPIN_TO_WIN_PATH } from '../model/site-routes.ts';
import { siteData, siteSearch, siteSections } from './site-data.ts';
import type { SiteData } from '../build/site-data.ts';

export interface SitePages {
  /** Public pages, for the sitemap. */
  listed: SitemapEntry[];
  /** Every path a link may point at (listed pages plus noindex ones such as /watchlist). */
  paths: Set<string>;
}

/** Pages every tenant has and no search engine needs. */
const UNLISTED = ['/watchlist', '/compare', '/sign-in', '/success', '/print', '/my-garage', '/favourites'];

/** A group with two or more dealerships gets the dealer locator (NAV-08). */
export function hasDealerLocator(tenant: Pick<Tenant, 'dealerships' | 'locations'>): boolean {
  return dealershipEntries(tenant.dealerships, tenant.locations).length >= 2;
}

// Per tenant's loaded data: a build renders several tenants (src/lib/tenant-context.ts).
const pagesBySite = new WeakMap<SiteData, SitePages>();

export function sitePages(): SitePages {
  const data = siteData();
  const known = pagesBySite.get(data);
  if (known) return known;
  const { tenant, cars } = data;
  const sections = siteSections();
  const options = locationPageOptions(tenant.settings);
  const locations = locationPages(tenant.locations, options);
  const listed: SitemapEntry[] = [
    { path: '/' },
    ...landingPaths(siteSearch().vocabulary).map((path) => ({ path })),
    ...(sections.models ? [{ path: '/models' }] : []),
    ...modelPages(tenant.models).map((page) => ({ path: page.path })),
    ...(sections.offers ? [{ path: tenant.settings.features.offersPath }] : []),
    { path: '/trade-in' },
    { path: '/sell-my-car' },
    ...(testDriveLocations(tenant.locations).length > 0 ? [{ path: BOOK_TEST_DRIVE_PATH }] : []),
    ...(financePagePath(tenant.settings) ? [{ path: financePagePath(tenant.settings)! }] : []),
    ...(tenant.service ? [{ path: SERVICE_PATH }, { path: BOOK_A_SERVICE_PATH }] : []),
    ...(hasPartsPages(tenant.settings, tenant.locations)
      ? [{ path: PARTS_PAGE_PATH }, { path: PARTS_SEARCH_PATH }]
      : []),
    ...((tenant.accessories ?? []).length > 0 ? [{ path: ACCESSORIES_PATH }] : []),
    { path: '/terms-and-conditions' },
    ...withBuiltInPages(tenant.pages ?? [], { alerts: tenant.settings.features.savedSearches }).map(
      (page) => ({
        path: contentPagePath(page.slug, tenant.settings.features.pagesPath),
      }),
    ),
    ...((tenant.blog ?? []).length > 0 ? [{ path: BLOG_INDEX_PATH }] : []),
    ...(tenant.blog ?? []).map((post) => ({ path: blogPostPath(post.slug), lastmod: post.date })),
    { path: '/contact-us' },
    ...(hasDealerLocator(tenant) ? [{ path: DEALER_LOCATOR_PATH }] : []),
    ...((tenant.brands ?? []).length > 0 ? [{ path: BRANDS_PATH }] : []),
    ...brandOverviewPages(tenant.brands ?? [], tenant.settings.navigation.hiddenBrands).map((page) => ({
      path: page.path,
    })),
    ...[...new Set(locations.map((page) => page.path))].map((path) => ({ path })),
    ...cars.map((car) => ({ path: car.path, lastmod: car.created_at })),
  ];
  const unlisted = [
    ...UNLISTED,
    ...(tenant.settings.features.checkoutJourney ? [CHECKOUT_JOURNEY_PATH] : []),
  ];
  // Promotion and payment pages are for people who were sent there; no search engine needs them.
  if (tenant.settings.payments.onlinePaymentPage) unlisted.push(ONLINE_PAYMENT_PATH);
  if (tenant.settings.promotions.spinToWin.enabled) unlisted.push(SPIN_TO_WIN_PATH);
  // A brand's own garage, behind sign-in like My Garage.
  unlisted.push(
    ...brandGarages(tenant.brands ?? [], tenant.settings.navigation.hiddenBrands, cars).map(
      (garage) => garage.path,
    ),
  );
  const pages = { listed, paths: new Set([...listed.map((entry) => entry.path), ...unlisted]) };
  pagesBySite.set(data, pages);
  return pages;
}
