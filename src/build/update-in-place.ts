/**
 * Publishes a build that kept pages of the live site (BLD-09) by changing the live site in
 * place, once the build has succeeded. The staged folder holds only what this build wrote: the
 * pages it rendered and the site's other files but the photo sets the live site already has;
 * the pages and photo sets it kept are the live site's.
 *
 * - Each staged file replaces the live one in one rename: a reader gets the old file or the new
 *   one, never part of either. A staged folder the live site lacks (a new car) moves whole.
 * - Then every live file the new site does not have (a car that left, a photo set nobody
 *   shows, a page that is gone) is deleted, and the folders that leaves empty.
 *
 * Building a second tree for the kept pages cost two folders and two links per car (20,000
 * cars: 40,000 folders, about 5 s of the build), only to throw the old tree away. The caller
 * forgets the live site's page keys first, so a build stopped half-way renders every page the
 * next time, into a new tree swapped in whole.
 */
import { readdirSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { readJsonRecord, writeAtomically } from './cache-file.ts';
import { pageFileOf } from './page-reuse.ts';

/** The files under `dir`, as paths relative to it with `/` between folders. */
function siteFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (!entry.isDirectory())
      files.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return files;
}

function isFolder(path: string): boolean | undefined {
  try {
    return statSync(path).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Moves everything in `from` into `into`, a file over the file it replaces. Folders go before
 * the files beside them: new car pages are in place before the home page, the sitemap or
 * `_redirects` that lead to them.
 */
function moveInto(from: string, into: string): void {
  const entries = readdirSync(from, { withFileTypes: true });
  entries.sort((a, b) => Number(b.isDirectory()) - Number(a.isDirectory()));
  for (const entry of entries) {
    const source = join(from, entry.name);
    const target = join(into, entry.name);
    const targetIsFolder = isFolder(target);
    if (entry.isDirectory() && targetIsFolder) {
      moveInto(source, target);
      continue;
    }
    // A file where a folder was, or the other way round: the old one goes first.
    if (targetIsFolder !== undefined && targetIsFolder !== entry.isDirectory())
      rmSync(target, { recursive: true, force: true });
    renameSync(source, target);
  }
}

/** Deletes a file and then each folder above it (below `root`) that this leaves empty. */
function deleteWithEmptyFolders(root: string, file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    // Gone already: a staged file took its folder's place (ENOENT, ENOTDIR), or a staged
    // folder took the file's (EISDIR; EPERM on macOS, where unlink refuses a folder so).
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR' || (code === 'EPERM' && isFolder(file))) return;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
  }
  for (
    let folder = dirname(file);
    folder.length > root.length && folder.startsWith(root);
    folder = dirname(folder)
  ) {
    try {
      rmdirSync(folder);
    } catch {
      return; // not empty (or already gone): the folders above it are not empty either
    }
  }
}

/** A site's files (relative to it, `/` between folders) and their sizes in bytes. */
export type SiteFiles = Map<string, number>;

/** Every file of a site and its size, read from the disk. */
export function readSiteFiles(dir: string): SiteFiles {
  return new Map(siteFiles(dir).map((file) => [file, statSync(join(dir, file)).size]));
}

/** The list of a live site's files, kept beside its report so the next build need not walk the site. */
export function siteFilesList(distDir: string, slug: string): string {
  return join(distDir, '.reports', `${slug}.files.json`);
}

/** Keeps the list of a site's files, stamped with its page keys' stamp (page-reuse.ts, pageKeysStamp). */
export function writeSiteFilesList(file: string, files: SiteFiles, stamp: string | undefined): void {
  writeAtomically(file, JSON.stringify({ stamp, files: Object.fromEntries(files) }));
}

/** Forgets the list before the site changes, so a build stopped half-way leaves no wrong list. */
export function forgetSiteFilesList(file: string): void {
  rmSync(file, { force: true });
}

/**
 * The live site's files as its last build listed them; none when the list is missing,
 * unreadable, or stamped for other page keys than the live site's (`stamp`).
 */
export function readSiteFilesList(file: string, stamp: string | undefined): SiteFiles | undefined {
  const list = readJsonRecord<{ stamp?: unknown; files?: Record<string, unknown> }>(file);
  if (!list || stamp === undefined || list.stamp !== stamp || !list.files || typeof list.files !== 'object')
    return undefined;
  const files: SiteFiles = new Map();
  for (const [path, size] of Object.entries(list.files)) {
    if (typeof size !== 'number' || !Number.isFinite(size)) return undefined;
    files.set(path, size);
  }
  return files;
}

/**
 * Turns the live site, whose files are `before`, into the staged one plus what it keeps: pages
 * and whole folders; returns the site's files afterwards.
 */
export function updateInPlace(
  staging: string,
  live: string,
  kept: {
    /** Page paths, e.g. /cars/x. */
    pages: ReadonlySet<string>;
    /** Folders (relative, e.g. img/<set>) whose files all stay, however many. */
    folders?: ReadonlySet<string>;
  },
  before: SiteFiles,
): SiteFiles {
  const staged = readSiteFiles(staging);
  const keep = new Set(staged.keys());
  for (const pathname of kept.pages) keep.add(pageFileOf(pathname));
  const keptFolders = kept.folders ?? new Set<string>();
  const inKeptFolder = (file: string) =>
    keptFolders.size > 0 && keptFolders.has(file.slice(0, Math.max(0, file.lastIndexOf('/'))));
  moveInto(staging, live);
  const after: SiteFiles = new Map();
  for (const [file, size] of before)
    if (keep.has(file) || inKeptFolder(file)) after.set(file, size);
    else deleteWithEmptyFolders(live, join(live, file));
  // A staged file renamed onto a link to itself stays behind (rename does nothing then).
  rmSync(staging, { recursive: true, force: true });
  for (const [file, size] of staged) after.set(file, size);
  return after;
}
