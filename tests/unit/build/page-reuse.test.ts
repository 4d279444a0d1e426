import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  forgetPageKeys,
  livePageExists,
  pageFile,
  pageKeysFile,
  pageKeysStamp,
  readPageKeys,
  writePage,
  writePageKeys,
} from '../../../src/build/page-reuse.ts';

const work = mkdtempSync(join(tmpdir(), 'page-reuse-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('pages reused from the live site (BLD-09)', () => {
  it('finds a page in the live site by its path, and not one the live site lacks', () => {
    const live = join(work, 'live');
    mkdirSync(join(live, 'cars', 'a'), { recursive: true });
    writeFileSync(pageFile(live, '/cars/a'), '<p>A</p>');
    expect(pageFile(live, '/cars/a')).toBe(join(live, 'cars', 'a', 'index.html'));
    expect(livePageExists(live, '/cars/a')).toBe(true);
    expect(livePageExists(live, '/cars/b')).toBe(false);
  });

  it('[BLD-09] keeps the live site’s keys beside its report; a missing or broken file means no page is reused', () => {
    const file = pageKeysFile(work, 'alpha');
    expect(readPageKeys(file).size).toBe(0);
    writePageKeys(
      file,
      new Map([
        ['/cars/b', 'k2'],
        ['/cars/a', 'k1'],
      ]),
    );
    expect(readFileSync(file, 'utf8')).toBe('{"/cars/a":"k1","/cars/b":"k2"}');
    expect(readPageKeys(file)).toEqual(
      new Map([
        ['/cars/a', 'k1'],
        ['/cars/b', 'k2'],
      ]),
    );
    writeFileSync(file, '{"/cars/a":');
    expect(readPageKeys(file).size).toBe(0);
    forgetPageKeys(file);
    expect(readPageKeys(file).size).toBe(0);
  });

  it('stamps the keys by their content: other keys, another stamp; no keys, none', () => {
    const file = pageKeysFile(work, 'gamma');
    expect(pageKeysStamp(file)).toBeUndefined();
    writePageKeys(file, new Map([['/cars/a', 'k1']]));
    const stamp = pageKeysStamp(file);
    expect(stamp).toMatch(/^[\w-]{43}$/);
    writePageKeys(file, new Map([['/cars/a', 'k1']]));
    expect(pageKeysStamp(file)).toBe(stamp);
    writePageKeys(file, new Map([['/cars/a', 'k2']]));
    expect(pageKeysStamp(file)).not.toBe(stamp);
  });

  it('writes a page below folders not made yet, in any order, and again after its site folder was deleted', async () => {
    const site = join(work, 'staging', 'site');
    await writePage(site, '/cars/a/checkout', 'checkout A');
    await writePage(site, '/cars/a', 'vehicle A');
    await writePage(site, '/', 'home');
    expect(readFileSync(join(site, 'cars', 'a', 'checkout', 'index.html'), 'utf8')).toBe('checkout A');
    expect(readFileSync(join(site, 'cars', 'a', 'index.html'), 'utf8')).toBe('vehicle A');
    expect(readFileSync(join(site, 'index.html'), 'utf8')).toBe('home');
    // The folders this process made are gone: the next build of the site makes them again.
    rmSync(join(work, 'staging'), { recursive: true });
    await writePage(site, '/cars/a', 'vehicle A again');
    expect(readFileSync(join(site, 'cars', 'a', 'index.html'), 'utf8')).toBe('vehicle A again');
    // A new folder below a known one deleted since.
    rmSync(join(site, 'cars'), { recursive: true });
    await writePage(site, '/cars/b', 'vehicle B');
    expect(readFileSync(join(site, 'cars', 'b', 'index.html'), 'utf8')).toBe('vehicle B');
  });
});
