/**
 * The Content-Security-Policy (issue 14) in Chromium: every demo site sends one with its pages
 * (no 'unsafe-inline' scripts, no plugins, framed only by itself), and one page of every kind
 * each site has (from its sitemap, plus a car's reserve page and the search with a query) loads
 * and hydrates without a single violation report or dialog.
 */
import { expect, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { builtData, DEMO_TENANTS, directRequest, onePerKind, siteUrl } from './sites.ts';

for (const slug of DEMO_TENANTS) {
  test(`${slug}: every kind of page loads under the site's Content-Security-Policy with no violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const home = directRequest(slug, '/');
    const response = await request.get(home.url, { headers: home.headers });
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(policy).not.toContain("'unsafe-inline' 'sha256");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self'");

    const sitemap = directRequest(slug, '/sitemap.xml');
    const xml = await (await request.get(sitemap.url, { headers: sitemap.headers })).text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    const { cars } = builtData(slug);
    const reservable = cars.find((car) => isAvailable(car) && !car.reserved);
    const visits = [
      ...onePerKind(paths, slug),
      '/search/new-used-and-demo-cars/?query=a',
      ...(reservable ? [`${reservable.path}/checkout/`] : []),
    ];

    const violations: string[] = [];
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
    for (const path of visits) {
      await page.goto(siteUrl(slug, path), { waitUntil: 'networkidle' });
      // Islands that wait for a first touch, and those below the fold.
      await page.mouse.move(10, 10);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(150);
    }
    expect(visits.length).toBeGreaterThan(5);
    expect(violations).toEqual([]);
    expect(dialogs).toEqual([]);
    // And an injected inline script (what a stored XSS would be) is blocked and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true; alert(1)';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toMatch(/script-src(-elem)? blocked inline$/);
    expect(
      await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
}
