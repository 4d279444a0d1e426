/**
 * The built demo tenants in Chromium: each site has its own branding, home page and car
 * pages with real fields; pages read without JavaScript; bad text cannot inject script.
 */
import { expect, test } from '@playwright/test';
import { builtData, buildReport, DEMO_TENANTS, directRequest, siteUrl } from './sites.ts';

for (const slug of DEMO_TENANTS) {
  test.describe(slug, () => {
    test(`[CFG-01] [BLD-01] ${slug} is served at its own address with its own branding`, async ({ page }) => {
      const data = builtData(slug);
      const response = await page.goto(siteUrl(slug));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(data.tenant.settings.site.name.replace(/[&]/g, '.')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.tenant.settings.site.name);
      await expect(
        page.getByRole('heading', { name: data.tenant.settings.wording.heroHeading }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: `${data.tenant.settings.site.name} home` })).toBeVisible();
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      );
      expect(primary).toBe(data.tenant.settings.branding.colours.primary);
    });

    test(`[FEED-01] a car page of ${slug} shows the car's real fields`, async ({ page }) => {
      const data = builtData(slug);
      const car = data.cars.find((c) => c.status === 'in_stock' && c.photos_count > 0 && c.stocknum)!;
      const response = await page.goto(siteUrl(slug, car.path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
      await expect(page.locator('aside')).toContainText(String(car.year));
      await expect(page.locator('aside')).toContainText(car.stocknum!);
      const image = page.locator('.vehicle-gallery img').first();
      await expect(image).toHaveAttribute('src', car.images[0]!.image);
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    });
  });
}

test('[BLD-06] pages are readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const data = builtData('harbour-city-toyota');
  await page.goto(siteUrl('harbour-city-toyota'));
  await expect(page.getByRole('heading', { name: 'Latest arrivals' })).toBeVisible();
  const firstCard = page.locator('.car-card h3 a').first();
  await firstCard.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(data.cars.some((c) => page.url().endsWith(c.path))).toBe(true);
  await context.close();
});

test('[FEED-05] [CARD-03] a car sold within the window is published and marked SOLD', async ({ page }) => {
  const data = builtData('southern-cross-auto-group');
  const sold = data.cars.find((c) => c.status === 'sold');
  expect(sold, 'the demo has a recently sold car').toBeTruthy();
  await page.goto(siteUrl('southern-cross-auto-group', sold!.path));
  await expect(page.getByRole('status')).toContainText('SOLD');
  await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
  const excluded = data.excluded.find((e) => e.reason.startsWith('sold more than'));
  expect(excluded, 'the demo has a car sold before the window').toBeTruthy();
  const response = await page.goto(siteUrl('southern-cross-auto-group', `/cars/${excluded!.slug}`));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('[SEC-04] HTML and script in dealer comments show as text and never run', async ({ page }) => {
  // A vehicle page on every tenant.
  test.setTimeout(120_000);
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  for (const slug of DEMO_TENANTS) {
    const car = builtData(slug).cars.find((c) => c.dealercomments?.includes('<script'));
    if (!car) continue;
    await page.goto(siteUrl(slug, car.path));
    const comments = page.locator('section[aria-labelledby="comments-heading"]');
    await expect(comments).not.toContainText('<script');
    expect(await comments.locator('script').count()).toBe(0);
    // Island bootstrap scripts are the only scripts; none carries text from the feed.
    for (const text of await page.locator('script:not([src])').allTextContents())
      expect(text).not.toContain('alert(');
  }
  expect(dialogs).toBe(0);
});

test('[FEED-03] caravan lengths from a feed in feet show in metres', async ({ page }) => {
  const data = builtData('outback-caravans-motorcycles');
  const caravan = data.cars.find((c) => c.item_type === 'caravan' && c.specifications?.body_length)!;
  await page.goto(siteUrl('outback-caravans-motorcycles', caravan.path));
  const specs = page.getByTestId('caravan-specs');
  await expect(specs).toContainText(`${caravan.specifications!.body_length!.toFixed(2)} m`);
});

test('[FEED-08] the CSV dealer export is mapped into car pages without code changes', async ({ page }) => {
  const data = builtData('westside-used-cars');
  expect(data.feed.file).toMatch(/\.csv$/);
  const landRover = data.cars.find((c) => c.make === 'Land Rover');
  expect(landRover, 'a make split across the Brand and Model columns is joined back').toBeTruthy();
  await page.goto(siteUrl('westside-used-cars', landRover!.path));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rover');
  await expect(page.locator('aside')).toContainText(landRover!.simple_transmission ?? '');
  const report = buildReport('westside-used-cars');
  expect(new Set(report.skippedRecords?.map((r) => r.record)).size).toBe(3);
});

test('[BLD-07] each tenant serves sitemap.xml and robots.txt with its own site URL', async ({ request }) => {
  for (const slug of DEMO_TENANTS) {
    const data = builtData(slug);
    const base = data.tenant.settings.site.url.replace(/\/$/, '');
    const sitemapRequest = directRequest(slug, '/sitemap.xml');
    const sitemap = await request.get(sitemapRequest.url, { headers: sitemapRequest.headers });
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${base}${data.cars[0]!.path}</loc>`);
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(data.cars.length + 1);
    expect(xml).toContain(`<loc>${base}/search/new-used-and-demo-cars</loc>`);
    const robotsRequest = directRequest(slug, '/robots.txt');
    const robots = await (await request.get(robotsRequest.url, { headers: robotsRequest.headers })).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
  }
});

test('an unknown host gets a plain 404: no list of sites, not another tenant', async ({ request }) => {
  const port = process.env['E2E_PORT'];
  const bare = await request.get(`http://localhost:${port}/`);
  expect(bare.status()).toBe(404);
  expect(await bare.text()).not.toContain('harbour-city-toyota');
  const unknownRequest = directRequest('no-such-dealer', '/cars/x');
  const unknown = await request.get(unknownRequest.url, { headers: unknownRequest.headers });
  expect(unknown.status()).toBe(404);
});
