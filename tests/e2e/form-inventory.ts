/**
 * Which lead forms a built tenant serves, read from what its build emitted: every HTML page in
 * dist/.reports/<slug>.files.json, the islands each page hydrates (by component name), the
 * vehicle pages' lead dialogs (their [data-lead] openers) and the links that open a form page
 * with a query (a car's trade-in, finance or purchase link). Nothing is listed by hand, so a
 * new page or opener is walked, and an island nobody classified fails the inventory test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '..', '..', 'dist');

/** The islands that send a lead, each walked by tests/e2e/every-form.e2e.ts. */
export const LEAD_FORM_ISLANDS = [
  'LeadForms',
  'GeneralEnquiry',
  'BookTestDrive',
  'ServiceBooking',
  'FinanceApplication',
  'PartsEnquiry',
  'InstantOffer',
  'ReserveCar',
  'CheckoutJourney',
  'OnlinePayment',
  'SpinToWin',
] as const;
export type LeadFormIsland = (typeof LEAD_FORM_ISLANDS)[number];

/** Islands that send no lead: search, calculators (the lender quote is no lead), media, saved lists, sign-in. */
export const NON_LEAD_ISLANDS: readonly string[] = [
  'SearchApp',
  'HeroSearch',
  'DirectorySearch',
  'OffersSearch',
  'SignIn',
  'FinanceCalculator',
  'DeliveryCalculator',
  'FuelCalculator',
  'MarketGauge',
  'Gallery',
  'SaveActions',
  'ShareActions',
  'CompareTable',
  'FavouritesList',
  'WatchlistList',
  'MyGarage',
  'SavedSearches',
];

/** The lead dialogs a vehicle page's [data-lead] links open (src/islands/leads/lead-payload.ts). */
export const DIALOG_KINDS: readonly string[] = ['enquiry', 'test_drive', 'photos'];

/** One way into a lead form: a page, with the query a link gave it, or a vehicle page's dialog opener. */
export interface FormOpening {
  island: LeadFormIsland;
  /** The page path as the site links it, with its query when a link brought one. */
  path: string;
  /** A dialog's opener on a vehicle page: data-lead and data-subcategory. */
  opener?: { lead: string; subcategory: string | undefined };
}

export interface FormInventory {
  openings: FormOpening[];
  /** Islands neither walked nor known to send no lead, with a page that has them. */
  unclassified: string[];
  /** data-lead kinds no dialog takes, with a page that has them. */
  unknownOpeners: string[];
  /** Every page that hosts each lead-form island (a reserve page per car, for instance). */
  pagesOf: Map<LeadFormIsland, string[]>;
}

const isLeadIsland = (name: string): name is LeadFormIsland =>
  (LEAD_FORM_ISLANDS as readonly string[]).includes(name);

/** '/cars/a/index.html' → '/cars/a'; 'index.html' → '/'. */
const pagePath = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');

const decode = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : undefined;
};

const inventories = new Map<string, FormInventory>();

/** The lead forms a built tenant serves (read once per worker). */
export function formInventory(slug: string): FormInventory {
  const known = inventories.get(slug);
  if (known) return known;
  const files = Object.keys(
    (
      JSON.parse(readFileSync(resolve(dist, '.reports', `${slug}.files.json`), 'utf8')) as {
        files: Record<string, number>;
      }
    ).files,
  ).filter((file) => file.endsWith('.html') && file !== '404.html');

  const pagesOf = new Map<LeadFormIsland, string[]>();
  const unclassified = new Map<string, string>();
  const unknownOpeners = new Map<string, string>();
  const dialogs = new Map<string, FormOpening>();
  const queryLinks: string[] = [];
  // Plain links into form pages, and the sitemap: a page that links only ever open with a
  // query (/cars/trade-in?car_id=…) is walked as linked, not bare.
  const plainLinks = new Set<string>(
    [
      ...readFileSync(resolve(dist, slug, 'sitemap.xml'), 'utf8').matchAll(
        /<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g,
      ),
    ].map(([, loc]) => loc!.replace(/(.)\/$/, '$1')),
  );
  for (const file of files) {
    const path = pagePath(file);
    const html = readFileSync(resolve(dist, slug, file), 'utf8');
    const here = new Set<string>();
    for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
      const name = /\/([A-Za-z0-9]+)\.[^/"]*$/.exec(attribute(tag, 'component-url') ?? '')?.[1] ?? '?';
      here.add(name);
    }
    for (const name of here) {
      if (isLeadIsland(name)) pagesOf.set(name, [...(pagesOf.get(name) ?? []), path]);
      else if (!NON_LEAD_ISLANDS.includes(name) && !unclassified.has(name)) unclassified.set(name, path);
    }
    // Any element, not only links: a button that opens a dialog is an opener too.
    for (const [tag] of html.matchAll(/<[a-z]+\b[^>]*\sdata-lead="[^"]*"[^>]*>/g)) {
      const lead = attribute(tag, 'data-lead')!;
      const subcategory = attribute(tag, 'data-subcategory');
      if (!DIALOG_KINDS.includes(lead)) {
        if (!unknownOpeners.has(lead)) unknownOpeners.set(lead, path);
        continue;
      }
      const key = `${lead}/${subcategory ?? ''}`;
      if (!dialogs.has(key)) dialogs.set(key, { island: 'LeadForms', path, opener: { lead, subcategory } });
    }
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)[^"]*"/g)) {
      if (href!.includes('?')) queryLinks.push(decode(href!));
      else plainLinks.add(href!.replace(/(.)\/$/, '$1'));
    }
  }

  // A form page opened with what a link brought (?car_id=…, the pre-approval budget, a part):
  // once per page, as the first link found has it.
  const islandAt = new Map<string, LeadFormIsland>();
  for (const [island, paths] of pagesOf)
    if (island !== 'LeadForms' && island !== 'ReserveCar')
      for (const path of paths) islandAt.set(path, island);
  const linked = new Map<string, FormOpening>();
  for (const href of queryLinks) {
    const url = new URL(href, 'http://site');
    const path = url.pathname.replace(/(.)\/$/, '$1');
    const island = islandAt.get(path);
    if (island && !linked.has(path)) linked.set(path, { island, path: `${path}${url.search}` });
  }

  const openings: FormOpening[] = [...dialogs.values()];
  // Pages of their own; a reserve page once, not per car: the walker picks a car still free
  // (a walked reservation holds its car in the e2e store).
  for (const [island, paths] of pagesOf) {
    if (island === 'LeadForms') continue;
    if (island === 'ReserveCar') openings.push({ island, path: paths[0]! });
    else {
      // Pages of one folder are one template with the same form (a location page per
      // address): the first of them stands for the rest.
      const folders = new Set<string>();
      for (const path of paths) {
        const folder = path.split('/').length > 2 ? path.slice(0, path.lastIndexOf('/')) : undefined;
        if (folder !== undefined && folders.has(folder)) continue;
        if (folder !== undefined) folders.add(folder);
        if (!linked.has(path) || plainLinks.has(path)) openings.push({ island, path });
      }
    }
  }
  openings.push(...linked.values());

  const inventory: FormInventory = {
    openings,
    unclassified: [...unclassified].map(([name, path]) => `${name} (on ${path})`),
    unknownOpeners: [...unknownOpeners].map(([lead, path]) => `data-lead="${lead}" (on ${path})`),
    pagesOf,
  };
  inventories.set(slug, inventory);
  return inventory;
}

/** The openings of one island, in the order the build emitted them. */
export function openingsOf(slug: string, island: LeadFormIsland): FormOpening[] {
  return formInventory(slug).openings.filter((opening) => opening.island === island);
}
