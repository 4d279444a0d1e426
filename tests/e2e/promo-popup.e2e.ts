/**
 * The promotional popup in Chromium (PROMO-02), on Drive Subscriptions' home page, whose
 * popup.json runs from 1 November 2026 to 31 January 2027 (Sydney dates). The browser's clock
 * is set, so the test does not depend on today's date.
 */
import { expect, test } from '@playwright/test';
import { builtData, siteUrl } from './sites.ts';

const TENANT = 'drive-subscriptions';
const DURING = new Date('2026-12-15T01:00:00Z');

test.describe('promotional popup', () => {
  test('[PROMO-02] image, title, description and button; at most 600px by 80vh; once closed it stays closed on this dealer’s site; hidden after expiry', async ({
    page,
  }) => {
    await page.clock.setFixedTime(DURING);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(TENANT, '/'));
    const popup = page.getByRole('dialog', { name: 'Summer subscriptions: no joining fee' });
    await expect(popup).toBeVisible();
    // popup.json's /media/demo/suv-red-front.jpg, as the build resized it (600 px wide).
    await expect(popup.locator('img')).toHaveAttribute('src', builtData(TENANT).tenant.popup!.image!);
    expect(builtData(TENANT).tenant.popup!.image).toMatch(/^\/img\/[0-9a-f]{16}-600\/600\.jpg$/);
    await expect(popup.getByText(/pay no joining fee/)).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Browse subscription cars' })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars',
    );
    expect((await popup.boundingBox())!.width).toBeLessThanOrEqual(600);

    // On a phone the popup is no taller than 80% of the screen; its content scrolls inside.
    await page.setViewportSize({ width: 390, height: 500 });
    expect((await popup.boundingBox())!.height).toBeLessThanOrEqual(400 + 0.5);

    // Escape closes it; the page behind is usable again, and a reload does not bring it back.
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup).toBeHidden();
    // The closed state is this dealer's and this popup's.
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).toContain(`promo-popup-closed:${TENANT}:summer-no-joining-fee-2026`);

    // A new visitor after the expiry day never sees it; nor before the start.
    for (const time of ['2027-01-31T13:00:00Z', '2026-10-31T12:00:00Z']) {
      const context = await page.context().browser()!.newContext();
      const fresh = await context.newPage();
      await fresh.clock.setFixedTime(new Date(time));
      await fresh.goto(siteUrl(TENANT, '/'));
      await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(fresh.getByRole('dialog')).toBeHidden();
      await context.close();
    }
  });

  test('the Close button closes it and the page behind is usable', async ({ page }) => {
    await page.clock.setFixedTime(DURING);
    await page.goto(siteUrl(TENANT, '/'));
    const popup = page.getByRole('dialog', { name: 'Summer subscriptions: no joining fee' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await page.getByRole('link', { name: 'Sell My Car' }).first().click();
    await expect(page).toHaveURL(/\/trade-in\/?$/);
  });
});
