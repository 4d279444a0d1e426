/**
 * Astro's bundle, reused by the next build of the same code (BLD-09, BLD-10).
 *
 * The bundle (Vite's prerender and client builds: the pages' server code, the islands, the
 * stylesheet) depends on the code only: the pages read the tenant's data at render time
 * (src/lib/site-data.ts). A feed change therefore rebuilt the same bundle, about 2 s of every
 * build and of every part of a split one. Now a build that bundled keeps its output folder as
 * it stood when rendering began (with Astro's manifest in it) and the styles Astro gathered for
 * each page; the next build whose key is the same (the code's hash, Node's version, the output
 * folder, the site URL the config reads) puts those files back instead of bundling:
 *
 * - `reuseBundle()`, a Vite plugin, answers the prerender and client builds from the kept files;
 * - the batch prerenderer (src/build/tenant-batch.ts) keeps the bundle (`keepBundle`) when it
 *   starts rendering from a new one, or gives Astro's pages their kept styles
 *   (`restoreBundleStyles`), which Astro otherwise gathers while bundling.
 *
 * A bundle is kept only with a code hash (the build scripts set SITE_CODE_HASH), written beside
 * its folder and renamed into place, with the size of every file: a killed build leaves the last
 * whole bundle or none, and a bundle missing a file is not used.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { readJsonRecord } from './cache-file.ts';

/** What a kept bundle holds besides its files. */
interface KeptBundle {
  key: string;
  /** Every kept file (path under files/ → bytes): a bundle missing one is not used. */
  files: Record<string, number>;
  /** The prerender entry's file name under .prerender/, as Vite's build returns it to Astro. */
  prerenderEntry: string;
  /** Each page's styles (Astro's page data key → its `styles`), as bundling left them. */
  styles: Record<string, unknown[]>;
}

interface BundleCache {
  /** The folder the bundle is kept in (`meta.json` and `files/`). */
  dir: string;
  key: string;
  /** The build's output folder. */
  outDir: string;
  /** The kept bundle this build reuses, if its key is this build's. */
  hit: KeptBundle | undefined;
}

const PRERENDER_DIR = '.prerender';
const BUNDLE = Symbol.for('dealer-sites.bundle-cache');
const shared = globalThis as typeof globalThis & { [BUNDLE]?: BundleCache | undefined };

/** The key of a bundle: everything its output depends on besides the tenant's data. */
export function bundleKey(parts: { codeHash: string; outDir: string; siteUrl?: string | undefined }): string {
  return createHash('sha256')
    .update([parts.codeHash, process.version, parts.outDir, parts.siteUrl ?? ''].join('\0'))
    .digest('hex');
}

/**
 * Announces the next Astro build's bundle cache (read by the Vite plugin and the prerenderer,
 * which Astro loads as other module instances: hence globalThis, as src/build/tenant-batch.ts).
 */
export function startBundleCache(options: { dir: string; key: string; outDir: string }): void {
  removeLeftovers(options.dir);
  const meta = readJsonRecord<KeptBundle>(join(options.dir, 'meta.json'));
  const hit = meta?.key === options.key && isWhole(join(options.dir, 'files'), meta) ? meta : undefined;
  shared[BUNDLE] = { ...options, hit };
}

/** No bundle cache for the next build in this process (a build without a code hash). */
export function stopBundleCache(): void {
  shared[BUNDLE] = undefined;
}

/** Whether every file the bundle was kept with is there, at its size. */
function isWhole(dir: string, meta: KeptBundle): boolean {
  if (!meta.files || !(join(PRERENDER_DIR, meta.prerenderEntry) in meta.files)) return false;
  for (const [path, bytes] of Object.entries(meta.files)) {
    try {
      if (statSync(join(dir, path)).size !== bytes) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** Folders a killed build left beside the bundle's (being written, or being replaced). */
function removeLeftovers(dir: string): void {
  const parent = dirname(dir);
  if (!existsSync(parent)) return;
  const prefix = `${basename(dir)}.`;
  for (const name of readdirSync(parent))
    if (name.startsWith(prefix) && /\.(tmp|old)-\d+$/.test(name))
      rmSync(join(parent, name), { recursive: true, force: true });
}

/** Whether this build reuses a kept bundle (for its report). */
export function bundleReused(): boolean {
  return shared[BUNDLE]?.hit !== undefined;
}

/** Vite plugin: with a kept bundle for this build, the prerender and client builds are its files. */
export function reuseBundle(): Plugin {
  return {
    name: 'dealer-sites:reuse-bundle',
    buildApp: {
      order: 'pre',
      async handler(builder) {
        const cache = shared[BUNDLE];
        const hit = cache?.hit;
        if (!cache || !hit) return;
        const build = builder.build.bind(builder);
        builder.build = async (environment) => {
          if (environment.name === 'prerender') {
            cpSync(join(cache.dir, 'files'), cache.outDir, { recursive: true });
            environment.isBuilt = true;
            // What Astro reads of the prerender build's output: the entry's name. No chunk
            // needs Astro's manifest injected: the kept entry has it.
            return {
              output: [{ type: 'chunk', fileName: hit.prerenderEntry, code: '', moduleIds: [] }],
            } as never;
          }
          if (environment.name === 'client') {
            environment.isBuilt = true;
            return { output: [] } as never;
          }
          return build(environment);
        };
      },
    },
  };
}

type PageStyles = Record<string, { styles: unknown[] }>;

/**
 * At the start of rendering from a new bundle: keep it for the next build of the same code.
 * A bundle that cannot be kept (a full disk) is reported and the build goes on: the next one
 * bundles again.
 */
export function keepBundle(allPages: PageStyles): void {
  const cache = shared[BUNDLE];
  if (!cache || cache.hit || !cache.key) return;
  const temp = `${cache.dir}.tmp-${process.pid}`;
  const old = `${cache.dir}.old-${process.pid}`;
  try {
    const entry = readdirSync(join(cache.outDir, PRERENDER_DIR)).find((name) =>
      /^prerender-entry\..*\.mjs$/.test(name),
    );
    if (!entry) return;
    rmSync(temp, { recursive: true, force: true });
    cpSync(cache.outDir, join(temp, 'files'), { recursive: true });
    const files: Record<string, number> = {};
    for (const file of readdirSync(join(temp, 'files'), { recursive: true, withFileTypes: true }))
      if (file.isFile()) {
        const path = join(file.parentPath, file.name);
        files[relative(join(temp, 'files'), path)] = statSync(path).size;
      }
    const styles = Object.fromEntries(Object.entries(allPages).map(([key, page]) => [key, page.styles]));
    const meta: KeptBundle = { key: cache.key, files, prerenderEntry: entry, styles };
    writeFileSync(join(temp, 'meta.json'), JSON.stringify(meta));
    // The old bundle moves aside before the new one moves in: at every moment the folder holds
    // a whole bundle or none.
    if (existsSync(cache.dir)) renameSync(cache.dir, old);
    renameSync(temp, cache.dir);
    rmSync(old, { recursive: true, force: true });
  } catch (error) {
    console.warn(
      `The bundle could not be kept for the next build (${(error as Error).message}); that build bundles again.`,
    );
    rmSync(temp, { recursive: true, force: true });
  }
}

/** From a kept bundle: Astro's pages get the styles bundling would have gathered for them. */
export function restoreBundleStyles(allPages: PageStyles): void {
  const hit = shared[BUNDLE]?.hit;
  if (!hit) return;
  for (const [key, page] of Object.entries(allPages)) {
    const styles = hit.styles[key];
    if (!styles)
      throw new Error(
        `The kept bundle has no styles for the page ${key}: delete .cache/astro and build again`,
      );
    page.styles = styles;
  }
}
