/**
 * The sales counter banner in Chromium (PROMO-06, COMP-05): a real count only — here the cars
 * the builds have seen sold this month on Brisbane's clock — as plain HTML that states its month
 * and the day it counts to; tenants that leave it off have none.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { builtData, DEMO_TENANTS, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';
const BRISBANE = 'Australia/Brisbane';
const dayIn = (instant: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );

/** The sold cars of this month in the stock file the build read: the least the counter must count. */
function soldThisMonthInFeed(builtAt: string): number {
  const today = dayIn(builtAt, BRISBANE);
  const stock = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '..', '..', 'tenants', GROUP, 'stock.generated.json'), 'utf8'),
  ) as { status: string; sold_date_timestamp?: number }[];
  return stock.filter((car) => {
    if (car.status !== 'sold' || car.sold_date_timestamp === undefined) return false;
    const day = dayIn(new Date(car.sold_date_timestamp * 1000), BRISBANE);
    return day.slice(0, 7) === today.slice(0, 7) && day <= today;
  }).length;
}

test.describe('sales counter', () => {
  test('[COMP-05] the group home page states the sales the builds saw this month, and to which day; no formula', async ({
    browser,
  }) => {
    const data = builtData(GROUP);
    const figure = data.salesThisMonth!;
    expect(figure.source).toBe('builds');
    expect(figure.count).toBeGreaterThanOrEqual(soldThisMonthInFeed(data.builtAt));
    // No JavaScript needed: the figure is the build's and stays true.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(siteUrl(GROUP, '/'));
    const banner = page.getByRole('region', { name: 'Sales this month' });
    if (figure.count === 0) {
      await expect(banner).toHaveCount(0);
    } else {
      const month = new Intl.DateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' }).format(
        new Date(`${figure.month}-01T00:00:00Z`),
      );
      const upTo = new Intl.DateTimeFormat('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${figure.asOf}T00:00:00Z`));
      await expect(banner.locator('.sales-counter-line')).toHaveText(
        `${figure.count.toLocaleString('en-AU')} ${figure.count === 1 ? 'vehicle' : 'vehicles'} sold in ${month}`,
      );
      await expect(banner.locator('.sales-counter-note')).toHaveText(
        `Counted from the vehicles our stock list recorded as sold, up to ${upTo}.`,
      );
      await expect(banner).not.toContainText(/estimate|average/i);
    }
    await context.close();
  });

  test('off by default: tenants that leave it off have none; the banner is axe-clean', async ({
    browser,
    page,
  }) => {
    // Several pages and an accessibility scan: more than the default 30 s on a busy machine.
    test.slow();
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
    await page.goto(siteUrl(GROUP, '/'));
    if ((await page.locator('.sales-counter').count()) > 0)
      expect(await axeViolations(page, '.sales-counter')).toEqual([]);
  });
});
