/**
 * A large tenant's vehicle and reserve pages split between processes (BLD-08), so a
 * 20,000-car build uses every core instead of one: part i of n renders the cars whose slug
 * hashes to i (stable: a car stays in its part as others come and go, so each part's
 * incremental cache stays valid); every other page goes to the part its path hashes to (the
 * search index's files go with the home page, see partKeyOf). Those
 * are few, but some are dear at 20,000 cars (the channel feeds, the sitemap, the brand and
 * model pages each read the whole stock): rendered by every part, they cost each part seconds.
 * The build then moves the parts' files into one site (src/build/merge-parts.ts).
 */
import { SEARCH_INDEX_DIR } from '../model/site-routes.ts';

export interface PagePart {
  index: number;
  count: number;
}

/** PAGE_PART=i/n as the build passes it; undefined: every page (one process, dev, tests). */
export function parsePagePart(text: string | undefined): PagePart | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  if (!match) return undefined;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return count > 1 && index >= 1 && index <= count ? { index, count } : undefined;
}

/** FNV-1a: a small, stable string hash (the same in every process and every run). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Whether the pages named `key` (a car's slug, a landing page's path) belong to this part. */
export function inPart(key: string, part: PagePart | undefined): boolean {
  return part === undefined || fnv1a(key) % part.count === part.index - 1;
}

/** A car's pages: /cars/<slug> and its own pages below it (/cars/<slug>/checkout). */
const CAR_PAGE = /^\/cars\/([^/]+)(?:\/[^/]+)?\/?$/;

/**
 * What a page is shared out by: a car's pages by the car's slug, so they are in one part
 * together (the merge moves the car's folder whole); the search index's files with the home
 * page, whose hero search names the index, so one part encodes it; any other page by its path.
 */
export function partKeyOf(pathname: string): string {
  if (pathname.startsWith(SEARCH_INDEX_DIR)) return '/';
  return CAR_PAGE.exec(pathname)?.[1] ?? pathname.replace(/(.)\/$/, '$1');
}

/** Whether this part renders the page at `pathname` (every page without a part). */
export function pageInPart(pathname: string, part: PagePart | undefined): boolean {
  return part === undefined || inPart(partKeyOf(pathname), part);
}

/** How many parts to split a tenant into: one unless it is large and cores are free. */
export function partsFor(cars: number, freeCores: number, minCarsToSplit = 2_000): number {
  return cars >= minCarsToSplit ? Math.max(1, Math.floor(freeCores)) : 1;
}
