/**
 * `npm run dev -- --tenant <slug>`: Astro's dev server for one tenant, re-preparing the
 * tenant's data when its files change, so ops see an edit without restarting.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const tenantsDir = mkdtempSync(join(tmpdir(), 'dev-preview-'));
let dev: ChildProcess | undefined;

/** The environment without Vitest's NODE_ENV=test and VITEST* variables, which change how Astro's dev server runs. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function waitFor(
  url: string,
  predicate: (html: string) => boolean,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      last = await response.text();
      if (response.ok && predicate(last)) return last;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}; last answer: ${last.slice(0, 300)}`);
}

afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  rmSync(tenantsDir, { recursive: true, force: true });
});

it('[BLD-05] previews one tenant with hot reload: a settings edit shows without a restart', async () => {
  const dir = join(tenantsDir, 'preview-motors');
  cpSync(join(root, 'tests', 'fixtures', 'tenants', 'full-franchise'), dir, { recursive: true });
  const settingsFile = join(dir, 'settings.json');
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
  const port = await freePort();
  dev = spawn(
    process.execPath,
    [join(root, 'scripts', 'dev.ts'), '--tenant', 'preview-motors', '--port', String(port)],
    {
      cwd: root,
      env: { ...cleanEnv(), TENANTS_DIR: tenantsDir },
      detached: true,
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, (html) => html.includes(settings.site.name), 60_000);

  settings.wording = { ...settings.wording, heroHeading: 'Spring Sale Now On' };
  writeFileSync(settingsFile, JSON.stringify(settings));
  const html = await waitFor(url, (page) => page.includes('Spring Sale Now On'), 30_000);
  expect(html).toContain('Spring Sale Now On');
}, 120_000);
