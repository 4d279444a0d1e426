import { describe, expect, it } from 'vitest';
import { FACET_LIMITS } from '../../../src/domain/search/facets.ts';
import {
  FILTERABLE_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
} from '../../../src/search/document.ts';
import { MAX_VALUES_PER_FACET } from '../../../src/search/engine/engine.ts';
import { typoBudget } from '../../../src/search/engine/text.ts';
import {
  PRIMARY_KEY,
  RANKING_RULES,
  SEARCH_INDEX_SETTINGS,
  tenantIndexUid,
} from '../../../src/search/meilisearch/settings.ts';
import { SYNONYMS } from '../../../src/search/synonyms.ts';
import { demoSearchDocuments } from '../../fixtures/search-docs.ts';

const settings = SEARCH_INDEX_SETTINGS;

describe('Meilisearch index settings', () => {
  it('indexes by id and exposes exactly the attributes the product searches, filters and sorts on', () => {
    expect(PRIMARY_KEY).toBe('id');
    expect(settings.primaryKey).toBe('id');
    // Order matters for the `attribute` ranking rule: name, then make and model, … VIN last.
    expect(settings.searchableAttributes).toEqual([
      'name',
      'make',
      'model',
      'badge',
      'body',
      'colour',
      'fuel',
      'transmission',
      'drive',
      'location_name',
      'city',
      'tag',
      'stocknum',
      'vin',
    ]);
    expect(settings.searchableAttributes).toEqual([...SEARCHABLE_ATTRIBUTES]);
    expect(settings.filterableAttributes).toEqual([...FILTERABLE_ATTRIBUTES]);
    expect(settings.sortableAttributes).toEqual([
      'price',
      'created_at',
      'km',
      'year',
      'custom_rank',
      'subscription_price',
    ]);
    expect(settings.sortableAttributes).toEqual([...SORTABLE_ATTRIBUTES]);
  });

  it('every configured attribute is a field of the search document, and sortable ones are numbers', () => {
    const sample = demoSearchDocuments(5)[0]!;
    for (const attribute of [
      ...settings.searchableAttributes!,
      ...(settings.filterableAttributes as string[]),
      ...settings.sortableAttributes!,
    ]) {
      expect(sample, attribute).toHaveProperty(attribute);
    }
    for (const attribute of settings.sortableAttributes!)
      expect(NUMERIC_ATTRIBUTES as readonly string[]).toContain(attribute);
  });

  it('[SRCH-04] ranks by the requested sort first, then text relevance, then custom_rank descending', () => {
    expect(settings.rankingRules).toEqual([
      'sort',
      'words',
      'typo',
      'proximity',
      'attribute',
      'exactness',
      'custom_rank:desc',
    ]);
    expect(RANKING_RULES[0]).toBe('sort');
    expect(settings.rankingRules!.at(-1)).toBe('custom_rank:desc');
  });

  it('[SRCH-17] returns enough values for the largest facet limit, most frequent first; widgets cut each facet to its own limit', () => {
    expect(FACET_LIMITS).toMatchObject({
      body: 30,
      make: 100,
      model: 250,
      colour: 30,
      car_type: 6,
      price_range: 30,
      location: 30,
      fuel: 30,
      city: 20,
      dealership: 40,
    });
    expect(settings.faceting).toEqual({ maxValuesPerFacet: 250, sortFacetValuesBy: { '*': 'count' } });
    expect(settings.faceting!.maxValuesPerFacet).toBeGreaterThanOrEqual(
      Math.max(...Object.values(FACET_LIMITS)),
    );
    expect(settings.faceting!.maxValuesPerFacet).toBe(MAX_VALUES_PER_FACET); // the embedded engine's cap
  });

  it('tolerates typos like the embedded engine, but never in VINs, stock numbers or numbers', () => {
    expect(settings.typoTolerance).toEqual({
      enabled: true,
      disableOnAttributes: ['vin', 'stocknum'],
      disableOnNumbers: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    });
    // The embedded engine's budget agrees at the boundaries.
    expect([typoBudget('kia'), typoBudget('mazda'), typoBudget('chevrolet'), typoBudget('2024')]).toEqual([
      0, 1, 2, 0,
    ]);
  });

  it('uses the shared synonyms, paginates up to 100,000 hits, and is plain JSON', () => {
    expect(settings.synonyms).toBe(SYNONYMS);
    // The spellings of a make are mutual synonyms (its misspellings among them: "volkswagon").
    expect(settings.synonyms!['vw']).toContain('volkswagen');
    expect(settings.synonyms!['volkswagen']).toEqual(expect.arrayContaining(['vw', 'volkswagon']));
    expect(settings.synonyms).toMatchObject({ chevy: ['chevrolet'] });
    expect(settings.pagination).toEqual({ maxTotalHits: 100_000 });
    expect(JSON.parse(JSON.stringify(settings))).toEqual(settings);
    expect(Object.keys(settings).sort()).toEqual([
      'faceting',
      'filterableAttributes',
      'pagination',
      'primaryKey',
      'rankingRules',
      'searchableAttributes',
      'sortableAttributes',
      'synonyms',
      'typoTolerance',
    ]);
  });

  it('names a tenant index after its slug unless the tenant config names one', () => {
    expect(tenantIndexUid('harbour-city-toyota')).toBe('cars-harbour-city-toyota');
    expect(tenantIndexUid('acme', { type: 'embedded' })).toBe('cars-acme');
    expect(tenantIndexUid('acme', { type: 'meilisearch', indexUid: 'acme_stock' })).toBe('acme_stock');
    expect(tenantIndexUid('acme', { type: 'meilisearch' })).toBe('cars-acme');
  });
});
