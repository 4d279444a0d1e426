/**
 * The fleet's CI (BLD-10): the checked-in workflow builds the tenants over a shard matrix with
 * the build script's own --shard, keeps each shard's builds and Astro's page cache between
 * runs, and uploads the sites that scripts/ci/pack-sites.ts packs, one archive per tenant.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../support/run-build.ts';

/** A GitHub Actions expression as the workflow writes it: ${{ … }}. */
const gha = (expression: string) => `\${{ ${expression} }}`;
const workflow = readFileSync(join(PROJECT_ROOT, '.github', 'workflows', 'build-sites.yml'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'fleet-ci-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('[BLD-10] the fleet workflow', () => {
  it('[BLD-10] runs on a feed change, over a matrix of shards, with the build script’s --shard', () => {
    expect(workflow).toMatch(/paths: \[[^\]]*'tenants\/\*\*'/);
    expect(workflow).toMatch(/types: \[feed-changed\]/);
    const shards = /shard: \[([\d, ]+)\]/.exec(workflow)?.[1]?.split(',').map(Number);
    expect(shards).toEqual([1, 2, 3, 4]);
    expect(workflow).toContain('SHARDS: 4');
    expect(workflow).toContain(`npm run build -- --shard ${gha('matrix.shard')}/${gha('env.SHARDS')}`);
  });

  it('[BLD-10] restores and saves each shard’s sites and incremental page cache', () => {
    for (const step of ['actions/cache/restore@v4', 'actions/cache/save@v4']) {
      const at = workflow.indexOf(step);
      expect(at, step).toBeGreaterThan(0);
      const block = workflow.slice(at, at + 320);
      expect(block).toContain('dist');
      expect(block).toContain('.cache/astro');
      expect(block).toContain('.cache/landing');
      expect(block).toContain(`sites-shard-${gha('matrix.shard')}-of-4-`);
    }
  });

  it('[BLD-10] packs one archive per built tenant of the shard, leaving out a failed one by name', () => {
    const tenants = join(work, 'tenants');
    const dist = join(PROJECT_ROOT, '.cache', `test-pack-${process.pid}`);
    for (const slug of ['alpha', 'bravo', 'charlie']) {
      mkdirSync(join(tenants, slug), { recursive: true });
      writeFileSync(join(tenants, slug, 'settings.json'), '{}');
    }
    for (const slug of ['alpha', 'charlie']) {
      mkdirSync(join(dist, slug), { recursive: true });
      writeFileSync(join(dist, slug, 'index.html'), `<h1>${slug}</h1>`);
    }
    mkdirSync(join(dist, '.reports'), { recursive: true });
    writeFileSync(join(dist, '.reports', 'charlie.json'), JSON.stringify({ status: 'failed' }));
    const to = join(work, 'archives');
    const result = spawnSync(process.execPath, ['scripts/ci/pack-sites.ts', '--out', dist, '--to', to], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, TENANTS_DIR: tenants },
      encoding: 'utf8',
    });
    rmSync(dist, { recursive: true, force: true });
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(to)).toEqual(['alpha.tar.gz']);
    expect(result.stdout).toContain('not packed (last build failed or missing): bravo, charlie');
    const listing = spawnSync('tar', ['-tzf', join(to, 'alpha.tar.gz')], { encoding: 'utf8' }).stdout;
    expect(listing.split('\n')).toContain('alpha/index.html');
  });
});
