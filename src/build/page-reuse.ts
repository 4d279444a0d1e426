/**
 * Pages a build takes from the tenant's live site instead of rendering them (BLD-09). Every
 * vehicle, reserve and landing page carries a cache key (src/lib/page-keys.ts,
 * src/lib/landing-keys.ts); the keys of the live site's pages are kept beside its report. A
 * page whose key is unchanged is neither rendered nor written: the live site keeps its file,
 * and the build is published into the live site around it (src/build/update-in-place.ts).
 */
import { existsSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { readJsonRecord, readRecord, writeAtomically } from './cache-file.ts';

export function pageKeysFile(distDir: string, slug: string): string {
  return join(distDir, '.reports', `${slug}.pages.json`);
}

/** The live site's page keys: none when the file is missing or unreadable (every page renders). */
export function readPageKeys(file: string): Map<string, string> {
  return new Map(Object.entries(readJsonRecord<Record<string, string>>(file) ?? {}));
}

export function writePageKeys(file: string, keys: ReadonlyMap<string, string>): void {
  writeAtomically(file, JSON.stringify(Object.fromEntries([...keys].sort(([a], [b]) => a.localeCompare(b)))));
}

/**
 * What identifies the keys file's content (its SHA-256), or undefined without one: the list of
 * the live site's files carries it, so a list written beside other keys (by another build's
 * code, or before a site was restored by hand) is not taken for this site's.
 */
export function pageKeysStamp(file: string): string | undefined {
  const bytes = readRecord(file, (content) => content);
  return bytes && createHash('sha256').update(bytes).digest('base64url');
}

/** Forgets the keys before a site is replaced, so a crash in between leaves no keys for the wrong files. */
export function forgetPageKeys(file: string): void {
  rmSync(file, { force: true });
}

/** The tenant's live site and its pages' keys, to reuse unchanged pages from; none with --fresh. */
export function liveSite(
  distDir: string,
  slug: string,
  fresh: boolean,
): { dir: string; keys: ReadonlyMap<string, string> } | undefined {
  const dir = join(distDir, slug);
  if (fresh || !existsSync(dir)) return undefined;
  return { dir, keys: readPageKeys(pageKeysFile(distDir, slug)) };
}

/** A page's file relative to its site (build.format 'directory'), with `/` between folders. */
export function pageFileOf(pathname: string): string {
  const folder = pathname.replace(/^\/+|\/+$/g, '');
  return folder ? `${folder}/index.html` : 'index.html';
}

/** A page's file under a site folder. */
export function pageFile(siteDir: string, pathname: string): string {
  return join(siteDir, pageFileOf(pathname));
}

/** Whether the live site has the page's file (its keys say so; a file deleted by hand is rendered again). */
export function livePageExists(liveDir: string, pathname: string): boolean {
  return existsSync(pageFile(liveDir, pathname));
}

/**
 * The folders this process made or found under the sites it writes: each page folder is made
 * with one mkdir, and none is asked for twice. A car's checkout page is rendered before its
 * vehicle page, so asking the disk instead cost five mkdirs a car (a failed one, a recursive
 * one, and one that found the folder made): 0.3 ms each on this machine's disk, and the render
 * waits for them.
 */
const knownFolders = new Set<string>();

/** Makes `dir` and any folder above it up to `siteDir` that this process does not know of. */
async function makeFolder(dir: string, siteDir: string): Promise<void> {
  if (knownFolders.has(dir)) return;
  const parent = dirname(dir);
  if (dir === siteDir || parent === dir) await mkdir(dir, { recursive: true });
  else {
    await makeFolder(parent, siteDir);
    try {
      await mkdir(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') {
        // A folder known above it was deleted since: the folders are asked of the disk again.
        knownFolders.clear();
        await mkdir(dir, { recursive: true });
      } else if (code !== 'EEXIST') throw error;
    }
  }
  knownFolders.add(dir);
}

/** Writes a rendered page's file, where Astro would (build.format 'directory'). */
export async function writePage(siteDir: string, pathname: string, html: string): Promise<void> {
  const file = pageFile(siteDir, pathname);
  await makeFolder(dirname(file), siteDir);
  try {
    await writeFile(file, html);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // A folder known here was deleted since (a site folder written again in one process, as
    // the tests do): the folders are asked of the disk again.
    knownFolders.clear();
    await makeFolder(dirname(file), siteDir);
    await writeFile(file, html);
  }
}
