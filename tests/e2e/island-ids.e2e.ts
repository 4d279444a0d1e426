/**
 * Islands rendered to a string at build time (astro.config.mjs, src/build/react-string-render.ts)
 * carry the ids the browser's hydration makes: every React id inside an island starts with the
 * island's own prefix, as React gives it in the browser, on a vehicle page of every demo site;
 * and once the calculators have hydrated, every label still names its control.
 */
import { expect, test } from '@playwright/test';
import { builtData, DEMO_TENANTS, directRequest, siteUrl } from './sites.ts';

const ISLAND = /<astro-island\b[^>]*\sprefix="([^"]+)"[^>]*>([\s\S]*?)<\/astro-island>/g;
const REACT_ID = /\s(?:id|for|aria-labelledby|aria-describedby|aria-controls)="(_[^"]*R_[^"]*)"/g;

for (const slug of DEMO_TENANTS) {
  test(`${slug}: React ids in a vehicle page's islands start with their island's prefix`, async ({
    request,
  }) => {
    const car = builtData(slug).cars.find((c) => c.status === 'in_stock')!;
    const { url, headers } = directRequest(slug, `${car.path}/`);
    const html = await (await request.get(url, { headers })).text();
    let ids = 0;
    for (const [, prefix, inner] of html.matchAll(ISLAND))
      for (const [, value] of inner!.matchAll(REACT_ID))
        for (const id of value!.split(' ')) {
          ids++;
          expect(id, `an id in the island with prefix ${prefix}`).toMatch(new RegExp(`^_${prefix}R_`));
        }
    expect(ids).toBeGreaterThan(0);
  });
}

test('after the calculators hydrate, every label of the vehicle page names a control that exists', async ({
  page,
}) => {
  const slug = 'harbour-city-toyota';
  const car = builtData(slug).cars.find((c) => c.status === 'in_stock' && c.price)!;
  const errors: string[] = [];
  page.on('console', (message) => {
    // React's own errors (a hydration mismatch among them); an external resource this
    // machine cannot reach is not the page's fault.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.goto(siteUrl(slug, `${car.path}/`));
  // The fuel and delivery calculators hydrate as they come into view; a label whose id the
  // browser's React made differently would then name nothing.
  for (const testId of ['fuel-calculator', 'delivery-calculator']) {
    const calculator = page.getByTestId(testId);
    await calculator.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island', { has: calculator })).not.toHaveAttribute('ssr', /.*/);
  }
  // A change makes React render the calculator again with its own ids.
  await page.getByTestId('fuel-calculator').locator('input').first().fill('25000');
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll('label[for]')]
      .map((label) => label.getAttribute('for')!)
      .filter((id) => !document.getElementById(id)),
  );
  expect(broken).toEqual([]);
  expect(errors).toEqual([]);
});
