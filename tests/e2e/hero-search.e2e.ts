/**
 * The home hero search form in Chromium (MOD-03, SRCH-11): a working form before any script,
 * React loaded only when the shopper reaches for it (client:interact), the count following the
 * choices, and a choice made before hydration kept and counted.
 */
import { expect, test } from '@playwright/test';
import { builtData, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';
const REACT = /\/_astro\/(client|HeroSearch)\.[^/]+\.js$/;

test.describe('home hero search', () => {
  test('React loads only on the first touch of the form; the count then follows the choices', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(GROUP, '/'));
    await page.waitForLoadState('networkidle');
    const total = builtData(GROUP).cars.length;
    const form = page.getByRole('form', { name: 'Search Our Stock' });
    const button = form.getByRole('button', { name: /^Show Me/ });
    await expect(button).toHaveText(/^Show Me [\d,]+ Cars$/);
    expect(requests.filter((url) => REACT.test(url))).toEqual([]);

    await form.getByLabel('Make').hover();
    await expect.poll(() => requests.filter((url) => REACT.test(url)).length).toBeGreaterThan(0);
    await form.getByLabel('Make').selectOption('Toyota');
    await expect(button).not.toHaveText(`Show Me ${total.toLocaleString('en-AU')} Cars`);
    const toyota = Number((await button.textContent())?.replace(/[^\d]/g, ''));
    expect(toyota).toBeGreaterThan(0);
    expect(toyota).toBeLessThan(total);
    // The model list now holds Toyota's models only.
    await expect(form.getByLabel('Model').locator('optgroup')).toHaveCount(0);
    await button.click();
    await expect(page).toHaveURL(/\/search\/toyota\/?$/);
  });

  test('a choice made before React arrives is kept and counted', async ({ page }) => {
    // Hold React back, choose a make, then let it load.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(REACT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(GROUP, '/'));
    const form = page.getByRole('form', { name: 'Search Our Stock' });
    await form.getByLabel('Make').selectOption('Mazda');
    release();
    const button = form.getByRole('button', { name: /^Show Me/ });
    await expect(form.getByLabel('Make')).toHaveValue('Mazda');
    await expect(form.getByLabel('Model').locator('optgroup')).toHaveCount(0);
    await expect(form.getByLabel('Model').locator('option').nth(1)).toHaveAttribute('value', /^Mazda:/);
    await expect(button).toHaveText(/^Show Me [\d,]+ Cars$/);
    await button.click();
    await expect(page).toHaveURL(/\/search\/mazda\/?$/);
  });
});
