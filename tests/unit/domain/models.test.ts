import { describe, expect, it } from 'vitest';
import { modelPages, modelStock, relatedModels } from '../../../src/domain/models/model-pages.ts';
import type { Model } from '../../../src/model/content.ts';

const model = (id: string, extra: Partial<Model> = {}): Model => ({
  id,
  name: id,
  slug: id.toLowerCase(),
  manufacturer_name: 'Toyota',
  body: [],
  status: 'current',
  ...extra,
});

describe('modelPages', () => {
  it('gives each model /{new_slug or slug} and none to a model sent elsewhere by override_url', () => {
    const pages = modelPages([
      model('HiLux'),
      model('LandCruiser 70', { slug: 'landcruiser-70', new_slug: 'landcruiser-70-series' }),
      model('Tundra', { override_url: 'https://www.toyota.com.au/tundra' }),
    ]);
    expect(pages.map(({ path, slug }) => ({ path, slug }))).toEqual([
      { path: '/hilux', slug: 'hilux' },
      { path: '/landcruiser-70-series', slug: 'landcruiser-70-series' },
    ]);
  });
});

describe('modelStock', () => {
  const cars = [
    { make: 'Toyota', model: 'HiLux', status: 'in_stock' },
    { make: 'Toyota', model: 'Hilux', status: 'coming_soon' },
    { make: 'Toyota', model: 'HiLux', status: 'sold' },
    { make: 'Toyota', model: 'Prado', status: 'in_stock' },
  ] as const;
  it('counts the model’s cars for sale and links to their search page', () => {
    expect(modelStock(model('HiLux'), cars, new Set(['/search/toyota/hilux']))).toEqual({
      count: 2,
      href: '/search/toyota/hilux',
      label: 'View 2 HiLux in stock',
    });
  });
  it('offers no stock link without cars for sale or without a built search page', () => {
    expect(modelStock(model('Camry'), cars, new Set(['/search/toyota/camry']))).toBeUndefined();
    expect(modelStock(model('HiLux'), cars, new Set())).toBeUndefined();
  });
});

describe('relatedModels', () => {
  it('lists other models sharing a body, in the dealer’s order', () => {
    const models = [
      model('HiLux', { body: ['utes'] }),
      model('RAV4', { body: ['suvs', 'hybrids'] }),
      model('LandCruiser 70', { body: ['utes', 'suvs'] }),
      model('Corolla', { body: ['cars'] }),
    ];
    expect(relatedModels(models[0]!, models).map((m) => m.name)).toEqual(['LandCruiser 70']);
    expect(relatedModels(models[1]!, models).map((m) => m.name)).toEqual(['LandCruiser 70']);
  });
});

describe('RESERVED_ROUTE_SEGMENTS', () => {
  it('holds every static route of src/pages, so no tenant page can take one', async () => {
    const { readdirSync } = await import('node:fs');
    const { builtInSegments } = await import('../../../src/domain/content-pages.ts');
    const { RESERVED_ROUTE_SEGMENTS } = await import('../../../src/model/site-routes.ts');
    const routes = builtInSegments(readdirSync(new URL('../../../src/pages', import.meta.url)));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !RESERVED_ROUTE_SEGMENTS.has(route))).toEqual([]);
  });
});
