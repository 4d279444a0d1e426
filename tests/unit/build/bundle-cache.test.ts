import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bundleReused,
  keepBundle,
  restoreBundleStyles,
  startBundleCache,
  stopBundleCache,
} from '../../../src/build/bundle-cache.ts';

const work = mkdtempSync(join(tmpdir(), 'bundle-cache-'));
afterAll(() => {
  stopBundleCache();
  rmSync(work, { recursive: true, force: true });
});

const outDir = join(work, 'out');
const dir = join(work, 'cache', 'bundle');
const styles = [{ depth: 0, order: 0, sheet: { type: 'external', src: '/_astro/site.abc.css' } }];

/** An output folder as Astro leaves it when rendering starts. */
function bundled(): void {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, '.prerender', 'chunks'), { recursive: true });
  mkdirSync(join(outDir, '_astro'), { recursive: true });
  writeFileSync(join(outDir, '.prerender', 'prerender-entry.abc.mjs'), 'export const app = {};');
  writeFileSync(join(outDir, '.prerender', 'chunks', 'page.mjs'), 'export default 1;');
  writeFileSync(join(outDir, '_astro', 'site.abc.css'), 'body{}');
}

describe('the kept bundle (src/build/bundle-cache.ts)', () => {
  it('keeps a new bundle and its pages’ styles, and gives them to a build with the same key only', () => {
    bundled();
    startBundleCache({ dir, key: 'code-1', outDir });
    expect(bundleReused()).toBe(false);
    keepBundle({ '/cars/[slug]': { styles } });

    startBundleCache({ dir, key: 'code-1', outDir });
    expect(bundleReused()).toBe(true);
    const pages = { '/cars/[slug]': { styles: [] as unknown[] } };
    restoreBundleStyles(pages);
    expect(pages['/cars/[slug]'].styles).toEqual(styles);
    // A page the kept bundle does not know: the bundle is not this code's.
    expect(() => restoreBundleStyles({ '/new-page': { styles: [] } })).toThrow(
      /no styles for the page \/new-page/,
    );

    startBundleCache({ dir, key: 'code-2', outDir });
    expect(bundleReused()).toBe(false);
    stopBundleCache();
    expect(bundleReused()).toBe(false);
  });

  it('does not use a bundle missing a file or holding a cut one, and replaces it whole', () => {
    bundled();
    startBundleCache({ dir, key: 'code-1', outDir });
    keepBundle({ '/cars/[slug]': { styles } });
    rmSync(join(dir, 'files', '_astro', 'site.abc.css'));
    startBundleCache({ dir, key: 'code-1', outDir });
    expect(bundleReused()).toBe(false);

    keepBundle({ '/cars/[slug]': { styles } });
    writeFileSync(join(dir, 'files', '.prerender', 'chunks', 'page.mjs'), 'export');
    startBundleCache({ dir, key: 'code-1', outDir });
    expect(bundleReused()).toBe(false);

    keepBundle({ '/cars/[slug]': { styles } });
    startBundleCache({ dir, key: 'code-1', outDir });
    expect(bundleReused()).toBe(true);
    // Nothing left beside it.
    expect(readdirSync(join(work, 'cache'))).toEqual(['bundle']);
  });

  it('removes the folders a killed build left beside the bundle', () => {
    mkdirSync(join(work, 'cache', 'bundle.tmp-4242', 'files'), { recursive: true });
    mkdirSync(join(work, 'cache', 'bundle.old-4243'), { recursive: true });
    startBundleCache({ dir, key: 'code-1', outDir });
    expect(existsSync(join(work, 'cache', 'bundle.tmp-4242'))).toBe(false);
    expect(existsSync(join(work, 'cache', 'bundle.old-4243'))).toBe(false);
    expect(bundleReused()).toBe(true);
  });
});
