// Packs each built tenant of a shard into <to>/<slug>.tar.gz (its dist/<slug>/ folder, with
// _redirects), for CI to upload and a deploy step to sync to the CDN one tenant at a time.
// A tenant whose last build failed is left out and named: its previous site stays live.
// Usage: node scripts/ci/pack-sites.ts [--shard i/n] [--out dist] --to site-archives
import '../lib/node-version.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tenantsRoot } from '../../src/config/load-tenant.ts';
import { reportPath, type TenantBuildReport } from '../../src/build/report.ts';
import { listTenants, parseShard, shardOf } from '../lib/tenants.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    shard: { type: 'string' },
    out: { type: 'string', default: 'dist' },
    to: { type: 'string', default: 'site-archives' },
  },
});
const distDir = resolve(root, values.out);
const target = resolve(root, values.to);
mkdirSync(target, { recursive: true });

const tenants = shardOf(listTenants(tenantsRoot(root)), values.shard ? parseShard(values.shard) : undefined);
const failed: string[] = [];
for (const slug of tenants) {
  const report = existsSync(reportPath(distDir, slug))
    ? (JSON.parse(readFileSync(reportPath(distDir, slug), 'utf8')) as TenantBuildReport)
    : undefined;
  if (report?.status === 'failed' || !existsSync(join(distDir, slug, 'index.html'))) {
    failed.push(slug);
    continue;
  }
  const tar = spawnSync('tar', ['-czf', join(target, `${slug}.tar.gz`), '-C', distDir, slug], {
    stdio: 'inherit',
  });
  if (tar.status !== 0) throw new Error(`packing ${slug} failed`);
  console.log(`packed ${slug} → ${values.to}/${slug}.tar.gz`);
}
if (failed.length > 0) console.log(`not packed (last build failed or missing): ${failed.join(', ')}`);
