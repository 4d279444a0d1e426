/**
 * Similar cars for a whole tenant at build time (BLD-08): the same answers as running
 * similarCarsRequest through the embedded engine for every car (src/search/similar-cars.ts),
 * without a search over the whole stock per vehicle page, which made the build quadratic.
 *
 * Built once: the available cars grouped by make + model and by car type + body (values
 * compared as the filter compares them), each group kept in the engine's default order
 * (custom_rank, highest first) and by price. A car's query is one group: the first ten of
 * its members in default order whose price is in the car's band. The band is a contiguous
 * run of the price-sorted group (two binary searches): when that run is short its members
 * are ranked directly, otherwise the group is walked in default order until ten are found,
 * whichever is cheaper. Both give exactly the engine's answer; the cost per car is
 * O(log g + min(m, 10·g/m)) for a group of g cars with m in the band.
 */
import { normalizeFacet, parseFiniteNumber } from './filter/facet-values.ts';
import type { SearchDocument } from './document.ts';
import { mergeSimilarCars, priceBandWidth, SIMILAR_CARS, type SimilarSubject } from './similar-cars.ts';
import { MIN_DISPLAY_PRICE } from '../domain/price-display.ts';

interface Group {
  /** Default-order ranks of the members, ascending. */
  byRank: number[];
  /** Members with a numeric price, by price. */
  prices: Float64Array;
  ranks: Uint32Array;
}

interface Band {
  low: number;
  high: number;
  /** The band below the no-price placeholders starts above them: price > 10, not ≥. */
  lowExclusive: boolean;
}

/**
 * How the filter compares a string facet: a number written in text equals the same number
 * ("86" = "86.0"), anything else its normalised form; empty never matches.
 */
function facetKey(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? `n:${value}` : undefined;
  if (typeof value !== 'string') return undefined;
  const number = parseFiniteNumber(value);
  if (number !== null) return `n:${number}`;
  const normalized = normalizeFacet(value);
  return normalized === '' ? undefined : `s:${normalized}`;
}

function pairKey(a: unknown, b: unknown): string | undefined {
  const first = facetKey(a);
  const second = facetKey(b);
  return first && second ? `${first}\u0000${second}` : undefined;
}

/** The subject's band, as priceBandFilter writes it; undefined: any price. */
function bandOf(price: number): Band | undefined {
  if (!Number.isFinite(price) || price <= MIN_DISPLAY_PRICE) return undefined;
  const width = priceBandWidth(price);
  const low = price - width;
  return low > MIN_DISPLAY_PRICE
    ? { low, high: price + width, lowExclusive: false }
    : { low: MIN_DISPLAY_PRICE, high: price + width, lowExclusive: true };
}

/** First index whose price is ≥ value (or > value when `strict`). */
function lowerBound(prices: Float64Array, value: number, strict: boolean): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (strict ? prices[mid]! <= value : prices[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface SimilarCarsIndex {
  /** The similar cars of one car, as findSimilarCars would answer through the engine. */
  find(car: SimilarSubject, count?: number): SearchDocument[];
}

export function buildSimilarCarsIndex(docs: readonly SearchDocument[]): SimilarCarsIndex {
  // The engine's default order: custom_rank highest first, then feed order.
  const order = Array.from(docs.keys());
  const rankOf = (doc: SearchDocument) =>
    typeof doc.custom_rank === 'number' ? doc.custom_rank : Number.NaN;
  order.sort((a, b) => rankOf(docs[b]!) - rankOf(docs[a]!) || a - b);
  const available = new Set<string>(SIMILAR_CARS.availableStatuses);

  const members = { model: new Map<string, number[]>(), body: new Map<string, number[]>() };
  const join = (byKey: Map<string, number[]>, key: string | undefined, rank: number) => {
    if (!key) return;
    const list = byKey.get(key);
    if (list) list.push(rank);
    else byKey.set(key, [rank]);
  };
  order.forEach((position, rank) => {
    const doc = docs[position]!;
    if (!available.has(normalizeFacet(String(doc.status)))) return;
    join(members.model, pairKey(doc.make, doc.model), rank);
    join(members.body, pairKey(doc.car_type, doc.body), rank);
  });
  const priceAt = (rank: number) => docs[order[rank]!]!.price;
  const groups = (byKey: Map<string, number[]>) =>
    new Map(
      [...byKey].map(([key, byRank]): [string, Group] => {
        const priced = byRank.filter((rank) => Number.isFinite(priceAt(rank)));
        priced.sort((a, b) => priceAt(a) - priceAt(b) || a - b);
        return [key, { byRank, prices: Float64Array.from(priced, priceAt), ranks: Uint32Array.from(priced) }];
      }),
    );
  const byModel = groups(members.model);
  const byBody = groups(members.body);

  // Each car's id as the filter compares it, worked out once: a car is a candidate in the
  // queries of dozens of others.
  const idKeys = docs.map((doc) => facetKey(doc.id));

  function inBand(rank: number, band: Band): boolean {
    const price = priceAt(rank);
    return (band.lowExclusive ? price > band.low : price >= band.low) && price <= band.high;
  }

  /** The first `limit` members in default order, in the band, without `exclude`. */
  function top(group: Group | undefined, band: Band | undefined, excludeId: string): SearchDocument[] {
    if (!group) return [];
    const limit = SIMILAR_CARS.perQueryLimit;
    // `id != "…"` compares as the filter does (normalised).
    const exclude = facetKey(excludeId);
    const hits = (ranks: Iterable<number>) => {
      const found: SearchDocument[] = [];
      for (const rank of ranks) {
        const position = order[rank]!;
        if ((exclude !== undefined && idKeys[position] === exclude) || (band && !inBand(rank, band)))
          continue;
        found.push(docs[position]!);
        if (found.length === limit) break;
      }
      return found;
    };
    if (!band) return hits(group.byRank);
    const from = lowerBound(group.prices, band.low, band.lowExclusive);
    const to = lowerBound(group.prices, band.high, true);
    const inRange = to - from;
    // Ranking the band's members costs about m; walking the group until ten fit, about 10·g/m.
    if (inRange * inRange <= limit * group.byRank.length) return hits(group.ranks.slice(from, to).sort());
    return hits(group.byRank);
  }

  return {
    find(car, count = SIMILAR_CARS.defaultCount) {
      if (!(count > 0)) return [];
      const band = bandOf(car.price);
      const sameModel = top(byModel.get(pairKey(car.make, car.model) ?? ''), band, car.id);
      const body = car.simple_body?.trim();
      const results = [{ hits: sameModel }];
      if (body) results.push({ hits: top(byBody.get(pairKey(car.car_type, body) ?? ''), band, car.id) });
      return mergeSimilarCars({ results }, car.id, count);
    },
  };
}
