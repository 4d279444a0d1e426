/**
 * The group site's brand directory, brand overview pages, stats banner and dealer locator in
 * Chromium (NAV-07, NAV-08): each built from the group's own data, each figure and entry
 * leading somewhere real, axe-clean, readable on a phone and a laptop; tenants without a brand
 * directory or a second dealership have neither page.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { builtData, DEMO_TENANTS, directRequest, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'brands');

test.describe('brand directory and dealer locator', () => {
  test('[NAV-07] /brands lists the group’s car, motorcycle and truck brands and its companies; each entry opens its overview page or its own site', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(GROUP, '/brands'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Brands');
    const section = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
    const counts: [string, number][] = [
      ['Car Brands', 39],
      ['Motorcycle Brands', 7],
      ['Truck Brands', 4],
      ['Group Companies', 6],
    ];
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      counts.map(([name, count]) => `${name} (${count})`),
    );
    for (const [name, count] of counts) await expect(section(name).getByRole('listitem')).toHaveCount(count);
    // Haval is one of the tenant's hidden brands: it is in brands.json but not listed.
    await expect(page.getByRole('link', { name: 'Haval' })).toHaveCount(0);

    // Some entries link externally, in a new tab.
    const audi = section('Car Brands').getByRole('link', { name: /^Audi/ });
    await expect(audi).toHaveAttribute('href', 'https://www.audi.com.au');
    await expect(audi).toHaveAttribute('target', '_blank');
    // A group company that is a page of this site links there.
    await expect(
      section('Group Companies').getByRole('link', { name: 'Southern Cross Fleet' }),
    ).toHaveAttribute('href', '/fleet');
    expect(await axeViolations(page)).toEqual([]);

    // Toyota opens its overview page: the words, the stock link, the models and the dealership.
    await section('Car Brands').getByRole('link', { name: 'Toyota' }).click();
    await expect(page).toHaveURL(/\/toyota\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota');
    await expect(page.getByText("Australia's best-selling make")).toBeVisible();
    const dealerships = page.getByRole('region', { name: 'Our Toyota dealership' });
    await expect(dealerships.getByRole('heading', { level: 3 })).toHaveText([
      'Southern Cross Toyota Brisbane',
    ]);
    await expect(page.getByRole('region', { name: 'Toyota models' }).getByRole('link')).not.toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    const stock = page.getByRole('link', { name: /^View \d+ Toyota vehicles in stock$/ });
    const count = Number((await stock.textContent())?.match(/\d+/)?.[0]);
    await stock.click();
    await expect(page).toHaveURL(/\/search\/toyota\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Toyota');
    expect(count).toBeGreaterThan(0);

    // Every overview page the group's data names answers 200.
    const { tenant } = builtData(GROUP);
    const overviews = (tenant.brands ?? []).filter((brand) => !brand.url && brand.name !== 'Haval');
    expect(overviews.length).toBe(11);
    for (const brand of overviews) {
      const { url, headers } = directRequest(GROUP, `/${brand.slug}/overview`);
      expect((await request.get(url, { headers })).status(), brand.slug).toBe(200);
    }
  });

  test('[NAV-08] the group home page’s stats banner links the dealer locator, the brands and About Us', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(GROUP, '/'));
    // Nothing on the home page (the locations carousel's hidden link words included) scrolls it sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const banner = page.getByRole('region', { name: 'Southern Cross Auto Group at a glance' });
    await expect(banner.getByRole('link')).toHaveText([
      '8 Dealerships',
      '50 Brands',
      /^\d+ Years in Business$/,
    ]);
    const targets: [RegExp, string, string][] = [
      [/Dealerships/, '/dealer-locator', 'Dealer Locator'],
      [/Brands/, '/brands', 'Our Brands'],
      [/Years in Business/, '/about-us', 'About Us'],
    ];
    for (const [name, path, heading] of targets) {
      await page.goto(siteUrl(GROUP, '/'));
      await banner.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('the dealer locator lists every dealership and puts the nearest first from a typed postcode', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(GROUP, '/dealer-locator'));
    const cards = page.locator('ol.dealer-list > li h2');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toHaveText('Southern Cross Ford Parramatta');
    const postcode = page.getByLabel('Your postcode');
    const find = page.getByRole('button', { name: 'Find nearest' });

    await find.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Enter your postcode to sort the dealerships by distance.',
    );
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toBeFocused();
    await postcode.fill('60');
    await postcode.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('A postcode is 4 digits, for example 4000.');
    await postcode.fill('0001');
    await find.click();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not find postcode 0001. Check it and try again.',
    );

    // Perth (6000): the Perth dealership first, then Adelaide; Hobart and Brisbane further away.
    await postcode.fill('6000');
    await find.click();
    await expect(page.getByRole('status')).toHaveText('Nearest first from 6000 Perth WA.');
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(postcode).toHaveAttribute('aria-invalid', 'false');
    await expect(cards.nth(0)).toHaveText('Southern Cross Nissan Perth');
    await expect(cards.nth(1)).toHaveText('Southern Cross Mitsubishi Adelaide');
    await expect(page.locator('.dealer-distance').first()).toHaveText(/^(Less than 1|\d+) km away$/);
    const distances = await page.locator('ol.dealer-list .dealer-distance').allTextContents();
    const km = distances.map((text) => Number(text.replace(/[^\d]/g, '') || 0));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    await page.screenshot({ path: join(shots, 'dealer-locator-390x844.png') });

    // Brisbane (4000): Mount Gravatt's Toyota first.
    await postcode.fill('4000');
    await find.click();
    await expect(cards.nth(0)).toHaveText('Southern Cross Toyota Brisbane');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(shots, 'dealer-locator-1366x900.png') });
  });

  test('tenants without a brand directory or a second dealership have neither page', async ({ request }) => {
    for (const slug of DEMO_TENANTS.filter((tenant) => tenant !== GROUP)) {
      for (const path of ['/brands', '/dealer-locator', '/toyota/overview']) {
        const { url, headers } = directRequest(slug, path);
        expect((await request.get(url, { headers })).status(), `${slug}${path}`).toBe(404);
      }
    }
  });
});
