import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../src/config/load-tenant.ts';
import { prepareSiteData, reservedContentSlugs } from '../../../src/build/prepare.ts';
import { configError, FIXTURE_TENANTS } from '../../fixtures/helpers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'content-pages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the group-defaults fixture tenant with these pages/ files. */
function tenantWithPages(slug: string, pages: Record<string, string>): string {
  cpSync(join(FIXTURE_TENANTS, 'group-defaults'), join(scratch, slug), { recursive: true });
  mkdirSync(join(scratch, slug, 'pages'));
  for (const [file, text] of Object.entries(pages)) writeFileSync(join(scratch, slug, 'pages', file), text);
  return slug;
}
const reported = (slug: string, file: string) => relative(process.cwd(), join(scratch, slug, 'pages', file));

describe("loading a tenant's content pages", () => {
  it('reads every pages/*.md file, sorted by slug; a tenant without pages/ has none', () => {
    const slug = tenantWithPages('with-pages', {
      'fleet.md': '---\ntitle: Fleet\n---\nFleet sales.',
      'about-us.md': '---\ntitle: About Us\ndescription: Who we are.\n---\n# Hello',
      '.DS_Store': 'ignored',
    });
    expect(loadTenant(scratch, slug).pages).toEqual([
      {
        slug: 'about-us',
        file: 'about-us.md',
        title: 'About Us',
        description: 'Who we are.',
        markdown: '# Hello',
      },
      { slug: 'fleet', file: 'fleet.md', title: 'Fleet', description: undefined, markdown: 'Fleet sales.' },
    ]);
    expect(loadTenant(FIXTURE_TENANTS, 'group-defaults').pages).toEqual([]);
  });

  it('fails the build naming the tenant, each file and key', () => {
    const slug = tenantWithPages('bad-pages', {
      'careers.md': '---\ndescription: Jobs\n---\nApply now.',
      'warranty.md': '---\ntitle: Warranty\n---\n<iframe src="https://example.com"></iframe>',
    });
    const error = configError(() => loadTenant(scratch, slug));
    expect(error.message).toBe(
      [
        'Tenant "bad-pages" has invalid configuration:',
        `  ${reported(slug, 'careers.md')} at title: required front matter "title" is missing`,
        `  ${reported(slug, 'warranty.md')} at body: raw <iframe> is not allowed (line 4)`,
      ].join('\n'),
    );
  });

  it('a page may not take a built-in route, derived from src/pages plus the reserved names', () => {
    expect([...reservedContentSlugs()].sort()).toEqual([
      '404',
      '_astro',
      'accessories',
      'api',
      'apply-for-finance',
      'blog',
      'book-a-service',
      'book-test-drive',
      'brand',
      'brands',
      'cars',
      'checkout-journey',
      'compare',
      'contact',
      'contact-us',
      'dealer-locator',
      'delivery',
      'favourites',
      'feeds',
      'finance',
      'finance-enquiry',
      'icons',
      'locations',
      'maps',
      'media',
      'models',
      'my-garage',
      'offers',
      'online-payment',
      'pages',
      'parts',
      'personalised',
      'postcodes',
      'print',
      'robots.txt',
      'saved-searches',
      'search',
      'search-index',
      'sell-my-car',
      'service',
      'sign-in',
      'site-menus',
      'sitemap.xml',
      'special-offers',
      'spin-to-win',
      'success',
      'terms-and-conditions',
      'trade-in',
      'used-car',
      'vehicle-parts-and-accessories',
      'watchlist',
    ]);
    const slug = tenantWithPages('taken-route', { 'search.md': '---\ntitle: Search tips\n---\nTips.' });
    const error = configError(() => prepareSiteData(scratch, slug, new Date('2026-11-25T00:00:00Z')));
    expect(error.message).toBe(
      `Tenant "taken-route" has invalid configuration:\n  ${reported(slug, 'search.md')}: page "search" would take the built-in /search route; rename the file (e.g. search-info.md)`,
    );
  });

  it("a page may not take a model's page", () => {
    const slug = tenantWithPages('taken-model', { 'hilux.md': '---\ntitle: HiLux tips\n---\nTips.' });
    writeFileSync(
      join(scratch, slug, 'models.json'),
      JSON.stringify([{ id: 'hilux', name: 'HiLux', slug: 'hilux', manufacturer_name: 'Toyota' }]),
    );
    const error = configError(() => prepareSiteData(scratch, slug, new Date('2026-11-25T00:00:00Z')));
    expect(error.message).toBe(
      `Tenant "taken-model" has invalid configuration:\n  ${reported(slug, 'hilux.md')}: page "hilux" would take the HiLux model page /hilux; rename the file`,
    );
  });
});
