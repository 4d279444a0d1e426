import { describe, expect, it } from 'vitest';
import { vehicleNoun } from '../../../src/domain/vocabulary.ts';
import { settingsWith } from '../../fixtures/helpers.ts';
import {
  bodyLabel,
  compareBodies,
  dealerStockPath,
  directoryStateFromUrl,
  directoryUrl,
  directoryVocabulary,
  EMPTY_DIRECTORY_STATE,
  EMPTY_HERO_VALUES,
  fromPriceLabel,
  HERO_FORM_ACTION,
  heroFacets,
  heroOptions,
  heroResultsUrl,
  heroSearchState,
  MODEL_DESCRIPTION_LIMIT,
  makeOfModel,
  modelDescription,
  modelHref,
  modelLinkLabel,
  modelStatusLabel,
  pageCount,
  pageWindow,
  parsePriceBound,
  PREMIUM_PRICE_QUICK_PICKS,
  PRICE_QUICK_PICKS,
  priceBoundValue,
  priceOptions,
  pricePicks,
  quoteFilterValue,
  stockFilter,
} from '../../../src/domain/directory.ts';
import {
  landingVocabulary,
  stateFromUrl,
  vocabularyFromData,
  vocabularyData,
} from '../../../src/domain/search-url.ts';

const vocabulary = landingVocabulary([
  {
    make: 'Toyota',
    model: 'HiLux',
    body: 'Ute',
    location_name: 'Caringbah',
    location_slug: 'caringbah',
    dealership_name: 'Harbour City Toyota',
    dealership_slug: 'harbour-city-toyota',
  },
  {
    make: 'Toyota',
    model: 'LandCruiser 300',
    body: 'SUV',
    location_name: 'Caringbah',
    location_slug: 'caringbah',
    dealership_name: 'Harbour City Toyota',
    dealership_slug: 'harbour-city-toyota',
  },
  {
    make: 'Mazda',
    model: 'CX-5',
    body: 'SUV',
    location_name: 'Gold Coast',
    location_slug: 'gold-coast',
    dealership_name: 'Southern Cross Mazda',
    dealership_slug: 'southern-cross-mazda-gold-coast',
  },
  // A dealership whose slug is taken by a make: /search/toyota means the make.
  {
    make: 'Lexus',
    model: 'RX',
    body: 'SUV',
    location_name: 'Caringbah',
    location_slug: 'caringbah',
    dealership_name: 'Toyota Dealer',
    dealership_slug: 'toyota',
  },
]);

describe('see more stock from a dealer', () => {
  it('[SRCH-29] links to /search/{dealership_slug}', () => {
    expect(dealerStockPath('southern-cross-mazda-gold-coast')).toBe(
      '/search/southern-cross-mazda-gold-coast',
    );
    expect(dealerStockPath(' Harbour-City-Toyota ')).toBe('/search/harbour-city-toyota');
  });

  it('[SRCH-29] gives no link for a blank or malformed slug', () => {
    expect(dealerStockPath('')).toBeUndefined();
    expect(dealerStockPath('../admin')).toBeUndefined();
    expect(dealerStockPath('a b')).toBeUndefined();
  });

  it('[SRCH-29] with the landing vocabulary, only to a prerendered dealership landing', () => {
    expect(dealerStockPath('harbour-city-toyota', vocabulary)).toBe('/search/harbour-city-toyota');
    expect(dealerStockPath('no-stock-dealer', vocabulary)).toBeUndefined();
    // /search/toyota is the make's landing, not the dealership's stock.
    expect(dealerStockPath('toyota', vocabulary)).toBeUndefined();
  });

  it("[SRCH-29] a dealership whose sales yard shares its slug still gets its link: the landing is the dealership's", () => {
    const group = landingVocabulary([
      {
        make: 'Kia',
        model: 'Sportage',
        body: 'SUV',
        location_name: 'Southern Cross Kia Ringwood - Sales',
        location_slug: 'southern-cross-kia-ringwood',
        dealership_name: 'Southern Cross Kia Ringwood',
        dealership_slug: 'southern-cross-kia-ringwood',
      },
    ]);
    expect(dealerStockPath('southern-cross-kia-ringwood', group)).toBe('/search/southern-cross-kia-ringwood');
  });
});

describe('hero search form', () => {
  it('[MOD-03] offers body or car type, then car type, fuel or colour, skipping facets with one value', () => {
    expect(heroFacets({ body: 5, car_type: 3, fuel: 4, colour: 20 })).toEqual(['body', 'car_type']);
    // A used-car yard: one car type, so fuel takes the fourth select.
    expect(heroFacets({ body: 5, car_type: 1, fuel: 4, colour: 20 })).toEqual(['body', 'fuel']);
    // One body only: car type moves up, fuel follows.
    expect(heroFacets({ body: 1, car_type: 3, fuel: 4 })).toEqual(['car_type', 'fuel']);
    expect(heroFacets({ body: 1, car_type: 1, fuel: 1, colour: 3 })).toEqual(['colour']);
    expect(heroFacets({})).toEqual([]);
  });

  it('[MOD-03] builds options from build-time stock: makes and their models A–Z, car types in order', () => {
    const rows = [
      {
        make: 'Toyota',
        model: 'LandCruiser 300',
        body: 'SUV',
        car_type: 'used',
        fuel: 'Diesel',
        colour: 'White',
        price: 90000,
      },
      {
        make: 'Toyota',
        model: 'LandCruiser 70',
        body: 'Ute',
        car_type: 'new',
        fuel: 'Diesel',
        colour: 'White',
        price: 80000,
      },
      {
        make: 'Mazda',
        model: 'CX-5',
        body: 'SUV',
        car_type: 'demo',
        fuel: 'Petrol',
        colour: 'Red',
        price: 40000,
      },
      {
        make: 'Toyota',
        model: 'HiLux',
        body: 'Ute',
        car_type: 'new',
        fuel: 'Diesel',
        colour: 'Grey',
        price: 50000,
      },
    ];
    const options = heroOptions(rows);
    expect(options.makes).toEqual([
      { make: 'Mazda', models: ['CX-5'] },
      { make: 'Toyota', models: ['HiLux', 'LandCruiser 70', 'LandCruiser 300'] },
    ]);
    expect(options.facets.map((f) => f.name)).toEqual(['body', 'car_type']);
    expect(options.facets[0]!.options.map((o) => o.value)).toEqual(['SUV', 'Ute']);
    expect(options.facets[1]!.options).toEqual([
      { value: 'new', label: 'New' },
      { value: 'demo', label: 'Demo' },
      { value: 'used', label: 'Used' },
    ]);
    expect(options.total).toBe(4);
    expect(options.pricePicks).toBe(PRICE_QUICK_PICKS);
    const combined = heroOptions(rows, { newAndDemoCombined: true });
    expect(combined.facets[1]!.options).toEqual([
      { value: 'new,demo', label: 'New & Demo' },
      { value: 'used', label: 'Used' },
    ]);
  });

  it('[MOD-03] price quick picks run $5,000–$70,000, or $300,000–$800,000 for premium stock', () => {
    expect(PRICE_QUICK_PICKS[0]).toBe(5000);
    expect(PRICE_QUICK_PICKS.at(-1)).toBe(70000);
    expect(PREMIUM_PRICE_QUICK_PICKS[0]).toBe(300000);
    expect(PREMIUM_PRICE_QUICK_PICKS.at(-1)).toBe(800000);
    expect(pricePicks([20000, 35000, 0, 400000])).toBe(PRICE_QUICK_PICKS);
    expect(pricePicks([280000, 350000, 420000, 30000])).toBe(PREMIUM_PRICE_QUICK_PICKS);
    expect(pricePicks([])).toBe(PRICE_QUICK_PICKS);
  });

  it('[MOD-03] min and max price options cannot cross', () => {
    const min = priceOptions([10000, 20000, 30000], 'min', 20000);
    expect(min).toEqual([
      { value: '10000-', label: '$10,000', disabled: false },
      { value: '20000-', label: '$20,000', disabled: true },
      { value: '30000-', label: '$30,000', disabled: true },
    ]);
    const max = priceOptions([10000, 20000, 30000], 'max', 10000);
    expect(max.map((o) => [o.value, o.disabled])).toEqual([
      ['-10000', true],
      ['-20000', false],
      ['-30000', false],
    ]);
    expect(priceOptions([10000], 'max', null)[0]!.disabled).toBe(false);
  });

  it('[MOD-03] price select values read back as amounts; "Any" and junk as null', () => {
    expect(priceBoundValue('min', 15000)).toBe('15000-');
    expect(priceBoundValue('max', 15000)).toBe('-15000');
    expect(parsePriceBound('15000-')).toBe(15000);
    expect(parsePriceBound('-15000')).toBe(15000);
    expect(parsePriceBound('')).toBeNull();
    expect(parsePriceBound('any')).toBeNull();
    expect(parsePriceBound('1e9')).toBeNull();
  });

  it('[MOD-03] a form sent without JavaScript carries parameters the results page reads', () => {
    // What the browser sends from the form: make, body and a maximum price.
    const url = new URL(
      `https://dealer.example${HERO_FORM_ACTION}?make=Toyota&make_model=&body=SUV&car_type=&price=-30000`,
    );
    const state = stateFromUrl(url, vocabularyFromData(vocabularyData(vocabulary)));
    expect(state.lists).toEqual({ make: ['Toyota'], body: ['SUV'] });
    expect(state.ranges).toEqual({ price: [null, 30000] });
  });

  it('[MOD-03] the form values become the stock search state', () => {
    expect(heroSearchState(EMPTY_HERO_VALUES)).toEqual({
      query: '',
      page: 1,
      sortBy: 'relevance',
      lists: {},
      ranges: {},
    });
    const state = heroSearchState({
      make: '',
      model: 'Toyota:HiLux',
      facets: { car_type: 'new,demo', body: '' },
      priceMin: 40000,
      priceMax: 10000,
    });
    // A model brings its make; "new,demo" is both types; a crossed range is swapped.
    expect(state.lists).toEqual({
      make: ['Toyota'],
      make_model: ['Toyota:HiLux'],
      car_type: ['new', 'demo'],
    });
    expect(state.ranges).toEqual({ price: [10000, 40000] });
    // A model of another make is dropped.
    expect(heroSearchState({ ...EMPTY_HERO_VALUES, make: 'Mazda', model: 'Toyota:HiLux' }).lists).toEqual({
      make: ['Mazda'],
    });
    expect(makeOfModel('Toyota:HiLux')).toBe('Toyota');
    expect(makeOfModel('HiLux')).toBe('');
  });

  it('[MOD-03] [SRCH-11] the button goes to the clean results URL', () => {
    expect(heroResultsUrl(EMPTY_HERO_VALUES)).toBe('/search/new-used-and-demo-cars');
    expect(
      heroResultsUrl({
        ...EMPTY_HERO_VALUES,
        make: 'Toyota',
        facets: { body: 'SUV' },
        priceMin: 10000,
        priceMax: 30000,
      }),
    ).toBe('/search/toyota?body=SUV&price=10000-30000');
    expect(heroResultsUrl({ ...EMPTY_HERO_VALUES, model: 'Toyota:LandCruiser 300' })).toBe(
      '/search/toyota/landcruiser-300',
    );
    expect(heroResultsUrl({ ...EMPTY_HERO_VALUES, facets: { car_type: 'used' }, priceMax: 20000 })).toBe(
      '/search/used-cars?price=-20000',
    );
    expect(heroResultsUrl({ ...EMPTY_HERO_VALUES, facets: { body: 'Ute', fuel: 'Diesel' } })).toBe(
      '/search/ute?fuel=Diesel',
    );
  });

  it('[SRCH-11] counts with the results page meaning: values of one attribute ORed, attributes ANDed, ranges inclusive', () => {
    const state = heroSearchState({
      make: 'Toyota',
      model: '',
      facets: { car_type: 'new,demo' },
      priceMin: 10000,
      priceMax: null,
    });
    expect(stockFilter(state)).toEqual([
      ['make = "Toyota"'],
      ['car_type = "new"', 'car_type = "demo"'],
      'price >= 10000',
    ]);
    expect(quoteFilterValue('Say "hi" \\ there')).toBe('"Say \\"hi\\" \\\\ there"');
  });

  it('[SRCH-11] the vehicle word follows the site', () => {
    expect(vehicleNoun(settingsWith({ site: { template: 'franchise' } }))).toEqual({
      one: 'Car',
      other: 'Cars',
    });
    expect(vehicleNoun(settingsWith({ site: { template: 'caravan-motorcycle' } }))).toEqual({
      one: 'Vehicle',
      other: 'Vehicles',
    });
  });
});

describe('model directory', () => {
  const entries = [
    { make: 'Toyota', make_slug: 'toyota', model: 'HiLux', model_slug: 'hilux', bodies: ['utes'] },
    { make: 'Toyota', make_slug: 'toyota', model: 'RAV4', model_slug: 'rav4', bodies: ['suvs', 'hybrids'] },
    { make: 'Mazda', make_slug: 'mazda', model: 'CX-5', model_slug: 'cx-5', bodies: ['suvs'] },
    { make: 'Mazda', make_slug: 'mazda', model: '3', model_slug: '3', bodies: ['cars'] },
  ];
  const directory = directoryVocabulary(entries);

  it('[MOD-01] /models?body={body slug} pre-selects the body', () => {
    expect(directoryStateFromUrl('?body=suvs', directory)).toEqual({
      ...EMPTY_DIRECTORY_STATE,
      body: 'suvs',
    });
    expect(directoryStateFromUrl('?body=SUVs', directory).body).toBe('suvs');
    expect(directoryStateFromUrl('?body=boats', directory).body).toBe('');
  });

  it('[SRCH-27] reads query, page, make, model and body; unknown or malformed values are ignored', () => {
    expect(
      directoryStateFromUrl('?query=%20hybrid%20&page=2&make=toyota&model=rav4&body=hybrids', directory),
    ).toEqual({ query: 'hybrid', page: 2, make: 'Toyota', model: 'RAV4', body: 'hybrids' });
    expect(directoryStateFromUrl('?page=0&make=ferrari&model=f40', directory)).toEqual(EMPTY_DIRECTORY_STATE);
    expect(directoryStateFromUrl('?page=abc', directory).page).toBe(1);
    // A model brings its make; a model of another make than the one given is not taken.
    expect(directoryStateFromUrl('?model=cx-5', directory)).toMatchObject({ make: 'Mazda', model: 'CX-5' });
    expect(directoryStateFromUrl('?make=toyota&model=cx-5', directory)).toMatchObject({
      make: 'Toyota',
      model: '',
    });
    expect(directoryStateFromUrl(`?query=${'x'.repeat(300)}`, directory).query).toHaveLength(200);
  });

  it('[SRCH-27] writes the state as /models with slugs, page only when not 1, and reads it back', () => {
    expect(directoryUrl(EMPTY_DIRECTORY_STATE, directory)).toBe('/models');
    const state = { query: 'family', page: 3, make: 'Mazda', model: '3', body: 'cars' };
    const url = directoryUrl(state, directory);
    expect(url).toBe('/models?query=family&make=mazda&model=3&body=cars&page=3');
    expect(directoryStateFromUrl(url.slice(url.indexOf('?')), directory)).toEqual(state);
  });

  it('[MOD-01] the short description is plain text cut at 200 characters', () => {
    expect(MODEL_DESCRIPTION_LIMIT).toBe(200);
    const long = `<p>${'Capable and comfortable. '.repeat(20)}</p>`;
    const text = modelDescription(long);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toContain('<p>');
    expect(modelDescription('Short & <b>sweet</b>.')).toBe('Short & sweet.');
    expect(modelDescription(undefined)).toBe('');
  });

  it('[MOD-01] status badges NEW and COMING SOON; from price', () => {
    expect(modelStatusLabel('new')).toBe('NEW');
    expect(modelStatusLabel('coming_soon')).toBe('COMING SOON');
    expect(modelStatusLabel('current')).toBeUndefined();
    expect(fromPriceLabel(32990)).toBe('From $32,990');
    expect(fromPriceLabel(0)).toBeUndefined();
    expect(fromPriceLabel(undefined)).toBeUndefined();
  });

  it('bodies read and sort like the model menu: suvs, utes, cars, hybrids, sports, then the rest', () => {
    expect(['vans', 'sports', 'cars', 'electric', 'suvs', 'hybrids', 'utes'].sort(compareBodies)).toEqual([
      'suvs',
      'utes',
      'cars',
      'hybrids',
      'sports',
      'electric',
      'vans',
    ]);
    expect(bodyLabel('suvs')).toBe('SUVs');
    expect(bodyLabel('people-movers')).toBe('People Movers');
    expect(bodyLabel('cab chassis')).toBe('Cab Chassis');
  });

  it('[SRCH-27] page links: first, last and two either side, with gaps', () => {
    expect(pageCount(0, 21)).toBe(0);
    expect(pageCount(21, 21)).toBe(1);
    expect(pageCount(22, 21)).toBe(2);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });
});

describe('where a model card links', () => {
  const model = (name: string, make = 'Toyota', extra: Record<string, string> = {}) => ({
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    manufacturer_name: make,
    ...extra,
  });

  it('[MOD-01] to the model page /{slug} only when that page exists', () => {
    expect(modelHref(model('HiLux'), { vocabulary, pages: new Set(['/hilux']) })).toBe('/hilux');
    expect(
      modelHref(model('HiLux', 'Toyota', { new_slug: 'new-hilux' }), {
        vocabulary,
        pages: new Set(['/new-hilux', '/hilux']),
      }),
    ).toBe('/new-hilux');
  });

  it('[MOD-01] else to the stock of the model, else of the make, else nowhere', () => {
    expect(modelHref(model('HiLux'), { vocabulary })).toBe('/search/toyota/hilux');
    expect(modelHref(model('LandCruiser 300'), { vocabulary })).toBe('/search/toyota/landcruiser-300');
    // No GR Yaris in stock: the Toyota stock.
    expect(modelHref(model('GR Yaris'), { vocabulary })).toBe('/search/toyota');
    // No Kia in stock at all: no link rather than a broken one.
    expect(modelHref(model('EV9', 'Kia'), { vocabulary })).toBeUndefined();
  });

  it('[MOD-01] a dealer override URL is used when it is external or a page that exists', () => {
    expect(
      modelHref(model('HiLux', 'Toyota', { override_url: 'https://www.toyota.com.au/hilux' }), {
        vocabulary,
      }),
    ).toBe('https://www.toyota.com.au/hilux');
    expect(modelHref(model('HiLux', 'Toyota', { override_url: '/hilux-range' }), { vocabulary })).toBe(
      '/search/toyota/hilux',
    );
    expect(
      modelHref(model('HiLux', 'Toyota', { override_url: '/hilux-range' }), {
        vocabulary,
        pages: new Set(['/hilux-range']),
      }),
    ).toBe('/hilux-range');
  });

  it('the call to action says where the link goes', () => {
    expect(modelLinkLabel('/search/toyota/hilux', { name: 'HiLux', manufacturer_name: 'Toyota' })).toBe(
      'View HiLux stock',
    );
    expect(modelLinkLabel('/search/toyota', { name: 'GR Yaris', manufacturer_name: 'Toyota' })).toBe(
      'View Toyota stock',
    );
    expect(modelLinkLabel('/gr-yaris', { name: 'GR Yaris', manufacturer_name: 'Toyota' })).toBe(
      'Explore the GR Yaris',
    );
    expect(modelLinkLabel(undefined, { name: 'EV9', manufacturer_name: 'Kia' })).toBeUndefined();
  });
});
