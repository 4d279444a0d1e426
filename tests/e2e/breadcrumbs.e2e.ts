/**
 * Breadcrumbs and carousel ends in Chromium (NAV-06): every page type below the home page says
 * where it is, from Home down to the page itself, with each step a working link; every carousel
 * disables previous at its start and next at its end.
 */
import { expect, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';
import { carPage } from './vehicle-cars.ts';

const GROUP = 'southern-cross-auto-group';
const HARBOUR = 'harbour-city-toyota';

test('[NAV-06] breadcrumbs lead from Home to the page on every page type; carousels disable previous and next at their ends', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const car = builtData(HARBOUR).cars.find(isAvailable)!;
  const pages: [string, string][] = [
    [HARBOUR, carPage(car)],
    [HARBOUR, '/hilux'],
    [HARBOUR, '/blog/hilux-sr5-review'],
    [HARBOUR, '/blog/vehicle-reviews'],
    [GROUP, '/contact-us'],
    [GROUP, '/contact-us/southern-cross-toyota-brisbane'],
    [GROUP, '/brands'],
    [GROUP, '/toyota/overview'],
    [GROUP, '/dealer-locator'],
    [GROUP, '/about-us'],
  ];
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [slug, path] of pages) {
    await page.goto(siteUrl(slug, path));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const steps = crumbs.getByRole('listitem');
    await expect(steps.first(), `${slug}${path}`).toHaveText('Home');
    await expect(steps.first().getByRole('link')).toHaveAttribute('href', '/');
    // The last step is this page, not a link.
    const last = steps.last();
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(last.getByRole('link')).toHaveCount(0);
    // Every step between leads to a page that exists.
    for (const href of await crumbs
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      const { url, headers } = directRequest(slug, href!);
      expect((await request.get(url, { headers })).status(), `${slug}${path} → ${href}`).toBe(200);
    }
  }

  // Carousels: the promotions slider and the locations carousel (on a phone, where it scrolls).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [slug, root, label] of [
    [HARBOUR, '[data-promo-slider]', 'promotion'],
    [GROUP, '[data-locations-carousel]', 'Our Locations'],
  ] as const) {
    await page.goto(siteUrl(slug, '/'));
    const carousel = page.locator(root);
    await carousel.scrollIntoViewIfNeeded();
    const prev = carousel.getByRole('button', { name: new RegExp(`^Previous.*${label}`, 'i') });
    const next = carousel.getByRole('button', { name: new RegExp(`^Next.*${label}`, 'i') });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    for (let step = 0; step < 12 && (await next.isEnabled()); step++) {
      await next.click();
      await page.waitForTimeout(400);
    }
    await expect(next).toBeDisabled();
    await expect(prev).toBeEnabled();
  }
});
