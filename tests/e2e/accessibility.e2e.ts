/**
 * WCAG 2.1 AA on the main pages of every demo site (QUAL-01): one page of every kind the
 * site has (from its sitemap, plus a car page and a search with a query) on a phone, and the
 * home, search and car pages on a laptop, with no axe violation of serious or critical impact.
 */
import { expect, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { axeViolations } from './axe.ts';
import { builtData, DEMO_TENANTS, directRequest, onePerKind, siteUrl } from './sites.ts';

const SEVERE = /\((serious|critical)\):/;

for (const slug of DEMO_TENANTS) {
  test(`[QUAL-01] ${slug}: every kind of page has no serious or critical axe violation, on a phone and a laptop`, async ({
    page,
    request,
  }) => {
    // One page of every kind, on two screens: a few minutes on a 2-core machine.
    test.setTimeout(420_000);
    const sitemap = directRequest(slug, '/sitemap.xml');
    const xml = await (await request.get(sitemap.url, { headers: sitemap.headers })).text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    const car = builtData(slug).cars.find((c) => isAvailable(c))!;
    const phone = [...onePerKind(paths, slug), `${car.path}/`, '/search/new-used-and-demo-cars/?query=a'];
    const laptop = ['/', '/search/new-used-and-demo-cars/', `${car.path}/`];
    const found: string[] = [];
    for (const [width, height, visits] of [
      [390, 844, phone],
      [1366, 900, laptop],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of visits) {
        await page.goto(siteUrl(slug, path), { waitUntil: 'networkidle' });
        // A search still running dims its results (by design): check what the shopper reads.
        await expect(page.locator('.search-results[aria-busy="true"]')).toHaveCount(0);
        for (const violation of await axeViolations(page))
          if (SEVERE.test(violation)) found.push(`${width}px ${path}: ${violation}`);
      }
    }
    expect(phone.length).toBeGreaterThan(6);
    expect(found).toEqual([]);
  });
}
