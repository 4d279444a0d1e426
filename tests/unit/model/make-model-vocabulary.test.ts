import { describe, expect, it } from 'vitest';
import { canonicalMake, canonicalModel, spellingKey } from '../../../src/model/make-model-vocabulary.ts';
import { importRecords } from '../../../src/feed/import-feed.ts';
import { searchDocument } from '../../../src/search/document.ts';
import { createSearchEngine } from '../../../src/search/engine/engine.ts';
import { rawCar, settingsWith } from '../../fixtures/helpers.ts';

describe('[FEED-10] one spelling per make and model', () => {
  it('[FEED-10] spells makes the platform way, and leaves unknown ones as written', () => {
    expect(canonicalMake('Mercedes Benz')).toBe('Mercedes-Benz');
    expect(canonicalMake('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(canonicalMake('vw')).toBe('Volkswagen');
    expect(canonicalMake('Toyota')).toBe('Toyota');
    expect(canonicalMake('Chery')).toBe('Chery');
  });

  it('[FEED-10] spells models the platform way: whole names, aliases and known stems', () => {
    expect(
      ['Landcruiser', 'Land Cruiser', 'LANDCRUISER', 'LandCruiser'].map((m) => canonicalModel('Toyota', m)),
    ).toEqual(['LandCruiser', 'LandCruiser', 'LandCruiser', 'LandCruiser']);
    expect(canonicalModel('Toyota', 'Land Cruiser 300')).toBe('LandCruiser 300');
    expect(canonicalModel('Toyota', 'Rav')).toBe('RAV4');
    expect(canonicalModel('Toyota', 'rav 4')).toBe('RAV4');
    expect(canonicalModel('Toyota', 'Hilux')).toBe('HiLux');
    expect(canonicalModel('Mercedes-Benz', 'C Class')).toBe('C-Class');
    expect(canonicalModel('Mercedes-Benz', 'GLC-Class')).toBe('GLC');
    expect(canonicalModel('Mazda', 'cx5')).toBe('CX-5');
    expect(canonicalModel('Toyota', 'Corolla')).toBe('Corolla');
    expect(canonicalModel('Chery', 'Omoda 5')).toBe('Omoda 5');
    expect(spellingKey(' Land-Cruiser ')).toBe('landcruiser');
  });

  it('[FEED-10] the feed writes one spelling, so search and facets see one model', () => {
    const records = ['Landcruiser 300', 'Land Cruiser 300', 'LandCruiser 300'].map((model, i) =>
      rawCar({ id: `lc${i}`, make: i === 1 ? 'TOYOTA' : 'Toyota', model }),
    );
    const { cars } = importRecords(records, settingsWith().feed, []);
    expect(cars.map((car) => `${car.make} ${car.model}`)).toEqual([
      'Toyota LandCruiser 300',
      'Toyota LandCruiser 300',
      'Toyota LandCruiser 300',
    ]);
    const now = new Date('2026-11-21T00:00:00Z');
    const engine = createSearchEngine(
      cars.map((car) =>
        searchDocument(
          car,
          () => undefined,
          () => undefined,
          now,
        ),
      ),
    );
    const { facetDistribution } = engine.multiSearch({
      queries: [{ indexUid: 'cars', q: '', facets: ['model', 'make'], limit: 0 }],
    }).results[0]!;
    expect(facetDistribution).toMatchObject({ model: { 'LandCruiser 300': 3 }, make: { Toyota: 3 } });
  });
});

describe('makes that look alike but are not one', () => {
  it('GWM stays GWM: the maker’s own brand, not an old spelling of Great Wall', () => {
    expect(canonicalMake('GWM')).toBe('GWM');
    expect(canonicalMake('great wall')).toBe('Great Wall');
    // "Alfa" alone is half a split make, joined by the CSV reader, never a make of its own here.
    expect(canonicalMake('Alfa')).toBe('Alfa');
    expect(canonicalMake('Ram')).toBe('RAM');
  });
});
