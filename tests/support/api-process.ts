/**
 * The real API as a separate process (`scripts/serve.ts`) over a one-tenant dist folder, for
 * tests that run several processes or kill one: loopback only, bounded start-up wait.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Agent, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { validateSettings } from '../../src/config/load-tenant.ts';

const root = resolve(import.meta.dirname, '..', '..');

/** Writes the built data of one tenant (no cars, one sales location) into `distDir`. */
export function writeTenant(distDir: string, slug: string, settings: Record<string, unknown>): void {
  const validated = validateSettings(slug, {
    site: { name: slug, url: `https://www.${slug}.example.com.au` },
    ...settings,
    // The captcha is off unless a test asks for it: these tests are about stores and processes.
    forms: { captcha: false, ...(settings['forms'] as Record<string, unknown> | undefined) },
  });
  const location = {
    id: 'l1',
    name: slug,
    slug,
    primary: true,
    visible: true,
    location_type: 'sales',
    location_subtype: [],
    manufacturers: [],
    dealership_id: 'd1',
    address: { city: 'Perth', state: 'WA', postcode: '6000', lat: -31.9, long: 115.8 },
    contact_detail: { email: `sales@${slug}.example.com.au`, opening_hours: [] },
    special_hours: [],
    distribution_locations: [],
  };
  for (const dir of [join(distDir, slug), join(distDir, '.reports'), join(distDir, '.data')])
    mkdirSync(dir, { recursive: true });
  writeFileSync(join(distDir, slug, 'index.html'), slug);
  writeFileSync(
    join(distDir, '.reports', `${slug}.site.json`),
    JSON.stringify({ siteUrl: validated.site.url, domains: [] }),
  );
  writeFileSync(
    join(distDir, '.data', `${slug}.json`),
    JSON.stringify({
      tenant: {
        slug,
        dir: distDir,
        settings: validated,
        dealerships: [{ id: 'd1', name: slug, slug }],
        locations: [location],
        manufacturers: [],
        models: [],
        promos: [],
        slides: [],
      },
      cars: [],
      feed: { file: '', records: 0, imported: 0, skipped: [], warnings: [] },
      excluded: [],
      makeLogos: { tenant: [], shared: [] },
      logoSize: { width: 240, height: 48 },
      builtAt: new Date().toISOString(),
    }),
  );
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

/** Starts `scripts/serve.ts` on a free loopback port; answers once it listens. */
export function startApiProcess(options: {
  distDir: string;
  dataDir: string;
  env: Record<string, string>;
  port?: number;
}): Promise<ApiProcess> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')),
  );
  const child = spawn(
    process.execPath,
    [
      join(root, 'scripts', 'serve.ts'),
      ...['--port', String(options.port ?? 0), '--host', '127.0.0.1'],
      ...['--dist', options.distDir, '--data', options.dataDir],
    ],
    { cwd: root, env: { ...env, ...options.env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the API did not start: ${out}`)), 20_000);
    child.once('exit', (code) => fail(new Error(`the API exited (${code}): ${out}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        done({ child, port: Number(match[1]), stop });
      }
    });
  });
}

export interface LeadAnswer {
  status: number;
  leadId?: string;
}

/** POSTs a lead to /api/leads of `host` on `port`; a failed connection answers status 0. */
export function postLead(
  port: number,
  host: string,
  body: unknown,
  headers: Record<string, string>,
  agent?: Agent,
): Promise<LeadAnswer> {
  return new Promise((done) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/leads',
        agent,
        headers: { host, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          done({
            status,
            leadId: status < 300 ? (JSON.parse(text) as { lead_id: string }).lead_id : undefined,
          });
        });
      },
    );
    req.on('error', () => done({ status: 0 }));
    req.setTimeout(10_000, () => req.destroy());
    req.end(JSON.stringify(body));
  });
}
