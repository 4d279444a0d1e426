/**
 * The search contract (DESIGN: Search): scenarios written once against the Meilisearch
 * search API and run against every backend — the embedded engine always, a live
 * Meilisearch when MEILI_URL is set. Each scenario checks a backend against an oracle
 * computed from the documents (the shared filter evaluator for filters, plain counting for
 * facets, word matching for text), never against the other backend, so the two runs are
 * independent proofs of the same behaviour.
 */
import { expect } from 'vitest';
import { stockFilter } from '../../src/domain/directory.ts';
import {
  type QueryWordsVocabulary,
  readQueryWords,
  stockNames,
} from '../../src/domain/search/query-words.ts';
import { searchWithQueryWords, WORD_LIST_ATTRIBUTES } from '../../src/domain/search/query-words-state.ts';
import { EMPTY_STATE, landingVocabulary } from '../../src/domain/search-url.ts';
import type { SearchDocument } from '../../src/search/document.ts';
import { compileFilter, type FilterInput } from '../../src/search/filter/index.ts';
import { secondSearch } from '../../src/search/meilisearch/second-search.ts';
import {
  allHits,
  type ContractBackend,
  counts,
  expectOrdered,
  expectRejected,
  filtered,
  idsOf,
  type Scenario,
  search,
  textOracle,
} from './helpers.ts';

export type { ContractBackend, ContractQuery, Scenario } from './helpers.ts';

function filterScenario(title: string, filter: FilterInput, expectSome = true): Scenario {
  return {
    title: `filter ${title}: ${JSON.stringify(filter)}`,
    async run(backend, docs) {
      const expected = idsOf(filtered(docs, filter));
      if (expectSome) expect(expected.length, 'the oracle should select some documents').toBeGreaterThan(0);
      expect(idsOf(await allHits(backend, { filter }))).toEqual(expected);
    },
  };
}

// ---- scenarios ---------------------------------------------------------------------------

const placeholder: Scenario[] = [
  {
    title: '[SRCH-04] a placeholder search returns every document in custom_rank descending order',
    async run(backend, docs) {
      const hits = await allHits(backend, {});
      expect(hits).toHaveLength(docs.length);
      expect(idsOf(hits)).toEqual(idsOf(docs));
      const ranks = hits.map((h) => h.custom_rank);
      expect(ranks).toEqual(docs.map((d) => d.custom_rank).sort((a, b) => b - a));
    },
  },
];

const text: Scenario[] = [
  {
    title: 'text: a make finds every car that mentions it in a searchable field',
    async run(backend, docs) {
      const expected = textOracle(docs, 'toyota');
      expect(expected.filter((d) => d.make === 'Toyota').length).toBe(
        docs.filter((d) => d.make === 'Toyota').length,
      );
      expect(idsOf(await allHits(backend, { q: 'toyota' }))).toEqual(idsOf(expected));
    },
  },
  {
    title: 'text: every word must match and the last one is a prefix (a model being typed)',
    appliesTo: (docs) => docs.some((d) => d.make === 'Toyota' && d.model === 'Camry'),
    async run(backend, docs) {
      const hits = await allHits(backend, { q: 'toyota camr' });
      expect(hits.length).toBeGreaterThan(0);
      expect(idsOf(hits)).toEqual(idsOf(textOracle(docs, 'toyota camr')));
      expect(hits.every((h) => h.model === 'Camry')).toBe(true);
    },
  },
  {
    title: 'text: one typo is tolerated from 5 letters ("toyta" finds the Toyotas)',
    async run(backend) {
      const typo = idsOf(await allHits(backend, { q: 'toyta' }));
      expect(typo.length).toBeGreaterThan(0);
      expect(typo).toEqual(idsOf(await allHits(backend, { q: 'toyota' })));
    },
  },
  ...(
    [
      ['vw', 'volkswagen', 'Volkswagen'],
      ['chevy', 'chevrolet', 'Chevrolet'],
    ] as const
  ).map(
    ([short, long, make]): Scenario => ({
      title: `text: synonyms — "${short}" and "${long}" find the same cars`,
      appliesTo: (docs) => docs.some((d) => d.make === make),
      async run(backend, docs) {
        const viaSynonym = idsOf(await allHits(backend, { q: short }));
        expect(viaSynonym).toEqual(idsOf(await allHits(backend, { q: long })));
        expect(viaSynonym.length).toBeGreaterThanOrEqual(docs.filter((d) => d.make === make).length);
      },
    }),
  ),
  ...(
    [
      ['land cruiser', 'landcruiser', 'LandCruiser'],
      ['rav 4', 'rav4', 'RAV4'],
      ['hi lux', 'hilux', 'HiLux'],
    ] as const
  ).map(
    ([typed, spelled, model]): Scenario => ({
      title: `text: [FEED-10] "${typed}" finds what "${spelled}" finds: the ${model} cars, as the feed spells them`,
      appliesTo: (docs) => docs.some((d) => d.model === model || d.model.startsWith(`${model} `)),
      async run(backend, docs) {
        const typedIds = idsOf(await allHits(backend, { q: typed }));
        expect(typedIds).toEqual(idsOf(await allHits(backend, { q: spelled })));
        const models = docs.filter((d) => d.model === model || d.model.startsWith(`${model} `));
        expect(typedIds.length).toBeGreaterThanOrEqual(models.length);
      },
    }),
  ),
  ...(['stocknum', 'vin'] as const).map(
    (attribute): Scenario => ({
      title: `text: a ${attribute === 'vin' ? 'VIN' : 'stock number'} finds its car first, and one wrong digit does not find it (no typos)`,
      appliesTo: (docs) => docs.some((d) => /\d$/.test(d[attribute])),
      async run(backend, docs) {
        const car = docs.find((d) => /\d$/.test(d[attribute]))!;
        const exact = await search(backend, { q: car[attribute], hitsPerPage: 5, page: 1 });
        expect(exact.hits[0]?.id).toBe(car.id);
        const wrong = car[attribute].replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
        expect((await allHits(backend, { q: wrong })).some((h) => h.id === car.id)).toBe(false);
      },
    }),
  ),
];

const filters: Scenario[] = [
  filterScenario('=', 'make = Toyota'),
  filterScenario('= (case-insensitive, quoted, with spaces)', 'make = "land rover"'),
  filterScenario('= on a value containing a colon', 'make_model = "Toyota:Corolla"'),
  filterScenario('= on a number and on a boolean', 'year = 2024 AND certified = true'),
  filterScenario('!=', 'make != Toyota'),
  filterScenario('>', 'price > 30000'),
  filterScenario('>=', 'price >= 29990'),
  filterScenario('<', 'km < 20000'),
  filterScenario('<=', 'seats <= 4'),
  filterScenario('TO', 'price 10000 TO 30000'),
  filterScenario('IN', 'make IN [Mazda, Kia, "Land Rover"]'),
  filterScenario('NOT IN', 'body NOT IN [SUV, Ute]'),
  filterScenario('EXISTS', 'tag EXISTS'),
  filterScenario('NOT EXISTS', 'tag NOT EXISTS', false),
  filterScenario('IS EMPTY', 'tag IS EMPTY'),
  filterScenario('IS NOT EMPTY', 'tag IS NOT EMPTY'),
  filterScenario('IS NULL (no document has a null)', 'tag IS NULL', false),
  filterScenario('IS NOT NULL', 'tag IS NOT NULL'),
  filterScenario('AND', 'make = Toyota AND car_type = used'),
  filterScenario('OR', 'body = Coupe OR body = Convertible'),
  filterScenario('NOT', 'NOT fuel = Diesel'),
  filterScenario('parentheses', '(make = Toyota OR make = Mazda) AND NOT (car_type = new OR km > 50000)'),
  filterScenario('array form sent by instant-meilisearch', [
    '"price">=10000',
    '"price"<=30000',
    ['"make"="Toyota"'],
  ]),
  filterScenario('array form with an OR group', [['"make"="Kia"', '"make"="Mazda"'], '"car_type"="new"']),
  {
    title: 'filter + text: a filter narrows text hits',
    async run(backend, docs) {
      const filter = 'car_type = used AND price < 40000';
      const expected = textOracle(docs, 'toyota').filter(compileFilter(filter));
      expect(expected.length).toBeGreaterThan(0);
      expect(idsOf(await allHits(backend, { q: 'toyota', filter }))).toEqual(idsOf(expected));
    },
  },
];

const facets: Scenario[] = [
  {
    title: 'facets: value counts over the filtered hits, and min/max of price and km',
    async run(backend, docs) {
      const filter = 'car_type = used';
      const used = filtered(docs, filter);
      const result = await search(backend, {
        filter,
        facets: ['make', 'body', 'fuel', 'car_type', 'certified', 'price', 'km'],
        hitsPerPage: 0,
        page: 1,
      });
      expect(result.totalHits).toBe(used.length);
      expect(result.hits).toEqual([]);
      for (const attribute of ['make', 'body', 'fuel', 'car_type', 'certified'] as const) {
        expect(result.facetDistribution?.[attribute], attribute).toEqual(counts(used, attribute));
      }
      for (const attribute of ['price', 'km'] as const) {
        // A car whose km is unknown has no value in the stats (as Meilisearch).
        const values = used.flatMap((d) => (d[attribute] === undefined ? [] : [d[attribute]]));
        expect(result.facetStats?.[attribute], attribute).toEqual({
          min: Math.min(...values),
          max: Math.max(...values),
        });
      }
    },
  },
  {
    title: 'facets: counted over text hits too',
    async run(backend, docs) {
      const hits = textOracle(docs, 'toyota');
      const result = await search(backend, {
        q: 'toyota',
        facets: ['body', 'make'],
        hitsPerPage: 0,
        page: 1,
      });
      expect(result.facetDistribution?.['body']).toEqual(counts(hits, 'body'));
      expect(result.facetDistribution?.['make']).toEqual(counts(hits, 'make'));
    },
  },
  {
    title: 'facet search: a prefix of a value finds it, counted within the filter',
    async run(backend, docs) {
      const filter = 'car_type = used';
      const { facetHits } = await backend.facetSearch(backend.indexUid, {
        facetName: 'make',
        facetQuery: 'toy',
        filter,
      });
      expect(facetHits).toContainEqual({
        value: 'Toyota',
        count: filtered(docs, filter).filter((d) => d.make === 'Toyota').length,
      });
    },
  },
];

const sorts: Scenario[] = [
  ...(
    [
      ['lowest price', 'price', 'asc'],
      ['highest price', 'price', 'desc'],
      ['latest', 'created_at', 'desc'],
    ] as const
  ).map(
    ([label, attribute, direction]): Scenario => ({
      title: `[SRCH-04] sort "${label}" (${attribute}:${direction}) orders every hit, ties in custom_rank order`,
      async run(backend, docs) {
        const hits = await allHits(backend, { sort: [`${attribute}:${direction}`] });
        expect(idsOf(hits)).toEqual(idsOf(docs));
        expectOrdered(
          hits.map((h) => h[attribute]),
          direction,
          attribute,
        );
        // Within equal sort values the default order (custom_rank:desc) decides.
        for (let i = 1; i < hits.length; i++) {
          if (hits[i]![attribute] === hits[i - 1]![attribute])
            expect(hits[i]!.custom_rank).toBeLessThanOrEqual(hits[i - 1]!.custom_rank);
        }
      },
    }),
  ),
  ...(
    [
      ['lowest price', 'price', 'asc'],
      ['highest price', 'price', 'desc'],
      ['latest', 'created_at', 'desc'],
    ] as const
  ).map(
    ([label, attribute, direction]): Scenario => ({
      title: `[SRCH-04] sort "${label}" with a text query and a filter: sort order wins over relevance`,
      async run(backend, docs) {
        const filter = 'status != sold';
        const hits = await allHits(backend, { q: 'toyota', filter, sort: [`${attribute}:${direction}`] });
        expect(idsOf(hits)).toEqual(idsOf(textOracle(docs, 'toyota').filter(compileFilter(filter))));
        expectOrdered(
          hits.map((h) => h[attribute]),
          direction,
          attribute,
        );
      },
    }),
  ),
  {
    title: '[SRCH-04] "most relevant": with a text query and no sort, the best match comes first',
    async run(backend, docs) {
      const car = docs.find((d) => d.stocknum)!;
      const result = await search(backend, { q: `${car.make} ${car.stocknum}`, hitsPerPage: 3, page: 1 });
      expect(result.hits[0]?.id).toBe(car.id);
    },
  },
];

const paging: Scenario[] = [
  {
    title: 'paging: page/hitsPerPage gives totals and pages; offset/limit gives the same slices',
    async run(backend, docs) {
      const first = await search(backend, { page: 1, hitsPerPage: 21 });
      expect(first).toMatchObject({
        page: 1,
        hitsPerPage: 21,
        totalHits: docs.length,
        totalPages: Math.ceil(docs.length / 21),
      });
      expect(first.hits).toHaveLength(21);
      const second = await search(backend, { page: 2, hitsPerPage: 21 });
      const sliced = await search(backend, { offset: 21, limit: 21 });
      expect(sliced).toMatchObject({ offset: 21, limit: 21, estimatedTotalHits: docs.length });
      expect(sliced.hits.map((h) => h.id)).toEqual(second.hits.map((h) => h.id));
      expect(new Set([...first.hits, ...second.hits].map((h) => h.id)).size).toBe(42);
      const last = await search(backend, { page: first.totalPages!, hitsPerPage: 21 });
      expect(last.hits).toHaveLength(docs.length - 21 * (first.totalPages! - 1));
      expect((await search(backend, { page: first.totalPages! + 1, hitsPerPage: 21 })).hits).toEqual([]);
    },
  },
];

const errors: Scenario[] = [
  {
    title: 'an invalid filter or sort is rejected, not answered with wrong results',
    async run(backend) {
      await expectRejected(() => search(backend, { filter: 'price >> 3' }), 'unknown operator');
      await expectRejected(() => search(backend, { filter: 'make = ' }), 'missing value');
      await expectRejected(
        () => search(backend, { filter: ['make = Kia', '(price > 3'] }),
        'unbalanced parenthesis in the array form',
      );
      await expectRejected(() => search(backend, { sort: ['price:sideways'] }), 'bad sort direction');
    },
  },
];

const secondSearchCall: Scenario[] = [
  {
    title: '[SRCH-30] second search call: "attribute:value" filters and a limit give an array of cars',
    async run(backend, docs) {
      const call = { indexUid: backend.indexUid, multiSearch: backend.multiSearch };
      const cars = await secondSearch(call, 'make:Toyota AND car_type:used', 5);
      const expected = filtered(docs, 'make = Toyota AND car_type = used');
      expect(cars).toHaveLength(5);
      expect(cars.every((car) => car.make === 'Toyota' && car.car_type === 'used')).toBe(true);
      expect(cars.map((c) => c.custom_rank)).toEqual(
        expected
          .map((d) => d.custom_rank)
          .sort((a, b) => b - a)
          .slice(0, 5),
      );
      expect(idsOf(await secondSearch(call, 'make_model:"Toyota:Corolla"', 1000))).toEqual(
        idsOf(filtered(docs, 'make_model = "Toyota:Corolla"')),
      );
      expect(idsOf(await secondSearch(call, 'price:10000 TO 20000 AND body:SUV', 1000))).toEqual(
        idsOf(filtered(docs, 'price 10000 TO 20000 AND body = SUV')),
      );
      expect(await secondSearch(call, 'make:Toyota', 0)).toEqual([]);
      expect(await secondSearch(call, '', 3)).toHaveLength(3);
      await expectRejected(() => secondSearch(call, 'make::', 3), 'invalid filter');
    },
  },
];

// ---- relevance: what shoppers type, and the cars they expect first ----------------------
//
// Each expectation is written from the shopper's side, as predicates over the documents
// ("a Ford Ranger"), never from an engine's answer. They hold on both backends: every
// ranking rule they rely on (typo, attribute, exactness) is Meilisearch's documented
// behaviour, which the embedded engine mirrors (src/search/engine/text.ts). They run on the
// demo stock and on a feed-shaped stock with the confusable cars (tests/fixtures/feed-search-docs.ts).

type Shopper = (doc: SearchDocument) => boolean;

const label = (doc: SearchDocument) => `${doc.id} ${doc.year} ${doc.make} ${doc.model} ${doc.badge}`.trim();
/** A word of the text, whole and in any case: "range" in "Range Rover", not in "Ranger". */
const hasWord = (text: string, word: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .includes(word);
const isModel =
  (make: string, model: string): Shopper =>
  (d) =>
    d.make === make && d.model.toLowerCase() === model.toLowerCase();
const isLandCruiser: Shopper = (d) => d.make === 'Toyota' && d.model.startsWith('LandCruiser');
const isRangeRover: Shopper = (d) => d.make === 'Land Rover' && d.model.startsWith('Range Rover');
const isCorolla: Shopper = (d) =>
  d.make === 'Toyota' && (d.model === 'Corolla' || d.model === 'Corolla Cross');

interface Ranked {
  q: string;
  /** What the shopper expects, e.g. "every Ford Ranger before any Range Rover". */
  title: string;
  /** The scenario proves SRCH-31 (exact above typo, compound and split words, VIN and stock number). */
  srch31?: boolean;
  /** The cars that must come first: all of them, before any other hit. */
  first: Shopper;
  /** The only other cars that may follow them (none when absent). */
  after?: Shopper;
  /** Cars the stock must also hold for the scenario to prove anything (the look-alikes). */
  needs?: Shopper;
}

/** The cars `first` selects fill the top of the results, every one of them; anything after them is `after`. */
function ranked({ q, title, srch31, first, after, needs }: Ranked): Scenario {
  return {
    title: `${srch31 ? '[SRCH-31] ' : ''}relevance: "${q}" → ${title}`,
    appliesTo: (docs) => docs.some(first) && (!needs || docs.some(needs)),
    async run(backend, docs) {
      const hits = await allHits(backend, { q });
      const expected = docs.filter(first);
      const top = hits.slice(0, expected.length);
      expect(top.map(label).sort(), 'the cars expected first, and nothing else before them').toEqual(
        expected.map(label).sort(),
      );
      const unexpected = hits.slice(expected.length).filter((doc) => !after?.(doc));
      expect(unexpected.map(label), 'cars that should not be found').toEqual([]);
    },
  };
}

/** Every car `wanted` selects is found, and every hit is one `only` allows (no order asserted). */
function finds(q: string, title: string, wanted: Shopper, only: Shopper, srch31 = false): Scenario {
  return {
    title: `${srch31 ? '[SRCH-31] ' : ''}relevance: "${q}" → ${title}`,
    appliesTo: (docs) => docs.some(wanted),
    async run(backend, docs) {
      const hits = await allHits(backend, { q });
      const found = new Set(hits.map((hit) => hit.id));
      expect(docs.filter((doc) => wanted(doc) && !found.has(doc.id)).map(label), 'cars not found').toEqual(
        [],
      );
      expect(hits.filter((hit) => !only(hit)).map(label), 'cars that should not be found').toEqual([]);
    },
  };
}

/** The VIN and the stock number of the feed-shaped stock's 2022 Ford Ranger XLT. */
const RANGER_VIN = 'MNAUMFF50NW201101';
const RANGER_STOCKNUM = 'U2201';

export const RELEVANCE_SCENARIOS: readonly Scenario[] = [
  ranked({
    q: 'ranger',
    srch31: true,
    title: 'every Ford Ranger before any Range Rover (one typo from "range")',
    first: isModel('Ford', 'Ranger'),
    after: (d) => hasWord(d.name, 'range'),
    needs: (d) => hasWord(d.name, 'range'),
  }),
  ranked({
    q: 'ford ranger',
    title: 'the Ford Rangers first; after them only cars one typo away at a Ford dealer ("Range")',
    first: isModel('Ford', 'Ranger'),
    after: (d) => hasWord(d.name, 'range') && hasWord(d.location_name, 'ford'),
  }),
  ranked({
    q: 'ranger raptor',
    title: 'the Ranger Raptors only',
    first: (d) => isModel('Ford', 'Ranger')(d) && d.badge === 'Raptor',
  }),
  ranked({
    q: 'ford ranger xlt',
    title: 'the Ranger XLTs only',
    first: (d) => isModel('Ford', 'Ranger')(d) && d.badge === 'XLT',
  }),
  ranked({
    q: 'range rover',
    srch31: true,
    title: 'the Range Rovers, and no Ford Ranger (a typo of "range")',
    first: isRangeRover,
    needs: isModel('Ford', 'Ranger'),
  }),
  ranked({
    q: 'range rover',
    title:
      'the Range Rover itself before the Sport, Evoque and Velar (a field that is the query ranks first)',
    first: (d) => d.make === 'Land Rover' && d.model === 'Range Rover',
    after: isRangeRover,
  }),
  ranked({
    q: 'range rover sport',
    title: 'the Range Rover Sports only',
    first: (d) => d.make === 'Land Rover' && d.model === 'Range Rover Sport',
  }),
  ranked({
    q: 'land rover',
    title: 'every Land Rover, Range Rovers included',
    first: (d) => d.make === 'Land Rover',
  }),
  ranked({
    q: 'tesla long range',
    title: 'the Long Range Teslas, and no Ford Ranger',
    first: (d) => d.make === 'Tesla' && d.badge.includes('Long Range'),
  }),
  ranked({
    q: 'land cruiser',
    srch31: true,
    title: 'every LandCruiser (300, 70, Prado), as the feed spells them, and no RAV4 Cruiser',
    first: isLandCruiser,
  }),
  ranked({
    q: 'landcruiser',
    srch31: true,
    title: 'every LandCruiser before any RAV4 Cruiser',
    first: isLandCruiser,
    after: (d) => d.model === 'RAV4' && hasWord(d.badge, 'cruiser'),
    needs: (d) => d.model === 'RAV4' && hasWord(d.badge, 'cruiser'),
  }),
  ranked({ q: 'landcrusier', title: 'the LandCruisers (a common misspelling)', first: isLandCruiser }),
  ranked({
    q: 'land cruiser 300',
    srch31: true,
    title: 'the LandCruiser 300s only',
    first: (d) => d.make === 'Toyota' && d.model === 'LandCruiser 300',
  }),
  ranked({
    q: 'prado',
    title: 'the LandCruiser Prados, whichever way the feed named them',
    first: (d) => d.make === 'Toyota' && d.model === 'LandCruiser Prado',
  }),
  ranked({
    q: 'prado kakadu',
    title: 'the Prado Kakadus only',
    first: (d) => d.model === 'LandCruiser Prado' && d.badge === 'Kakadu',
  }),
  ranked({ q: 'rav 4', srch31: true, title: 'the RAV4s only', first: isModel('Toyota', 'RAV4') }),
  ranked({
    q: 'rav4 cruiser',
    title: 'the RAV4 Cruisers only, no LandCruiser',
    first: (d) => d.model === 'RAV4' && hasWord(d.badge, 'cruiser'),
  }),
  ranked({ q: 'corrola', title: 'the Corollas (a common misspelling)', first: isCorolla }),
  ranked({ q: 'corola', title: 'the Corollas (a common misspelling)', first: isCorolla }),
  ranked({
    q: 'corolla',
    title: 'the Corollas before the Corolla Cross (a field that is the query ranks first)',
    first: isModel('Toyota', 'Corolla'),
    after: isModel('Toyota', 'Corolla Cross'),
  }),
  ranked({
    q: 'toyota corolla 2021',
    title: 'the 2021 Toyota Corollas (make, model and year)',
    first: (d) => isCorolla(d) && d.year === 2021,
  }),
  ranked({ q: 'hi lux', srch31: true, title: 'the HiLuxes only', first: isModel('Toyota', 'HiLux') }),
  ranked({
    q: 'toyota hilux sr5',
    title: 'the HiLux SR5s only',
    first: (d) => isModel('Toyota', 'HiLux')(d) && d.badge.startsWith('SR5'),
  }),
  // Meilisearch may read "mazda3" as "mazda" with one typo (it has letters, so it is no number
  // to it): other Mazdas may follow, never come first.
  ranked({
    q: 'mazda3',
    title: 'the Mazda3s first',
    first: isModel('Mazda', 'Mazda3'),
    after: (d) => d.make === 'Mazda',
  }),
  // Meilisearch also finds a CX-3 or CX-30 ("mazda" and "3" as typed, ranked before the joined
  // word), and any car with a "3" at a Mazda dealer; the embedded engine reads "mazda 3" as the
  // Mazda3. Both find every Mazda3, and only Mazdas or cars at a Mazda dealer.
  finds(
    'mazda 3',
    'every Mazda3 (the model written apart), and no car without Mazda in its make or dealer',
    isModel('Mazda', 'Mazda3'),
    (d) => d.make === 'Mazda' || hasWord(d.location_name, 'mazda'),
    true,
  ),
  ranked({ q: 'cx5', srch31: true, title: 'the CX-5s only', first: isModel('Mazda', 'CX-5') }),
  ranked({ q: 'i30', title: 'the Hyundai i30s only', first: isModel('Hyundai', 'i30') }),
  ranked({ q: 'hyundia i30', title: 'the i30s (make misspelt)', first: isModel('Hyundai', 'i30') }),
  ranked({
    q: 'mitsubushi triton',
    title: 'the Tritons (make misspelt)',
    first: isModel('Mitsubishi', 'Triton'),
  }),
  ranked({
    q: 'volkswagon amarok',
    title: 'the Amaroks (make misspelt)',
    first: isModel('Volkswagen', 'Amarok'),
  }),
  ranked({
    q: 'commadore',
    title: 'the Commodores (a common misspelling)',
    first: isModel('Holden', 'Commodore'),
  }),
  ranked({ q: 'mercedes benz', title: 'every Mercedes-Benz', first: (d) => d.make === 'Mercedes-Benz' }),
  ranked({
    q: 'toyta',
    title: 'every Toyota (one typo) before cars that are only sold at a Toyota dealer (make before location)',
    first: (d) => d.make === 'Toyota',
    after: (d) => hasWord(d.location_name, 'toyota'),
  }),
  ranked({
    q: 'camry hybrid',
    title: 'the hybrid Camrys only',
    first: (d) => isModel('Toyota', 'Camry')(d) && (d.fuel === 'Hybrid' || hasWord(d.badge, 'hybrid')),
  }),
  ranked({
    q: 'white ute',
    title: 'every white ute, and nothing else',
    first: (d) => d.body === 'Ute' && hasWord(d.colour, 'white'),
  }),
  ranked({ q: 'ute', title: 'every ute, and nothing else', first: (d) => d.body === 'Ute' }),
  ranked({
    q: 'diesel 4x4',
    title: 'every diesel four-wheel drive (4WD or 4x4), and no AWD or two-wheel drive',
    first: (d) => d.fuel === 'Diesel' && (d.drive === '4WD' || d.drive === '4x4'),
  }),
  ranked({
    q: RANGER_VIN,
    srch31: true,
    title: 'its car, the 2022 Ford Ranger XLT, and nothing else',
    first: (d) => d.vin === RANGER_VIN,
  }),
  ranked({
    q: RANGER_VIN.toLowerCase(),
    srch31: true,
    title: 'a VIN typed in lower case finds its car too',
    first: (d) => d.vin === RANGER_VIN,
  }),
  ranked({
    q: RANGER_STOCKNUM,
    srch31: true,
    title: 'its car, the 2022 Ford Ranger XLT, and nothing else',
    first: (d) => d.stocknum === RANGER_STOCKNUM,
  }),
  ranked({
    q: `ford ${RANGER_STOCKNUM}`,
    srch31: true,
    title: 'a make and a stock number find the car',
    first: (d) => d.stocknum === RANGER_STOCKNUM,
  }),
  {
    title: `[SRCH-31] relevance: "${RANGER_VIN.slice(0, -1)}2" (the VIN with its last digit wrong) finds nothing: no typos in VINs`,
    appliesTo: (docs) => docs.some((d) => d.vin === RANGER_VIN),
    async run(backend) {
      expect(await allHits(backend, { q: `${RANGER_VIN.slice(0, -1)}2` })).toEqual([]);
    },
  },
];

// ---- the search box's words (SRCH-32) ---------------------------------------------------
// Read before a search reaches either backend: both must hand the words the same stock values
// and answer the refinements the words make alike.

const wordVocabulary = (docs: readonly SearchDocument[]): QueryWordsVocabulary => ({
  values: Object.fromEntries(
    WORD_LIST_ATTRIBUTES.map((attribute) => [attribute, Object.keys(counts(docs, attribute))]),
  ),
  names: stockNames(landingVocabulary(docs)),
  thisYear: 2026,
});

/** A typed query's hits: its words read as refinements, the rest searched as text. */
async function wordHits(backend: ContractBackend, docs: readonly SearchDocument[], typed: string) {
  const words = readQueryWords(typed, wordVocabulary(docs));
  const state = searchWithQueryWords(EMPTY_STATE, words);
  return {
    words,
    hits: await allHits(backend, { ...(words.text ? { q: words.text } : {}), filter: stockFilter(state) }),
  };
}

function wordsScenario(typed: string, title: string, wanted: (doc: SearchDocument) => boolean): Scenario {
  return {
    title: `[SRCH-32] query words: "${typed}" → ${title}`,
    async run(backend, docs) {
      const expected = idsOf(docs.filter(wanted));
      expect(expected.length, 'the stock should have such cars').toBeGreaterThan(0);
      const { words, hits } = await wordHits(backend, docs, typed);
      expect(words.text).toBe('');
      expect(idsOf(hits)).toEqual(expected);
    },
  };
}

const isWhite = (doc: SearchDocument) => hasWord(doc.colour, 'white');

const queryWords: Scenario[] = [
  {
    title:
      '[SRCH-32] query words: the stock values the words refine are every facet value, from one facets-only search',
    async run(backend, docs) {
      const result = await search(backend, { facets: [...WORD_LIST_ATTRIBUTES], hitsPerPage: 0, page: 1 });
      for (const attribute of WORD_LIST_ATTRIBUTES)
        expect(result.facetDistribution?.[attribute], attribute).toEqual(counts(docs, attribute));
    },
  },
  wordsScenario('7 seater', 'every 7-seat car, and nothing else', (d) => d.seats === 7),
  wordsScenario('seven seats', 'every 7-seat car, and nothing else', (d) => d.seats === 7),
  wordsScenario(
    'diesel ute under 40k',
    'every diesel ute at $40,000 or less',
    (d) => d.fuel === 'Diesel' && d.body === 'Ute' && d.price <= 40000,
  ),
  wordsScenario(
    'white 4x4 between $30k and $60k',
    'every white four-wheel drive from $30,000 to $60,000',
    (d) => isWhite(d) && d.drive === '4WD' && d.price >= 30000 && d.price <= 60000,
  ),
  {
    title:
      '[SRCH-32] query words: "{year} white corolla" → the white Corollas (and Corolla Crosses) of that year',
    appliesTo: (docs) => docs.some((d) => d.model === 'Corolla' && isWhite(d)),
    async run(backend, docs) {
      const year = docs.find((d) => d.model === 'Corolla' && isWhite(d))!.year;
      const { words, hits } = await wordHits(backend, docs, `${year} white corolla`);
      expect(words.text).toBe('corolla');
      const expected = textOracle(docs, 'corolla').filter((d) => d.year === year && isWhite(d));
      expect(expected.some((d) => d.model === 'Corolla')).toBe(true);
      expect(idsOf(hits)).toEqual(idsOf(expected));
    },
  },
];

export const SCENARIOS: readonly Scenario[] = [
  ...placeholder,
  ...text,
  ...filters,
  ...facets,
  ...sorts,
  ...paging,
  ...errors,
  ...secondSearchCall,
  ...queryWords,
  ...RELEVANCE_SCENARIOS,
];
