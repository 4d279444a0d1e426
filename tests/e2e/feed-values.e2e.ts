/**
 * What a real export's values become on the pages (FEED-09), on westside-used-cars, whose CSV
 * writes price on application as "POA" and some used cars' km as "- / -": the car is published;
 * an unknown km shows no odometer figure and no odometer claim anywhere; a POA car shows the
 * tenant's no-price text.
 */
import { expect, test } from '@playwright/test';
import { builtData, siteUrl } from './sites.ts';

const SITE = 'westside-used-cars';

test('[FEED-09] an unknown km shows no odometer figure and no odometer claim; POA shows the no-price text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const data = builtData(SITE);
  const unknown = data.cars.find(
    (c) => c.car_type === 'used' && c.km === undefined && c.status === 'in_stock',
  )!;
  expect(unknown, 'the demo CSV has used cars with km "- / -"').toBeDefined();
  await page.goto(siteUrl(SITE, unknown.path));
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(unknown.name);
  await expect(page.getByRole('list', { name: 'Key information' }).first()).not.toContainText('Odometer');
  await expect(main.getByText('Odometer verified')).toHaveCount(0);
  if (!unknown.odometer_check) await expect(main.getByText('Odometer check')).toHaveCount(0);
  await expect(main).not.toContainText(/\b0 km\b/);
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(
    expect.stringContaining('mileageFromOdometer'),
  );

  const poa = data.cars.find((c) => c.price === 0 && c.status === 'in_stock')!;
  expect(poa, 'the demo CSV has cars priced "POA"').toBeDefined();
  await page.goto(siteUrl(SITE, poa.path));
  await expect(page.locator('aside .price').first()).toContainText(data.tenant.settings.wording.noPriceText);
});
