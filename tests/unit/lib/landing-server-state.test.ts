import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoTenants, REPO_ROOT, writeTenantStock } from '../../../scripts/demo/generate-stock.ts';
import { prepareSiteData } from '../../../src/build/prepare.ts';
import { landingPaths } from '../../../src/domain/search-url.ts';
import { SearchApp } from '../../../src/islands/search/SearchApp.tsx';
import { landingConfig } from '../../../src/lib/landing-prerender.ts';
import { landingServerState } from '../../../src/lib/landing-server-state.ts';
import { siteSearch } from '../../../src/lib/site-data.ts';
import { renderForTenant } from '../../../src/lib/tenant-context.ts';
import { recordingBackend } from '../../../src/lib/landing-keys.ts';

const NOW = new Date('2026-11-21T00:00:00Z');
const work = mkdtempSync(join(tmpdir(), 'landing-state-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A demo tenant's prepared data, as the build writes it for Astro. */
function dataFileOf(slug: string): string {
  const tenants = join(work, 'tenants');
  cpSync(join(REPO_ROOT, 'tenants', slug), join(tenants, slug), {
    recursive: true,
    filter: (path) => !/stock\.generated\./.test(path),
  });
  writeTenantStock(slug, { today: '2026-11-21', root: work });
  const file = join(work, `${slug}.data.json`);
  writeFileSync(file, JSON.stringify(prepareSiteData(tenants, slug, NOW)));
  return file;
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('search landings prerendered from one mounted search UI', () => {
  it.each(demoTenants())(
    'gives getServerState’s state, results and requests on every landing of %s',
    async (slug) => {
      const differences = await renderForTenant(dataFileOf(slug), async () => {
        const search = siteSearch();
        const paths = landingPaths(search.vocabulary);
        expect(paths.length).toBeGreaterThan(20);
        const found: string[] = [];
        for (const path of paths) {
          const config = landingConfig(path);
          const old = recordingBackend(search.engine);
          const expected = await getServerState(
            createElement(SearchApp, { config, prerenderBackend: old.backend }),
            { renderToString },
          );
          const recording = recordingBackend(search.engine);
          const actual = await landingServerState(config, recording.backend);
          // The landing's search went through its own backend: the last one keys its page. (A
          // new search client first asks for the whole stock's facets once: getServerState's
          // does on every landing, the mounted UI's on its first.)
          const shown = (searches: typeof old.searches) =>
            searches.filter((s) => s.kind === 'multi').slice(-1);
          if (
            JSON.stringify(shown(recording.searches)) !== JSON.stringify(shown(old.searches)) ||
            // Equal but for the order of keys: one refinement list's empty entry can come first.
            !isDeepStrictEqual(plain(actual), plain(expected))
          ) {
            expect.soft(shown(recording.searches), path).toEqual(shown(old.searches));
            expect.soft(plain(actual), path).toEqual(plain(expected));
            found.push(path);
          }
        }
        return found;
      });
      expect(differences).toEqual([]);
    },
    120_000,
  );
});

describe('a landing whose search fails', () => {
  it('fails that landing with the error, and the next landing prerenders as before', async () => {
    await renderForTenant(dataFileOf('westside-used-cars'), async () => {
      const search = siteSearch();
      const [first, second] = landingPaths(search.vocabulary);
      const broken = {
        multiSearch: () => Promise.reject(new Error('the index is gone')),
        facetSearch: () => Promise.reject(new Error('the index is gone')),
      };
      // Another page configuration, so its UI is mounted anew (a mounted UI's search client
      // keeps the answers it got, and the landings above asked this one already).
      const other = { ...landingConfig(first!), hitsPerPage: 7 };
      await expect(landingServerState(other, broken)).rejects.toThrow(/the index is gone/);
      const config = landingConfig(second!);
      const expected = await getServerState(
        createElement(SearchApp, { config, prerenderBackend: search.engine }),
        { renderToString },
      );
      expect(plain(await landingServerState(config, search.engine))).toEqual(plain(expected));
    });
  }, 60_000);
});
