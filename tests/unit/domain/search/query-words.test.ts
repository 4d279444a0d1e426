import { describe, expect, it } from 'vitest';
import {
  type QueryWordsVocabulary,
  readQueryWords,
  stockNames,
} from '../../../../src/domain/search/query-words.ts';
import { hasRefinements, searchWithQueryWords } from '../../../../src/domain/search/query-words-state.ts';
import { EMPTY_STATE, landingVocabulary } from '../../../../src/domain/search-url.ts';

const VOCABULARY: QueryWordsVocabulary = {
  values: {
    seats: ['2', '4', '5', '7', '8'],
    body: ['SUV', 'Ute', 'Hatch', 'Sedan', 'Van', 'Wagon', 'Convertible', 'Motorcycle'],
    fuel: ['Petrol', 'Diesel', 'Hybrid', 'Electric'],
    drive: ['AWD', '4WD', 'FWD', '2WD', 'RWD'],
    transmission: ['Automatic', 'Manual'],
    colour: [
      'Glacier White',
      'Pearl White',
      'White',
      'Eclipse Black',
      'Ink',
      'Gunmetal Grey',
      'Feverish Red',
    ],
  },
  names: [
    'Toyota',
    'Corolla',
    'Corolla Cross',
    'Toyota Corolla',
    'Kona Electric',
    'Hyundai Kona Electric',
    'Hatch',
    'Mini Hatch',
    'Ute',
    'Holden Ute',
    '2008',
    'Peugeot 2008',
    'New Age Big Red',
    'Lotus Caravans',
    'Southern Cross Auto Group',
  ],
  thisYear: 2026,
};

const read = (query: string) => readQueryWords(query, VOCABULARY);

describe('[SRCH-32] the words of a typed query become refinements', () => {
  it('[SRCH-32] reads seats however they are written, as the stock’s seat counts', () => {
    for (const query of ['7 seater', '7-seater', '7seater', 'seven seater', '7 seats', 'Seven Seaters'])
      expect(read(query), query).toEqual({ lists: { seats: ['7'] }, ranges: {}, text: '' });
    expect(read('8 seats')).toEqual({ lists: { seats: ['8'] }, ranges: {}, text: '' });
    expect(read('7+ seats')).toEqual({ lists: { seats: ['7', '8'] }, ranges: {}, text: '' });
    // No 9-seat car in stock: the words stay text rather than promise a refinement of nothing.
    expect(read('9 seater')).toEqual({ lists: {}, ranges: {}, text: '9 seater' });
  });

  it('[SRCH-32] reads body, fuel, drive and transmission words, plurals and other spellings, as the stock spells them', () => {
    expect(read('diesel utes')).toEqual({ lists: { fuel: ['Diesel'], body: ['Ute'] }, ranges: {}, text: '' });
    expect(read('automatic SUVs')).toEqual({
      lists: { transmission: ['Automatic'], body: ['SUV'] },
      ranges: {},
      text: '',
    });
    expect(read('hatchback')).toEqual({ lists: { body: ['Hatch'] }, ranges: {}, text: '' });
    expect(read('4x4 pickup')).toEqual({ lists: { drive: ['4WD'], body: ['Ute'] }, ranges: {}, text: '' });
    expect(read('four-wheel drive')).toEqual({ lists: { drive: ['4WD'] }, ranges: {}, text: '' });
    expect(read('all wheel drive')).toEqual({ lists: { drive: ['AWD'] }, ranges: {}, text: '' });
    expect(read('EV')).toEqual({ lists: { fuel: ['Electric'] }, ranges: {}, text: '' });
    expect(read('auto')).toEqual({ lists: { transmission: ['Automatic'] }, ranges: {}, text: '' });
    expect(read('diesel or hybrid')).toEqual({ lists: { fuel: ['Diesel', 'Hybrid'] }, ranges: {}, text: '' });
    expect(read('bikes')).toEqual({ lists: { body: ['Motorcycle'] }, ranges: {}, text: '' });
    // No plug-in hybrid in stock: "phev" is searched as text (a model may be called that).
    expect(read('phev')).toEqual({ lists: {}, ranges: {}, text: 'phev' });
  });

  it('[SRCH-32] reads a colour word as every shade of it in stock, and a whole colour name as that colour', () => {
    expect(read('white')).toEqual({
      lists: { colour: ['Glacier White', 'Pearl White', 'White'] },
      ranges: {},
      text: '',
    });
    expect(read('gray')).toEqual({ lists: { colour: ['Gunmetal Grey'] }, ranges: {}, text: '' });
    expect(read('glacier white')).toEqual({ lists: { colour: ['Glacier White'] }, ranges: {}, text: '' });
    expect(read('ink')).toEqual({ lists: { colour: ['Ink'] }, ranges: {}, text: '' });
  });

  it('[SRCH-32] reads a model year, a year range and a year bound', () => {
    expect(read('2022 white corolla')).toEqual({
      lists: { colour: ['Glacier White', 'Pearl White', 'White'] },
      ranges: { year: [2022, 2022] },
      text: 'corolla',
    });
    expect(read('2018-2022')).toEqual({ lists: {}, ranges: { year: [2018, 2022] }, text: '' });
    expect(read('from 2018')).toEqual({ lists: {}, ranges: { year: [2018, null] }, text: '' });
    // Beyond next year it is no model year.
    expect(read('2028')).toEqual({ lists: {}, ranges: {}, text: '2028' });
  });

  it('[SRCH-32] reads price phrases: under, below, less than, over, between, a range and a budget alone', () => {
    const price = (query: string) => read(query).ranges.price;
    expect(price('under 30k')).toEqual([null, 30000]);
    expect(price('below $25,000')).toEqual([null, 25000]);
    expect(price('less than 30000')).toEqual([null, 30000]);
    expect(price('max $35k')).toEqual([null, 35000]);
    expect(price('30k or less')).toEqual([null, 30000]);
    expect(price('over 20k')).toEqual([20000, null]);
    expect(price('more than $15,500')).toEqual([15500, null]);
    expect(price('20k+')).toEqual([20000, null]);
    expect(price('between 20k and 30k')).toEqual([20000, 30000]);
    expect(price('$20k-$30k')).toEqual([20000, 30000]);
    expect(price('20-30k')).toEqual([20000, 30000]);
    expect(price('from $30,000 to $20,000')).toEqual([20000, 30000]);
    expect(price('over 20k under 40k')).toEqual([20000, 40000]);
    expect(read('ranger 30k')).toEqual({ lists: {}, ranges: { price: [null, 30000] }, text: 'ranger' });
    // A small number is no price: "under 5" stays text.
    expect(read('under 5')).toEqual({ lists: {}, ranges: {}, text: 'under 5' });
  });

  it('[SRCH-32] reads kilometres as kilometres, not as a price', () => {
    expect(read('under 50,000 km')).toEqual({ lists: {}, ranges: { km: [null, 50000] }, text: '' });
    expect(read('hilux under 100k kms')).toEqual({
      lists: {},
      ranges: { km: [null, 100000] },
      text: 'hilux',
    });
    expect(read('over 20000km')).toEqual({ lists: {}, ranges: { km: [20000, null] }, text: '' });
  });

  it('[SRCH-32] reads the issue’s examples into the refinements the filters make', () => {
    expect(read('diesel ute under 40k')).toEqual({
      lists: { fuel: ['Diesel'], body: ['Ute'] },
      ranges: { price: [null, 40000] },
      text: '',
    });
    expect(read('a 7 seater with 4wd for under $50,000')).toEqual({
      lists: { seats: ['7'], drive: ['4WD'] },
      ranges: { price: [null, 50000] },
      text: '',
    });
  });

  it('[SRCH-32] leaves make, model and place names whole, and a query of names alone as typed', () => {
    for (const query of [
      'Kona Electric',
      'mini hatch',
      'Holden Ute',
      'Peugeot 2008',
      'new age big red',
      'Lotus Caravans',
    ])
      expect(read(query), query).toEqual({ lists: {}, ranges: {}, text: query });
    expect(read('Southern Cross Auto Group')).toEqual({
      lists: {},
      ranges: {},
      text: 'Southern Cross Auto Group',
    });
    expect(read('  Toyota  Corolla ')).toEqual({ lists: {}, ranges: {}, text: '  Toyota  Corolla ' });
    expect(read('corolla cross hybrid')).toEqual({
      lists: { fuel: ['Hybrid'] },
      ranges: {},
      text: 'corolla cross',
    });
    // A model that is nothing but a word is the word, unless its make comes first.
    expect(read('ute')).toEqual({ lists: { body: ['Ute'] }, ranges: {}, text: '' });
    expect(read('2008 corolla')).toEqual({ lists: {}, ranges: { year: [2008, 2008] }, text: 'corolla' });
    // A word being typed is not taken for a shorter one.
    expect(read('everest')).toEqual({ lists: {}, ranges: {}, text: 'everest' });
    expect(read('VIN JTMCSK7K4JA337390')).toEqual({ lists: {}, ranges: {}, text: 'VIN JTMCSK7K4JA337390' });
  });

  it('[SRCH-32] a query’s words replace what their attributes had, and the search goes back to page 1', () => {
    const base = {
      ...EMPTY_STATE,
      query: 'old',
      page: 3,
      lists: { make: ['Toyota'], fuel: ['Petrol'] },
      ranges: { km: [null, 90000] as [null, number] },
    };
    const words = read('diesel under 40k');
    expect(hasRefinements(words)).toBe(true);
    expect(hasRefinements(read('hilux'))).toBe(false);
    expect(searchWithQueryWords(base, words)).toEqual({
      query: '',
      page: 1,
      sortBy: 'relevance',
      lists: { make: ['Toyota'], fuel: ['Diesel'] },
      ranges: { km: [null, 90000], price: [null, 40000] },
    });
  });

  it('names the stock’s makes, models alone and after their make, and its places', () => {
    const doc = (make: string, model: string) => ({
      make,
      model,
      body: 'Ute',
      location_name: 'Caringbah',
      location_slug: 'caringbah',
      dealership_name: 'Harbour City Toyota',
      dealership_slug: 'harbour-city-toyota',
    });
    expect(stockNames(landingVocabulary([doc('Holden', 'Ute'), doc('Toyota', 'HiLux')]))).toEqual([
      'Holden',
      'Ute',
      'Holden Ute',
      'Toyota',
      'HiLux',
      'Toyota HiLux',
      'Caringbah',
      'Harbour City Toyota',
    ]);
  });
});
