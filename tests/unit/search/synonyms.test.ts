import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../src/search/document.ts';
import { createSearchEngine, type SearchEngine } from '../../../src/search/engine/engine.ts';
import { platformSpelledWords, SYNONYMS } from '../../../src/search/synonyms.ts';
import { demoSearchDocuments } from '../../fixtures/search-docs.ts';

describe('makes and models as shoppers type them (FEED-10)', () => {
  let docs: SearchDocument[];
  let engine: SearchEngine;
  beforeAll(() => {
    docs = demoSearchDocuments();
    engine = createSearchEngine(docs);
  });
  const ids = (q: string) =>
    engine
      .multiSearch({ queries: [{ indexUid: 'cars', q, hitsPerPage: 2000, page: 1 }] })
      .results[0]!.hits.map((hit) => hit.id)
      .sort();
  const idsWhere = (keep: (doc: SearchDocument) => boolean) =>
    docs
      .filter(keep)
      .map((doc) => doc.id)
      .sort();

  it('[FEED-10] writes a query’s make and model spellings the way the feed writes the records', () => {
    expect(platformSpelledWords(['land', 'cruiser', '300'])).toEqual(['landcruiser', '300']);
    expect(platformSpelledWords(['rav', '4'])).toEqual(['rav4']);
    expect(platformSpelledWords(['cx5'])).toEqual(['cx', '5']);
    expect(platformSpelledWords(['hi', 'lux', 'sr5'])).toEqual(['hilux', 'sr5']);
    expect(platformSpelledWords(['landrover', 'defender'])).toEqual(['land', 'rover', 'defender']);
    // Short or numeric spellings are not read alone: "3" is no Mazda3 in "BMW 3 Series".
    expect(platformSpelledWords(['bmw', '3', 'series'])).toEqual(['bmw', '3', 'series']);
    expect(platformSpelledWords(['mazda', '3'])).toEqual(['mazda3']);
    // A word the platform's spelling already has stays as typed.
    expect(platformSpelledWords(['mercedes', 'gle'])).toEqual(['mercedes', 'gle']);
    expect(platformSpelledWords(['toyota', 'landcruiser'])).toEqual(['toyota', 'landcruiser']);
  });

  it('[FEED-10] "land cruiser", "landcruiser" and "Land-Cruiser" find the LandCruisers, and no RAV4 Cruiser', () => {
    const landCruisers = idsWhere((doc) => doc.model.startsWith('LandCruiser'));
    expect(landCruisers.length).toBeGreaterThan(0);
    for (const q of ['land cruiser', 'landcruiser', 'Land-Cruiser', 'LANDCRUISER'])
      expect(ids(q), q).toEqual(landCruisers);
    expect(ids('land cruiser 300')).toEqual(idsWhere((doc) => doc.model === 'LandCruiser 300'));
  });

  it('[FEED-10] "rav 4", "cx5" and "hi lux" find the models the platform spells RAV4, CX-5 and HiLux', () => {
    expect(ids('rav 4')).toEqual(idsWhere((doc) => doc.model === 'RAV4'));
    expect(ids('cx5')).toEqual(idsWhere((doc) => doc.model === 'CX-5'));
    expect(ids('hi lux')).toEqual(idsWhere((doc) => doc.model === 'HiLux'));
  });

  it('[FEED-10] gives Meilisearch the same spellings as mutual synonyms', () => {
    expect(SYNONYMS['land cruiser']).toEqual(['landcruiser']);
    expect(SYNONYMS['landcruiser']).toEqual(['land cruiser']);
    expect(SYNONYMS['rav 4']).toContain('rav4');
    expect(SYNONYMS['cx5']).toEqual(['cx 5']);
    expect(SYNONYMS['vw']).toEqual(['volkswagen']);
    // Never a word of another model: "cruiser" alone is a RAV4 badge too.
    expect(SYNONYMS['cruiser']).toBeUndefined();
    expect(SYNONYMS['3']).toBeUndefined();
  });
});
