/**
 * The embedded index for one tenant, built at build time: the search documents of its
 * published stock, encoded compactly, written as a content-hashed file that CDNs may cache
 * forever (a new stock gives a new name). The pages reference it by name.
 */
import { createHash } from 'node:crypto';
import type { Tenant } from '../config/load-tenant.ts';
import type { Car } from '../model/car.ts';
import { SEARCH_INDEX_DIR } from '../model/site-routes.ts';
import { encodeDocuments } from './compact.ts';
import { type SearchDocument, searchDocument } from './document.ts';
import { encodeVinLookup } from './vin-lookup.ts';

export function searchDocuments(
  tenant: Pick<Tenant, 'dealerships'>,
  cars: Car[],
  now: Date,
): SearchDocument[] {
  const dealerships = new Map(tenant.dealerships.map((d) => [d.id, d]));
  return cars.map((car) =>
    searchDocument(
      car,
      (id) => (id ? dealerships.get(id)?.name : undefined),
      (id) => (id ? dealerships.get(id)?.slug : undefined),
      now,
    ),
  );
}

export interface IndexFile {
  /** Site path, e.g. /search-index/cars.3f9a1c2b7d.json */
  path: string;
  contents: string;
  /** The VIN lookup the index names (/search-index/vins.<hash>.json), when any car has a VIN. */
  vins?: { path: string; contents: string } | undefined;
}

const hashOf = (contents: string) => createHash('sha256').update(contents).digest('hex').slice(0, 10);

export function indexFile(docs: SearchDocument[]): IndexFile {
  const lookup = encodeVinLookup(docs);
  const vinContents = lookup && JSON.stringify(lookup);
  const vins = vinContents
    ? { path: `${SEARCH_INDEX_DIR}vins.${hashOf(vinContents)}.json`, contents: vinContents }
    : undefined;
  const contents = JSON.stringify(encodeDocuments(docs, vins?.path));
  return { path: `${SEARCH_INDEX_DIR}cars.${hashOf(contents)}.json`, contents, vins };
}

/**
 * A name that stays the same whatever the stock, naming the current content-hashed index.
 * The search landing pages load the index through it, so a page whose own results did not
 * change is the same file after a feed change and the build can reuse it (BLD-09); the
 * pointer is revalidated, the index it names is cached for good.
 */
export const INDEX_POINTER_PATH = `${SEARCH_INDEX_DIR}current.json`;

export function indexPointer(file: IndexFile): string {
  return JSON.stringify({ index: file.path });
}
