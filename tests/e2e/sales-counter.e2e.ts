/**
 * The sales counter banner in Chromium (PROMO-06): filled from the shopper's clock on Brisbane
 * time, refreshed every 150 s while the page is open, worded as an estimate, hidden without
 * JavaScript (a built page would otherwise show a stale figure), only where the tenant turns it on.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { builtData, DEMO_TENANTS, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';

test.describe('sales counter', () => {
  test('[PROMO-06] the group home page counts this month’s sales on Brisbane time and refreshes every 150 s', async ({
    page,
  }) => {
    // The clock is paused at 12:01:15 on 25 November in Brisbane, after the page refreshed at
    // 12:00:00: 24 days × 192 + 43,200 s / 450 = 4,704. Time then moves only when the test says.
    await page.clock.install({ time: new Date('2026-11-25T01:50:00Z') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(GROUP, '/'));
    await page.clock.pauseAt(new Date('2026-11-25T02:01:15Z'));
    const banner = page.getByRole('region', { name: 'Sales this month' });
    await expect(banner).toBeVisible();
    await expect(banner.locator('.sales-counter-line')).toHaveText('4,704 vehicles sold in November');
    await expect(banner).toContainText('Estimated from our average of 192 sales a day.');
    // Refreshes at 12:02:30 and 12:05:00 still fall before the next sale (12:07:30) …
    await page.clock.runFor(300_000);
    await expect(banner.locator('.sales-counter-figure')).toHaveText('4,704');
    // … and the refresh at 12:07:30 shows it.
    await page.clock.runFor(150_000);
    await expect(banner.locator('.sales-counter-figure')).toHaveText('4,705');
    // axe waits on timers: let time flow again.
    await page.clock.resume();
    expect(await axeViolations(page, '.sales-counter')).toEqual([]);
  });

  test('without JavaScript the banner stays hidden, and tenants that leave it off have none', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(GROUP, '/'));
    await expect(page.locator('.sales-counter')).toBeHidden();
    await context.close();
    const off = DEMO_TENANTS.filter(
      (slug) => !builtData(slug).tenant.settings.promotions.salesCounter.enabled,
    );
    expect(off.length).toBe(DEMO_TENANTS.length - 1);
    for (const slug of off) {
      const other = await browser.newPage();
      await other.goto(siteUrl(slug, '/'));
      await expect(other.locator('.sales-counter')).toHaveCount(0);
      await other.close();
    }
  });
});
