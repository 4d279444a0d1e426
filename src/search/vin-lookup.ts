/**
 * VINs for the browser's engine (SRCH-31: a full VIN finds its car on both backends). The
 * embedded index leaves VINs out (17 unique characters a car, a quarter of the file), so
 * they ship beside it as a lookup the search worker fetches only when a shopper types a
 * VIN; that query then becomes a filter on the car's id. Meilisearch searches the vin field.
 */
import type { MultiSearchRequest } from './engine/meilisearch-types.ts';

export const VIN_LOOKUP_VERSION = 1;

export interface VinLookup {
  v: typeof VIN_LOOKUP_VERSION;
  /** Upper-case VINs and the ids of their documents, index for index. */
  vins: string[];
  ids: string[];
}

/** A VIN: 17 letters and digits without I, O or Q (ISO 3779). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The VIN a query is, upper-cased; undefined for any other query. */
export function vinOf(query: string | null | undefined): string | undefined {
  const text = (query ?? '').trim().toUpperCase();
  return VIN.test(text) ? text : undefined;
}

export function encodeVinLookup(docs: readonly { id: string; vin: string }[]): VinLookup | undefined {
  const known = docs.filter((doc) => vinOf(doc.vin) !== undefined);
  if (known.length === 0) return undefined;
  return {
    v: VIN_LOOKUP_VERSION,
    vins: known.map((doc) => doc.vin.toUpperCase()),
    ids: known.map((doc) => doc.id),
  };
}

/** VIN → document id, from a lookup file; throws on a file this code cannot read. */
export function vinIndex(lookup: VinLookup): Map<string, string> {
  if (
    lookup?.v !== VIN_LOOKUP_VERSION ||
    !Array.isArray(lookup.vins) ||
    lookup.vins.length !== lookup.ids?.length
  )
    throw new Error('The VIN lookup file is not in a format this page understands.');
  return new Map(lookup.vins.map((vin, i) => [vin, lookup.ids[i]!]));
}

/** Whether any query of a request is a VIN (the worker then needs the lookup). */
export function asksForVin(request: MultiSearchRequest): boolean {
  return request.queries.some((query) => vinOf(query.q) !== undefined);
}

/**
 * The request with each VIN query answered by its car: the text becomes a filter on the car's
 * id, kept with the query's own filters. A VIN no car has stays as typed (and finds nothing).
 */
export function withVinsResolved(
  request: MultiSearchRequest,
  vins: ReadonlyMap<string, string>,
): MultiSearchRequest {
  return {
    ...request,
    queries: request.queries.map((query) => {
      const vin = vinOf(query.q);
      const id = vin === undefined ? undefined : vins.get(vin);
      if (id === undefined) return query;
      const own =
        query.filter === undefined || query.filter === null
          ? []
          : Array.isArray(query.filter)
            ? query.filter
            : [query.filter];
      return { ...query, q: '', filter: [...own, `id = ${JSON.stringify(id)}`] };
    }),
  };
}
