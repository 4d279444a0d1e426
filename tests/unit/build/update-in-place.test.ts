import { existsSync, linkSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  forgetSiteFilesList,
  readSiteFiles,
  readSiteFilesList,
  siteFilesList,
  updateInPlace,
  writeSiteFilesList,
} from '../../../src/build/update-in-place.ts';
import { pageFileOf } from '../../../src/build/page-reuse.ts';
import { readTree, writeTree } from '../../support/file-tree.ts';

const work = mkdtempSync(join(tmpdir(), 'update-in-place-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('publishing a build that kept pages, into the live site', () => {
  it('names a page’s file relative to its site', () => {
    expect(pageFileOf('/')).toBe('index.html');
    expect(pageFileOf('/cars/a')).toBe('cars/a/index.html');
    expect(pageFileOf('/cars/a/reserve/')).toBe('cars/a/reserve/index.html');
  });

  it('[BLD-09] replaces changed files, adds new ones, keeps the kept pages and deletes what the new site lacks', () => {
    const live = join(work, 'live');
    const staging = join(work, 'staging');
    writeTree(live, {
      'index.html': 'home 1',
      'cars/kept/index.html': 'kept car',
      'cars/kept/reserve/index.html': 'kept reserve',
      'cars/changed/index.html': 'changed car 1',
      'cars/changed/reserve/index.html': 'changed reserve 1',
      'cars/gone/index.html': 'gone car',
      'cars/gone/reserve/index.html': 'gone reserve',
      'img/gone-photo/1.webp': 'old photo',
      'img/kept-photo/1.webp': 'photo',
      'img/kept-set/1.webp': 'set 1',
      'img/kept-set/2.avif': 'set 2',
      _redirects: 'old',
    });
    writeTree(staging, {
      'index.html': 'home 2',
      'cars/changed/index.html': 'changed car 2',
      'cars/changed/reserve/index.html': 'changed reserve 2',
      'cars/new/index.html': 'new car',
      'cars/new/reserve/index.html': 'new reserve',
      'img/kept-photo/1.webp': 'photo',
      _redirects: '/cars/gone /search 301',
    });
    const files = updateInPlace(
      staging,
      live,
      {
        pages: new Set(['/cars/kept', '/cars/kept/reserve', '/cars/changed', '/cars/changed/reserve']),
        folders: new Set(['img/kept-set']),
      },
      readSiteFiles(live),
    );
    expect(readTree(live)).toEqual({
      _redirects: '/cars/gone /search 301',
      'cars/changed/index.html': 'changed car 2',
      'cars/changed/reserve/index.html': 'changed reserve 2',
      'cars/kept/index.html': 'kept car',
      'cars/kept/reserve/index.html': 'kept reserve',
      'cars/new/index.html': 'new car',
      'cars/new/reserve/index.html': 'new reserve',
      'img/kept-photo/1.webp': 'photo',
      'img/kept-set/1.webp': 'set 1',
      'img/kept-set/2.avif': 'set 2',
      'index.html': 'home 2',
    });
    // The files of the gone car and photo set went with their folders; the staging folder too.
    expect(existsSync(join(live, 'cars', 'gone'))).toBe(false);
    expect(existsSync(join(live, 'img', 'gone-photo'))).toBe(false);
    expect(existsSync(staging)).toBe(false);
    // The files and their sizes, as the disk has them now.
    expect(files).toEqual(readSiteFiles(live));
    expect(files.get('cars/changed/index.html')).toBe('changed car 2'.length);
  });

  it('[BLD-09] a staged file where the live site had a folder, and a folder where it had a file, replace them', () => {
    const live = join(work, 'live-2');
    const staging = join(work, 'staging-2');
    writeTree(live, { '404/index.html': 'old 404', 'about/index.html': 'about', feeds: 'a file' });
    writeTree(staging, { '404': 'new 404', 'feeds/google.csv': 'rows' });
    const files = updateInPlace(staging, live, { pages: new Set(['/about']) }, readSiteFiles(live));
    expect(readTree(live)).toEqual({
      '404': 'new 404',
      'about/index.html': 'about',
      'feeds/google.csv': 'rows',
    });
    expect([...files.keys()].sort()).toEqual(['404', 'about/index.html', 'feeds/google.csv']);
  });

  it('leaves a live file that a staged link to the same file would replace, and clears the staging folder', () => {
    const live = join(work, 'live-3');
    const staging = join(work, 'staging-3');
    writeTree(live, { 'img/a/1.webp': 'photo' });
    mkdirSync(join(staging, 'img', 'a'), { recursive: true });
    linkSync(join(live, 'img', 'a', '1.webp'), join(staging, 'img', 'a', '1.webp'));
    const inode = statSync(join(live, 'img', 'a', '1.webp')).ino;
    expect(updateInPlace(staging, live, { pages: new Set() }, readSiteFiles(live))).toEqual(
      new Map([['img/a/1.webp', 5]]),
    );
    expect(statSync(join(live, 'img', 'a', '1.webp')).ino).toBe(inode);
    expect(existsSync(staging)).toBe(false);
  });

  it('takes the live site’s files from the list its build kept, which a stale file in it cannot break', () => {
    const live = join(work, 'live-4');
    const staging = join(work, 'staging-4');
    writeTree(live, { 'index.html': 'home 1', 'cars/gone/index.html': 'gone' });
    writeTree(staging, { 'index.html': 'home 2' });
    const list = siteFilesList(work, 'alpha');
    expect(list).toBe(join(work, '.reports', 'alpha.files.json'));
    expect(readSiteFilesList(list, 'keys-1')).toBeUndefined();
    // The list also names a file deleted by hand since: nothing to delete, no error.
    writeSiteFilesList(
      list,
      new Map([...readSiteFiles(live), ['cars/hand-deleted/index.html', 9]]),
      'keys-1',
    );
    const before = readSiteFilesList(list, 'keys-1')!;
    expect(before.get('index.html')).toBe(6);
    expect(updateInPlace(staging, live, { pages: new Set() }, before)).toEqual(new Map([['index.html', 6]]));
    expect(readTree(live)).toEqual({ 'index.html': 'home 2' });
    forgetSiteFilesList(list);
    expect(readSiteFilesList(list, 'keys-1')).toBeUndefined();
  });

  it('does not take a list written for other page keys, or a damaged one: the site is walked instead', () => {
    const list = siteFilesList(work, 'beta');
    writeSiteFilesList(list, new Map([['index.html', 6]]), 'keys-1');
    expect(readSiteFilesList(list, 'keys-1')).toEqual(new Map([['index.html', 6]]));
    // Keys written since by a build that kept no list (older code), or no keys at all.
    expect(readSiteFilesList(list, 'keys-2')).toBeUndefined();
    expect(readSiteFilesList(list, undefined)).toBeUndefined();
    writeFileSync(list, JSON.stringify({ stamp: 'keys-1', files: { 'index.html': 'six' } }));
    expect(readSiteFilesList(list, 'keys-1')).toBeUndefined();
    writeFileSync(list, '{"stamp":"keys-1","files":');
    expect(readSiteFilesList(list, 'keys-1')).toBeUndefined();
  });
});
