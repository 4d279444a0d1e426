import { describe, expect, it } from 'vitest';
import { inPart, parsePagePart, partsFor } from '../../../src/build/page-parts.ts';

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
