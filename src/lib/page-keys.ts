/**
 * Per-page cache keys (BLD-09): a vehicle or reserve page is rendered again only when
 * something it shows changed; otherwise the build keeps the live site's file
 * (src/build/page-reuse.ts). The key covers the code (all of it, through SITE_CODE_HASH) and the data:
 *
 * - the site key: the shared code and data files (SITE_CODE_HASH, from scripts/build-tenant.ts),
 *   the tenant's validated configuration, the build day in its zone (tags and sold windows),
 *   the landing vocabulary (breadcrumbs and links depend on which landings exist), the
 *   optional sections the menus link to, and the logo facts;
 * - the car itself (price, km, photos, hold…);
 * - for a vehicle page, the similar cars it lists, as they are shown.
 *
 * Without SITE_CODE_HASH (the dev preview) there are no keys, so every page renders.
 */
import { createHash } from 'node:crypto';
import type { SiteData } from '../build/site-data.ts';
import { type LandingVocabulary, vocabularyData } from '../domain/search-url.ts';
import type { Car } from '../model/car.ts';
import { calendarDay } from '../model/time-zone.ts';
import type { SearchDocument } from '../search/document.ts';

/** A cache key: SHA-256 of the parts, each ended by a NUL so no two part lists collide. */
export const keyOf = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
};

export function siteKey(
  codeHash: string,
  data: SiteData,
  vocabulary: LandingVocabulary,
  sections: { models: boolean; offers: boolean },
): string {
  return keyOf(
    codeHash,
    calendarDay(new Date(data.builtAt), data.tenant.settings.site.timezone),
    JSON.stringify(data.tenant),
    JSON.stringify(vocabularyData(vocabulary)),
    JSON.stringify(sections),
    JSON.stringify(data.makeLogos),
    JSON.stringify(data.logoSize),
  );
}

/**
 * Each car's and search document's JSON, written once: a car is among the similar cars of ten
 * others or more, so its document's JSON went into the keys ten times over (200,000 documents
 * at 20,000 cars), and its own into its vehicle and its reserve page's keys.
 */
const jsonByObject = new WeakMap<object, string>();

function jsonOf(value: SearchDocument | Car): string {
  let json = jsonByObject.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    jsonByObject.set(value, json);
  }
  return json;
}

export function vehiclePageKey(site: string, car: Car, similar: readonly SearchDocument[]): string {
  // The same text as JSON.stringify(similar), so the keys are those of the last build.
  return keyOf(site, 'vehicle', jsonOf(car), `[${similar.map(jsonOf).join(',')}]`);
}

export function reservePageKey(site: string, car: Car): string {
  return keyOf(site, 'reserve', jsonOf(car));
}
