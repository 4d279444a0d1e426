/**
 * Header and footer menus in Chromium (NAV-01, NAV-03): from the tenant's configuration or
 * the template default, dropdowns by click, keyboard and hover, the phone drawer, and no menu
 * link to a page the tenant does not have (QUAL-03).
 */
import { expect, test } from '@playwright/test';
import { builtData, DEMO_TENANTS, directRequest, siteUrl } from './sites.ts';
import { carPage, leadCars } from './vehicle-cars.ts';

test.describe('header and footer menus', () => {
  test('[NAV-01] the group site shows its configured menu; a dropdown opens on click and closes with Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl('southern-cross-auto-group', '/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const configured = builtData('southern-cross-auto-group').tenant.settings.navigation.header;
    await expect(nav.locator('.menu > li > a, .menu > li > button')).toHaveText(
      configured.map((item) => item.label),
    );
    const stock = nav.getByRole('button', { name: 'Stock' });
    await expect(stock).toHaveAttribute('aria-expanded', 'false');
    await stock.click();
    await expect(stock).toHaveAttribute('aria-expanded', 'true');
    const dropdown = nav.locator(`#${await stock.getAttribute('aria-controls')}`);
    await expect(dropdown.getByRole('link')).toHaveText([
      'All Stock',
      'Special Offers',
      'Explore Our Range',
      'New Cars',
      'Demo Cars',
      'Used Cars',
    ]);
    await dropdown.getByRole('link', { name: 'New Cars' }).focus();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(stock).toBeFocused();
    // From the keyboard: Enter opens, Tab past the last link closes.
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
    await expect(dropdown).toBeHidden();
  });

  test('[NAV-01] dropdowns open on hover where the tenant turns hover-open on, and only there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl('southern-cross-auto-group', '/'));
    const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
    const moreMenu = page.locator(`#${await more.getAttribute('aria-controls')}`);
    await more.hover();
    await expect(moreMenu).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(moreMenu).toBeHidden();

    // Harbour City Toyota: the template default menu, hover-open off.
    await page.goto(siteUrl('harbour-city-toyota', '/'));
    const stock = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Stock' });
    await stock.hover();
    await expect(page.locator('#menu-0')).toBeHidden();
    await stock.click();
    await expect(page.locator('#menu-0')).toBeVisible();
  });

  test('on a phone: one header row, a Call button and a menu drawer that keeps focus and closes with Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('southern-cross-auto-group', '/'));
    const header = page.locator('.site-header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:1300722722');
    const menu = header.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The page behind is inert: tabbing never leaves the drawer for the page.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const inDrawer = await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest('#site-drawer'),
      );
      expect(inDrawer).toBe(true);
    }
    await expect(drawer.getByRole('link', { name: 'Used Cars' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  for (const slug of DEMO_TENANTS) {
    test(`[QUAL-03] every header, drawer and footer link of ${slug} answers 200`, async ({
      page,
      request,
    }) => {
      await page.goto(siteUrl(slug, '/'));
      // The mega menus' links too: they arrive when the shopper reaches for the header.
      await page.locator('.site-header .logo').focus();
      await expect(page.locator('[data-menu-pending], [data-drawer-slot]')).toHaveCount(0);
      const hrefs = await page
        .locator('.site-header a[href], .site-footer a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
      expect(internal.length).toBeGreaterThan(3);
      for (const href of internal) {
        const { url, headers } = directRequest(slug, href.split('#')[0]!);
        const response = await request.get(url, { headers, maxRedirects: 0 });
        expect(response.status(), href).toBe(200);
      }
    });
  }

  test('[DEAL-04] the header’s Saved cars menu links My Watchlist, Compare, Favourites and My Garage, with the count of cars compared in this browser', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { used } = leadCars('harbour-city-toyota');
    await page.goto(siteUrl('harbour-city-toyota', carPage(used)));
    const header = page.locator('.header-actions');
    await header.getByRole('button', { name: 'Saved cars' }).click();
    await expect(header.getByRole('button', { name: 'Saved cars' })).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'My Watchlist' })).toHaveAttribute('href', '/watchlist');
    await expect(header.getByRole('link', { name: 'Compare', exact: true })).toHaveAttribute(
      'href',
      '/compare',
    );
    await expect(header.getByRole('link', { name: 'Favourites', exact: true })).toHaveAttribute(
      'href',
      '/favourites',
    );
    await expect(header.getByRole('link', { name: 'My Garage' })).toHaveAttribute('href', '/my-garage');
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'My Garage' })).toBeHidden();
    await page.locator('#save-actions').scrollIntoViewIfNeeded();
    await page.locator('#save-actions astro-island:not([ssr])').waitFor();
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
    // The next page's header counts it.
    await page.goto(siteUrl('harbour-city-toyota', '/'));
    await page.locator('.header-actions').getByRole('button', { name: 'Saved cars' }).click();
    await expect(page.locator('.header-actions').getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  });
});
