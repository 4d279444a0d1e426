/**
 * Header and footer menus (NAV-01): the tenant's own from navigation.header / navigation.footer,
 * else a template default that links only to pages this tenant has (the group template's are
 * spec-2 §2's group menus: Stock, Finance, Service & Parts, More). A tenant's link to a page
 * of this site that the build does not emit is a configuration error, reported with its key
 * path (no menu links to a 404, QUAL-03).
 */
import type { TenantSettings } from '../config/schema.ts';
import { SERVICE_PATH } from './service/service-paths.ts';
import { ONLINE_PAYMENT_PATH } from '../model/site-routes.ts';
import { MODELS_OVERVIEW_LABEL } from './models/model-menu.ts';
import { contentPagePath } from './content-pages.ts';
import { PARTS_PAGE_PATH } from './parts/parts-pages.ts';
import { ACCESSORIES_PATH } from './parts/accessories.ts';

export interface MenuLink {
  label: string;
  href: string;
}

/** A dropdown the site fills itself (NAV-02): the model menu, or the brands mega menu. */
export type MenuKind = 'range' | 'brands';

export interface MenuItem {
  label: string;
  href: string | undefined;
  children: MenuLink[];
  /** Set on a dynamic dropdown; its `href` is then the panel's overview link. */
  kind?: MenuKind;
}

/** The brands menu's closing link text. */
export const BRANDS_OVERVIEW_LABEL = 'View All Brands';

/**
 * A dynamic dropdown's overview link (its `href`): Models Overview for the model menu, View All
 * Brands for the brands menu; none for another item or without an href.
 */
export function megaMenuOverview(item: MenuItem): MenuLink | undefined {
  if (!item.kind || !item.href) return undefined;
  return { label: item.kind === 'range' ? MODELS_OVERVIEW_LABEL : BRANDS_OVERVIEW_LABEL, href: item.href };
}

export interface MenuContext {
  /** Every path the build emits. */
  paths: ReadonlySet<string>;
  /** /contact-us, or /contact on a single-manufacturer site. */
  contactPath: string;
  /** The location pages (name and path), for the contact menu of a multi-location site. */
  locationPages: readonly MenuLink[];
  contactLabel: string;
  /** /watchlist and /compare where the tenant shows those controls (features.watchlist / compare). */
  savedLinks: readonly MenuLink[];
  /** The tenant's content pages (src/domain/content-pages.ts): About Us, Careers … and the legal ones. */
  contentLinks?: { company: readonly MenuLink[]; legal: readonly MenuLink[] };
  /** The tenant's running promotion pages (spin to win, under its own title). */
  promotionLinks?: readonly MenuLink[];
  /** The group template's menus (spec-2 §2) rather than a single dealer's. */
  group?: boolean;
  /** The special-offers page's path (features.offersPath); /special-offers when absent. */
  offersPath?: string;
  /** The finance page and finance.externalPages (financeMenuLinks). */
  financeLinks?: readonly MenuLink[];
  /** The Service & Parts pages a tenant may have (serviceAndPartsLinks); none when absent. */
  serviceLinks?: readonly MenuLink[];
}

/**
 * The Service & Parts menu's pages (spec-2 §2), where a tenant has them: servicing, the parts
 * department, accessories, and the Warranty and Roadside Assist content pages.
 */
export function serviceAndPartsLinks(pagesPath: boolean): MenuLink[] {
  return [
    { label: 'Service', href: SERVICE_PATH },
    { label: 'Parts & Accessories', href: PARTS_PAGE_PATH },
    { label: 'Accessories', href: ACCESSORIES_PATH },
    { label: 'Warranty', href: contentPagePath('warranty', pagesPath) },
    { label: 'Roadside Assist', href: contentPagePath('roadside-assist', pagesPath) },
  ];
}

/** The Finance menu's links: the tenant's finance page, then the external finance pages it lists. */
export function financeMenuLinks(
  financePage: MenuLink | undefined,
  externalPages: readonly { label: string; url: string }[],
): MenuLink[] {
  return [
    ...(financePage ? [financePage] : []),
    ...externalPages.map((page) => ({ label: page.label, href: page.url })),
  ];
}

/** An absolute http(s) link: not checked against the site's pages. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** The site path an internal link points at: query and anchor dropped, no trailing slash. */
function pathOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function linksToPage(href: string, paths: ReadonlySet<string>): boolean {
  return isExternal(href) || paths.has(pathOf(href)) || pathOf(href) === '';
}

const SEARCH_LINKS: readonly MenuLink[] = [
  { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
  { label: 'New Cars', href: '/search/new-cars' },
  { label: 'Demo Cars', href: '/search/demo-cars' },
  { label: 'Used Cars', href: '/search/used-cars' },
];

const existing = (links: readonly MenuLink[], paths: ReadonlySet<string>) =>
  links.filter((link) => linksToPage(link.href, paths));

/** A menu of links: a dropdown when there are several, the one link by its own label, or nothing. */
function linkMenu(label: string, links: readonly MenuLink[]): MenuItem[] {
  const [first] = links;
  if (!first) return [];
  if (links.length === 1) return [{ label: first.label, href: first.href, children: [] }];
  return [{ label, href: undefined, children: [...links] }];
}

/** The Service & Parts pages this tenant has. */
const serviceLinksOf = (context: MenuContext) => existing(context.serviceLinks ?? [], context.paths);

/** The company pages, less those the Service & Parts menu already lists (Warranty, Roadside Assist). */
function companyLinks(context: MenuContext): MenuLink[] {
  const inService = new Set(serviceLinksOf(context).map((link) => link.href));
  return existing(context.contentLinks?.company ?? [], context.paths).filter(
    (link) => !inService.has(link.href),
  );
}

/**
 * The About menu of the header: the tenant's company pages (About Us, Careers, Fleet …),
 * a dropdown when it has more than one, opening on About Us where it has one.
 */
function aboutItem(context: MenuContext): MenuItem[] {
  const company = companyLinks(context);
  const [first] = company;
  if (!first) return [];
  if (company.length === 1) return [{ label: first.label, href: first.href, children: [] }];
  const about = company.find((link) => link.label === 'About Us');
  return [{ label: 'About', href: about?.href, children: company }];
}

const offersOf = (context: MenuContext) => context.offersPath ?? '/special-offers';

/**
 * The default header: stock (with the car-type searches this tenant has), the Range model menu
 * (where the tenant has models, so a /models page), offers, trade-in, Service & Parts, about,
 * contact. The group template has spec-2 §2's group menu instead (groupHeaderMenu).
 */
export function defaultHeaderMenu(context: MenuContext): MenuItem[] {
  if (context.group) return groupHeaderMenu(context);
  const { paths } = context;
  const stock = existing(SEARCH_LINKS, paths);
  const items: MenuItem[] = [
    { label: 'Stock', href: '/search/new-used-and-demo-cars', children: stock.length > 1 ? stock : [] },
    { label: 'Range', href: '/models', children: [], kind: 'range' },
    { label: 'Offers', href: offersOf(context), children: [] },
    { label: 'Sell My Car', href: '/trade-in', children: [] },
    ...linkMenu('Service & Parts', serviceLinksOf(context)),
    ...aboutItem(context),
    {
      label: context.contactLabel,
      href: context.contactPath,
      children: context.locationPages.length > 1 ? [...context.locationPages] : [],
    },
  ];
  return items.filter((item) => item.href === undefined || linksToPage(item.href, paths));
}

/**
 * The group site's header (spec-2 §2): Home, the Range model menu, the brands mega menu, Stock
 * (offers, models, new, demo, used), Sell My Car, Finance, Service & Parts and More, each link
 * only where this tenant has the page.
 */
function groupHeaderMenu(context: MenuContext): MenuItem[] {
  const { paths } = context;
  const stock = existing(
    [
      { label: 'Special Offers', href: offersOf(context) },
      { label: 'Explore Our Range', href: '/models' },
      ...SEARCH_LINKS.slice(1),
    ],
    paths,
  );
  const more = existing(
    [
      ...companyLinks(context),
      { label: context.contactLabel, href: context.contactPath },
      { label: 'Terms and Conditions', href: '/terms-and-conditions' },
      ...(context.contentLinks?.legal ?? []),
    ],
    paths,
  );
  const items: MenuItem[] = [
    { label: 'Home', href: '/', children: [] },
    { label: 'Range', href: '/models', children: [], kind: 'range' },
    { label: 'Brands', href: paths.has('/brands') ? '/brands' : undefined, children: [], kind: 'brands' },
    { label: 'Stock', href: '/search/new-used-and-demo-cars', children: stock },
    { label: 'Sell My Car', href: '/trade-in', children: [] },
    ...linkMenu('Finance', existing(context.financeLinks ?? [], paths)),
    ...linkMenu('Service & Parts', serviceLinksOf(context)),
    ...linkMenu('More', more),
  ];
  return items.filter((item) => item.href === undefined || linksToPage(item.href, paths));
}

/** The Service & Parts footer group, where the tenant has any of those pages. */
function serviceFooterGroup(context: MenuContext): MenuItem[] {
  const links = serviceLinksOf(context);
  return links.length > 0 ? [{ label: 'Service & Parts', href: undefined, children: links }] : [];
}

/**
 * The default footer: buyer tools (with the finance links), Service & Parts, and the dealership
 * and its pages (Company on a group site), each link only where the page exists.
 */
export function defaultFooterMenu(context: MenuContext): MenuItem[] {
  const { paths } = context;
  const groups: MenuItem[] = [
    {
      label: 'Buyer Tools',
      href: undefined,
      children: existing(
        [
          ...SEARCH_LINKS,
          { label: 'Special Offers', href: offersOf(context) },
          { label: 'Models', href: '/models' },
          { label: 'Vehicle Reviews', href: '/blog/vehicle-reviews' },
          ...(context.financeLinks ?? []),
          { label: 'Sell My Car', href: '/trade-in' },
          { label: 'Book a Test Drive', href: '/book-test-drive' },
          ...context.savedLinks,
          { label: 'My Garage', href: '/my-garage' },
          ...(context.promotionLinks ?? []),
        ],
        paths,
      ),
    },
    ...serviceFooterGroup(context),
    {
      label: context.group ? 'Company' : 'Our Dealership',
      href: undefined,
      children: existing(
        [
          { label: context.contactLabel, href: context.contactPath },
          ...(context.locationPages.length > 1 ? context.locationPages : []),
          { label: 'Pay Online', href: ONLINE_PAYMENT_PATH },
          ...companyLinks(context),
          { label: 'Terms and Conditions', href: '/terms-and-conditions' },
          ...(context.contentLinks?.legal ?? []),
        ],
        paths,
      ),
    },
  ];
  return groups.filter((group) => group.children.length > 0);
}

export interface MenuProblem {
  /** 'navigation.header[2].children[0].href' */
  path: string;
  message: string;
}

type ConfiguredMenu = TenantSettings['navigation']['header'] | TenantSettings['navigation']['footer'];

/** Links of a configured menu that point at pages this site does not have. */
export function menuProblems(
  menu: ConfiguredMenu,
  key: 'navigation.header' | 'navigation.footer',
  paths: ReadonlySet<string>,
): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const check = (href: string | undefined, at: string) => {
    if (href !== undefined && !linksToPage(href, paths))
      problems.push({ path: at, message: `"${href}" is not a page of this site` });
  };
  menu.forEach((item, i) => {
    check(item.href, `${key}[${i}].href`);
    item.children.forEach((child, j) => {
      check(child.href, `${key}[${i}].children[${j}].href`);
    });
  });
  return problems;
}

/** A dropdown's links: its own page first (as 'All {label}') unless a child already links there. */
export function dropdownLinks(item: MenuItem): MenuLink[] {
  return item.href && !item.children.some((child) => child.href === item.href)
    ? [{ label: `All ${item.label}`, href: item.href }, ...item.children]
    : item.children;
}

/**
 * The tenant's menu when it wrote one, else the default. A configured `finance` item becomes a
 * dropdown of the finance links (one link: that link; none: its own href, or it goes).
 */
export function configuredMenu(
  menu: ConfiguredMenu,
  fallback: MenuItem[],
  financeLinks: readonly MenuLink[] = [],
): MenuItem[] {
  if (menu.length === 0) return fallback;
  return menu.flatMap((item): MenuItem[] => {
    const kind = 'kind' in item ? item.kind : undefined;
    if (kind === 'finance') {
      if (financeLinks.length > 1)
        return [{ label: item.label, href: item.href, children: [...financeLinks] }];
      const only = financeLinks[0] ?? (item.href ? { label: item.label, href: item.href } : undefined);
      return only ? [{ label: item.label, href: only.href, children: [] }] : [];
    }
    return [{ label: item.label, href: item.href, children: item.children, ...(kind ? { kind } : {}) }];
  });
}

/** What a dynamic dropdown has this build: anything to show, and its overview link. */
export interface MenuPanel {
  filled: boolean;
  /** The panel's own page (Models Overview: /models), when it is built. */
  href: string | undefined;
}

/**
 * A menu with its dynamic dropdowns settled (NAV-02): a kind with something to show keeps its
 * configured href, else takes the panel's own page as its overview link; a kind with nothing to
 * show this build (no model links, no brands in stock) becomes a plain link to its href, or
 * leaves the menu when it has none.
 */
export function settleMenuKinds(items: readonly MenuItem[], panels: Record<MenuKind, MenuPanel>): MenuItem[] {
  return items.flatMap((item) => {
    if (!item.kind) return [item];
    const panel = panels[item.kind];
    if (panel.filled) return [{ ...item, href: item.href ?? panel.href }];
    return item.href ? [{ label: item.label, href: item.href, children: [] }] : [];
  });
}
