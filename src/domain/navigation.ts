/**
 * Header and footer menus (NAV-01): the tenant's own from navigation.header / navigation.footer,
 * else a template default that links only to pages this tenant has. A tenant's link to a page
 * of this site that the build does not emit is a configuration error, reported with its key
 * path (no menu links to a 404, QUAL-03).
 */
import type { TenantSettings } from '../config/schema.ts';
import { SERVICE_PATH } from './service/service-paths.ts';
import { ONLINE_PAYMENT_PATH } from '../model/site-routes.ts';
import { MODELS_OVERVIEW_LABEL } from './models/model-menu.ts';

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

/**
 * The About menu of the header: the tenant's company pages (About Us, Careers, Warranty …),
 * a dropdown when it has more than one, opening on About Us where it has one.
 */
function aboutItem(context: MenuContext): MenuItem[] {
  const company = existing(context.contentLinks?.company ?? [], context.paths);
  const [first] = company;
  if (!first) return [];
  if (company.length === 1) return [{ label: first.label, href: first.href, children: [] }];
  const about = company.find((link) => link.label === 'About Us');
  return [{ label: 'About', href: about?.href, children: company }];
}

/**
 * The default header: stock (with the car-type searches this tenant has), the Range model menu
 * (where the tenant has models, so a /models page), offers, trade-in, about, contact.
 */
export function defaultHeaderMenu(context: MenuContext): MenuItem[] {
  const { paths } = context;
  const stock = existing(SEARCH_LINKS, paths);
  const items: MenuItem[] = [
    { label: 'Stock', href: '/search/new-used-and-demo-cars', children: stock.length > 1 ? stock : [] },
    { label: 'Range', href: '/models', children: [], kind: 'range' },
    { label: 'Offers', href: '/special-offers', children: [] },
    { label: 'Sell My Car', href: '/trade-in', children: [] },
    { label: 'Service', href: SERVICE_PATH, children: [] },
    ...aboutItem(context),
    {
      label: context.contactLabel,
      href: context.contactPath,
      children: context.locationPages.length > 1 ? [...context.locationPages] : [],
    },
  ];
  return items.filter((item) => item.href === undefined || linksToPage(item.href, paths));
}

/** The default footer: buyer tools, the dealership and its pages, each link only where the page exists. */
export function defaultFooterMenu(context: MenuContext): MenuItem[] {
  const { paths } = context;
  const groups: MenuItem[] = [
    {
      label: 'Buyer Tools',
      href: undefined,
      children: existing(
        [
          ...SEARCH_LINKS,
          { label: 'Special Offers', href: '/special-offers' },
          { label: 'Models', href: '/models' },
          { label: 'Vehicle Reviews', href: '/blog/vehicle-reviews' },
          { label: 'Sell My Car', href: '/trade-in' },
          { label: 'Book a Test Drive', href: '/book-test-drive' },
          ...context.savedLinks,
          { label: 'My Garage', href: '/my-garage' },
          ...(context.promotionLinks ?? []),
        ],
        paths,
      ),
    },
    {
      label: 'Our Dealership',
      href: undefined,
      children: existing(
        [
          { label: context.contactLabel, href: context.contactPath },
          ...(context.locationPages.length > 1 ? context.locationPages : []),
          { label: 'Book a Service', href: SERVICE_PATH },
          { label: 'Pay Online', href: ONLINE_PAYMENT_PATH },
          ...(context.contentLinks?.company ?? []),
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

/** The tenant's menu when it wrote one, else the default. */
export function configuredMenu(menu: ConfiguredMenu, fallback: MenuItem[]): MenuItem[] {
  if (menu.length === 0) return fallback;
  return menu.map((item) => ({
    label: item.label,
    href: item.href,
    children: item.children,
    ...('kind' in item && item.kind ? { kind: item.kind } : {}),
  }));
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
