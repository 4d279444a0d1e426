/**
 * A gone car's URL lands on its search with the reason (ALERT-04): the search page says the car
 * has been sold (or is no longer listed) above the similar cars, and says nothing otherwise.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { siteUrl } from './sites.ts';

const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'gone-notice');

test('[ALERT-04] the search a sold car redirects to says it has been sold, above the similar cars', async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('harbour-city-toyota', '/search/toyota/corolla/?gone=sold'));
  const notice = page.getByRole('status').filter({ hasText: 'This car has been sold' });
  await expect(notice).toHaveText('This car has been sold — here are similar cars.');
  await expect(page.locator('.search-page h1')).toBeVisible();
  // The similar cars are the search's own results, below the notice.
  await expect(page.locator('.car-card').first()).toBeVisible();
  await page.screenshot({ path: join(shots, 'sold-390.png') });

  await page.goto(siteUrl('harbour-city-toyota', '/search/toyota/corolla/?gone=unlisted'));
  await expect(page.locator('[data-gone-notice]')).toHaveText(
    'This car is no longer listed — here are similar cars.',
  );

  for (const query of ['', '?gone=elsewhere']) {
    await page.goto(siteUrl('harbour-city-toyota', `/search/toyota/corolla/${query}`));
    await expect(page.locator('.car-card').first()).toBeVisible();
    await expect(page.locator('[data-gone-notice]')).toBeHidden();
  }
});
