import { describe, expect, it } from 'vitest';
import { inPart, pageInPart, parsePagePart, partKeyOf, partsFor } from '../../../src/build/page-parts.ts';
import { SEARCH_INDEX_DIR } from '../../../src/model/site-routes.ts';

describe('[BLD-08] a large tenant split between processes', () => {
  const slugs = Array.from({ length: 2_000 }, (_, i) => `2020-toyota-corolla-ascent-${i}`);

  it('[BLD-08] every car is in exactly one part, and the parts are about even', () => {
    const parts = [1, 2, 3].map((index) => slugs.filter((slug) => inPart(slug, { index, count: 3 })));
    expect(parts.reduce((sum, part) => sum + part.length, 0)).toBe(2_000);
    expect(new Set(parts.flat()).size).toBe(2_000);
    for (const part of parts) expect(Math.abs(part.length - 667)).toBeLessThan(80);
  });

  it('a car stays in its part when others come and go', () => {
    const part = { index: 1, count: 2 };
    expect(inPart('2020-toyota-corolla-ascent-7', part)).toBe(inPart('2020-toyota-corolla-ascent-7', part));
    expect(inPart('anything', undefined)).toBe(true);
  });

  it("shares out every page: a car's pages together by its slug, the search index with the home page, any other page by its path", () => {
    expect(partKeyOf('/cars/2020-toyota-corolla-ascent-7')).toBe('2020-toyota-corolla-ascent-7');
    expect(partKeyOf('/cars/2020-toyota-corolla-ascent-7/checkout')).toBe('2020-toyota-corolla-ascent-7');
    expect(partKeyOf('/cars/2020-toyota-corolla-ascent-7/buy-online/')).toBe('2020-toyota-corolla-ascent-7');
    expect(partKeyOf('/feeds/google-vehicle-ads.tsv')).toBe('/feeds/google-vehicle-ads.tsv');
    expect(partKeyOf('/search/toyota/')).toBe('/search/toyota');
    expect(partKeyOf('/')).toBe('/');
    // The home page's hero search names the index file: one part encodes it for both.
    expect(partKeyOf('/search-index/cars.0123456789.json')).toBe('/');
    expect(partKeyOf('/search-index/current.json')).toBe('/');
    for (const index of [1, 2])
      expect(pageInPart(SEARCH_INDEX_DIR, { index, count: 2 })).toBe(pageInPart('/', { index, count: 2 }));
    const pages = [
      '/',
      '/sitemap.xml',
      '/feeds/meta-automotive.csv',
      '/brands',
      '/toyota',
      ...slugs.slice(0, 50).map((slug) => `/search/${slug}`),
    ];
    const parts = [1, 2].map((index) => pages.filter((page) => pageInPart(page, { index, count: 2 })));
    expect(parts[0]!.length + parts[1]!.length).toBe(pages.length);
    expect(new Set(parts.flat()).size).toBe(pages.length);
    expect(parts[0]!.length).toBeGreaterThan(10);
    expect(parts[1]!.length).toBeGreaterThan(10);
    // A car's reserve page is in the part of its vehicle page.
    for (const slug of slugs.slice(0, 50))
      expect(pageInPart(`/cars/${slug}/checkout`, { index: 1, count: 2 })).toBe(
        inPart(slug, { index: 1, count: 2 }),
      );
  });

  it('reads PAGE_PART and splits only large tenants on free cores', () => {
    expect(parsePagePart('2/3')).toEqual({ index: 2, count: 3 });
    expect(parsePagePart('1/1')).toBeUndefined();
    expect(parsePagePart('4/3')).toBeUndefined();
    expect(parsePagePart(undefined)).toBeUndefined();
    expect(partsFor(20_000, 2)).toBe(2);
    expect(partsFor(1_999, 2)).toBe(1);
    expect(partsFor(20_000, 1)).toBe(1);
  });
});
