/**
 * Tenant content pages in Chromium (tenants/<slug>/pages/*.md): each page the tenant wrote is
 * built at its path with the site layout, breadcrumb and h1, passes axe, reads well on a phone
 * and a laptop, and is linked from the menus; a page a tenant did not write is a 404 and no
 * page of that site links to it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { contentPagePath } from '../../src/domain/content-pages.ts';
import { builtData, DEMO_TENANTS, directRequest, siteUrl } from './sites.ts';

const root = resolve(import.meta.dirname, '..', '..');
const shots = join(root, 'test-results', 'content-pages');

function pagesOf(slug: string) {
  const { tenant } = builtData(slug);
  return (tenant.pages ?? []).map((page) => ({
    ...page,
    path: contentPagePath(page.slug, tenant.settings.features.pagesPath),
  }));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

test.describe('content pages', () => {
  test('the group site has its seven pages at their paths, faqs under /pages/', () => {
    expect(pagesOf('southern-cross-auto-group').map((page) => page.path)).toEqual([
      '/about-us',
      '/careers',
      '/pages/faqs',
      '/fleet',
      '/privacy-policy',
      '/roadside-assist',
      '/warranty',
    ]);
    expect(pagesOf('westside-used-cars').map((page) => page.path)).toEqual([
      '/pages/about-us',
      '/pages/privacy-policy',
    ]);
  });

  for (const slug of ['southern-cross-auto-group', 'westside-used-cars']) {
    test(`every page of ${slug} has the layout, a breadcrumb, its h1 and meta description, and passes axe`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1366, height: 900 });
      const name = builtData(slug).tenant.settings.site.name;
      for (const content of pagesOf(slug)) {
        const response = await page.goto(siteUrl(slug, content.path));
        expect(response?.status(), content.path).toBe(200);
        await expect(page).toHaveTitle(`${content.title} | ${name}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
        const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', content.title]);
        await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(content.title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          content.description ?? `${content.title} at ${name}.`,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${builtData(slug).tenant.settings.site.url.replace(/\/$/, '')}${content.path}`,
        );
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(name);
        // The body's headings start at h2 under the title.
        expect(await page.locator('main h1').count()).toBe(1);
        expect(await axeViolations(page), content.path).toEqual([]);
      }
    });
  }

  test('the group FAQs render Markdown structure: h2 sections, h3 questions, site links', async ({
    page,
  }) => {
    await page.goto(siteUrl('southern-cross-auto-group', '/pages/faqs'));
    const prose = page.locator('main .prose');
    await expect(prose.getByRole('heading', { level: 2 }).first()).toHaveText('Buying a car');
    await expect(prose.getByRole('heading', { level: 3 }).first()).toHaveText(
      'Are the cars on this website in stock?',
    );
    await expect(prose.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(prose.locator('script, iframe, [onclick], [onerror]')).toHaveCount(0);
  });

  test('pages read well on a phone and a laptop (screenshots in test-results/content-pages)', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    mkdirSync(shots, { recursive: true });
    const cases: [string, string][] = [
      ['southern-cross-auto-group', '/about-us'],
      ['southern-cross-auto-group', '/pages/faqs'],
      ['westside-used-cars', '/pages/privacy-policy'],
    ];
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [slug, path] of cases) {
        await page.goto(siteUrl(slug, path));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${slug}${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(h1!.x).toBeGreaterThanOrEqual(8);
        await page.screenshot({
          path: join(shots, `${slug}${path.replaceAll('/', '_')}-${width}x${height}.png`),
          fullPage: width === 390,
        });
      }
    }
  });

  test('the menus link to the pages a tenant has', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // Westside: the template default header, one company page, so a plain About Us link.
    await page.goto(siteUrl('westside-used-cars', '/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/pages/about-us');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/pages/about-us');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/pages/privacy-policy',
    );
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/pages\/about-us$/);

    // The group site's configured More menu and footer.
    await page.goto(siteUrl('southern-cross-auto-group', '/'));
    const moreButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
    await moreButton.click();
    const more = page.locator(`#${await moreButton.getAttribute('aria-controls')}`);
    await expect(more.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/pages/faqs');
    await more.getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    const groupFooter = page.getByRole('navigation', { name: 'Footer' });
    const footerLinks: [string, string][] = [
      ['Warranty', '/warranty'],
      ['Roadside Assist', '/roadside-assist'],
      ['About Us', '/about-us'],
      ['Fleet', '/fleet'],
      ['Privacy Policy', '/privacy-policy'],
    ];
    for (const [label, href] of footerLinks)
      await expect(groupFooter.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  });

  test('a page a tenant did not write is a 404 and linked from nowhere on its site', async ({ request }) => {
    test.setTimeout(90_000);
    // Every content path any demo tenant has, in both shapes.
    const candidates = new Set<string>();
    for (const slug of DEMO_TENANTS)
      for (const content of builtData(slug).tenant.pages ?? [])
        for (const pagesPath of [false, true]) candidates.add(contentPagePath(content.slug, pagesPath));
    expect(candidates.size).toBeGreaterThan(8);
    for (const slug of DEMO_TENANTS) {
      const own = new Set(pagesOf(slug).map((content) => content.path));
      const absent = [...candidates].filter((path) => !own.has(path));
      for (const path of absent) {
        const { url, headers } = directRequest(slug, path);
        expect((await request.get(url, { headers })).status(), `${slug}${path}`).toBe(404);
      }
      const dir = join(root, 'dist', slug);
      expect(existsSync(dir)).toBe(true);
      const linked = new Set<string>();
      for (const file of htmlFiles(dir)) {
        const html = readFileSync(file, 'utf8');
        for (const path of absent)
          if (html.includes(`href="${path}"`) || html.includes(`href="${path}/"`)) linked.add(path);
      }
      expect([...linked], slug).toEqual([]);
    }
  });
});
