/**
 * The spec's routes and menus in Chromium (NAV-01, NAV-04, LEAD-21): the parts department, the
 * part finder, accessories, /offers and /buying answer with their content on a tenant that has
 * them and 404 on one that does not; the group's Finance and Service & Parts menus open and
 * every link works; a parts enquiry reaches the chosen dealership's parts desk.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { deliveredLead, storedLead } from './delivered-leads.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';

const GROUP = 'southern-cross-auto-group';
const TOYOTA = 'harbour-city-toyota';
const YARD = 'westside-used-cars';
const SUBSCRIPTIONS = 'drive-subscriptions';

async function status(request: import('@playwright/test').APIRequestContext, slug: string, path: string) {
  const { url, headers } = directRequest(slug, path);
  return (await request.get(url, { headers, maxRedirects: 0 })).status();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// Several pages, axe and a lead each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('routes (NAV-04)', () => {
  test('[NAV-04] /vehicle-parts-and-accessories: the parts departments with phone and hours, and the enquiry form; 404 without a parts department', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const response = await page.goto(siteUrl(GROUP, '/vehicle-parts-and-accessories'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parts & Accessories');
    const desks = page.locator('.parts-desks .location');
    await expect(desks.getByRole('heading')).toHaveText([
      'Southern Cross Toyota Brisbane - Parts',
      'Southern Cross Ford Parramatta - Parts',
    ]);
    await expect(desks.first().getByRole('link', { name: '07 3343 2222' })).toHaveAttribute(
      'href',
      'tel:0733432222',
    );
    const hours = desks.nth(1).getByRole('link', { name: /^Opening hours/ });
    await expect(hours).toHaveAttribute(
      'href',
      '/contact-us/southern-cross-ford-parramatta#location-l21-section',
    );
    await hours.click();
    await expect(page.locator('#location-l21-section')).toContainText('Monday');
    await page.goBack();
    await expect(page.locator('#parts-enquiry form').getByLabel('Part name')).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
    for (const slug of [YARD, SUBSCRIPTIONS])
      expect(await status(request, slug, '/vehicle-parts-and-accessories/')).toBe(404);
  });

  test('[NAV-04] /parts/search: the part finder form with the parts phone; 404 without a parts department', async ({
    page,
    request,
  }) => {
    const response = await page.goto(siteUrl(TOYOTA, '/parts/search'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Part');
    const form = page.locator('#parts-enquiry form');
    for (const label of ['Part name', 'Part number', 'Make', 'Model', 'Year', 'VIN'])
      await expect(form.getByLabel(label)).toBeVisible();
    // A one-make site fills in its make; one parts desk is chosen for the shopper.
    await expect(form.getByLabel('Make')).toHaveValue('Toyota');
    await expect(form.getByLabel('Dealership')).toHaveCount(0);
    await expect(page.locator('.parts-call')).toContainText('Harbour City Toyota - Parts');
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(await status(request, YARD, '/parts/search/')).toBe(404);
  });

  test('[NAV-04] /accessories: the tenant’s accessories by make and category, each with an Enquire link to the part finder; 404 without accessories.json', async ({
    page,
    request,
  }) => {
    const response = await page.goto(siteUrl(GROUP, '/accessories'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessories');
    const accessories = builtData(GROUP).tenant.accessories ?? [];
    expect(accessories.length).toBeGreaterThan(3);
    await expect(page.locator('.accessory h4')).toHaveCount(accessories.length);
    await expect(page.locator('.accessories-make > h2')).toHaveText([
      'Toyota accessories',
      'Mazda accessories',
      'Ford accessories',
      'Kia accessories',
    ]);
    const canopy = page.locator('.accessory', { hasText: 'Hard-top canopy' });
    await expect(canopy).toContainText('Fits Ranger');
    await expect(canopy).toContainText('$4,990');
    await expect(canopy.getByRole('link', { name: 'Enquire about the Hard-top canopy' })).toHaveAttribute(
      'href',
      '/parts/search?part=Hard-top+canopy&make=Ford&model=Ranger#parts-enquiry',
    );
    expect(await axeViolations(page, 'main')).toEqual([]);
    for (const slug of [YARD, SUBSCRIPTIONS]) expect(await status(request, slug, '/accessories/')).toBe(404);
  });

  test('[NAV-04] /offers is the offers page of a tenant that puts it there, and only there; /special-offers of one that does not', async ({
    page,
    request,
  }) => {
    const response = await page.goto(siteUrl(TOYOTA, '/offers'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');
    const first = (builtData(TOYOTA).tenant.offers ?? [])[0]!;
    await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/offers$/);
    // Searching stays on /offers.
    const box = page.getByRole('searchbox', { name: 'Search offers' });
    await expect(page.locator('astro-island', { has: box })).not.toHaveAttribute('ssr');
    await box.fill('zzq');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/offers\?query=zzq$/);
    await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/offers');
    expect(await status(request, TOYOTA, '/special-offers/')).toBe(404);
    expect(await status(request, GROUP, '/special-offers/')).toBe(200);
    expect(await status(request, GROUP, '/offers/')).toBe(404);
  });

  test('[NAV-04] /buying is the tenant’s own Buying page, linked from its menus; 404 where the tenant wrote none', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const response = await page.goto(siteUrl(TOYOTA, '/buying'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buying From Us');
    await expect(
      page.locator('main .prose').getByRole('link', { name: 'Book a test drive' }),
    ).toHaveAttribute('href', '/book-test-drive');
    await expect(mainNav(page).getByRole('link', { name: 'Buying' })).toHaveAttribute('href', '/buying');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Buying' })).toHaveAttribute(
      'href',
      '/buying',
    );
    expect(await status(request, GROUP, '/buying/')).toBe(404);
  });

  test('[NAV-04] the sitemap lists the new pages a tenant has, and no others', async ({ request }) => {
    const sitemap = async (slug: string) => {
      const { url, headers } = directRequest(slug, '/sitemap.xml');
      return (await request.get(url, { headers })).text();
    };
    const group = await sitemap(GROUP);
    for (const path of ['/vehicle-parts-and-accessories', '/parts/search', '/accessories', '/special-offers'])
      expect(group).toContain(`southerncrossautogroup.com.au${path}</loc>`);
    expect(group).not.toContain('/offers</loc>');
    const yard = await sitemap(YARD);
    for (const path of ['/vehicle-parts-and-accessories', '/parts/search', '/accessories'])
      expect(yard).not.toContain(path);
  });
});

test.describe('menus (NAV-01)', () => {
  test('[NAV-01] the group header’s Finance menu lists the finance page and the external finance pages; Service & Parts its five pages, every link working', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(GROUP, '/'));
    const finance = mainNav(page).getByRole('button', { name: 'Finance' });
    await finance.click();
    const financeMenu = page.locator(`#${await finance.getAttribute('aria-controls')}`);
    await expect(financeMenu.getByRole('link')).toHaveText([
      'Car Finance',
      'Toyota Finance (opens in a new tab)',
      'Car Loans Explained (Moneysmart) (opens in a new tab)',
      'Car Loan Calculator (Moneysmart) (opens in a new tab)',
    ]);
    await expect(financeMenu.getByRole('link', { name: 'Car Finance' })).toHaveAttribute(
      'href',
      '/apply-for-finance',
    );
    const external = financeMenu.getByRole('link', { name: /Car Loan Calculator/ });
    await expect(external).toHaveAttribute('href', 'https://moneysmart.gov.au/car-loans/car-loan-calculator');
    await expect(external).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');

    const service = mainNav(page).getByRole('button', { name: 'Service & Parts' });
    await service.click();
    const serviceMenu = page.locator(`#${await service.getAttribute('aria-controls')}`);
    await expect(serviceMenu.getByRole('link')).toHaveText([
      'Service',
      'Parts & Accessories',
      'Accessories',
      'Warranty',
      'Roadside Assist',
    ]);
    const hrefs = await serviceMenu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs).toEqual([
      '/service',
      '/vehicle-parts-and-accessories',
      '/accessories',
      '/warranty',
      '/roadside-assist',
    ]);
    for (const href of hrefs) expect(await status(request, GROUP, href), href).toBe(200);
    expect(await status(request, GROUP, '/apply-for-finance')).toBe(200);
    await serviceMenu.getByRole('link', { name: 'Parts & Accessories' }).click();
    await expect(page).toHaveURL(/\/vehicle-parts-and-accessories$/);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Service & Parts' }).getByRole('link')).toHaveText([
      'Service',
      'Parts & Accessories',
      'Accessories',
      'Warranty',
      'Roadside Assist',
    ]);
    await expect(footer.getByRole('link', { name: 'Apply for Finance' })).toHaveAttribute(
      'href',
      '/apply-for-finance',
    );
  });

  test('[NAV-01] a default menu shows the Service & Parts pages a tenant has, and none it does not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl(TOYOTA, '/'));
    const service = mainNav(page).getByRole('button', { name: 'Service & Parts' });
    await service.click();
    await expect(
      page.locator(`#${await service.getAttribute('aria-controls')}`).getByRole('link'),
    ).toHaveText(['Service', 'Parts & Accessories', 'Accessories', 'Warranty', 'Roadside Assist']);
    await expect(mainNav(page).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/offers');
    // The used-car yard has none of those pages: no such menu, and no link to them anywhere on its home page.
    await page.goto(siteUrl(YARD, '/'));
    await expect(mainNav(page).getByRole('button', { name: 'Service & Parts' })).toHaveCount(0);
    for (const path of ['/vehicle-parts-and-accessories', '/parts/search', '/accessories', '/service'])
      await expect(page.locator(`a[href^="${path}"]`)).toHaveCount(0);
  });
});

test.describe('parts enquiry (LEAD-21)', () => {
  test('[LEAD-21] [NAV-04] an accessory’s Enquire link fills in the part finder, and the enquiry reaches the chosen dealership’s parts desk', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(GROUP, '/accessories'));
    await page.getByRole('link', { name: 'Enquire about the Hard-top canopy' }).click();
    await expect(page).toHaveURL(
      /\/parts\/search\?part=Hard-top\+canopy&make=Ford&model=Ranger#parts-enquiry$/,
    );
    const form = page.locator('#parts-enquiry form');
    await page.locator('#parts-enquiry astro-island:not([ssr])').waitFor();
    await expect(form.getByLabel('Part name')).toHaveValue('Hard-top canopy');
    await expect(form.getByLabel('Make')).toHaveValue('Ford');
    await expect(form.getByLabel('Model')).toHaveValue('Ranger');

    await form.getByRole('button', { name: 'Enquire Now' }).click();
    const alert = form.getByRole('alert');
    await expect(alert.locator('.lead-errors-heading')).toHaveText('Please fix the following errors:');
    await expect(alert.getByRole('listitem')).toHaveText([
      'Year: * This field is required',
      'Dealership: * This field is required',
      'First name: * This field is required',
      'Email: Please give an e-mail address or a phone number',
      'Postcode: * This field is required',
    ]);
    await expect(alert).toBeFocused();

    await form.getByLabel('Year').selectOption('2022');
    await form.getByLabel('VIN').fill('MPBUMFF80MX123456');
    await form.getByLabel('Dealership').selectOption({ label: 'Southern Cross Ford Parramatta' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Postcode').fill('2000');
    await form.getByLabel('Comments').fill('White, to match the tub.');
    await page.waitForTimeout(1600); // a person's pace: not flagged as suspected spam
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await page.waitForURL(/\/success\?type=parts$/);
    await expect(page.locator('[data-success-message]')).toHaveText(
      'Thank you for your parts enquiry. Our parts team will check the part, its price and availability, and contact you.',
    );

    const id = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('enquiries') ?? '[]') as { lead_id: string }[])[0]!.lead_id,
    );
    const lead = storedLead(id);
    expect(lead.kind).toBe('parts');
    expect(lead.payload).toMatchObject({
      dealership_slug: 'southern-cross-ford-parramatta',
      location_id: 'l21',
      part_name: 'Hard-top canopy',
      'Vehicle Make': 'Ford',
      'Vehicle Model': 'Ranger',
      'Vehicle Year': 2022,
      VIN: 'MPBUMFF80MX123456',
    });
    const { text, adf } = await deliveredLead(id, 'www.southerncrossautogroup.com.au');
    expect(text).toContain('To: parts.ford-parramatta@example.com.au');
    expect(text).toContain('Subject: Parts Enquiry: Ada');
    expect(text).toContain('Vehicle: 2022 Ford Ranger');
    expect(text).toContain('Part: Hard-top canopy');
    expect(text).toContain('VIN: MPBUMFF80MX123456');
    expect(adf).toContain('Part: Hard-top canopy');
  });
});
