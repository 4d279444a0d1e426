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

/** Why one mkdir failed: its parent is missing (true: make the whole path), or it exists (false); else it throws. */
function parentMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return true;
  if (code === 'EEXIST') return false;
  throw error;
}

/** Whether the live site has the page's file (its keys say so; a file deleted by hand is rendered again). */
export function livePageExists(liveDir: string, pathname: string): boolean {
  return existsSync(pageFile(liveDir, pathname));
}

/**
 * Writes a rendered page's file, where Astro would (build.format 'directory'). Most folders are
 * new folders in a folder already made (/cars/<slug>/ in /cars/): one mkdir, not the walk of
 * every folder above it a recursive mkdir makes.
 */
export async function writePage(siteDir: string, pathname: string, html: string): Promise<void> {
  const file = pageFile(siteDir, pathname);
  const dir = dirname(file);
  try {
    await mkdir(dir);
  } catch (error) {
    if (parentMissing(error)) await mkdir(dir, { recursive: true });
  }
  await writeFile(file, html);
}
