import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_DIRECTORY_STATE,
  EMPTY_HERO_VALUES,
  heroOptions,
  heroSearchState,
  type DirectoryState,
} from '../../../src/domain/directory.ts';
import { EMPTY_OFFERS_STATE, type OffersState } from '../../../src/domain/offers.ts';
import { landingPaths, landingVocabulary } from '../../../src/domain/search-url.ts';
import { DIRECTORY_CACHE_SIZE } from '../../../src/domain/search/directory-cache.ts';
import { loadTenant } from '../../../src/config/load-tenant.ts';
import type { Model, Offer } from '../../../src/model/content.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { createSearchEngine, type SearchEngine } from '../../../src/search/engine/engine.ts';
import type { SearchBackend } from '../../../src/search/engine/http-client.ts';
import {
  createDirectorySearch,
  directoryDocuments,
  directoryEngine,
  directoryRequest,
  type ModelEntry,
  modelEntries,
  readDirectoryResponse,
} from '../../../src/search/directory/directory-search.ts';
import { anyOf, mergedFacet, spread, widthOf } from '../../../src/search/directory/multi-valued.ts';
import {
  createOffersSearch,
  offerEntries,
  offersEngine,
  offersRequest,
} from '../../../src/search/directory/offers-search.ts';
import {
  countStock,
  meilisearchFetchBackend,
  stockCountRequest,
} from '../../../src/search/directory/stock-count.ts';
import { compileFilter } from '../../../src/search/filter/index.ts';
import { demoSearchDocuments } from '../../fixtures/search-docs.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');

function entry(
  id: string,
  make: string,
  name: string,
  bodies: string[],
  extra: Partial<ModelEntry> = {},
): ModelEntry {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    name,
    slug,
    make,
    make_slug: make.toLowerCase(),
    model_slug: slug,
    bodies,
    manufacturer_body: '',
    status: 'current',
    description: '',
    ...extra,
  };
}

/** 30 models over three makes: enough for two pages of 21. */
const ENTRIES: ModelEntry[] = [
  entry('t1', 'Toyota', 'HiLux', ['utes']),
  entry('t2', 'Toyota', 'RAV4', ['suvs', 'hybrids']),
  entry('t3', 'Toyota', 'Corolla', ['cars', 'hybrids'], { manufacturer_body: 'Hatch' }),
  entry('t4', 'Toyota', 'LandCruiser 300', ['suvs']),
  entry('m1', 'Mazda', 'CX-5', ['suvs']),
  entry('m2', 'Mazda', 'BT-50', ['utes'], { statusLabel: 'COMING SOON', status: 'coming_soon' }),
  ...Array.from({ length: 24 }, (_, i) => entry(`k${i}`, 'Kia', `Model ${i}`, i % 2 ? ['suvs'] : ['cars'])),
];

const state = (patch: Partial<DirectoryState> = {}): DirectoryState => ({
  ...EMPTY_DIRECTORY_STATE,
  ...patch,
});

/** A backend that counts the requests reaching it. */
function counting(engine: SearchEngine): SearchBackend & { calls: number } {
  const backend = {
    calls: 0,
    multiSearch(request: Parameters<SearchEngine['multiSearch']>[0]) {
      backend.calls += 1;
      return engine.multiSearch(request);
    },
    facetSearch: engine.facetSearch,
  };
  return backend;
}

describe('list-valued attributes on the embedded engine', () => {
  it('spreads a list over padded columns and matches any of them', () => {
    expect(widthOf([['a'], ['a', 'b', 'b'], []])).toBe(2);
    expect(widthOf([])).toBe(1);
    expect(spread('body', ['suvs', ' ', 'suvs', 'hybrids'], 3)).toEqual({
      body_0: 'suvs',
      body_1: 'hybrids',
      body_2: '',
    });
    expect(anyOf('body', 2, ['suvs'])).toEqual(['body_0 = "suvs"', 'body_1 = "suvs"']);
    const counts = mergedFacet({ body_0: { suvs: 3, cars: 1 }, body_1: { hybrids: 2, suvs: 1 } }, 'body', 2);
    expect(Object.fromEntries(counts)).toEqual({ suvs: 4, cars: 1, hybrids: 2 });
  });
});

describe('directory search', () => {
  const { engine, width } = directoryEngine(ENTRIES);
  const search = (s: DirectoryState) =>
    readDirectoryResponse(engine.multiSearch(directoryRequest(s, width)), s, width);

  it('[SRCH-27] pages of 21 in the dealer order, with the total and page count', () => {
    const first = search(state());
    expect(first.total).toBe(30);
    expect(first.pages).toBe(2);
    expect(first.ids).toHaveLength(21);
    expect(first.ids.slice(0, 3)).toEqual(['t1', 't2', 't3']);
    const second = search(state({ page: 2 }));
    expect(second.page).toBe(2);
    expect(second.ids).toEqual(ENTRIES.slice(21).map((e) => e.id));
  });

  it('[SRCH-27] filters on manufacturer name, model name and model body (any of its bodies)', () => {
    expect(search(state({ make: 'Toyota' })).ids).toEqual(['t1', 't2', 't3', 't4']);
    expect(search(state({ make: 'Toyota', model: 'RAV4' })).ids).toEqual(['t2']);
    expect(search(state({ body: 'hybrids' })).ids).toEqual(['t2', 't3']);
    expect(search(state({ make: 'Toyota', body: 'suvs' })).ids).toEqual(['t2', 't4']);
    expect(search(state({ make: 'Mazda', body: 'hybrids' })).total).toBe(0);
  });

  it('[SRCH-27] searches text in the make, model, bodies and status', () => {
    expect(search(state({ query: 'landcruiser' })).ids).toEqual(['t4']);
    expect(search(state({ query: 'toyota hybrid' })).ids.sort()).toEqual(['t2', 't3']);
    expect(search(state({ query: 'hatch' })).ids).toEqual(['t3']);
    expect(search(state({ query: 'coming soon' })).ids).toEqual(['m2']);
    expect(search(state({ query: 'zzzz' })).total).toBe(0);
  });

  it('[SRCH-27] counts each make and body without its own choice; models once a make is chosen', () => {
    const all = search(state());
    expect(all.makes).toEqual([
      { value: 'Kia', count: 24 },
      { value: 'Mazda', count: 2 },
      { value: 'Toyota', count: 4 },
    ]);
    expect(all.bodies.map((b) => b.value)).toEqual(['suvs', 'utes', 'cars', 'hybrids']);
    expect(all.bodies.find((b) => b.value === 'suvs')!.count).toBe(3 + 12);
    expect(all.models).toEqual([]);
    const toyotaSuvs = search(state({ make: 'Toyota', body: 'suvs' }));
    // Makes counted with the body choice only; bodies counted with the make choice only.
    expect(toyotaSuvs.makes).toEqual([
      { value: 'Kia', count: 12 },
      { value: 'Mazda', count: 1 },
      { value: 'Toyota', count: 2 },
    ]);
    expect(toyotaSuvs.bodies).toEqual([
      { value: 'suvs', count: 2 },
      { value: 'utes', count: 1 },
      { value: 'cars', count: 1 },
      { value: 'hybrids', count: 2 },
    ]);
    expect(toyotaSuvs.models.map((m) => m.value)).toEqual(['LandCruiser 300', 'RAV4']);
    // A chosen value with no models left stays listed, so it can be unchosen.
    expect(
      search(state({ make: 'Mazda', body: 'hybrids' })).bodies.find((b) => b.value === 'hybrids'),
    ).toEqual({ value: 'hybrids', count: 0 });
  });

  it('[SRCH-27] asks with hitsPerPage 21 and the query, and filters the spec names', () => {
    const request = directoryRequest(
      state({ query: 'rav', page: 2, make: 'Toyota', model: 'RAV4', body: 'suvs' }),
      2,
    );
    expect(request.queries[0]).toMatchObject({ indexUid: 'models', q: 'rav', hitsPerPage: 21, page: 2 });
    expect(request.queries[0]!.filter).toEqual([
      'make = "Toyota"',
      'model = "RAV4"',
      ['body_0 = "suvs"', 'body_1 = "suvs"'],
    ]);
  });

  it('[SRCH-27] caches the last 10 searches, oldest dropped first', async () => {
    const backend = counting(engine);
    const directory = createDirectorySearch(backend, width);
    const first = await directory.search(state({ make: 'Toyota' }));
    expect(await directory.search(state({ make: 'Toyota' }))).toBe(first);
    expect(backend.calls).toBe(1);
    // The same search written differently shares the entry.
    await directory.search(state({ make: 'Toyota', query: '' }));
    expect(backend.calls).toBe(1);
    for (let page = 1; page <= DIRECTORY_CACHE_SIZE; page++)
      await directory.search(state({ query: 'model', page }));
    expect(directory.cache.size).toBe(10);
    expect(backend.calls).toBe(11);
    await directory.search(state({ make: 'Toyota' }));
    expect(backend.calls).toBe(12);
  });
});

describe('directory entries from tenant content', () => {
  let harbour: ReturnType<typeof loadTenant>;
  let docs: SearchDocument[];
  beforeAll(() => {
    harbour = loadTenant(join(root, 'tenants'), 'harbour-city-toyota');
    docs = demoSearchDocuments(undefined, 'harbour-city-toyota');
  });

  it('[MOD-01] every model card links to a prerendered page, the dealer’s own override URL, or not at all', () => {
    const vocabulary = landingVocabulary(docs);
    const pages = new Set(landingPaths(vocabulary));
    const entries = modelEntries(harbour.models, harbour.manufacturers, { vocabulary });
    expect(entries.length).toBeGreaterThan(10);
    const overrides = new Set(harbour.models.flatMap((m) => (m.override_url ? [m.override_url] : [])));
    for (const model of entries)
      if (model.href) expect(pages.has(model.href) || overrides.has(model.href), model.href).toBe(true);
    expect(entries.find((e) => e.name === 'Tundra')!.href).toBe('https://www.toyota.com.au/tundra');
    expect(entries.find((e) => e.name === 'HiLux')!.href).toBe('/search/toyota/hilux');
    // No GR Yaris in the demo stock: the Toyota stock instead of a missing page.
    expect(entries.find((e) => e.name === 'GR Yaris')!.href).toBe('/search/toyota');
  });

  it('[MOD-01] descriptions at most 200 characters, status badges and from prices', () => {
    const entries = modelEntries(harbour.models, harbour.manufacturers, {
      vocabulary: landingVocabulary(docs),
    });
    for (const model of entries) expect(model.description.length).toBeLessThanOrEqual(200);
    expect(entries.some((e) => e.description.endsWith('…'))).toBe(true);
    expect(entries.find((e) => e.name === 'Tundra')).toMatchObject({
      statusLabel: 'COMING SOON',
      fromPrice: undefined,
    });
    expect(entries.find((e) => e.name === 'HiLux')).toMatchObject({
      statusLabel: 'NEW',
      fromPrice: 'From $32,990',
      bodies: ['utes'],
    });
  });

  it('falls back to the site make logo and the model slug', () => {
    const models = [
      {
        id: '1',
        name: 'CX-5',
        slug: 'mazda-cx-5',
        manufacturer_name: 'mazda',
        body: ['suvs'],
        status: 'current',
      } as Model,
    ];
    const [model] = modelEntries(
      models,
      [{ id: 'm', name: 'Mazda', slug: 'mazda' }],
      { vocabulary: landingVocabulary([]) },
      (make) => `/brand/makes/${make.toLowerCase()}.svg`,
    );
    expect(model).toMatchObject({
      make: 'Mazda',
      make_slug: 'mazda',
      model_slug: 'cx-5',
      logo: '/brand/makes/mazda.svg',
      href: undefined,
      linkLabel: undefined,
    });
    expect(directoryDocuments([model!]).docs[0]).toMatchObject({
      name: 'Mazda CX-5',
      make: 'Mazda',
      model: 'CX-5',
      body_0: 'suvs',
    });
  });
});

describe('special-offers search', () => {
  const offers: Offer[] = [
    {
      id: 'hilux',
      title: 'HiLux SR5 drive away $59,990',
      description: 'Turbo diesel 4x4',
      categories: ['New Vehicles', 'Drive Away'],
      price: 59990,
      start: '2026-10-01',
      expiry: '2026-12-31',
    },
    {
      id: 'service',
      title: 'Capped price servicing',
      description: 'Every new Toyota',
      categories: ['Service'],
      price: 250,
      start: '2026-01-01',
    },
    {
      id: 'roadside',
      title: 'Roadside assist on used cars',
      description: '12 months',
      categories: ['Used Vehicles'],
    },
    { id: 'eofy', title: 'EOFY sale', categories: ['New Vehicles'], expiry: '2026-06-30' },
    {
      id: 'newyear',
      title: 'New Year service special',
      categories: ['Service'],
      price: 59,
      start: '2027-01-01',
    },
    ...Array.from(
      { length: 25 },
      (_, i): Offer => ({
        id: `acc${i}`,
        title: `Accessory deal ${i}`,
        categories: ['Parts'],
        price: 100 + i,
      }),
    ),
  ];
  const now = new Date('2026-11-21T00:00:00Z');
  const { engine, width } = offersEngine(offerEntries(offers));
  const at = (s: Partial<OffersState>, when = now) =>
    createOffersSearch(engine, width).search({ ...EMPTY_OFFERS_STATE, ...s }, when);

  it('[SRCH-28] shows only offers live at the time of the search, 21 a page', async () => {
    const first = await at({});
    expect(first.total).toBe(28);
    expect(first.ids).toHaveLength(21);
    expect(first.ids.slice(0, 3)).toEqual(['hilux', 'service', 'roadside']);
    expect(first.ids).not.toContain('eofy');
    expect((await at({ page: 2 })).ids).toHaveLength(7);
    const january = await at({ categories: ['Service'] }, new Date('2027-01-02T00:00:00Z'));
    expect(january.ids).toEqual(['service', 'newyear']);
  });

  it('[SRCH-28] filters categories (any chosen) and price, counting categories without their own choice', async () => {
    const service = await at({ categories: ['Service', 'Drive Away'] });
    expect(service.ids).toEqual(['hilux', 'service']);
    expect(service.categories).toEqual([
      { value: 'Drive Away', count: 1 },
      { value: 'New Vehicles', count: 1 },
      { value: 'Parts', count: 25 },
      { value: 'Service', count: 1 },
      { value: 'Used Vehicles', count: 1 },
    ]);
    // An offer without a price never matches a price choice.
    expect((await at({ price: [null, 300] })).total).toBe(26);
    expect((await at({ price: [200, 60000] })).ids).toEqual(['hilux', 'service']);
    expect((await at({ price: [200, null], categories: ['Service'] })).ids).toEqual(['service']);
    expect((await at({ query: 'diesel' })).ids).toEqual(['hilux']);
    expect((await at({ query: 'service' })).ids).toEqual(['service']);
    expect((await at({ query: 'boat' })).total).toBe(0);
  });

  it('[SRCH-28] asks with hitsPerPage 21, the query, categories and price', () => {
    const request = offersRequest(
      { query: 'hilux', page: 1, categories: ['Service'], price: [100, null] },
      2,
      now.getTime(),
    );
    expect(request.queries[0]).toMatchObject({ indexUid: 'offers', q: 'hilux', hitsPerPage: 21, page: 1 });
    expect(request.queries[0]!.filter).toEqual([
      `live_from <= ${now.getTime()}`,
      `live_until > ${now.getTime()}`,
      ['category_0 = "Service"', 'category_1 = "Service"'],
      'has_price = true',
      'price >= 100',
    ]);
  });

  it('reports the prices the price choice can narrow', async () => {
    const result = await at({ categories: ['Service', 'New Vehicles'], price: [1000, null] });
    expect(result.ids).toEqual(['hilux']);
    expect(result.prices).toEqual([250, 59990]);
  });
});

describe('hero stock count', () => {
  let docs: SearchDocument[];
  let engine: SearchEngine;
  beforeAll(() => {
    docs = demoSearchDocuments(400);
    engine = createSearchEngine(docs);
  });

  it('[SRCH-11] counts the stock the results page will show, asking for no hits', async () => {
    const values = {
      ...EMPTY_HERO_VALUES,
      make: 'Toyota',
      facets: { car_type: 'new,demo' },
      priceMax: 60000,
    };
    const state = heroSearchState(values);
    const request = stockCountRequest(state, 'cars');
    expect(request.queries[0]).toMatchObject({ indexUid: 'cars', hitsPerPage: 0 });
    expect(engine.multiSearch(request).results[0]!.hits).toEqual([]);
    const matches = compileFilter('make = Toyota AND car_type IN [new, demo] AND price <= 60000');
    const expected = docs.filter((doc) => matches(doc)).length;
    expect(expected).toBeGreaterThan(0);
    expect(await countStock(engine, state, 'cars')).toBe(expected);
    expect(await countStock(engine, heroSearchState(EMPTY_HERO_VALUES), 'cars')).toBe(docs.length);
    expect(heroOptions(docs).total).toBe(docs.length);
  });

  it('[SRCH-11] counts on a Meilisearch server with a search-only key', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(
        JSON.stringify({
          results: [{ indexUid: 'cars-x', hits: [], query: '', processingTimeMs: 1, totalHits: 42 }],
        }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const backend = meilisearchFetchBackend('https://search.example.com/', 'public-key', fetcher);
    expect(await countStock(backend, heroSearchState({ ...EMPTY_HERO_VALUES, make: 'Kia' }), 'cars-x')).toBe(
      42,
    );
    expect(sent[0]!.url).toBe('https://search.example.com/multi-search');
    expect((sent[0]!.init.headers as Record<string, string>)['authorization']).toBe('Bearer public-key');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      queries: [{ indexUid: 'cars-x', q: null, filter: [['make = "Kia"']], hitsPerPage: 0, page: 1 }],
    });
    const failing = meilisearchFetchBackend(
      'https://search.example.com',
      'k',
      (async () => new Response('no', { status: 403 })) as unknown as typeof fetch,
    );
    await expect(countStock(failing, heroSearchState(EMPTY_HERO_VALUES), 'cars-x')).rejects.toThrow(
      'Search failed (403).',
    );
  });
});
