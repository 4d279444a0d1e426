import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  landingPageKey,
  recordingBackend,
  saveLandingSearches,
  savedLandingRequests,
} from '../../../src/lib/landing-keys.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { createSearchEngine } from '../../../src/search/engine/engine.ts';
import { demoSearchDocuments } from '../../fixtures/search-docs.ts';

const dir = mkdtempSync(join(tmpdir(), 'landing-keys-'));
const env = { ...process.env };
let docs: SearchDocument[];
beforeAll(() => {
  process.env['LANDING_SEARCHES_DIR'] = dir;
  process.env['SITE_CODE_HASH'] = 'code-1';
  docs = demoSearchDocuments().slice(0, 200);
});
afterAll(() => {
  process.env = env;
  rmSync(dir, { recursive: true, force: true });
});

const landing = { slug: 'alpha', path: '/search/toyota', stockCount: 200 };
// As the build makes it: without timings, which would differ from run to run on a busy machine.
const engineOver = (stock: SearchDocument[]) => createSearchEngine(stock, 'cars', { timings: false });
const toyotaSearch = {
  queries: [{ indexUid: 'cars', filter: [['"make"="Toyota"']], hitsPerPage: 21, page: 1 }],
};

function record(engine = engineOver(docs)) {
  const recording = recordingBackend(engine);
  recording.backend.multiSearch(toyotaSearch);
  saveLandingSearches(landing.slug, landing.path, recording.searches);
}

describe('search landing page keys (BLD-09)', () => {
  it('[BLD-09] keys a landing by the answer to the search it shows: the same answer, the same key', () => {
    const engine = engineOver(docs);
    expect(landingPageKey('site', landing, engine)).toBeUndefined();
    record(engine);
    const key = landingPageKey('site', landing, engine);
    expect(key).toMatch(/^[\w-]{43}$/);
    // Another car's price: the Toyota page's answer and key are the same.
    const otherPrice = docs.map((doc) => (doc.make === 'Toyota' ? doc : { ...doc, price: doc.price + 100 }));
    expect(landingPageKey('site', landing, engineOver(otherPrice))).toBe(key);
    // A Toyota's price, the site or the stock count: a new key.
    const toyotaPrice = docs.map((doc) => (doc.make === 'Toyota' ? { ...doc, price: doc.price + 100 } : doc));
    expect(landingPageKey('site', landing, engineOver(toyotaPrice))).not.toBe(key);
    expect(landingPageKey('site 2', landing, engine)).not.toBe(key);
    expect(landingPageKey('site', { ...landing, stockCount: 201 }, engine)).not.toBe(key);
    // New code records again.
    process.env['SITE_CODE_HASH'] = 'code-2';
    expect(landingPageKey('site', landing, engine)).toBeUndefined();
    process.env['SITE_CODE_HASH'] = 'code-1';
  });

  it('[BLD-09] a recorded file cut short is as good as none: the landing is prerendered again, the build goes on', () => {
    record();
    const folder = join(dir, landing.slug);
    const [searches] = readdirSync(folder).filter((name) => name.endsWith('.json'));
    writeFileSync(join(folder, searches!), '{"code":"code-1","sear');
    writeFileSync(join(folder, searches!.replace(/\.json$/, '.requests')), 'not v8');
    expect(landingPageKey('site', landing, engineOver(docs))).toBeUndefined();
    expect(savedLandingRequests(landing.slug, landing.path, 'config')).toBeUndefined();
    // Written whole again (through a temporary file and a rename), it keys the page again.
    record();
    expect(landingPageKey('site', landing, engineOver(docs))).toBeDefined();
    expect(readdirSync(folder).some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('leaves a landing’s file as it is when a build records the same searches as the one it read', () => {
    const other = { ...landing, path: '/search/mazda' };
    const file = () => {
      const name = readdirSync(join(dir, other.slug)).find((entry) => entry.endsWith('.json'));
      return join(dir, other.slug, name!);
    };
    const save = (make: string) => {
      const recording = recordingBackend(engineOver(docs));
      recording.backend.multiSearch({
        queries: [{ ...toyotaSearch.queries[0]!, filter: [[`"make"="${make}"`]] }],
      });
      saveLandingSearches(other.slug, other.path, recording.searches);
    };
    rmSync(join(dir, other.slug), { recursive: true, force: true });
    save('Mazda');
    // The next build reads it for the key, then records the same searches: the file stays (the
    // same inode: a write goes through a new file and a rename).
    expect(landingPageKey('site', other, engineOver(docs))).toBeDefined();
    const inode = statSync(file()).ino;
    save('Mazda');
    expect(statSync(file()).ino).toBe(inode);
    // Other searches are written; a file cut short since it was read is written whole again.
    save('Kia');
    const kia = statSync(file()).ino;
    expect(kia).not.toBe(inode);
    writeFileSync(file(), '{"code":');
    expect(landingPageKey('site', other, engineOver(docs))).toBeUndefined();
    save('Kia');
    expect(landingPageKey('site', other, engineOver(docs))).toBeDefined();
  });
});
