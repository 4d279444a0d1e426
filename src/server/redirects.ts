/**
 * Answers a site's `_redirects` (written by the build for cars that left, BLD-09) with a
 * 301, the way a CDN reading the same file would. Read once per build of the site.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseRedirects } from '../build/car-redirects.ts';

const bySite = new Map<string, { mtimeMs: number; targets: Map<string, string> }>();

/** The redirect target for a path of the site in `siteDir`, if it has one. */
export function redirectFor(siteDir: string, path: string): string | undefined {
  const file = join(siteDir, '_redirects');
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  let known = bySite.get(siteDir);
  if (!known || known.mtimeMs !== mtimeMs) {
    const targets = new Map(parseRedirects(readFileSync(file, 'utf8')).map(({ from, to }) => [from, to]));
    known = { mtimeMs, targets };
    bySite.set(siteDir, known);
  }
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return known.targets.get(bare);
}
