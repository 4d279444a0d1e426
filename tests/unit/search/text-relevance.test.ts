import { describe, expect, it } from 'vitest';
import { SEARCHABLE_ATTRIBUTES, type SearchDocument } from '../../../src/search/document.ts';
import { createSearchEngine } from '../../../src/search/engine/engine.ts';
import {
  buildTextIndex,
  MAX_QUERY_WORDS,
  pairProximity,
  place,
  type Relevance,
  relevanceKey,
} from '../../../src/search/engine/text.ts';
import { feedShapedSearchDocuments } from '../../fixtures/feed-search-docs.ts';

const template = feedShapedSearchDocuments()[0]!;
const blank = Object.fromEntries(SEARCHABLE_ATTRIBUTES.map((field) => [field, '']));

/** A document with only the given searchable fields set (and a custom_rank). */
function car(id: string, fields: Partial<SearchDocument>, custom_rank = 1_000_000): SearchDocument {
  return { ...template, ...blank, id, slug: `car-${id}`, custom_rank, ...fields };
}

/** The ids the engine answers, in its order (most relevant first). */
const ids = (docs: SearchDocument[], q: string) =>
  createSearchEngine(docs)
    .multiSearch({ queries: [{ indexUid: 'cars', q, hitsPerPage: 1000, page: 1 }] })
    .results[0]!.hits.map((hit) => hit.id);

describe('relevance keys order as the ranking rules do', () => {
  const none: Relevance = {
    typos: 0,
    proximity: 0,
    attribute: 0,
    position: 0,
    exactField: 0,
    inexactWords: 0,
  };
  const worst: Relevance = {
    typos: 0,
    proximity: 7 * (MAX_QUERY_WORDS - 1),
    attribute: (SEARCHABLE_ATTRIBUTES.length - 1) * MAX_QUERY_WORDS,
    position: 15 * MAX_QUERY_WORDS,
    exactField: 2,
    inexactWords: MAX_QUERY_WORDS,
  };
  const rules = ['typos', 'proximity', 'attribute', 'position', 'exactField', 'inexactWords'] as const;

  it('one step of a rule outweighs every later rule at its worst, for up to ten query words', () => {
    rules.forEach((rule, i) => {
      const later = Object.fromEntries(
        rules.map((r, k) => [r, k > i ? worst[r] : 0]),
      ) as unknown as Relevance;
      expect(relevanceKey({ ...none, [rule]: 1 }), rule).toBeGreaterThan(relevanceKey(later));
    });
  });

  it('is the same for the same statistics and grows with each of them', () => {
    expect(relevanceKey(none)).toBe(0);
    for (const rule of rules)
      expect(relevanceKey({ ...none, [rule]: 2 })).toBeGreaterThan(relevanceKey({ ...none, [rule]: 1 }));
  });
});

describe('proximity of two consecutive query words', () => {
  it('is 0 for neighbours in query order, one more per word between, one more in reverse order', () => {
    expect(pairProximity([place(0, 2)], [place(0, 3)])).toBe(0);
    expect(pairProximity([place(0, 2)], [place(0, 5)])).toBe(2);
    expect(pairProximity([place(0, 3)], [place(0, 2)])).toBe(1);
  });

  it('takes the closest places, and is 7 at most, or in different fields', () => {
    expect(pairProximity([place(0, 1), place(2, 0)], [place(2, 1), place(0, 9)])).toBe(0);
    expect(pairProximity([place(0, 0)], [place(0, 30)])).toBe(7);
    expect(pairProximity([place(0, 0)], [place(1, 1)])).toBe(7);
  });
});

describe('[SRCH-31] embedded relevance', () => {
  it('[SRCH-31] ranks every exact "ranger" above any one-typo "range", whatever the word counts, field lengths and custom_rank', () => {
    // Word statistics that favour the typo: many Rangers with long dealer-system titles (so
    // "ranger" is a common word in long fields), few Range Rovers saying "range" in every
    // field, listed as new (higher custom_rank). A score mixing these (BM25) can put a Range
    // Rover among the Rangers; the typo rule never does.
    const rangers = Array.from({ length: 40 }, (_, i) =>
      car(
        `ranger-${i}`,
        {
          name: `20${10 + (i % 14)} Ford Ranger PX MkIII ${2019 + (i % 3)}.75MY XLT Pick-up Double Cab 4dr Spts Auto 10sp 4x4 2.0DTT`,
          make: 'Ford',
          model: 'Ranger',
          badge: 'XLT Pick-up Double Cab 4dr Spts Auto 10sp 4x4 2.0DTT',
        },
        1_100_000 + i,
      ),
    );
    const rangeRovers = ['Range Rover', 'Range Rover Sport', 'Range Rover Velar'].map((model, i) =>
      car(
        `rover-${i}`,
        {
          name: `2025 Land Rover ${model}`,
          make: 'Land Rover',
          model,
          badge: 'Range',
          location_name: 'Yarra Ranges Range Rover',
        },
        1_120_000,
      ),
    );
    const others = Array.from({ length: 200 }, (_, i) =>
      car(`other-${i}`, { name: `2020 Toyota Corolla ${i}`, make: 'Toyota', model: 'Corolla' }),
    );
    const found = ids([...others, ...rangeRovers, ...rangers], 'ranger');
    expect(found.slice(0, rangers.length).sort()).toEqual(rangers.map((d) => d.id).sort());
    expect(found.slice(rangers.length).sort()).toEqual(rangeRovers.map((d) => d.id).sort());
  });

  it('ranks a word in a more important field first: the make before a dealer named after it', () => {
    const docs = [
      car(
        'at-dealer',
        { name: '2020 Kia Cerato S', make: 'Kia', model: 'Cerato', location_name: 'Parramatta Toyota' },
        2,
      ),
      car('toyota', { name: '2020 Toyota Yaris', make: 'Toyota', model: 'Yaris' }, 1),
    ];
    expect(ids(docs, 'toyota')).toEqual(['toyota', 'at-dealer']);
  });

  it('ranks query words close together and in order first', () => {
    const docs = [
      car('apart', { name: '2021 Toyota HiLux SR', make: 'Toyota', model: 'HiLux', colour: 'White' }, 2),
      car('together', { name: '2021 Toyota HiLux White Edition', make: 'Toyota', model: 'HiLux' }, 1),
    ];
    expect(ids(docs, 'hilux white')).toEqual(['together', 'apart']);
  });

  it('ranks a field that is the query above one that starts with it, then custom_rank decides', () => {
    const docs = [
      car('cross', { name: '2023 Toyota Corolla Cross GXL', make: 'Toyota', model: 'Corolla Cross' }, 3),
      car('corolla-old', { name: '2023 Toyota Corolla SX', make: 'Toyota', model: 'Corolla' }, 1),
      car('corolla-new', { name: '2023 Toyota Corolla ZR', make: 'Toyota', model: 'Corolla' }, 2),
    ];
    expect(ids(docs, 'corolla')).toEqual(['corolla-new', 'corolla-old', 'cross']);
  });

  it('ranks a word as typed above its prefix and its synonyms, all else equal', () => {
    const docs = [
      car('pickup', { name: 'Cab Pickup' }, 3),
      car('utes', { name: 'Cab Utes' }, 2),
      car('ute', { name: 'Cab Ute' }, 1),
    ];
    expect(ids(docs, 'ute')).toEqual(['ute', 'pickup', 'utes']);
  });

  it('matches VINs and stock numbers exactly or by prefix, never with a typo', () => {
    const docs = [
      car('a', {
        name: '2022 Ford Ranger XLT',
        make: 'Ford',
        model: 'Ranger',
        vin: 'MNAUMFF50NW201101',
        stocknum: 'U2201',
      }),
      car('b', {
        name: '2022 Ford Ranger XL',
        make: 'Ford',
        model: 'Ranger',
        vin: 'MNAUMFF50NW201108',
        stocknum: 'U2208',
      }),
    ];
    expect(ids(docs, 'MNAUMFF50NW201101')).toEqual(['a']);
    expect(ids(docs, 'MNAUMFF50NW201109')).toEqual([]);
    expect(ids(docs, 'u2201')).toEqual(['a']);
    expect(ids(docs, 'u220').sort()).toEqual(['a', 'b']);
    expect(ids(docs, 'u2209')).toEqual([]);
  });

  it('answers each match once, with keys that never decrease down the list', () => {
    const docs = feedShapedSearchDocuments();
    for (const q of ['ranger', 'land cruiser', 'white ute', 'toyota hilux sr5', 'corol']) {
      const { positions, keys } = buildTextIndex(docs).search(q);
      expect(positions.length, q).toBeGreaterThan(0);
      expect(new Set(positions).size, q).toBe(positions.length);
      expect([...keys], q).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it('reads no more than ten query words, as Meilisearch', () => {
    const docs = [car('a', { name: 'one two three four five six seven eight nine ten', make: 'Kia' })];
    expect(ids(docs, 'one two three four five six seven eight nine ten')).toEqual(['a']);
    expect(ids(docs, 'one two three four five six seven eight nine ten eleven')).toEqual(['a']);
  });
});
