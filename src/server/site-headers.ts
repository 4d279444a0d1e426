/**
 * The Content-Security-Policy a site's build wrote into its `_headers` file (src/build/csp.ts),
 * for the server to send with the site's pages: the same header a CDN serving the folder sends.
 * Re-read when a rebuild replaces the file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { policyOfHeadersFile } from '../build/csp.ts';

const bySite = new Map<string, { mtimeMs: number; policy: string | undefined }>();

export function sitePolicy(siteDir: string): string | undefined {
  const file = join(siteDir, '_headers');
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  let known = bySite.get(siteDir);
  if (!known || known.mtimeMs !== mtimeMs) {
    known = { mtimeMs, policy: policyOfHeadersFile(readFileSync(file, 'utf8')) };
    bySite.set(siteDir, known);
  }
  return known.policy;
}
