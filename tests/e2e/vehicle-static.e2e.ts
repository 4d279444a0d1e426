/**
 * The vehicle detail page as static HTML on the built demo tenants: breadcrumb, sidebar,
 * collapsing comments and lists, used-car checks, disclaimer and value box, the location
 * announcement, rego, similar cars, structured data, sold cars, sticky header, trade-in
 * and terms pages; with and without JavaScript; every internal link answers.
 */
import { expect, type Page, test } from '@playwright/test';
import { isAvailable } from '../../src/domain/availability.ts';
import { formatDollars } from '../../src/domain/format.ts';
import {
  COLLAPSE_LIMIT,
  DEALER_COMMENTS_PENDING,
  FEATURES_VISIBLE,
  maskPhone,
  primaryLocationId,
  regoExpiryText,
  SPECIFICATIONS_VISIBLE,
} from '../../src/domain/vehicle/index.ts';
import { dealerComments } from '../../src/domain/vehicle/comments.ts';
import { priceBandWidth } from '../../src/search/similar-cars.ts';
import { variantSpecifications } from '../../src/domain/vehicle-specs.ts';
import type { Car } from '../../src/model/car.ts';
import { builtData, directRequest, siteUrl } from './sites.ts';

const FRANCHISE = 'harbour-city-toyota';
const CARAVANS = 'outback-caravans-motorcycles';
const SUBSCRIPTIONS = 'drive-subscriptions';

const cars = (slug: string) => builtData(slug).cars;
const usedCar = (slug: string, extra: (car: Car) => boolean = () => true) =>
  cars(slug).find(
    (c) => c.car_type === 'used' && c.status === 'in_stock' && !c.reserved && c.photos_count > 0 && extra(c),
  )!;
const aside = (page: Page) => page.locator('aside.vehicle-summary');

test.describe('vehicle page, static rules', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[VDP-01] breadcrumb links the car type, make and model landing pages, with BreadcrumbList JSON-LD', async ({
    page,
    request,
  }) => {
    const car = usedCar(FRANCHISE);
    await page.goto(siteUrl(FRANCHISE, car.path));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Used Cars', car.make, car.model]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(car.name);
    for (const href of await crumbs
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      const target = directRequest(FRANCHISE, href);
      expect((await request.get(target.url, { headers: target.headers })).status(), href).toBe(200);
    }
    const ld = await jsonLd(page);
    const list = ld.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string }[];
    };
    expect(list.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Used Cars',
      car.make,
      car.model,
      car.name,
    ]);
  });

  test('[VDP-02] [CARD-07] sidebar: title, price, key-info icons and lead buttons the form island attaches to', async ({
    page,
  }) => {
    const car = usedCar(FRANCHISE);
    await page.goto(siteUrl(FRANCHISE, car.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(aside(page).locator('.price')).toContainText(
      formatDollars(car.offer_price && car.offer_price < car.price ? car.offer_price : car.price),
    );
    await expect(
      aside(page).getByRole('list', { name: 'Key information' }).getByRole('listitem').first(),
    ).toContainText('Odometer');
    const enquire = aside(page).getByRole('link', { name: 'Enquire Now' });
    await expect(enquire).toHaveAttribute('href', '#enquire');
    await expect(enquire).toHaveAttribute('data-lead', 'enquiry');
    await expect(aside(page).getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute(
      'data-lead',
      'test_drive',
    );
    await expect(aside(page).getByRole('link', { name: 'Request Photos' })).toHaveAttribute(
      'data-lead',
      'photos',
    );
    await expect(page.locator('#enquire')).toBeAttached();
  });

  test('[VDP-04] comments collapse to 400 characters with Show more / Show less; empty comments show the pending message', async ({
    page,
  }) => {
    const long = cars(FRANCHISE).find((c) => {
      const comments = dealerComments(c.dealercomments);
      return comments.kind === 'text' && comments.text.length > COLLAPSE_LIMIT + 200;
    })!;
    const comments = dealerComments(long.dealercomments);
    if (comments.kind !== 'text') throw new Error('expected dealer comments');
    await page.goto(siteUrl(FRANCHISE, long.path));
    const section = page.locator('section[aria-labelledby="comments-heading"]');
    const excerpt = section.getByTestId('comments-excerpt');
    await expect(excerpt).toBeVisible();
    expect((await excerpt.textContent())!.length).toBeLessThanOrEqual(COLLAPSE_LIMIT);
    const lastParagraph = section.locator('.collapse-full p').last();
    await expect(lastParagraph).toBeHidden();
    const toggle = section.getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(lastParagraph).toBeVisible();
    await expect(lastParagraph).toHaveText(comments.paragraphs.at(-1)!);
    await expect(excerpt).toBeHidden();
    await expect(section.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await section.getByRole('button', { name: 'Show less' }).click();
    await expect(lastParagraph).toBeHidden();

    const empty = cars(FRANCHISE).find((c) => dealerComments(c.dealercomments).kind === 'pending')!;
    await page.goto(siteUrl(FRANCHISE, empty.path));
    await expect(page.locator('section[aria-labelledby="comments-heading"]')).toContainText(
      DEALER_COMMENTS_PENDING,
    );
  });

  test('[VDP-05] features show 8 then Show All / Hide; specifications 4 then Show More / Show Less; Show All Specs / Hide Specs, each toggle its own state', async ({
    page,
  }) => {
    const car = cars(FRANCHISE).find(
      (c) =>
        c.standardEquipment.length > FEATURES_VISIBLE &&
        variantSpecifications(c).length > SPECIFICATIONS_VISIBLE,
    )!;
    await page.goto(siteUrl(FRANCHISE, car.path));
    const features = page.getByTestId('features-list').getByRole('listitem');
    await expect(features.filter({ visible: true })).toHaveCount(FEATURES_VISIBLE);
    await page.getByTestId('features-toggle').click();
    await expect(features.filter({ visible: true })).toHaveCount(car.standardEquipment.length);
    await expect(page.getByTestId('features-toggle')).toHaveText('Hide');
    await expect(page.getByTestId('features-toggle')).toHaveAttribute('aria-expanded', 'true');

    const rows = page.getByTestId('variant-specs').locator('div');
    const total = variantSpecifications(car).length;
    await expect(rows.filter({ visible: true })).toHaveCount(SPECIFICATIONS_VISIBLE);
    const allSpecs = page.getByTestId('all-specs-toggle');
    const listToggle = page.getByTestId('variant-specs-toggle');
    await expect(listToggle).toHaveText('Show More');
    // The list's own toggle and Show All Specs each keep their own state.
    await listToggle.click();
    await expect(rows.filter({ visible: true })).toHaveCount(total);
    await expect(listToggle).toHaveText('Show Less');
    await expect(allSpecs).toHaveText('Show All Specs');
    await expect(allSpecs).toHaveAttribute('aria-expanded', 'false');
    await listToggle.click();
    await expect(rows.filter({ visible: true })).toHaveCount(SPECIFICATIONS_VISIBLE);
    await allSpecs.click();
    await expect(rows.filter({ visible: true })).toHaveCount(total);
    await expect(allSpecs).toHaveText('Hide Specs');
    // While Show All Specs holds the list open, its own Show More has nothing to do.
    await expect(listToggle).toBeHidden();
    await allSpecs.click();
    await expect(rows.filter({ visible: true })).toHaveCount(SPECIFICATIONS_VISIBLE);
    await expect(allSpecs).toHaveText('Show All Specs');
    await expect(listToggle).toHaveText('Show More');
    await expect(listToggle).toBeVisible();
  });

  test('[VDP-06] used-car checks, and the history report button only when the car has a file, in a new tab', async ({
    page,
  }) => {
    const withFile = usedCar(FRANCHISE, (c) => !!c.file);
    await page.goto(siteUrl(FRANCHISE, withFile.path));
    await expect(page.getByRole('heading', { name: 'Used Car Checks' })).toBeVisible();
    const report = page.getByTestId('history-report');
    await expect(report).toHaveAttribute('href', withFile.file!);
    await expect(report).toHaveAttribute('target', '_blank');
    const withoutFile = usedCar(FRANCHISE, (c) => !c.file && !!c.service_history);
    await page.goto(siteUrl(FRANCHISE, withoutFile.path));
    await expect(page.getByRole('heading', { name: 'Used Car Checks' })).toBeVisible();
    await expect(page.getByTestId('history-report')).toHaveCount(0);
  });

  test('[VDP-07] disclaimer links the terms page; Why Buy From Us with the pre-owned guarantees', async ({
    page,
  }) => {
    const data = builtData(FRANCHISE);
    const car = usedCar(FRANCHISE);
    await page.goto(siteUrl(FRANCHISE, car.path));
    const why = page.locator('section[aria-labelledby="why-heading"]');
    await expect(why.getByRole('heading', { level: 2 })).toHaveText(
      `Why Buy From ${data.tenant.settings.site.name}`,
    );
    // The tenant states both promises (vehicle.promises, COMP-05).
    expect(data.tenant.settings.vehicle.promises).toMatchObject({
      moneyBackGuarantee: true,
      roadsideAssistMonths: 12,
    });
    await expect(why).toContainText('48-Hour Money-Back Guarantee');
    await expect(why).toContainText('12 Months Roadside Assist');
    await page
      .locator('section[aria-labelledby="disclaimer-heading"]')
      .getByRole('link', { name: 'terms and conditions' })
      .click();
    await expect(page).toHaveURL(/\/terms-and-conditions\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    await expect(page.locator('main')).toContainText(data.tenant.settings.site.name);
    await expect(page.locator('main')).toContainText(
      'comparison rate is based on a secured fixed-rate loan of $30,000',
    );
  });

  test('[VDP-08] Located at {city} with Get Directions at a non-primary location; dismissed for the session', async ({
    page,
  }) => {
    const data = builtData(CARAVANS);
    const primary = primaryLocationId(data.tenant.locations);
    const car = data.cars.find((c) => c.location && c.location.id !== primary && c.location.address.city)!;
    await page.goto(siteUrl(CARAVANS, car.path));
    const bar = page.locator('#location-announcement');
    await expect(bar).toContainText(`Located at ${car.location!.address.city}`);
    await expect(bar.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /^https:\/\//);
    await bar.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('#location-announcement')).toBeHidden();

    const atPrimary = data.cars.find((c) => c.location?.id === primary)!;
    await page.goto(siteUrl(CARAVANS, atPrimary.path));
    await expect(page.locator('#location-announcement')).toHaveCount(0);
  });

  test('[VDP-11] a future rego expiry shows Expires on {date}; a past one shows nothing, or Unregistered where the tenant says so', async ({
    page,
  }) => {
    const data = builtData(FRANCHISE);
    const now = new Date(data.builtAt);
    const options = {
      pastShowsUnregistered: data.tenant.settings.vehicle.pastRegoShowsUnregistered,
      timeZone: data.tenant.settings.site.timezone,
      now,
    };
    const future = data.cars.find(
      (c) => c.rego_expiry && Date.parse(c.rego_expiry) > now.getTime() + 86_400_000 * 2,
    )!;
    await page.goto(siteUrl(FRANCHISE, future.path));
    await expect(page.getByTestId('rego-expiry')).toHaveText(regoExpiryText(future.rego_expiry, options)!);
    await expect(page.getByTestId('rego-expiry')).toHaveText(/^Expires on \d{1,2} \w+ \d{4}$/);
    const past = data.cars.find(
      (c) => c.rego_expiry && Date.parse(c.rego_expiry) < now.getTime() - 86_400_000 * 2,
    )!;
    expect(options.pastShowsUnregistered).toBe(false);
    await page.goto(siteUrl(FRANCHISE, past.path));
    await expect(page.getByTestId('rego-expiry')).toHaveCount(0);
    await expect(aside(page)).not.toContainText('Unregistered');

    // Westside switches 'Unregistered' on; its CSV export carries each car's rego expiry.
    const yard = builtData('westside-used-cars');
    expect(yard.tenant.settings.vehicle.pastRegoShowsUnregistered).toBe(true);
    const lapsed = yard.cars.find(
      (c) =>
        isAvailable(c) &&
        c.rego_expiry &&
        Date.parse(c.rego_expiry) < new Date(yard.builtAt).getTime() - 86_400_000 * 2,
    );
    expect(lapsed, 'a Westside car whose rego has lapsed').toBeDefined();
    await page.goto(siteUrl('westside-used-cars', lapsed!.path));
    await expect(page.getByTestId('rego-expiry')).toHaveText('Unregistered');
  });

  test('[VDP-18] [SIM-01] [SIM-02] similar cars: titled per vehicle type and site, available, in the price band, same model first, at most 6', async ({
    page,
  }) => {
    for (const [slug, title] of [
      [FRANCHISE, 'Similar Cars In-Stock'],
      [SUBSCRIPTIONS, 'Similar Cars Available'],
    ] as const) {
      const all = cars(slug);
      const car = all.find(
        (c) =>
          isAvailable(c) &&
          c.price > 20_000 &&
          all.filter((o) => o.make === c.make && o.model === c.model && isAvailable(o)).length > 2,
      )!;
      await page.goto(siteUrl(slug, car.path));
      const section = page.getByTestId('similar-cars');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(title);
      const paths = await section
        .locator('.car-card h3 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.length).toBeLessThanOrEqual(builtData(slug).tenant.settings.vehicle.similarCarsCount);
      expect(new Set(paths).size).toBe(paths.length);
      const similar = paths.map((path) => all.find((c) => c.path === path)!);
      const band = priceBandWidth(car.price);
      let seenOther = false;
      for (const other of similar) {
        expect(other.id).not.toBe(car.id);
        expect(isAvailable(other)).toBe(true);
        expect(Math.abs(other.price - car.price)).toBeLessThanOrEqual(band);
        const sameModel = other.make === car.make && other.model === car.model;
        expect(sameModel || (other.car_type === car.car_type && other.simple_body === car.simple_body)).toBe(
          true,
        );
        if (!sameModel) seenOther = true;
        else expect(seenOther, 'same-model cars come first').toBe(false);
      }
    }
    const caravan = cars(CARAVANS).find(
      (c) => c.item_type === 'caravan' && isAvailable(c) && c.price > 10_000,
    )!;
    await page.goto(siteUrl(CARAVANS, caravan.path));
    await expect(page.getByTestId('similar-cars').getByRole('heading', { level: 2 })).toHaveText(
      'Similar Caravans In-Stock',
    );
  });

  test('[VDP-19] schema.org Car JSON-LD and Open Graph / Twitter tags, none printed twice', async ({
    page,
  }) => {
    const data = builtData(FRANCHISE);
    const car = usedCar(FRANCHISE, (c) => !!c.vin);
    await page.goto(siteUrl(FRANCHISE, car.path));
    type LdCar = {
      vehicleIdentificationNumber: string;
      mileageFromOdometer: unknown;
      vehicleModelDate: string;
      url: string;
      offers: { priceCurrency: string; availability: string };
    };
    const vehicle = (await jsonLd(page)).find((item) => item['@type'] === 'Car') as unknown as LdCar;
    expect(vehicle.vehicleIdentificationNumber).toBe(car.vin);
    expect(vehicle.mileageFromOdometer).toEqual({
      '@type': 'QuantitativeValue',
      value: car.km,
      unitCode: 'KMT',
    });
    expect(vehicle.vehicleModelDate).toBe(String(car.year));
    expect(vehicle.offers.priceCurrency).toBe('AUD');
    expect(vehicle.offers.availability).toBe('https://schema.org/InStock');
    expect(vehicle.url).toBe(`${data.tenant.settings.site.url.replace(/\/$/, '')}${car.path}`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:image:alt']) {
      await expect(page.locator(`meta[property="${property}"]`), property).toHaveCount(1);
    }
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    // X reads the title, description and image from the og: tags.
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\//);
  });

  test('[CARD-03] a sold car shows the SOLD tag and message, and Find Me Something Similar instead of buy actions', async ({
    page,
  }) => {
    const sold = cars(FRANCHISE).find((c) => c.status === 'sold')!;
    await page.goto(siteUrl(FRANCHISE, sold.path));
    await expect(aside(page).locator('.badge-sold')).toHaveText(/SOLD/);
    await expect(page.getByRole('status')).toContainText('SOLD');
    const similar = aside(page).getByRole('link', { name: 'Find Me Something Similar' });
    await expect(similar).toHaveAttribute('data-lead', 'enquiry');
    await expect(similar).toHaveAttribute('data-subcategory', 'Find Me Something Similar');
    for (const name of [
      'Enquire Now',
      'Book a Test Drive',
      'Request Photos',
      /Reserve Now/,
      'Value My Trade-In',
    ]) {
      await expect(aside(page).getByRole('link', { name })).toHaveCount(0);
    }
    await expect(page.locator('#finance-calculator')).toHaveCount(0);
  });

  test('[VDP-03] the sticky car header appears from 500 px of scroll', async ({ page }) => {
    const car = usedCar(FRANCHISE);
    await page.goto(siteUrl(FRANCHISE, car.path));
    const header = page.getByTestId('sticky-header');
    await expect(header).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 499));
    await expect(header).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toBeVisible();
    await expect(header).toContainText(car.name);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toBeHidden();
  });

  test('[VDP-15] [PROMO-05] trade-in button per the tenant rule, to a trade-in page with the collapsible FAQ', async ({
    page,
  }) => {
    const used = usedCar(FRANCHISE, (c) => c.trade_in_allowed !== false);
    await page.goto(siteUrl(FRANCHISE, used.path));
    const button = aside(page).getByRole('link', { name: 'Value My Trade-In' });
    await expect(button).toHaveAttribute('href', `/cars/trade-in?car_id=${used.id}`);
    const fresh = cars(FRANCHISE).find(
      (c) => c.car_type === 'new' && isAvailable(c) && c.trade_in_allowed === undefined,
    )!;
    await page.goto(siteUrl(FRANCHISE, fresh.path));
    await expect(aside(page).getByRole('link', { name: 'Value My Trade-In' })).toHaveCount(0);

    await page.goto(siteUrl(FRANCHISE, `/cars/trade-in?car_id=${used.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Value Your Trade-In');
    const question = page.getByText('How long is my valuation valid?');
    const answer = page.getByText(/valid for 7 days/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
    await page.goto(siteUrl(FRANCHISE, '/trade-in'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell Your Car');
    await expect(page.getByRole('heading', { name: 'Trade-In FAQ' })).toBeVisible();
  });

  test('reserve, phone and finance estimate hooks in the sidebar', async ({ page }) => {
    const data = builtData(FRANCHISE);
    const car = usedCar(
      FRANCHISE,
      (c) =>
        c.reserve_deposit === undefined &&
        !!c.finance_lenders['A']?.paymentWeek &&
        c.year > new Date(data.builtAt).getFullYear() - 12 &&
        c.price > 500,
    );
    await page.goto(siteUrl(FRANCHISE, car.path));
    const reserve = aside(page).getByRole('link', { name: 'Reserve Now for $200' });
    // The reserve page of the car (issue 11: no longer the enquiry form).
    await expect(reserve).toHaveAttribute('href', `/cars/${car.slug}/checkout`);
    await expect(aside(page)).toContainText("We'll hold this car for you for 48 hours.");
    await expect(aside(page)).toContainText('100% refundable');
    await expect(aside(page).locator('.finance-estimate')).toContainText(
      `Lender's offerFrom ${formatDollars(Math.ceil(car.finance_lenders['A']!.paymentWeek!))}/week`,
    );
    const phone = car.location?.phone ?? data.tenant.settings.branding.phones.sales!;
    const link = aside(page).locator('[data-phone-reveal]');
    await expect(link).toHaveAttribute('href', `tel:${phone.replace(/\D/g, '')}`);
    await expect(link.locator('[data-phone-text]')).toHaveText(maskPhone(phone));
    await expect(page.locator('#finance-calculator')).toContainText('Get Pre-Approved');
    await expect(page.locator('#fuel-calculator')).toContainText('per week');
    await expect(
      page.locator('#delivery-calculator').getByRole('heading', { name: 'Delivery cost calculator' }),
    ).toBeVisible();
    await expect(
      page.locator('#delivery-calculator').getByRole('link', { name: 'ask us for a delivery quote' }),
    ).toHaveAttribute('data-lead', 'enquiry');

    await page.goto(siteUrl(SUBSCRIPTIONS, usedCar(SUBSCRIPTIONS).path));
    await expect(aside(page).getByRole('link', { name: /Reserve Now/ })).toHaveCount(0);
    await expect(aside(page).locator('[data-phone-text]')).toHaveText(
      builtData(SUBSCRIPTIONS).tenant.settings.branding.phones.sales!,
    );
  });
});

test.describe('vehicle page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('everything is readable: full comments, every feature and spec row, no dead toggles', async ({
    page,
  }) => {
    const car = cars(FRANCHISE).find((c) => {
      const comments = dealerComments(c.dealercomments);
      return (
        comments.kind === 'text' &&
        comments.text.length > COLLAPSE_LIMIT &&
        c.standardEquipment.length > FEATURES_VISIBLE
      );
    })!;
    await page.goto(siteUrl(FRANCHISE, car.path));
    await expect(
      page.locator('section[aria-labelledby="comments-heading"] .collapse-full p').last(),
    ).toBeVisible();
    await expect(page.getByTestId('comments-excerpt')).toBeHidden();
    await expect(
      page.getByTestId('features-list').getByRole('listitem').filter({ visible: true }),
    ).toHaveCount(car.standardEquipment.length);
    await expect(page.getByTestId('variant-specs').locator('div').filter({ visible: true })).toHaveCount(
      variantSpecifications(car).length,
    );
    await expect(page.locator('button[data-toggle]')).not.toHaveCount(0);
    await expect(page.locator('button[data-toggle]').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByTestId('sticky-header')).toBeHidden();
    // The finance disclaimer in full (FIN-09), not the collapsed text with toggles that cannot work.
    const disclaimer = page.locator('#financeDisclaimer');
    await expect(disclaimer.getByTestId('finance-disclaimer-all')).toBeVisible();
    await expect(disclaimer.getByTestId('finance-disclaimer-all')).toContainText('WARNING');
    await expect(disclaimer.getByTestId('finance-disclaimer')).toBeHidden();
    await expect(disclaimer.getByRole('button')).toHaveCount(0);
  });
});

test('every internal link on vehicle pages answers 200', async ({ page, request }) => {
  const targets = new Set<string>();
  for (const slug of [FRANCHISE, CARAVANS, SUBSCRIPTIONS]) {
    const list = cars(slug);
    const picks = [
      usedCar(slug),
      list.find((c) => c.status === 'sold'),
      list.find((c) => c.photos_count === 0),
      list.find((c) => c.car_type === 'new'),
    ];
    for (const car of picks.filter((c): c is Car => c !== undefined)) {
      await page.goto(siteUrl(slug, car.path));
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      for (const anchor of await page
        .locator('a[href^="#"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)))) {
        await expect(page.locator(`[id="${anchor}"]`), `#${anchor} on ${car.path}`).toHaveCount(1);
      }
      for (const href of hrefs) targets.add(`${slug} ${href.split('#')[0]}`);
    }
  }
  for (const target of targets) {
    const [slug, path] = target.split(' ') as [string, string];
    const direct = directRequest(slug, path);
    expect(
      (await request.get(direct.url, { headers: direct.headers, maxRedirects: 0 })).status(),
      target,
    ).toBe(200);
  }
});

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}
