/**
 * The real server (createApp + @hono/node-server) on a loopback port, over a small dist/
 * folder: the tenant comes from the Host header, a site never serves another's files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { resolveSite } from '../../../src/server/sites.ts';

const dist = mkdtempSync(join(tmpdir(), 'server-dist-'));
let server: ServerType;
let port = 0;

function site(slug: string, domains: string[]) {
  mkdirSync(join(dist, slug, 'cars', 'a-car'), { recursive: true });
  mkdirSync(join(dist, slug, '_astro'), { recursive: true });
  writeFileSync(join(dist, slug, 'index.html'), `<h1>${slug} home</h1>`);
  writeFileSync(join(dist, slug, '404.html'), `<h1>${slug} not found</h1>`);
  writeFileSync(join(dist, slug, 'cars', 'a-car', 'index.html'), `<h1>${slug} car</h1>`);
  writeFileSync(join(dist, slug, '_astro', 'app.abc123.js'), 'console.log(1)');
  mkdirSync(join(dist, '.reports'), { recursive: true });
  writeFileSync(
    join(dist, '.reports', `${slug}.site.json`),
    JSON.stringify({ siteUrl: `https://${domains[0]}`, domains }),
  );
}

/** GET with an explicit Host header (fetch() may not set Host, so this uses node:http). */
function get(
  host: string,
  path: string,
): Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text, headers: response.headers }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  site('alpha', ['www.alpha.com.au']);
  site('bravo', ['www.bravo.com.au', 'bravo.com.au']);
  writeFileSync(join(dist, 'secret.txt'), 'not for shoppers');
  server = serve({ fetch: createApp({ distDir: dist }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('server', () => {
  it('[BLD-05] serves each built tenant at <slug>.localhost and at its configured domains', async () => {
    expect((await get(`alpha.localhost:${port}`, '/')).text).toBe('<h1>alpha home</h1>');
    expect((await get('www.bravo.com.au', '/cars/a-car')).text).toBe('<h1>bravo car</h1>');
    expect((await get('bravo.com.au', '/cars/a-car/')).text).toBe('<h1>bravo car</h1>');
  });

  it('[SEC-01] a site never serves another tenant’s files or anything outside its folder', async () => {
    expect((await get('alpha.localhost', '/../bravo/index.html')).text).not.toContain('bravo');
    expect((await get('alpha.localhost', '/%2e%2e/secret.txt')).status).toBe(404);
    expect((await get('alpha.localhost', '/../secret.txt')).text).not.toContain('not for shoppers');
    expect((await get('alpha.localhost', '/.reports/alpha.site.json')).status).toBe(404);
  });

  it('answers unknown paths with the tenant’s own 404 page and status 404', async () => {
    const response = await get('alpha.localhost', '/cars/sold-long-ago');
    expect(response.status).toBe(404);
    expect(response.text).toBe('<h1>alpha not found</h1>');
  });

  it('caches hashed bundles forever and revalidates pages', async () => {
    expect((await get('alpha.localhost', '/_astro/app.abc123.js')).headers['cache-control']).toContain(
      'immutable',
    );
    expect((await get('alpha.localhost', '/')).headers['cache-control']).toContain('must-revalidate');
  });

  it('an unknown host gets a plain 404 with no list of sites; health names only its own site', async () => {
    for (const path of ['/', '/index.html', '/x']) {
      const unknown = await get('nobody.localhost', path);
      expect(unknown.status).toBe(404);
      expect(unknown.text).toBe('Not found');
    }
    expect((await get(`localhost:${port}`, '/')).text).not.toContain('alpha');
    expect(JSON.parse((await get('localhost', '/api/health')).text)).toEqual({ status: 'ok' });
    expect(JSON.parse((await get('alpha.localhost', '/api/health')).text)).toEqual({
      status: 'ok',
      site: 'alpha',
    });
  });

  it('the local preview (--site-index) lists the sites at the bare host', async () => {
    const preview = createApp({ distDir: dist, siteIndex: true });
    const response = await preview.request('/', { headers: { host: `localhost:${port}` } });
    expect(await response.text()).toContain(`http://alpha.localhost:${port}/`);
  });

  it('resolves a host by configured domain before the <slug>.localhost rule, ignoring port and case', () => {
    const sites = [
      { slug: 'alpha', dir: '', siteUrl: undefined, domains: ['www.alpha.com.au'] },
      { slug: 'bravo', dir: '', siteUrl: undefined, domains: [] },
    ];
    expect(resolveSite(sites, 'WWW.ALPHA.COM.AU:443')?.slug).toBe('alpha');
    expect(resolveSite(sites, 'bravo.localhost:4321')?.slug).toBe('bravo');
    expect(resolveSite(sites, 'charlie.localhost')).toBeUndefined();
    expect(resolveSite(sites, undefined)).toBeUndefined();
  });
});
