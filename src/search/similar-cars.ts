/**
 * Similar cars (SIM-01…SIM-03, spec-1 §7 and §9).
 *
 * One Meilisearch multi-search with two queries, limit 10 each:
 * 1. same make and model;
 * 2. same car type and body (only when the car has a body: an empty body would match every
 *    car without one, so the request then has the first query only).
 * Both keep to available cars (status in_stock or coming_soon), exclude this car by id, and
 * keep to the price band: ±10,000 when the price is below 50,000, else ±25,000. The band's
 * low end never reaches the no-price placeholders (prices of 10 or less), and a car without
 * a displayable price has no band.
 *
 * Values are always double-quoted, with backslashes and double quotes escaped, so a make
 * like `Land Rover` or a model like `Hilux "Rogue"` stays one value (and cannot inject
 * filter syntax).
 *
 * Merging: same-model hits first, then the others, de-duplicated by id, never this car, at
 * most `count` (vehicle.similarCarsCount, default 6). A failed search is logged and gives [].
 */
import type { Car } from '../model/car.ts';
import type { SearchDocument } from './document.ts';
import type { MultiSearchRequest, MultiSearchResponse, SearchQuery } from './engine/meilisearch-types.ts';
import { MIN_DISPLAY_PRICE } from '../domain/price-display.ts';

export const SIMILAR_CARS = {
  perQueryLimit: 10,
  defaultCount: 6,
  narrowBand: 10_000,
  wideBand: 25_000,
  /** Prices from this use the wide band. */
  wideBandFrom: 50_000,
  availableStatuses: ['in_stock', 'coming_soon'],
} as const;

export type SimilarSubject = Pick<Car, 'id' | 'make' | 'model' | 'car_type' | 'simple_body' | 'price'>;

/** A Meilisearch filter string literal: "…" with \ and " escaped. */
export function filterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Half-width of the band: 10,000 below 50,000, else 25,000. */
export function priceBandWidth(price: number): number {
  return price < SIMILAR_CARS.wideBandFrom ? SIMILAR_CARS.narrowBand : SIMILAR_CARS.wideBand;
}

/** The price condition, or undefined for a car without a displayable price. */
export function priceBandFilter(price: number): string | undefined {
  if (!Number.isFinite(price) || price <= MIN_DISPLAY_PRICE) return undefined;
  const width = priceBandWidth(price);
  const low = price - width;
  const high = price + width;
  return low > MIN_DISPLAY_PRICE
    ? `price ${low} TO ${high}`
    : `price > ${MIN_DISPLAY_PRICE} AND price <= ${high}`;
}

function commonConditions(car: SimilarSubject): string[] {
  const statuses = SIMILAR_CARS.availableStatuses.map(filterValue).join(', ');
  const conditions = [`status IN [${statuses}]`, `id != ${filterValue(car.id)}`];
  const band = priceBandFilter(car.price);
  if (band) conditions.push(band);
  return conditions;
}

export interface SimilarCarsFilters {
  sameModel: string;
  /** Undefined when the car has no body. */
  sameTypeAndBody: string | undefined;
}

export function similarCarsFilters(car: SimilarSubject): SimilarCarsFilters {
  const common = commonConditions(car);
  const sameModel = [`make = ${filterValue(car.make)}`, `model = ${filterValue(car.model)}`, ...common].join(
    ' AND ',
  );
  const body = car.simple_body?.trim();
  const sameTypeAndBody = body
    ? [`car_type = ${filterValue(car.car_type)}`, `body = ${filterValue(body)}`, ...common].join(' AND ')
    : undefined;
  return { sameModel, sameTypeAndBody };
}

function query(indexUid: string, filter: string): SearchQuery {
  return {
    indexUid,
    q: '',
    filter,
    limit: SIMILAR_CARS.perQueryLimit,
    facets: [],
    attributesToHighlight: [],
  };
}

/** The multi-search body: same-model query first. */
export function similarCarsRequest(car: SimilarSubject, indexUid: string): MultiSearchRequest {
  const filters = similarCarsFilters(car);
  const queries = [query(indexUid, filters.sameModel)];
  if (filters.sameTypeAndBody) queries.push(query(indexUid, filters.sameTypeAndBody));
  return { queries };
}

/** Same-model hits first, de-duplicated by id, without `excludeId`, at most `count`. */
export function mergeSimilarCars<T extends { id: string }>(
  response: { results: readonly { hits: readonly T[] }[] },
  excludeId: string,
  count: number = SIMILAR_CARS.defaultCount,
): T[] {
  const limit = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const seen = new Set<string>([excludeId]);
  const merged: T[] = [];
  for (const result of response.results) {
    for (const hit of result.hits ?? []) {
      if (merged.length >= limit) return merged;
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      merged.push(hit);
    }
  }
  return merged;
}

export interface SimilarCarsBackend {
  multiSearch(request: MultiSearchRequest): MultiSearchResponse | Promise<MultiSearchResponse>;
}

export interface SimilarCarsOptions {
  indexUid: string;
  /** vehicle.similarCarsCount; default 6. */
  count?: number | undefined;
  log?: ((message: string, error: unknown) => void) | undefined;
}

/** Runs the search on any backend (embedded engine, worker, Meilisearch). Failure: logged, []. */
export async function findSimilarCars(
  backend: SimilarCarsBackend,
  car: SimilarSubject,
  options: SimilarCarsOptions,
): Promise<SearchDocument[]> {
  const count = options.count ?? SIMILAR_CARS.defaultCount;
  if (!(count > 0)) return [];
  try {
    const response = await backend.multiSearch(similarCarsRequest(car, options.indexUid));
    return mergeSimilarCars(response, car.id, count);
  } catch (error) {
    (options.log ?? ((message, cause) => console.error(message, cause)))(
      `Similar cars for ${car.id} failed`,
      error,
    );
    return [];
  }
}
