import { describe, expect, it } from 'vitest';
import { slugify } from '../../../src/model/slugify.ts';

const URL_SAFE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('slugify', () => {
  it.each([
    ['Škoda Octavia RS', 'skoda-octavia-rs'],
    ['Citroën C5 Aircross', 'citroen-c5-aircross'],
    ['Mercedes-Benz GLC 300 Coupé', 'mercedes-benz-glc-300-coupe'],
    ['Lynk & Co 01', 'lynk-and-co-01'],
    ['Sales&Service', 'sales-and-service'],
    ['  --Toyota   HiLux  SR5 (4x4)--  ', 'toyota-hilux-sr5-4x4'],
    ['RAV4 GX 2WD / Hybrid', 'rav4-gx-2wd-hybrid'],
    ['2021_Ford Ranger.XLT', '2021-ford-ranger-xlt'],
    ['ＴＯＹＯＴＡ', 'toyota'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
    expect(slugify(text)).toMatch(URL_SAFE);
  });

  it('gives an empty string when nothing URL-safe is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!! ???')).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ['Škoda Octavia RS', 'Lynk & Co 01', 'a--b'])
      expect(slugify(slugify(text))).toBe(slugify(text));
  });
});
