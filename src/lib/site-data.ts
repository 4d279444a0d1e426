/**
 * Loads the prepared site data inside Astro (build and dev). The build script writes it
 * and names the file for the page being rendered (src/lib/tenant-context.ts); the parse is
 * cached per file version so a 20,000-car tenant is read once per build, and dev picks up
 * re-prepared data.
 */
import { readFileSync, statSync } from 'node:fs';
import type { SiteData } from '../build/site-data.ts';
import type { Car } from '../model/car.ts';
import { type LandingVocabulary, landingVocabulary } from '../domain/search-url.ts';
import type { SearchDocument } from '../search/document.ts';
import { createSearchEngine, type SearchEngine } from '../search/engine/engine.ts';
import { type IndexFile, indexFile, searchDocuments } from '../search/index-file.ts';
import { offerEntries } from '../search/directory/offers-search.ts';
import { buildSimilarCarsIndex, type SimilarCarsIndex } from '../search/similar-cars-index.ts';
import { siteKey } from './page-keys.ts';
import { SLIDER_ATTRIBUTES } from '../domain/search/range-slider.ts';
import { pageInPart, parsePagePart } from '../build/page-parts.ts';
import { currentTenantDataFile, loadedSites } from './tenant-context.ts';

interface Loaded {
  path: string;
  mtimeMs: number;
  data: SiteData;
  pageKey?: string;
  search?: {
    docs: SearchDocument[];
    engine: SearchEngine;
    file: IndexFile;
    vocabulary: LandingVocabulary;
    similar: SimilarCarsIndex;
  };
}

function load() {
  const path = currentTenantDataFile();
  if (!path)
    throw new Error(
      'TENANT_DATA_FILE is not set: build through `npm run build` or preview with `npm run dev -- --tenant <slug>`',
    );
  // One entry per tenant of the build (src/lib/tenant-context.ts); a build reads each file
  // once, only the dev preview (re-prepared data) checks it again.
  const sites = loadedSites<Loaded>();
  const cached = sites.get(path);
  if (cached && !import.meta.env.DEV) return cached;
  const { mtimeMs } = statSync(path);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const loaded: Loaded = { path, mtimeMs, data: JSON.parse(readFileSync(path, 'utf8')) as SiteData };
  sites.set(path, loaded);
  return loaded;
}

export function siteData(): SiteData {
  return load().data;
}

/**
 * The tenant's search documents, the engine over them (to prerender first pages), the
 * hashed index file (encoded on first use), the landing vocabulary and every car's similar
 * cars; built once per build process.
 */
export function siteSearch(): NonNullable<Loaded['search']> {
  const loaded = load();
  if (!loaded.search) {
    const docs = searchDocuments(loaded.data.tenant, loaded.data.cars, new Date(loaded.data.builtAt));
    let file: IndexFile | undefined;
    loaded.search = {
      docs,
      // No timings in prerendered answers: the same stock gives the same pages (BLD-09).
      // The sliders' attributes with their range alone: the pages show no more of them.
      engine: createSearchEngine(docs, 'cars', { timings: false, rangeOnly: SLIDER_ATTRIBUTES }),
      // Encoded when first asked for: of a split build's parts, only the one that writes the
      // index and the home page naming it does (0.3 s at 20,000 cars; src/build/page-parts.ts).
      get file() {
        file ??= indexFile(docs);
        return file;
      },
      vocabulary: landingVocabulary(docs),
      similar: buildSimilarCarsIndex(docs),
    };
  }
  return loaded.search;
}

/**
 * The data part of every keyed page's cache key (src/lib/page-keys.ts); undefined outside
 * `npm run build`, where pages have no keys and always render.
 */
export function sitePageKey(): string | undefined {
  const codeHash = process.env['SITE_CODE_HASH'];
  if (!codeHash) return undefined;
  const loaded = load();
  loaded.pageKey ??= siteKey(codeHash, loaded.data, siteSearch().vocabulary, siteSections());
  return loaded.pageKey;
}

const similarByCar = new WeakMap<SiteData, Map<string, SearchDocument[]>>();

/**
 * A car's similar cars at the tenant's count, worked out once per car: its page's cache key
 * and its Similar Cars section both show them.
 */
export function similarCarsOf(car: Car): SearchDocument[] {
  const data = siteData();
  let answers = similarByCar.get(data);
  if (!answers) {
    answers = new Map();
    similarByCar.set(data, answers);
  }
  let similar = answers.get(car.id);
  if (!similar) {
    similar = siteSearch().similar.find(car, data.tenant.settings.vehicle.similarCarsCount);
    answers.set(car.id, similar);
  }
  return similar;
}

/** Whether this build process renders the car's vehicle and reserve pages (src/build/page-parts.ts). */
export function carPagesHere(slug: string): boolean {
  return pageInPart(`/cars/${slug}`, parsePagePart(process.env['PAGE_PART']));
}

/**
 * Whether this build process renders the page at `path` (a landing page, the search index's
 * files): a split build shares them out by path as it does the cars (src/build/page-parts.ts).
 * Each landing counts facets over the whole stock, and in the first part alone they made it the
 * slowest by seconds; the search index is encoded only in the part that writes it.
 */
export function pageHere(path: string): boolean {
  return pageInPart(path, parsePagePart(process.env['PAGE_PART']));
}

/** Optional sections a tenant has content for; pages, menus and the sitemap link only to these. */
export function siteSections(): { models: boolean; offers: boolean } {
  const { tenant, builtAt } = siteData();
  const now = Date.parse(builtAt);
  return {
    models: tenant.models.length > 0,
    // The same rule as the offers page: offers already over at build time are not shipped.
    offers: offerEntries(tenant.offers ?? []).some((entry) => entry.until > now),
  };
}
