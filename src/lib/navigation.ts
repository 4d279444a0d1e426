/**
 * The tenant's header and footer menus for this build (build-time only). A configured link to
 * a page the build does not emit fails the tenant's build with the file and key path, like any
 * other configuration error; the other tenants still build.
 */
import { withBuiltInPages, contentMenuLinks } from '../domain/content-pages.ts';
import { contactPagePath, locationPageOptions, locationPages } from '../domain/locations/pages.ts';
import { type BrandMenuEntry, brandMenu, siteBrands } from '../domain/make-logos.ts';
import { type ModelMenu, modelMenu } from '../domain/models/model-menu.ts';
import { financePagePath, financePageTitle } from '../domain/finance/finance-page.ts';
import {
  configuredMenu,
  defaultFooterMenu,
  defaultHeaderMenu,
  financeMenuLinks,
  type MenuContext,
  type MenuItem,
  type MenuLink,
  menuProblems,
  serviceAndPartsLinks,
  settleMenuKinds,
} from '../domain/navigation.ts';
import { SERVICE_FORM_ID, SERVICE_PATH } from '../domain/service/service-paths.ts';
import { siteData, siteSearch } from './site-data.ts';
import type { SiteData } from '../build/site-data.ts';
import { sitePages } from './site-pages.ts';
import { SPIN_TO_WIN_PATH } from '../model/site-routes.ts';

export interface SiteMenus {
  header: MenuItem[];
  footer: MenuItem[];
  contactPath: string;
  /** /watchlist and /compare where the tenant shows those controls; the header shows their counts. */
  saved: readonly MenuLink[];
  /** Where the phone header's Book Service button goes (NAV-03): the servicing page's booking section, when the tenant has the page. */
  bookService: string | undefined;
  /** What a header item of kind 'range' shows (NAV-02). */
  models: ModelMenu;
  /** What a header item of kind 'brands' shows. */
  brands: BrandMenuEntry[];
}

// Per tenant's loaded data: a build renders several tenants (src/lib/tenant-context.ts).
const menusBySite = new WeakMap<SiteData, SiteMenus>();

export function siteMenus(): SiteMenus {
  const data = siteData();
  const known = menusBySite.get(data);
  if (known) return known;
  const { tenant, cars, makeLogos } = data;
  const { settings } = tenant;
  const { paths } = sitePages();
  const options = locationPageOptions(settings);
  const contactPath = contactPagePath(options);
  const pages = options.singleManufacturer ? [] : locationPages(tenant.locations, options);
  const financePath = financePagePath(settings);
  const financeLinks = financeMenuLinks(
    financePath ? { label: financePageTitle(settings), href: financePath } : undefined,
    settings.finance.externalPages,
  );
  const context: MenuContext = {
    paths,
    contactPath,
    contactLabel: settings.wording.contactLinkText,
    locationPages: pages.map((page) => ({ label: page.name, href: page.path })),
    savedLinks: [
      ...(settings.features.watchlist ? [{ label: 'My Watchlist', href: '/watchlist' }] : []),
      ...(settings.features.savedSearches ? [{ label: 'My Saved Searches', href: '/saved-searches' }] : []),
      ...(settings.features.compare ? [{ label: 'Compare', href: '/compare' }] : []),
      ...(settings.features.favourites ? [{ label: 'Favourites', href: '/favourites' }] : []),
    ],
    contentLinks: contentMenuLinks(
      withBuiltInPages(tenant.pages ?? [], { alerts: settings.features.savedSearches }),
      settings.features.pagesPath,
    ),
    promotionLinks: settings.promotions.spinToWin.enabled
      ? [{ label: settings.promotions.spinToWin.title, href: SPIN_TO_WIN_PATH }]
      : [],
    group: settings.site.template === 'group',
    offersPath: settings.features.offersPath,
    financeLinks,
    serviceLinks: serviceAndPartsLinks(settings.features.pagesPath),
  };
  const problems = [
    ...menuProblems(settings.navigation.header, 'navigation.header', paths),
    ...menuProblems(settings.navigation.footer, 'navigation.footer', paths),
  ];
  if (problems.length > 0)
    throw new Error(
      `Tenant "${tenant.slug}" has menu links to pages it does not have:\n${problems
        .map((problem) => `  tenants/${tenant.slug}/settings.json at ${problem.path}: ${problem.message}`)
        .join('\n')}`,
    );
  const models = modelMenu(tenant.models, { vocabulary: siteSearch().vocabulary, pages: paths });
  const brands = brandMenu(
    siteBrands(
      cars.map((car) => car.make),
      settings.navigation,
      makeLogos,
    ),
    paths,
  );
  const menus = {
    header: settleMenuKinds(
      configuredMenu(settings.navigation.header, defaultHeaderMenu(context), financeLinks),
      {
        range: { filled: models.bodies.length > 0, href: models.overview },
        brands: { filled: brands.length > 0, href: undefined },
      },
    ),
    footer: configuredMenu(settings.navigation.footer, defaultFooterMenu(context)),
    contactPath,
    bookService: paths.has(SERVICE_PATH) ? `${SERVICE_PATH}#${SERVICE_FORM_ID}` : undefined,
    saved: context.savedLinks,
    models,
    brands,
  };
  menusBySite.set(data, menus);
  return menus;
}
