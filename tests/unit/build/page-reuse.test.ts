import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  forgetPageKeys,
  pageFile,
  pageKeysFile,
  readPageKeys,
  reusePage,
  writePageKeys,
} from '../../../src/build/page-reuse.ts';

const work = mkdtempSync(join(tmpdir(), 'page-reuse-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('pages reused from the live site (BLD-09)', () => {
  it('[BLD-09] links an unchanged page from the live site into the new one, and reports a page the live site lacks', () => {
    const live = join(work, 'live');
    const next = join(work, 'next');
    mkdirSync(join(live, 'cars', 'a'), { recursive: true });
    writeFileSync(pageFile(live, '/cars/a'), '<p>A</p>');
    expect(reusePage(live, next, '/cars/a')).toBe(true);
    expect(readFileSync(pageFile(next, '/cars/a'), 'utf8')).toBe('<p>A</p>');
    // The same file, not a copy: nothing is written.
    expect(statSync(pageFile(next, '/cars/a')).ino).toBe(statSync(pageFile(live, '/cars/a')).ino);
    expect(reusePage(live, next, '/cars/b')).toBe(false);
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
});
