/** The clear-title badge on a car's page (COMP-04): only where the feed records a PPSR check. */
import { expect, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { builtData, siteUrl } from './sites.ts';

const SLUG = 'harbour-city-toyota';

test('[COMP-04] a car whose feed records a clear PPSR search shows the badge with its day; another car none', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { cars } = builtData(SLUG);
  const checked = cars.find((car) => isAvailable(car) && car.ppsr_clear_date)!;
  const unchecked = cars.find((car) => isAvailable(car) && !car.ppsr_clear_date)!;
  await page.goto(siteUrl(SLUG, `${checked.path}/`));
  await expect(page.getByTestId('clear-title')).toHaveText(/^Clear title: PPSR checked \d{1,2} \w+ 20\d\d$/);
  await page.goto(siteUrl(SLUG, `${unchecked.path}/`));
  await expect(page.locator('.vehicle-summary h1')).toBeVisible();
  await expect(page.getByTestId('clear-title')).toHaveCount(0);
});
