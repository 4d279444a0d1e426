/**
 * The demo data a benchmark builds from: the generated stock (`npm run demo:stock`) and the
 * demo images (`npm run demo:media`). A clean clone has neither, so a benchmark run straight
 * after `npm ci` makes them first instead of failing on "feed file is missing". Existing
 * files are kept: regenerating moves every date to today and forces a rebuild.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

export function ensureDemoData(tenants: readonly string[]): void {
  const stockMissing = tenants.some(
    (slug) => !readdirSync(join(root, 'tenants', slug)).some((file) => file.startsWith('stock.generated.')),
  );
  if (stockMissing) run('scripts/demo/generate-stock.ts');
  if (!existsSync(join(root, '.cache', 'demo-media'))) run('scripts/demo/generate-media.ts');
}

function run(script: string): void {
  const result = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}${result.stderr}`);
}
