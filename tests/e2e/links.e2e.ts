/**
 * QUAL-03: no broken internal link in any built tenant. Reads every page of every built demo
 * site (dist/<slug>/) as text and checks that each internal href, src and srcset target is a
 * file the build emitted, and that every sitemap URL is a page. Offline and fast: no server.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtData, DEMO_TENANTS } from './sites.ts';

const dist = resolve(import.meta.dirname, '..', '..', 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Whether a site path is a file of the built site (a page is its folder's index.html). */
function built(root: string, url: string): boolean {
  const path = decodeURIComponent(url.split(/[?#]/)[0]!);
  if (path === '/' || path === '') return existsSync(join(root, 'index.html'));
  const file = join(root, path);
  return (existsSync(file) && statSync(file).isFile()) || existsSync(join(file, 'index.html'));
}

function internalTargets(html: string): string[] {
  const targets: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="(\/(?!\/)[^"]*)"/g)) targets.push(match[1]!);
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/g))
    for (const candidate of match[1]!.split(','))
      if (candidate.trim().startsWith('/')) targets.push(candidate.trim().split(/\s+/)[0]!);
  return targets.map((url) => url.replace(/&amp;/g, '&')).filter((url) => !url.startsWith('/api/'));
}

for (const slug of DEMO_TENANTS) {
  test(`[QUAL-03] every internal link, image and script of ${slug} is built`, () => {
    const root = join(dist, slug);
    const missing = new Map<string, string>();
    const pages = htmlFiles(root);
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      for (const url of internalTargets(readFileSync(page, 'utf8'))) {
        if (!built(root, url)) missing.set(url.split(/[?#]/)[0]!, page.slice(root.length));
      }
    }
    expect([...missing].map(([url, page]) => `${url} (linked from ${page})`)).toEqual([]);
  });

  test(`[QUAL-03] every sitemap URL of ${slug} is a built page`, () => {
    const root = join(dist, slug);
    const site = builtData(slug).tenant.settings.site.url.replace(/\/$/, '');
    const sitemap = readFileSync(join(root, 'sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1]!.slice(site.length) || '/',
    );
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !built(root, path))).toEqual([]);
  });
}
