/** Runs scripts/build.ts as ops and CI do, on tenants in a temp folder, for the build tests. */
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');

/** The build's environment: this one without Vitest's (NODE_ENV=test would change how Astro builds). */
function buildEnv(tenantsDir: string, buildNow: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
    ),
    TENANTS_DIR: tenantsDir,
    BUILD_NOW: buildNow,
    ...env,
  };
}

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
      env: buildEnv(tenantsDir, buildNow, env),
      encoding: 'utf8',
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * runBuildScript without blocking this process: for a test that serves something the build
 * fetches (a photo host) from its own event loop, which a synchronous spawn would stop.
 */
export function runBuildScriptAsync(
  tenantsDir: string,
  out: string,
  args: string[],
  buildNow = '2026-11-21T01:00:00Z',
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(
      process.execPath,
      [join(PROJECT_ROOT, 'scripts', 'build.ts'), '--out', out, ...args],
      {
        cwd: PROJECT_ROOT,
        env: buildEnv(tenantsDir, buildNow, env),
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolveRun({ code, output }));
  });
}
