/**
 * The built sites the server knows: every dist/<slug>/ with its host names, read from the
 * build's dist/.reports/<slug>.site.json. Re-read when dist changes so a rebuild needs no restart.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BuiltSite } from '../api/site.ts';

export type { BuiltSite } from '../api/site.ts';

export function readBuiltSites(distDir: string): BuiltSite[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !entry.name.startsWith('.') &&
        existsSync(join(distDir, entry.name, 'index.html')),
    )
    .map((entry) => {
      const infoFile = join(distDir, '.reports', `${entry.name}.site.json`);
      let info: { siteUrl?: string; domains?: string[] } = {};
      if (existsSync(infoFile)) {
        try {
          info = JSON.parse(readFileSync(infoFile, 'utf8'));
        } catch {
          info = {};
        }
      }
      return {
        slug: entry.name,
        dir: join(distDir, entry.name),
        siteUrl: info.siteUrl,
        domains: info.domains ?? [],
      };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Caches the site list, refreshing it when dist/.reports changes (checked at most once a second). */
export function siteRegistry(distDir: string): () => BuiltSite[] {
  let cached: BuiltSite[] = [];
  let stamp = -1;
  let checkedAt = 0;
  return () => {
    if (stamp !== -1 && Date.now() - checkedAt < 1000) return cached;
    checkedAt = Date.now();
    const reports = join(distDir, '.reports');
    const current = existsSync(reports) ? statSync(reports).mtimeMs : 0;
    if (current !== stamp) {
      cached = readBuiltSites(distDir);
      stamp = current;
    }
    return cached;
  };
}

/**
 * The tenant a request is for, from its Host header: one of the tenant's configured
 * domains, or <slug>.localhost locally (any port).
 */
export function resolveSite(sites: BuiltSite[], hostHeader: string | undefined): BuiltSite | undefined {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!host) return undefined;
  const byDomain = sites.find((site) => site.domains.includes(host));
  if (byDomain) return byDomain;
  const local = /^([a-z0-9-]+)\.localhost$/.exec(host);
  return local ? sites.find((site) => site.slug === local[1]) : undefined;
}
