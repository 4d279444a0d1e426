/**
 * Reserving a car in Chromium on a phone (VDP-14, DEAL-01, DEAL-02, PROMO-08): the offline
 * reservation request on a tenant without online payment, and the deposit through the local
 * Stripe stand-in (its payment page sends the signed webhook, as Stripe does); each time the
 * vehicle page then says the car is reserved, at once, through the API.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { deliveredLead, reservationLeadIds, storedLead } from './delivered-leads.ts';
import { signInBySms } from './sign-in.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';

const OFFLINE = 'westside-used-cars';
const ONLINE = 'harbour-city-toyota';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'reserve');

/**
 * An in-stock car with the tenant's default deposit that no earlier run has reserved (the e2e
 * server's store lives on between runs): the API is asked.
 */
async function reservableCar(page: Page, slug: string, make?: string) {
  // From the end of the stock: other tests take their cars from the start, and a held car
  // shows 'Reserved until …' instead of its Reserve button.
  const cars = builtData(slug)
    .cars.filter(
      (c) =>
        c.status === 'in_stock' &&
        !c.reserved &&
        c.reserve_deposit === undefined &&
        c.price > 0 &&
        (make === undefined || c.make === make),
    )
    .reverse();
  for (const car of cars) {
    const status = directRequest(slug, `/api/cars/${car.slug}/reservation`);
    const answer = (await (await page.request.get(status.url, { headers: status.headers })).json()) as {
      reserved: boolean;
    };
    if (!answer.reserved) return car;
  }
  throw new Error(`every reservable car of ${slug} is held: remove data/api.sqlite`);
}

async function fillShopper(page: Page) {
  const form = page.locator('form.reserve-form');
  await expect(form.getByRole('button', { name: /Request Reservation|Pay \$/ })).toBeEnabled();
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Postcode').fill('2000');
  await form.getByLabel('Phone').fill('0412 345 678');
  return form;
}

test.describe('reserve a car', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    mkdirSync(shots, { recursive: true });
  });

  test('[VDP-14] [DEAL-01] without online payment: a reservation request that takes no money, says so, and holds the car at once', async ({
    page,
  }) => {
    const car = await reservableCar(page, OFFLINE);
    await page.goto(siteUrl(OFFLINE, car.path));
    // Westside leaves the amount out of the label (vehicle.reserve.labelShowsDeposit off); the page states it.
    expect(builtData(OFFLINE).tenant.settings.vehicle.reserve.labelShowsDeposit).toBe(false);
    await page.getByRole('complementary').getByRole('link', { name: 'Reserve Now', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout/?$`));
    await expect(page.locator('h1')).toHaveText('Reserve This Car');
    const form = await fillShopper(page);
    // No card is taken here, so no card logos.
    await expect(page.locator('[data-card-logos]')).toBeHidden();
    await expect(
      form.getByText("No payment is taken online: we'll call you to take the $200 deposit"),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Request Reservation' }).click();
    await expect(form.getByRole('alert').getByRole('listitem')).toHaveText([
      'Reservation terms: * Please agree to the reservation terms.',
    ]);
    await form.getByLabel(/I agree to the reservation terms/).check();
    expect(await axeViolations(page, '.reserve-page')).toEqual([]);
    await page.screenshot({ path: join(shots, 'offline-form-390.png'), fullPage: true });
    await form.getByRole('button', { name: 'Request Reservation' }).click();
    const result = page.locator('.reserve-result');
    await expect(result).toContainText(/^Reserved until \w{3} \d{1,2}:\d{2}(am|pm)/);
    await expect(result).toContainText(
      "We'll call you to take the $200 deposit and confirm your hold. No payment has been taken.",
    );
    await page.screenshot({ path: join(shots, 'offline-held-390.png') });

    // The vehicle page says so at once, without a rebuild; a second shopper cannot reserve it.
    await page.goto(siteUrl(OFFLINE, car.path));
    await expect(page.locator('.reserved-note')).toHaveText(/^Reserved until /);
    // This car's Reserve button is gone (the similar cars below keep theirs).
    await expect(
      page.locator('aside.vehicle-summary').getByRole('link', { name: /Reserve Now/ }),
    ).toHaveCount(0);
    await page.goto(siteUrl(OFFLINE, `/cars/${car.slug}/checkout`));
    await expect(page.locator('.reserve-result')).toContainText(/^This car is reserved until /);

    // The dealer's lead says no money was taken.
    const [leadId] = reservationLeadIds(car.slug);
    expect(storedLead(leadId!).kind).toBe('reservation');
    const email = await deliveredLead(leadId!, new URL(builtData(OFFLINE).tenant.settings.site.url).hostname);
    expect(email.text).toContain('Deposit: $200 deposit to be taken by phone (no payment was made online)');
    expect(email.adf).toContain('<vehicle interest="buy"');
  });

  test('[DEAL-01] [PROMO-08] with Stripe: the card logos, the payment page, the signed webhook, and the car held as paid', async ({
    page,
  }) => {
    const car = await reservableCar(page, ONLINE);
    await page.goto(siteUrl(ONLINE, `/cars/${car.slug}/checkout`));
    const form = await fillShopper(page);
    const logos = page.getByRole('list', { name: 'Cards and wallets we accept' });
    await expect(logos).toBeVisible();
    for (const name of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
      await expect(logos.getByRole('img', { name })).toBeVisible();
    await form.getByLabel(/I agree to the reservation terms/).check();
    await page.screenshot({ path: join(shots, 'online-form-390.png'), fullPage: true });
    await form.getByRole('button', { name: 'Pay $200 Deposit' }).click();
    // Stripe's page (the local stand-in): pay.
    await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
    await expect(page.getByText('Amount: $200.00 AUD')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    // Back on the dealer's site: the webhook confirms the payment.
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout/?\\?reservation=.+&paid=1$`));
    await expect(page.locator('.reserve-result')).toContainText(/^Deposit paid\. Reserved until /, {
      timeout: 20_000,
    });
    await page.screenshot({ path: join(shots, 'online-paid-390.png') });
    await page.goto(siteUrl(ONLINE, car.path));
    await expect(page.locator('.reserved-note')).toHaveText(/^Reserved until /);

    const check = directRequest(ONLINE, `/api/cars/${car.slug}/reservation`);
    const status = await page.request.get(check.url, { headers: check.headers });
    expect(await status.json()).toMatchObject({ reserved: true, paid: true });
    // The dealer heard twice: the reservation, then the deposit paid.
    const host = new URL(builtData(ONLINE).tenant.settings.site.url).hostname;
    const [requested, paid] = reservationLeadIds(car.slug);
    expect((await deliveredLead(requested!, host)).text).toContain('Deposit: $200 deposit not yet paid');
    expect((await deliveredLead(paid!, host)).text).toContain('Deposit: $200 deposit paid online');
  });
});

test.describe('gated checkout', () => {
  const GATED = 'outback-caravans-motorcycles';

  test('[NAV-05] a signed-out visitor is sent to sign in and brought back; open redirects are refused', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const car = await reservableCar(page, GATED);
    const checkout = `/cars/${car.slug}/checkout`;
    await page.goto(siteUrl(GATED, car.path));
    await page
      .getByRole('complementary')
      .getByRole('link', { name: /Reserve Now/ })
      .click();
    await page.waitForURL(/\/sign-in\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('type'), params.get('redirect'), params.get('back')]).toEqual([
      'checkout',
      checkout,
      car.path,
    ]);
    await expect(page.getByRole('heading', { name: 'Sign in to reserve this car' })).toBeVisible();

    await signInBySms(page);
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === checkout);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('form.reserve-form')).toBeVisible();

    // Signed in, a sign-in link that points off the site continues to a page of this site instead.
    for (const target of ['https://evil.example/', 'javascript:alert(1)', '//evil.example/x']) {
      await page.goto(
        siteUrl(GATED, `/sign-in?type=checkout&redirect=${encodeURIComponent(target)}&back=%2F`),
      );
      await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/watchlist');
    }
  });
});

test('[DEAL-04] [NAV-05] My Garage is behind sign-in and lists this browser’s reservation, favourites and enquiries', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const car = await reservableCar(page, OFFLINE);
  await page.goto(siteUrl(OFFLINE, `/cars/${car.slug}/checkout`));
  const form = await fillShopper(page);
  await form.getByLabel(/I agree to the reservation terms/).check();
  await form.getByRole('button', { name: 'Request Reservation' }).click();
  await expect(page.locator('.reserve-result')).toContainText(/^Reserved until /);

  await page.goto(siteUrl(OFFLINE, '/my-garage'));
  await page.waitForURL(/\/sign-in\?/);
  const params = new URL(page.url()).searchParams;
  expect([params.get('type'), params.get('redirect'), params.get('back')]).toEqual([
    'my-garage',
    '/my-garage',
    '/',
  ]);
  await expect(page.getByRole('heading', { name: 'Sign in to your garage' })).toBeVisible();
  await signInBySms(page);
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/my-garage');
  await expect(page.locator('h1')).toHaveText('My Garage');
  const reservations = page.locator('section', { has: page.getByRole('heading', { name: 'Reservations' }) });
  await expect(reservations.getByRole('listitem')).toHaveCount(1);
  await expect(reservations.getByRole('link', { name: car.name })).toBeVisible();
  await expect(reservations.getByRole('listitem')).toContainText(/Reserved until /);
  await expect(page.getByRole('heading', { name: 'Saved cars' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trade-in valuations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compare' }).last()).toHaveAttribute('href', '/compare');
  expect(await axeViolations(page, '.garage')).toEqual([]);
  await page.screenshot({ path: join(shots, 'my-garage-390.png'), fullPage: true });
});

test('[DEAL-04] a brand’s own garage lists that make only, and a signed-in reservation follows the shopper to another device', async ({
  page,
  browser,
}) => {
  const GROUP = 'southern-cross-auto-group';
  await page.setViewportSize({ width: 390, height: 844 });
  const toyota = await reservableCar(page, GROUP, 'Toyota');
  const kia = builtData(GROUP).cars.find((c) => c.make === 'Kia' && c.status === 'in_stock')!;
  await page.goto(siteUrl(GROUP, '/my-garage/toyota'));
  await page.waitForURL(/\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get('type')).toBe('my-garage');
  const mobile = await signInBySms(page);
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/my-garage/toyota');
  await expect(page.locator('h1')).toHaveText('My Toyota Garage');

  // Reserve the Toyota while signed in (the deposit is left unpaid on the payment page).
  await page.goto(siteUrl(GROUP, `/cars/${toyota.slug}/checkout`));
  const form = await fillShopper(page);
  await form.getByLabel(/I agree to the reservation terms/).check();
  await form.getByRole('button', { name: /Pay \$[\d,]+ Deposit/ }).click();
  await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();

  // Another device: a fresh browser with nothing stored, the same shopper.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await phone.goto(siteUrl(GROUP, '/my-garage/toyota'));
  await phone.waitForURL(/\/sign-in\?/);
  await signInBySms(phone, mobile);
  await phone.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/my-garage/toyota');
  // A Kia kept as a favourite on this device belongs to the Kia garage, not this one.
  await phone.evaluate((car) => localStorage.setItem('favourites', JSON.stringify([car])), {
    id: kia.id,
    name: kia.name,
    slug: kia.slug,
    make: kia.make,
    model: kia.model,
  });
  await phone.reload();
  const reservations = phone.locator('section', {
    has: phone.getByRole('heading', { name: 'Reservations' }),
  });
  await expect(reservations.getByRole('link', { name: toyota.name })).toBeVisible();
  await expect(reservations.getByRole('listitem')).toContainText(/Reserved until /);
  const favourites = phone.locator('section', { has: phone.getByRole('heading', { name: 'Favourites' }) });
  await expect(favourites.getByText('No favourites yet.')).toBeVisible();
  await expect(phone.getByRole('link', { name: /View [\d,]+ Toyota vehicles in stock/ })).toBeVisible();
  expect(await axeViolations(phone, '.page-panel')).toEqual([]);
  await phone.screenshot({ path: join(shots, 'brand-garage-390.png'), fullPage: true });
  await phone.goto(siteUrl(GROUP, '/my-garage/kia'));
  await expect(phone.locator('h1')).toHaveText('My Kia Garage');
  await expect(
    phone
      .locator('section', { has: phone.getByRole('heading', { name: 'Favourites' }) })
      .getByRole('link', { name: kia.name }),
  ).toBeVisible();
  await expect(
    phone
      .locator('section', { has: phone.getByRole('heading', { name: 'Reservations' }) })
      .getByText('No reservations yet.'),
  ).toBeVisible();
  await other.close();
});

test('[WL-06] [DEAL-04] favourites need no account: the drawer links them with their count, and /favourites lists and removes them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const car = builtData(OFFLINE).cars.find((c) => c.status === 'in_stock')!;
  await page.goto(siteUrl(OFFLINE, car.path));
  await page.locator('#save-actions').scrollIntoViewIfNeeded();
  await page.locator('#save-actions astro-island:not([ssr])').waitFor();
  await page.getByRole('button', { name: 'Favourite' }).click();
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(siteUrl(OFFLINE, '/'));
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Favourites (1)' }).click();
  await expect(page.locator('h1')).toHaveText('Favourites');
  await expect(page.getByRole('link', { name: car.name })).toHaveAttribute('href', `/cars/${car.slug}/`);
  await page.getByRole('button', { name: `Remove ${car.name}` }).click();
  await expect(page.getByText('No favourites yet.')).toBeVisible();
});
