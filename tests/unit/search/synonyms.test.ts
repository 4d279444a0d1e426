import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../src/search/document.ts';
import { createSearchEngine, type SearchEngine } from '../../../src/search/engine/engine.ts';
import {
  canonicalMake,
  canonicalModel,
  spellingKey,
  vocabularySpellings,
} from '../../../src/model/make-model-vocabulary.ts';
import { platformSpelledWords, SPELLINGS, SYNONYMS, searchWords } from '../../../src/search/synonyms.ts';
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
    expect(SYNONYMS['land cruiser']).toContain('landcruiser');
    expect(SYNONYMS['landcruiser']).toContain('land cruiser');
    expect(SYNONYMS['rav 4']).toContain('rav4');
    expect(SYNONYMS['cx5']).toEqual(['cx 5']);
    expect(SYNONYMS['vw']).toContain('volkswagen');
    // Never a word of another model: "cruiser" alone is a RAV4 badge too.
    expect(SYNONYMS['cruiser']).toBeUndefined();
    expect(SYNONYMS['3']).toBeUndefined();
  });
});

describe('misspellings shoppers type, in the one shared vocabulary', () => {
  it('reads a misspelt make or model the way the platform spells it (embedded engine)', () => {
    expect(platformSpelledWords(['corrola'])).toEqual(['corolla']);
    expect(platformSpelledWords(['corola', 'ascent'])).toEqual(['corolla', 'ascent']);
    expect(platformSpelledWords(['hyundia', 'i30'])).toEqual(['hyundai', 'i30']);
    expect(platformSpelledWords(['land', 'crusier'])).toEqual(['landcruiser']);
    expect(platformSpelledWords(['landcrusier', '300'])).toEqual(['landcruiser', '300']);
    expect(platformSpelledWords(['mitsubushi', 'triton'])).toEqual(['mitsubishi', 'triton']);
    expect(platformSpelledWords(['volkswagon', 'amarok'])).toEqual(['volkswagen', 'amarok']);
    expect(platformSpelledWords(['commadore'])).toEqual(['commodore']);
    // "prado" is already a word of the platform's "LandCruiser Prado": kept as typed.
    expect(platformSpelledWords(['prado'])).toEqual(['prado']);
  });

  it('gives Meilisearch the same misspellings as synonyms', () => {
    expect(SYNONYMS['corrola']).toContain('corolla');
    expect(SYNONYMS['commadore']).toContain('commodore');
    expect(SYNONYMS['volkswagon']).toContain('volkswagen');
    expect(SYNONYMS['hyundia']).toContain('hyundai');
    expect(SYNONYMS['mercedes benz']).toContain('mercedes');
  });

  it('[FEED-10] and the feed corrects the same misspellings in a record', () => {
    expect(canonicalMake('Hyundia')).toBe('Hyundai');
    expect(canonicalMake('MITSUBUSHI')).toBe('Mitsubishi');
    expect(canonicalModel('Toyota', 'Corrola')).toBe('Corolla');
    expect(canonicalModel('Toyota', 'Corola Cross')).toBe('Corolla Cross');
    expect(canonicalModel('Holden', 'Commadore')).toBe('Commodore');
  });

  it('spells no alias two ways: each spelling belongs to one make or model', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const { canonical, aliases } of vocabularySpellings())
      for (const spelling of aliases) {
        const key = spellingKey(spelling);
        const other = owner.get(key);
        if (other !== undefined && other !== canonical) clashes.push(`${spelling}: ${other} / ${canonical}`);
        owner.set(key, canonical);
      }
    expect(clashes).toEqual([]);
    // Nor is an alias the platform spelling of something else.
    const canonicals = new Map(
      vocabularySpellings().map(({ canonical }) => [spellingKey(canonical), canonical]),
    );
    const shadowing = vocabularySpellings().flatMap(({ canonical, aliases }) =>
      aliases.filter(
        (alias) => canonicals.has(spellingKey(alias)) && canonicals.get(spellingKey(alias)) !== canonical,
      ),
    );
    expect(shadowing).toEqual([]);
    expect(SPELLINGS.get('corrola')).toEqual(['corolla']);
  });

  it('splits words as Meilisearch does: letters and digits, lower case, accents dropped', () => {
    expect(searchWords('Citroën C5 Aircross')).toEqual(['citroen', 'c5', 'aircross']);
    expect(searchWords('SR5+ (4x4) Hi-Lux')).toEqual(['sr5', '4x4', 'hi', 'lux']);
  });
});
