import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeParts } from '../../../src/build/merge-parts.ts';

let work = '';
afterEach(() => rmSync(work, { recursive: true, force: true }));

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function files(root: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [relative(root, file), readFileSync(file, 'utf8')];
      })
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

describe('merging a split build’s parts', () => {
  it('moves what part 1 lacks, whole folders at once, and keeps part 1’s copy of what both have', () => {
    work = mkdtempSync(join(tmpdir(), 'merge-parts-'));
    const [one, two, three] = ['1', '2', '3'].map((n) => join(work, n)) as [string, string, string];
    write(one, { 'index.html': 'home 1', 'cars/a/index.html': 'a', 'search/toyota/index.html': 'toyota 1' });
    write(two, {
      'index.html': 'home 2',
      'cars/b/index.html': 'b',
      'cars/b/reserve/index.html': 'b reserve',
      'search/toyota/index.html': 'toyota 2',
      'search/toyota/hilux/index.html': 'hilux',
      'img/k-600/600.jpg': 'photo',
    });
    write(three, { 'cars/c/index.html': 'c', 'cars/a/index.html': 'a 3' });
    expect(mergeParts(one, [two, three])).toEqual({ moved: 4 });
    expect(files(one)).toEqual({
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
    write(one, { 'cars/a': 'a file' });
    write(two, { 'cars/a/index.html': 'a page' });
    expect(() => mergeParts(one, [two])).toThrow(/cars\/a is a file in one part and a folder in another/);
  });
});
