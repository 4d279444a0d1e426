/** Runs scripts/build.ts as ops and CI do, on tenants in a temp folder, for the build tests. */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');

export function runBuildScript(
  tenantsDir: string,
  out: string,
  args: string[],
  buildNow = '2026-11-21T01:00:00Z',
  env: Record<string, string> = {},
): { code: number | null; output: string } {
  const result = spawnSync(
    process.execPath,
    [join(PROJECT_ROOT, 'scripts', 'build.ts'), '--out', out, ...args],
    {
      cwd: PROJECT_ROOT,
      // Without Vitest's NODE_ENV=test, which would change how Astro builds.
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
        ),
        TENANTS_DIR: tenantsDir,
        BUILD_NOW: buildNow,
        ...env,
      },
      encoding: 'utf8',
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}
