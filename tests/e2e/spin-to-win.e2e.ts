/**
 * Spin to win in Chromium on a phone (NAV-04, NAV-05): the gated promotion page sends a
 * signed-out visitor to sign in and back; the entry is checked, the API draws the prize, the
 * wheel stops on it and the page says it; the dealer's e-mail names the same prize; the same
 * person cannot enter twice.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { deliveredLead, leadIdsMentioning } from './delivered-leads.ts';
import { signInBySms } from './sign-in.ts';
import { builtData, siteUrl } from './sites.ts';

const SITE = 'southern-cross-auto-group';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'spin-to-win');

test('[NAV-05] [NAV-04] sign in, enter once, and the wheel stops on the prize the API drew', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  mkdirSync(shots, { recursive: true });
  const promotion = builtData(SITE).tenant.settings.promotions.spinToWin;
  const labels = promotion.prizes.map((prize) => prize.label);
  await page.goto(siteUrl(SITE, '/spin-to-win'));
  await page.waitForURL(/\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get('type')).toBe('spin-to-win');
  await expect(page.getByRole('heading', { name: 'Sign in to enter and spin' })).toBeVisible();
  await signInBySms(page);
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/spin-to-win');
  await expect(page.locator('h1')).toHaveText(promotion.title);
  await expect(page.getByRole('img', { name: `Prize wheel: ${labels.join(', ')}` })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(labels.length + 1);

  const form = page.locator('.spin-entry form');
  await expect(form.getByRole('button', { name: 'Enter and Spin' })).toBeEnabled();
  await form.getByRole('button', { name: 'Enter and Spin' }).click();
  await expect(form.getByRole('alert').getByRole('listitem')).toHaveText([
    'First name: * This field is required',
    'Email: * This field is required',
    'Phone: * This field is required',
    'Postcode: * This field is required',
    'Promotion terms: * Please agree to the promotion terms.',
  ]);
  const email = `spin-${Date.now()}@example.com`;
  const phone = `04${String(Date.now()).slice(-8)}`;
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Postcode').fill('2000');
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel(/I agree to the promotion terms/).check();
  expect(await axeViolations(page, '.spin-page')).toEqual([]);
  await page.screenshot({ path: join(shots, 'form-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Enter and Spin' }).click();
  const result = page.locator('.spin-entry .reserve-result');
  await expect(result).toContainText(/^You won: /, { timeout: 15_000 });
  await expect(result).toBeFocused();
  const prize = ((await result.locator('.reserve-result-title').textContent()) ?? '').replace(
    /^You won: /,
    '',
  );
  expect(labels).toContain(prize);
  // The wheel stopped with the drawn prize's slice under the pointer.
  const turned = await page
    .locator('.spin-wheel-turn')
    .evaluate((g) => new DOMMatrix(getComputedStyle(g).transform).a);
  const index = labels.indexOf(prize);
  const expected = Math.cos(((360 - (index + 0.5) * (360 / labels.length)) * Math.PI) / 180);
  expect(turned).toBeCloseTo(expected, 3);
  await page.screenshot({ path: join(shots, 'won-390.png'), fullPage: true });

  const entryId = /Entry number: ([0-9a-f-]{36})/.exec((await result.textContent()) ?? '')![1]!;
  const [leadId] = leadIdsMentioning('promotion', entryId);
  const delivered = await deliveredLead(leadId!, new URL(builtData(SITE).tenant.settings.site.url).hostname);
  expect(delivered.text).toContain(`Prize drawn: ${prize}`);
  expect(delivered.adf).toContain(
    `Promotion entry: ${promotion.title.replaceAll('&', '&amp;')}; prize drawn: ${prize}`,
  );

  // The same person again, from a fresh page: refused.
  await page.reload();
  const again = page.locator('.spin-entry form');
  await again.getByLabel('First name').fill('Ada');
  await again.getByLabel('Email').fill(email.toUpperCase());
  await again.getByLabel('Postcode').fill('2000');
  await again.getByLabel('Phone').fill('0400 000 001');
  await again.getByLabel(/I agree to the promotion terms/).check();
  await again.getByRole('button', { name: 'Enter and Spin' }).click();
  await expect(page.locator('.spin-entry .reserve-result')).toHaveText(
    'This e-mail address or phone number has already entered this promotion. It is one entry per person.',
  );
});
