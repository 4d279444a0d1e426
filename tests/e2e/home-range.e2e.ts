/**
 * The home page's ways into the range and the stock in Chromium: 'Explore Our Range' (MOD-02,
 * NAV-06), the make and body tiles (MOD-04) and 'Search by price' (MOD-05), on the built demo
 * tenants; keyboard use, axe, and no sideways scrolling on a phone.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { modelRangeKeys, rangeCategories } from '../../src/domain/models/range-browser.ts';
import { formatDollars } from '../../src/domain/format.ts';
import { axeViolations } from './axe.ts';
import { builtData, DEMO_TENANTS, directRequest, siteUrl } from './sites.ts';

const HARBOUR = 'harbour-city-toyota';
const GROUP = 'southern-cross-auto-group';
const OUTBACK = 'outback-caravans-motorcycles';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'home-range');

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Names of the model cards the carousel shows now, in order. */
function shownModels(browser: Locator): Promise<string[]> {
  return browser.locator('#range-track > li:not([hidden]) h3').allTextContents();
}

/** Astro removes the ssr attribute once an island has hydrated. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
    timeout: 15_000,
  });
}

// Each test walks a whole section with several axe passes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const available = (status: string) => status === 'in_stock' || status === 'coming_soon';

test.describe('Explore Our Range', () => {
  test('[MOD-02] category buttons by manufacturer body filter a swipe carousel of models; previous/next disabled at the ends', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl(HARBOUR, '/'));
    const models = builtData(HARBOUR).tenant.models;
    const browser = page.getByRole('region', { name: 'Explore the Toyota Range' });
    await browser.scrollIntoViewIfNeeded();

    // One button per manufacturer body, after "All", in the model menu's order, with its model count.
    const categories = rangeCategories(models);
    const filters = browser.getByRole('group', { name: 'Body type' }).getByRole('button');
    await expect(filters).toHaveText(
      categories.map((c) => `${c.label} (${c.count} ${c.count === 1 ? 'model' : 'models'})`),
    );
    expect(categories.map((c) => c.label)).toEqual([
      'All',
      'SUV',
      'Ute',
      'Cab Chassis',
      'Hatch',
      'Sedan',
      'Wagon',
      'Coupe',
      'Van',
    ]);
    const all = filters.first();
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(await shownModels(browser)).toEqual(models.map((m) => m.name));

    // Cards: picture, name, from price, link to the model page.
    const hilux = browser.locator('#range-track > li').filter({ hasText: 'HiLux' });
    await expect(hilux.getByRole('link', { name: 'HiLux' })).toHaveAttribute('href', '/hilux');
    await expect(hilux).toContainText('From $32,990');
    expect(await hilux.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );

    // The carousel: previous disabled at the start, next walks to the end, where it is disabled.
    const previous = browser.getByRole('button', { name: 'Previous models' });
    const next = browser.getByRole('button', { name: 'Next models' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const track = browser.locator('#range-track');
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    const pages = await track.evaluate((el) =>
      Math.ceil((el.scrollWidth - el.clientWidth - 1) / el.clientWidth),
    );
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < pages; i++) {
      const before = await scrollLeft();
      await next.click();
      await expect.poll(scrollLeft).toBeGreaterThan(before);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(browser.locator('#range-track > li').last()).toBeInViewport();
    expect(await axeViolations(page, '#explore-range')).toEqual([]);
    await browser.screenshot({ path: join(shots, 'harbour-range-1366x900.png') });

    // A category by mouse: only its models, the carousel back at its start, the choice announced.
    const ute = filters.filter({ hasText: /^Ute/ });
    await ute.click();
    await expect(ute).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    const utes = models.filter((m) => modelRangeKeys(m).includes('ute')).map((m) => m.name);
    expect(utes).toEqual(['HiLux', 'Tundra']);
    expect(await shownModels(browser)).toEqual(utes);
    await expect(browser.getByRole('status')).toHaveText('Showing 2 Ute models');
    // Two cards fit: nothing to page through, so the buttons go.
    await expect(browser.locator('.carousel-nav')).toBeHidden();

    // And by keyboard: Tab to the next button, Enter; Shift+Tab back to "All", Space.
    await ute.focus();
    await page.keyboard.press('Tab');
    const cab = filters.filter({ hasText: /^Cab Chassis/ });
    await expect(cab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cab).toHaveAttribute('aria-pressed', 'true');
    expect(await shownModels(browser)).toEqual(['LandCruiser 70']);
    const suv = filters.filter({ hasText: /^SUV/ });
    await suv.focus();
    await page.keyboard.press('Space');
    expect(await shownModels(browser)).toEqual(
      models.filter((m) => modelRangeKeys(m).includes('suv')).map((m) => m.name),
    );
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(previous).toBeEnabled();
    await all.focus();
    await page.keyboard.press('Space');
    expect(await shownModels(browser)).toHaveLength(models.length);
    await expect(previous).toBeDisabled();

    // A card opens its model page.
    await hilux.getByRole('link', { name: 'HiLux' }).click();
    await expect(page).toHaveURL(/\/hilux\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('HiLux');
  });

  test('on a phone the range swipes, with no sideways page scroll; a group names each model’s make', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl(GROUP, '/'));
    const browser = page.getByRole('region', { name: 'Explore Our Range' });
    await browser.scrollIntoViewIfNeeded();
    await expect(browser.getByText('Swipe')).toBeVisible();
    await expect(browser.getByRole('link', { name: 'Mazda CX-5' })).toHaveCount(1);
    const previous = browser.getByRole('button', { name: 'Previous models' });
    await expect(previous).toBeDisabled();
    // A sideways wheel (a trackpad swipe) scrolls the track and wakes "previous".
    const track = browser.locator('#range-track');
    const box = (await track.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(400, 0);
    await expect(previous).toBeEnabled();
    expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await track.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(previous).toBeDisabled();
    expect(await axeViolations(page, '#explore-range')).toEqual([]);
    await browser.screenshot({ path: join(shots, 'group-range-390x844.png') });
  });

  test('without models.json there is no range browser', async ({ page }) => {
    for (const slug of DEMO_TENANTS.filter((tenant) => builtData(tenant).tenant.models.length === 0)) {
      await page.goto(siteUrl(slug, '/'));
      await expect(page.locator('#explore-range'), slug).toHaveCount(0);
    }
  });
});

test.describe('browse tiles', () => {
  test('[MOD-04] make and body tiles show label, available count and logo or body icon, and open the landing page', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(GROUP, '/'));
    const data = builtData(GROUP);
    const section = page.getByRole('region', { name: 'Browse Our Stock' });
    await section.scrollIntoViewIfNeeded();

    // Makes: most cars available first, hidden brands left out, twelve at most.
    const hidden = new Set(data.tenant.settings.navigation.hiddenBrands.map((b) => b.toLowerCase()));
    const byMake = new Map<string, number>();
    for (const car of data.cars)
      if (available(car.status) && !hidden.has(car.make.toLowerCase()))
        byMake.set(car.make, (byMake.get(car.make) ?? 0) + 1);
    const makes = [...byMake].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, 12);
    const makeTiles = section.getByRole('list', { name: 'By Make' }).getByRole('link');
    await expect(makeTiles.locator('.facet-tile-label')).toHaveText(makes.map(([make]) => make));
    await expect(makeTiles.locator('.facet-tile-count')).toHaveText(
      makes.map(([, count]) => `${count.toLocaleString('en-AU')} available`),
    );
    const toyota = makeTiles.filter({ hasText: /^Toyota/ });
    await expect(toyota).toHaveAttribute('href', '/search/toyota');
    await expect(toyota).toHaveAccessibleName(`Toyota ${byMake.get('Toyota')} available`);
    const logo = toyota.locator('img');
    await expect(logo).toHaveAttribute('src', '/brand/makes/toyota.svg');
    // A lazy image: it loads once near the viewport.
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // A make without a logo file shows its initials.
    const mg = makeTiles.filter({ hasText: /^MG/ });
    if ((await mg.count()) > 0) await expect(mg.locator('.facet-monogram')).toHaveText('MG');
    await expect(
      section.getByRole('link', { name: `All ${byMake.size} makes in our stock` }),
    ).toHaveAttribute('href', '/search/new-used-and-demo-cars');

    // Bodies: every body with cars available, most first, each with its outline.
    const byBody = new Map<string, number>();
    for (const car of data.cars)
      if (available(car.status) && car.simple_body)
        byBody.set(car.simple_body, (byBody.get(car.simple_body) ?? 0) + 1);
    const bodies = [...byBody].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    const bodyTiles = section.getByRole('list', { name: 'By Body Type' }).getByRole('link');
    await expect(bodyTiles.locator('.facet-tile-label')).toHaveText(bodies.map(([body]) => body));
    await expect(bodyTiles.locator('.facet-tile-count')).toHaveText(
      bodies.map(([, count]) => `${count.toLocaleString('en-AU')} available`),
    );
    await expect(bodyTiles.locator('svg.body-icon')).toHaveCount(bodies.length);
    await expect(bodyTiles.filter({ hasText: /^SUV/ }).locator('svg')).toHaveAttribute('data-icon', 'suv');
    await expect(bodyTiles.filter({ hasText: /^Convertible/ }).locator('svg')).toHaveAttribute(
      'data-icon',
      'convertible',
    );

    // Every tile leads to a page that was built.
    for (const href of [
      ...(await makeTiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
      ...(await bodyTiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
    ]) {
      const { url, headers } = directRequest(GROUP, href);
      expect((await page.request.get(url, { headers })).status(), href).toBe(200);
    }
    expect(await axeViolations(page, '#browse')).toEqual([]);
    await section.screenshot({ path: join(shots, 'group-tiles-1366x900.png') });

    // A body tile opens its landing page.
    await bodyTiles.filter({ hasText: /^Ute/ }).click();
    await expect(page).toHaveURL(/\/search\/ute\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Utes for sale');
  });

  test('caravans and motorcycles get their own body outlines; phones keep the tiles within the screen', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(OUTBACK, '/'));
    const section = page.getByRole('region', { name: 'Browse Our Stock' });
    await section.scrollIntoViewIfNeeded();
    const bodyTiles = section.getByRole('list', { name: 'By Body Type' }).getByRole('link');
    await expect(bodyTiles).toHaveCount(2);
    await expect(bodyTiles.filter({ hasText: /^Caravan/ }).locator('svg')).toHaveAttribute(
      'data-icon',
      'caravan',
    );
    await expect(bodyTiles.filter({ hasText: /^Motorcycle/ }).locator('svg')).toHaveAttribute(
      'data-icon',
      'motorcycle',
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, '#browse')).toEqual([]);
    await section.screenshot({ path: join(shots, 'outback-tiles-390x844.png') });
  });
});

test.describe('search by price', () => {
  test('[MOD-05] $5,000 to $250,000 in $500 steps, handles that cannot cross, and a search sorted by price descending', async ({
    page,
  }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(GROUP, '/'));
    const section = page.getByRole('region', { name: 'Search by Price' });
    await section.scrollIntoViewIfNeeded();
    const low = section.getByRole('slider', { name: 'Minimum price' });
    const high = section.getByRole('slider', { name: 'Maximum price' });
    for (const slider of [low, high]) {
      await expect(slider).toHaveAttribute('min', '5000');
      await expect(slider).toHaveAttribute('max', '250000');
      await expect(slider).toHaveAttribute('step', '500');
    }
    await expect(low).toHaveValue('5000');
    await expect(high).toHaveValue('250000');
    const shown = section.locator('output');
    await expect(shown).toHaveText(['$5,000', '$250,000']);

    // Keyboard: the minimum cannot pass the maximum, nor the maximum the minimum.
    await low.focus();
    await page.keyboard.press('End');
    await expect(low).toHaveValue('249500');
    await expect(low).toHaveAttribute('aria-valuetext', '$249,500');
    await expect(shown).toHaveText(['$249,500', '$250,000']);
    await page.keyboard.press('Home');
    await high.focus();
    await page.keyboard.press('Home');
    await expect(high).toHaveValue('5500');
    await page.keyboard.press('End');
    for (let i = 0; i < 8; i++) await page.keyboard.press('PageDown');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    const max = Number(await high.inputValue());
    expect(max % 500).toBe(0);
    expect(max).toBeGreaterThan(5500);
    expect(max).toBeLessThan(250_000);

    // Dragging: the minimum handle pulled past the maximum stops one step short of it.
    const box = (await low.boundingBox())!;
    const thumb = 24;
    const at = (value: number) => box.x + thumb / 2 + ((value - 5000) / 245_000) * (box.width - thumb);
    await page.mouse.move(at(5000), box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(at(200_000), box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(low).toHaveValue(String(max - 500));
    await expect(shown).toHaveText([formatDollars(max - 500), formatDollars(max)]);

    // Now a budget: the minimum down to $20,000 with the keyboard.
    await low.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
    await expect(low).toHaveValue('20000');
    expect(await axeViolations(page, '#search-by-price')).toEqual([]);
    await section.screenshot({ path: join(shots, 'group-price-1366x900.png') });

    // The button lands on the results within the range, highest price first.
    await section.getByRole('button', { name: 'Show Cars' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/search/new-used-and-demo-cars\\?price=20000-${max}&sortBy=price-desc$`),
    );
    await hydrated(page);
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Highest Price');
    const inRange = builtData(GROUP)
      .cars.filter((car) => car.price >= 20_000 && car.price <= max)
      .map((car) => car.price)
      .sort((a, b) => b - a);
    await expect(page.locator('.results-count')).toHaveText(
      new RegExp(`^${inRange.length.toLocaleString('en-AU')} vehicles`),
    );
    const prices = (await page.locator('.search-results .car-card .price').allTextContents()).map((text) =>
      Number(/\$([\d,]+)/.exec(text)![1]!.replace(/,/g, '')),
    );
    expect(prices.length).toBeGreaterThanOrEqual(12);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(20_000);
      expect(price).toBeLessThanOrEqual(max);
    }
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices.slice(0, 12)).toEqual(inRange.slice(0, 12));
  });

  test('[MOD-05] without JavaScript the form still sends the range and the sort the results page reads', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(siteUrl(HARBOUR, '/'));
    const section = plain.getByRole('region', { name: 'Search by Price' });
    await section.getByRole('slider', { name: 'Minimum price' }).focus();
    for (let i = 0; i < 20; i++) await plain.keyboard.press('ArrowRight');
    await section.getByRole('button', { name: 'Show Cars' }).click();
    await expect(plain).toHaveURL(
      /\/search\/new-used-and-demo-cars\/?\?price_min=15000&price_max=250000&sortBy=price-desc$/,
    );
    const target = plain.url();
    await noScript.close();

    // Read by the results page once its script runs.
    const page = await browser.newPage();
    await page.goto(target);
    await hydrated(page);
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Highest Price');
    const count = builtData(HARBOUR).cars.filter((car) => car.price >= 15_000 && car.price <= 250_000).length;
    await expect(page.locator('.results-count')).toHaveText(
      new RegExp(`^${count.toLocaleString('en-AU')} vehicles`),
    );
    await page.close();
  });

  test('on a phone the slider fits the screen; a subscription site has no price search', async ({ page }) => {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(HARBOUR, '/'));
    const section = page.getByRole('region', { name: 'Search by Price' });
    await section.scrollIntoViewIfNeeded();
    const max = section.getByRole('slider', { name: 'Maximum price' });
    await max.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
    await expect(section.locator('output').last()).not.toHaveText('$250,000');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, '#search-by-price')).toEqual([]);
    await section.screenshot({ path: join(shots, 'harbour-price-390x844.png') });
    await page.screenshot({ path: join(shots, 'harbour-home-390x844.png'), fullPage: true });

    await page.goto(siteUrl('drive-subscriptions', '/'));
    await expect(page.locator('#search-by-price')).toHaveCount(0);
  });
});
