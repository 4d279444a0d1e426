import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeParts } from '../../../src/build/merge-parts.ts';
import { readTree, writeTree } from '../../support/file-tree.ts';

let work = '';
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('merging a split build’s parts', () => {
  it('moves what part 1 lacks, whole folders at once, and keeps part 1’s copy of what both have', () => {
    work = mkdtempSync(join(tmpdir(), 'merge-parts-'));
    const [one, two, three] = ['1', '2', '3'].map((n) => join(work, n)) as [string, string, string];
    writeTree(one, {
      'index.html': 'home 1',
      'cars/a/index.html': 'a',
      'search/toyota/index.html': 'toyota 1',
    });
    writeTree(two, {
      'index.html': 'home 2',
      'cars/b/index.html': 'b',
      'cars/b/reserve/index.html': 'b reserve',
      'search/toyota/index.html': 'toyota 2',
      'search/toyota/hilux/index.html': 'hilux',
      'img/k-600/600.jpg': 'photo',
    });
    writeTree(three, { 'cars/c/index.html': 'c', 'cars/a/index.html': 'a 3' });
    expect(mergeParts(one, [two, three])).toEqual({ moved: 4 });
    expect(readTree(one)).toEqual({
      'cars/a/index.html': 'a',
      'cars/b/index.html': 'b',
      'cars/b/reserve/index.html': 'b reserve',
      'cars/c/index.html': 'c',
      'img/k-600/600.jpg': 'photo',
      'index.html': 'home 1',
      'search/toyota/hilux/index.html': 'hilux',
      'search/toyota/index.html': 'toyota 1',
    });
  });

  it('refuses a file in one part where another has a folder, rather than lose either', () => {
    work = mkdtempSync(join(tmpdir(), 'merge-parts-'));
    const [one, two] = ['1', '2'].map((n) => join(work, n)) as [string, string];
    writeTree(one, { 'cars/a': 'a file' });
    writeTree(two, { 'cars/a/index.html': 'a page' });
    expect(() => mergeParts(one, [two])).toThrow(/cars\/a is a file in one part and a folder in another/);
  });
});
