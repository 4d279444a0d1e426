/**
 * Ratings and reviews from data (LOC-07, LOC-11): each location shows its own rating and count,
 * or its dealership's, or none; the reviews list at #reviews shows the reviews the tenant
 * supplies for that location and nothing for a location it supplies none for.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { builtData, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';

test.describe('ratings and reviews', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[LOC-11] [LOC-07] Perth shows its own 4.6 from 422 and the reviews written about it, newest first', async ({
    page,
  }) => {
    // Several pages and an accessibility scan: more than the default 30 s on a busy machine.
    test.slow();
    const data = builtData(GROUP);
    const perth = data.tenant.locations.find((l) => l.id === 'l16')!;
    await page.goto(siteUrl(GROUP, `/contact-us/${perth.slug}#reviews`));
    const rating = page.locator('.location-detail .rating');
    await expect(rating).toHaveText('4.6 from 422 Google reviews');
    await expect(rating.getByRole('img')).toHaveAccessibleName('Rated 4.6 out of 5 from 422 Google reviews');
    await expect(rating.locator('.star')).toHaveCount(5);
    const reviews = page.locator('#reviews');
    await expect(reviews.getByRole('heading', { level: 2 })).toHaveText('Customer reviews');
    await expect(reviews).toContainText('Reviews from Google.');
    await expect(reviews.locator('.review-name')).toHaveText(['Priya N.', 'Dale W.', 'Mereana T.']);
    const first = reviews.locator('.review').first();
    await expect(first.locator('time')).toHaveText('18 November 2026');
    await expect(first.getByRole('img')).toHaveAccessibleName('Rated 5 out of 5');
    await expect(first).toContainText('walked me through the PPSR certificate');
    await expect(reviews.locator('.review').nth(2).getByRole('img')).toHaveAccessibleName('Rated 3 out of 5');
    expect(await axeViolations(page, '#reviews')).toEqual([]);
  });

  test('[LOC-11] no two locations copy one figure; a location without reviews data has no list, and one without a rating none', async ({
    page,
  }) => {
    const data = builtData(GROUP);
    const shown = new Set<string>();
    for (const id of ['l10', 'l14', 'l16']) {
      const location = data.tenant.locations.find((l) => l.id === id)!;
      await page.goto(siteUrl(GROUP, `/contact-us/${location.slug}`));
      shown.add((await page.locator('.location-detail .rating').first().textContent()) ?? '');
    }
    expect([...shown]).toEqual([
      '4.3 from 200 Google reviews',
      '4.5 from 348 Google reviews',
      '4.6 from 422 Google reviews',
    ]);
    // Ringwood (l14): no reviews supplied for it, and the group supplies none for the whole dealer.
    const ringwood = data.tenant.locations.find((l) => l.id === 'l14')!;
    await page.goto(siteUrl(GROUP, `/contact-us/${ringwood.slug}`));
    await expect(page.locator('#reviews')).toHaveCount(0);
    await expect(page.locator('.review')).toHaveCount(0);
    // Drive Subscriptions Sydney: no rating of its own, and its dealership has none.
    const subs = builtData('drive-subscriptions');
    const sydney = subs.tenant.locations.find((l) => l.id === 'l41')!;
    await page.goto(siteUrl('drive-subscriptions', `/contact-us/${sydney.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.rating')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/\d from \d+ .*reviews/);
  });
});
