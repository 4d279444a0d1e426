import { describe, expect, it } from 'vitest';
import { modelMenu } from '../../../src/domain/models/model-menu.ts';
import type { LandingVocabulary } from '../../../src/domain/search-url.ts';
import type { Model } from '../../../src/model/content.ts';

const model = (name: string, extra: Partial<Model> = {}): Model => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  manufacturer_name: 'Toyota',
  body: [],
  status: 'current',
  ...extra,
});

/** Stock landings of a site that has Toyota HiLux and Mazda stock only. */
const vocabulary: LandingVocabulary = {
  makes: new Map([
    ['toyota', 'Toyota'],
    ['mazda', 'Mazda'],
  ]),
  models: new Map([
    ['toyota', new Map([['hilux', 'HiLux']])],
    ['mazda', new Map()],
  ]),
  bodies: new Map(),
  locations: new Map(),
  dealerships: new Map(),
};

describe('modelMenu', () => {
  it('[NAV-02] lists the bodies that have models in the order suvs, utes, cars, hybrids, sports, then others A–Z', () => {
    const models = [
      model('GR86', { body: ['sports', 'cars'] }),
      model('HiAce', { body: ['vans'] }),
      model('RAV4', { body: ['suvs', 'hybrids'] }),
      model('bZ4X', { body: ['suvs', 'electric'] }),
      model('HiLux', { body: ['utes'] }),
      model('Camry', { body: ['Cars', 'hybrids'] }),
    ];
    const pages = new Set(['/models', ...models.map((m) => `/${m.slug}`)]);
    const menu = modelMenu(models, { vocabulary, pages });
    expect(menu.bodies.map((body) => [body.slug, body.label, body.cards.map((card) => card.name)])).toEqual([
      ['suvs', 'SUVs', ['RAV4', 'bZ4X']],
      ['utes', 'Utes', ['HiLux']],
      ['cars', 'Cars', ['GR86', 'Camry']],
      ['hybrids', 'Hybrids', ['RAV4', 'Camry']],
      ['sports', 'Sports', ['GR86']],
      ['electric', 'Electric', ['bZ4X']],
      ['vans', 'Vans', ['HiAce']],
    ]);
    expect(menu.overview).toBe('/models');
    expect(menu.showMake).toBe(false);
  });

  it('[NAV-02] a card has the image, name, from price and badge, and links to the model page, its new_slug or its override URL', () => {
    const models = [
      model('HiLux', {
        body: ['utes'],
        image: { url: '/media/demo/ute-white-front.jpg' },
        from_price: 32990,
        status: 'new',
      }),
      model('LandCruiser 70', { slug: 'landcruiser-70', new_slug: 'landcruiser-70-series', body: ['utes'] }),
      model('Tundra', {
        body: ['utes'],
        override_url: 'https://www.toyota.com.au/tundra',
        status: 'coming_soon',
        from_price: 0,
      }),
    ];
    const pages = new Set(['/models', '/hilux', '/landcruiser-70-series']);
    expect(modelMenu(models, { vocabulary, pages }).bodies).toEqual([
      {
        slug: 'utes',
        label: 'Utes',
        cards: [
          {
            id: 'hilux',
            name: 'HiLux',
            make: 'Toyota',
            href: '/hilux',
            image: '/media/demo/ute-white-front.jpg',
            fromPrice: 'From $32,990',
            status: 'NEW',
          },
          {
            id: 'landcruiser-70',
            name: 'LandCruiser 70',
            make: 'Toyota',
            href: '/landcruiser-70-series',
            image: undefined,
            fromPrice: undefined,
            status: undefined,
          },
          {
            id: 'tundra',
            name: 'Tundra',
            make: 'Toyota',
            href: 'https://www.toyota.com.au/tundra',
            image: undefined,
            fromPrice: undefined,
            status: 'COMING SOON',
          },
        ],
      },
    ]);
  });

  it('[NAV-02] a model without a page links to its stock or its make’s; one linking nowhere is left out, and so is its body', () => {
    const models = [
      model('HiLux', { body: ['utes'] }),
      model('CX-5', { manufacturer_name: 'Mazda', body: ['suvs'] }),
      model('Supra', { body: ['sports'] }),
      model('LC', { manufacturer_name: 'Lexus', body: ['sports', 'cars'] }),
      model('Corolla', {}),
    ];
    const menu = modelMenu(models, { vocabulary, pages: new Set(['/corolla']) });
    expect(menu.bodies.map((body) => [body.label, body.cards.map((card) => [card.name, card.href])])).toEqual(
      [
        ['SUVs', [['CX-5', '/search/mazda']]],
        ['Utes', [['HiLux', '/search/toyota/hilux']]],
        ['Sports', [['Supra', '/search/toyota']]],
        ['Other', [['Corolla', '/corolla']]],
      ],
    );
    // Two makes: cards name the make; no /models page: no Models Overview.
    expect(menu.showMake).toBe(true);
    expect(menu.overview).toBeUndefined();
  });

  it('[NAV-02] no models, no bodies', () => {
    expect(modelMenu([], { vocabulary, pages: new Set(['/models']) }).bodies).toEqual([]);
  });
});
