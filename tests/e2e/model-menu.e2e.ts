/**
 * The header's dynamic dropdowns in Chromium: the Range model menu (NAV-02) and the Brands
 * mega menu (NAV-01) on the desktop header and in the phone drawer, by click, keyboard and
 * hover, and axe-clean with each open.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { builtData, directRequest, siteUrl } from './sites.ts';

const TOYOTA = 'harbour-city-toyota';
const GROUP = 'southern-cross-auto-group';

/** The panel a header menu button controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  return page.locator(`#${await button.getAttribute('aria-controls')}`);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('model menu and brands menu', () => {
  test('[NAV-02] the Range menu lists body types in order, switches the model cards by click and keyboard, and links to Models Overview', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(TOYOTA, '/'));
    const range = mainNav(page).getByRole('button', { name: 'Range', exact: true });
    await expect(range).toHaveAttribute('aria-expanded', 'false');
    await range.click();
    await expect(range).toHaveAttribute('aria-expanded', 'true');
    const menu = await panelOf(page, range);
    await expect(menu).toBeVisible();

    // Body types on the left: suvs, utes, cars, hybrids, sports, then the others A–Z.
    const bodies = menu.getByRole('list', { name: 'Range by body type' }).getByRole('button');
    await expect(bodies).toHaveText([/^SUVs/, /^Utes/, /^Cars/, /^Hybrids/, /^Sports/, /^Electric/, /^Vans/]);
    const cards = menu.locator('.model-menu-cards:visible .model-menu-card');
    await expect(menu.getByRole('button', { name: 'SUVs' })).toHaveAttribute('aria-expanded', 'true');
    await expect(cards.locator('.model-menu-name')).toHaveText([
      'LandCruiser 300',
      'Prado',
      'RAV4',
      'Corolla Cross',
      'C-HR',
      'Yaris Cross',
      'Kluger',
      'bZ4X',
      'Fortuner',
    ]);

    // A click chooses a body: its cards replace the others, linking to each model's page
    // (new_slug respected) or the dealer's override URL.
    const utes = menu.getByRole('button', { name: 'Utes' });
    await utes.click();
    await expect(utes).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'SUVs' })).toHaveAttribute('aria-expanded', 'false');
    await expect(cards.locator('.model-menu-name')).toHaveText(['HiLux', 'LandCruiser 70', 'Tundra']);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/hilux',
      '/landcruiser-70-series',
      'https://www.toyota.com.au/tundra',
    ]);
    await expect(cards.first()).toContainText('NEW');
    await expect(cards.first().locator('.model-menu-price')).toHaveText('From $32,990');
    // The HiLux's photo (models.json: /media/demo/ute-white-front.jpg) as the build resized it:
    // its 320 px JPEG for a 180 px card.
    const hilux = builtData(TOYOTA).tenant.models.find((model) => model.slug === 'hilux')!;
    expect(hilux.image!.url).toMatch(/^\/img\/[0-9a-f]{16}-600\/600\.jpg$/);
    await expect(cards.first().locator('img')).toHaveAttribute(
      'src',
      hilux.image!.url.replace('/600.jpg', '/320.jpg'),
    );

    // From the keyboard: arrows move along the bodies and choose them; Escape closes the menu.
    await utes.press('ArrowDown');
    const cars = menu.getByRole('button', { name: 'Cars' });
    await expect(cars).toBeFocused();
    await expect(cars).toHaveAttribute('aria-expanded', 'true');
    await expect(cards.locator('.model-menu-name')).toHaveText([
      'Corolla',
      'Camry',
      'Yaris',
      'GR86',
      'GR Yaris',
    ]);
    await page.keyboard.press('End');
    await expect(menu.getByRole('button', { name: 'Vans' })).toBeFocused();
    await expect(cards.locator('.model-menu-name')).toHaveText(['HiAce']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(range).toBeFocused();
    await expect(range).toHaveAttribute('aria-expanded', 'false');

    // A card leads to its model page.
    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Utes' }).click();
    await cards.first().click();
    await expect(page).toHaveURL(/\/hilux$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux');

    // Models Overview leads to the model directory.
    await range.click();
    await menu.getByRole('link', { name: 'Models Overview' }).click();
    await expect(page).toHaveURL(/\/models$/);
  });

  test('on a hover-open group site the Range menu opens on hover, the pointer chooses a body on its way in, and cards name the make', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(GROUP, '/'));
    const range = mainNav(page).getByRole('button', { name: 'Range', exact: true });
    const menu = await panelOf(page, range);
    await range.hover();
    await expect(menu).toBeVisible();
    // Down from the menu button to a body type, crossing the gap above the panel.
    const sports = menu.getByRole('button', { name: 'Sports' });
    const to = (await sports.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 25 });
    await expect(menu).toBeVisible();
    await expect(sports).toHaveAttribute('aria-expanded', 'true');
    const cards = menu.locator('.model-menu-cards:visible .model-menu-card');
    await expect(cards.locator('.model-menu-make')).toHaveText(['Mazda', 'Ford']);
    await expect(cards.locator('.model-menu-name')).toHaveText(['MX-5', 'Mustang']);
    await page.mouse.move(10, 880);
    await expect(menu).toBeHidden();
  });

  test('[NAV-01] the Brands mega menu shows the makes in stock with their logos, hidden brands left out, each linking to its stock search', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(GROUP, '/'));
    const brands = mainNav(page).getByRole('button', { name: 'Brands', exact: true });
    await brands.click();
    await expect(brands).toHaveAttribute('aria-expanded', 'true');
    const panel = await panelOf(page, brands);
    await expect(panel).toBeVisible();

    const { cars, tenant } = builtData(GROUP);
    expect(tenant.settings.navigation.hiddenBrands).toEqual(['Haval']);
    const makes = [...new Set(cars.map((car) => car.make))]
      .filter((make) => make !== 'Haval')
      .sort((a, b) => a.localeCompare(b));
    // GWM is in stock and an extra brand link too: it shows once, linking to its stock.
    expect(makes).toEqual(expect.arrayContaining(['Toyota', 'GWM']));
    expect(tenant.settings.navigation.extraBrandLinks.map((link) => link.label)).toEqual(['GWM']);
    await expect(panel.locator('.brand-menu-name')).toHaveText(makes);
    await expect(panel.getByText('Haval')).toHaveCount(0);

    const toyota = panel.getByRole('link', { name: 'Toyota', exact: true });
    await expect(toyota).toHaveAttribute('href', '/search/toyota');
    await expect(toyota.locator('img')).toHaveAttribute('src', '/brand/makes/toyota.svg');
    const hrefs = await panel
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    // One link per make to its stock, then the group's brand directory.
    expect(hrefs).toHaveLength(makes.length + 1);
    for (const href of hrefs.slice(0, -1)) expect(href).toMatch(/^\/search\/[a-z0-9-]+$/);
    expect(hrefs.at(-1)).toBe('/brands');
    await expect(panel.getByRole('link', { name: 'View All Brands' })).toHaveAttribute('href', '/brands');

    await toyota.focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(brands).toBeFocused();

    await brands.click();
    await toyota.click();
    await expect(page).toHaveURL(/\/search\/toyota$/);
  });

  test('pages do not carry the mega menus: the header loads them once when the shopper reaches for it, and says so if it cannot', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { url, headers } = directRequest(GROUP, '/');
    const html = await (await request.get(url, { headers })).text();
    expect(html).not.toContain('brand-menu-list');
    expect(html).not.toContain('model-menu-cards');
    const fetched: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/site-menus/') fetched.push(sent.url());
    });
    await page.goto(siteUrl(GROUP, '/'));
    await page.waitForLoadState('networkidle');
    expect(fetched).toHaveLength(0);
    const range = mainNav(page).getByRole('button', { name: 'Range', exact: true });
    await range.hover();
    await expect(page.locator('[data-menu-pending]')).toHaveCount(0);
    await range.click();
    await expect((await panelOf(page, range)).locator('.model-menu-card').first()).toBeVisible();
    await mainNav(page).getByRole('button', { name: 'Brands', exact: true }).click();
    expect(fetched).toHaveLength(1);

    // Offline: the panel says the menu could not load and keeps the way to the overview page.
    await page.route('**/site-menus/', (route) => route.abort());
    await page.goto(siteUrl(GROUP, '/'));
    const brands = mainNav(page).getByRole('button', { name: 'Brands', exact: true });
    await brands.click();
    const panel = await panelOf(page, brands);
    await expect(panel.getByRole('status')).toHaveText('The menu could not be loaded.');
    await expect(panel.getByRole('link', { name: 'View All Brands' })).toHaveAttribute('href', '/brands');
  });

  test('on a phone the drawer holds the range by body type and the brands, under a one-row header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const slug of [TOYOTA, GROUP]) {
      await page.goto(siteUrl(slug, '/'));
      expect((await page.locator('.site-header').boundingBox())!.height, slug).toBeLessThanOrEqual(72);
    }
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const range = drawer.locator('.drawer-models');
    await expect(range.locator('summary')).toHaveText([
      'SUVs',
      'Utes',
      'Cars',
      'Hybrids',
      'Sports',
      'Electric',
      'Vans',
    ]);
    const hilux = range.getByRole('link', { name: /^Toyota HiLux/ });
    await expect(hilux).toBeHidden();
    await range.locator('summary', { hasText: 'Utes' }).click();
    await expect(hilux).toBeVisible();
    await expect(hilux).toContainText('From $32,990');
    await expect(hilux).toHaveAttribute('href', /^\/[a-z0-9-]*hilux$/);
    await expect(range.getByRole('link', { name: 'Models Overview' })).toHaveAttribute('href', '/models');

    const brands = drawer.locator('.drawer-brand-group');
    const toyota = brands.getByRole('link', { name: 'Toyota', exact: true });
    await expect(toyota).toBeHidden();
    await brands.locator('summary').click();
    await expect(toyota).toBeVisible();
    await expect(toyota).toHaveAttribute('href', '/search/toyota');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('axe finds nothing in the header with the Range menu, the Brands menu or the drawer open', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations = async () =>
      (await new AxeBuilder({ page }).include('.site-header').analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(GROUP, '/'));
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Range', exact: true }).click();
    await nav.getByRole('button', { name: 'Utes' }).click();
    expect(await violations()).toEqual([]);
    await nav.getByRole('button', { name: 'Brands', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Toyota', exact: true })).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(TOYOTA, '/'));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('.drawer-models summary').first().click();
    expect(await violations()).toEqual([]);
  });
});
