import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { redirectLocation } from '../../../src/build/car-redirects.ts';
import { carsFile, writeRedirects } from '../../../src/build/write-redirects.ts';
import { goneNotice } from '../../../src/domain/search/gone-notice.ts';

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

function page(dir: string, path: string): void {
  mkdirSync(join(dir, ...path.split('/').filter(Boolean)), { recursive: true });
  writeFileSync(join(dir, ...path.split('/').filter(Boolean), 'index.html'), '<!doctype html>');
}

describe('where a gone car goes, and why (ALERT-04)', () => {
  it('[ALERT-04] a car shown sold redirects with gone=sold, one that left the feed with gone=unlisted, to its search or the next one built', () => {
    work = mkdtempSync(join(tmpdir(), 'redirects-'));
    const distDir = join(work, 'dist');
    const staging = join(work, 'staging');
    page(staging, '/search/toyota/corolla');
    page(staging, '/search/new-used-and-demo-cars');
    page(staging, '/cars/live-car');
    mkdirSync(join(distDir, '.reports'), { recursive: true });
    // The last build's cars: one sold (within the window), one for sale.
    writeFileSync(
      carsFile(distDir, 'x'),
      JSON.stringify({
        '/cars/sold-corolla': '/search/toyota/corolla?gone=sold',
        '/cars/gone-cx5': '/search/mazda/cx-5?gone=unlisted',
        '/cars/live-car': '/search/toyota/corolla?gone=unlisted',
      }),
    );
    const { cars } = writeRedirects({
      distDir,
      slug: 'x',
      stagingDir: staging,
      cars: [
        { path: '/cars/live-car', make: 'Toyota', model: 'Corolla', status: 'in_stock' },
        { path: '/cars/sold-yaris', make: 'Toyota', model: 'Yaris', status: 'sold' },
      ],
    });
    expect(readFileSync(join(staging, '_redirects'), 'utf8')).toBe(
      // No CX-5 or Mazda search any more: the whole stock, still saying why.
      '/cars/gone-cx5 /search/new-used-and-demo-cars?gone=unlisted 301\n/cars/sold-corolla /search/toyota/corolla?gone=sold 301\n',
    );
    expect(cars).toEqual({
      '/cars/live-car': '/search/toyota/corolla?gone=unlisted',
      '/cars/sold-yaris': '/search/new-used-and-demo-cars?gone=sold',
    });
  });

  it('[ALERT-04] the search page’s notice says what the redirect said, and nothing for anything else', () => {
    expect(goneNotice('sold')).toBe('This car has been sold — here are similar cars.');
    expect(goneNotice('unlisted')).toBe('This car is no longer listed — here are similar cars.');
    expect(goneNotice('<script>')).toBeUndefined();
    expect(goneNotice(null)).toBeUndefined();
  });

  it('a redirected request keeps its own parameters (utm tags) after the target’s, which win', () => {
    expect(redirectLocation('/search/toyota/corolla?gone=sold', '?utm_source=fb&utm_campaign=spring')).toBe(
      '/search/toyota/corolla?gone=sold&utm_source=fb&utm_campaign=spring',
    );
    expect(redirectLocation('/search/toyota/corolla?gone=sold', '?gone=unlisted')).toBe(
      '/search/toyota/corolla?gone=sold',
    );
    expect(redirectLocation('/search/used-cars', '')).toBe('/search/used-cars');
    expect(redirectLocation('/search/used-cars', '?q=a b')).toBe('/search/used-cars?q=a+b');
  });
});
