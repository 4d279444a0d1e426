/**
 * Paying by reference on /online-payment in Chromium on a phone (NAV-04, NAV-05): a tenant that
 * takes requests (no money moves, and the page and the dealer's e-mail say so), and a gated
 * tenant that takes the card through the local Stripe stand-in, where only the signed webhook
 * turns the page to 'Payment received'.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { deliveredLead, leadIdsMentioning } from './delivered-leads.ts';
import { signInBySms } from './sign-in.ts';
import { builtData, siteUrl } from './sites.ts';

const OFFLINE = 'westside-used-cars';
const GATED = 'outback-caravans-motorcycles';
const shots = join(resolve(import.meta.dirname, '..', '..'), 'test-results', 'online-payment');
const host = (slug: string) => new URL(builtData(slug).tenant.settings.site.url).hostname;

async function fillPayment(page: Page, purpose: string, reference: string) {
  const form = page.locator('form.payment-form');
  await form.getByLabel('What you are paying').selectOption({ label: purpose });
  await form
    .getByRole('textbox', { name: /number|reference/i })
    .first()
    .fill(reference);
  await form.getByLabel('Amount (AUD)').fill('350.50');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Phone').fill('0412 345 678');
  return form;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  mkdirSync(shots, { recursive: true });
});

test('[NAV-04] without card payments: a payment request that takes no money and says so to the shopper and the dealer', async ({
  page,
}) => {
  await page.goto(siteUrl(OFFLINE, '/online-payment'));
  await expect(page.locator('h1')).toHaveText('Pay Online');
  const form = page.locator('form.payment-form');
  await expect(form.getByRole('button', { name: 'Send Payment Request' })).toBeEnabled();
  await expect(page.locator('[data-card-logos]')).toBeHidden();
  await expect(
    form.getByText('No payment is taken online: we’ll call you to take the payment and confirm it.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Send Payment Request' }).click();
  await expect(form.getByRole('alert').getByRole('listitem')).toHaveText([
    'What you are paying: * This field is required',
    'Reference: * This field is required',
    'Amount: * This field is required',
    'First name: * This field is required',
    'Email: * This field is required',
    'Phone: * This field is required',
  ]);
  await fillPayment(page, 'An invoice', 'inv 10234/a');
  await form.getByLabel('Amount (AUD)').fill('10000.01');
  await form.getByRole('button', { name: 'Send Payment Request' }).click();
  await expect(form.getByRole('alert').getByRole('listitem')).toHaveText([
    'Amount: Online payments are up to $10,000.00. Please pay larger amounts at the dealership.',
  ]);
  await form.getByLabel('Amount (AUD)').fill('350.50');
  // Fixed: the list and its heading are gone.
  await expect(form.getByText('Please fix the following errors:')).toHaveCount(0);
  expect(await axeViolations(page, '.reserve-page')).toEqual([]);
  await page.screenshot({ path: join(shots, 'request-form-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Send Payment Request' }).click();
  const result = page.locator('.reserve-result');
  await expect(result).toContainText(
    "Request received. No payment has been taken: we'll call you to take the $350.50 for invoice INV 10234/A.",
  );
  await expect(result).toBeFocused();
  await page.screenshot({ path: join(shots, 'request-sent-390.png') });
  const paymentId = /Your reference for this request: ([0-9a-f-]{36})/.exec(
    (await result.textContent()) ?? '',
  )![1]!;
  const [leadId] = leadIdsMentioning('payment', paymentId);
  const email = await deliveredLead(leadId!, host(OFFLINE));
  expect(email.text).toContain('Paying for: invoice INV 10234/A');
  expect(email.text).toContain(
    'Payment status: No money was taken: call the customer to take the payment of $350.50',
  );
  expect(email.adf).toContain('Online payment for invoice INV 10234/A: No money was taken');
});

test('[NAV-05] [NAV-04] gated and paid by card: sign in, pay on the provider’s page, and the signed webhook confirms it', async ({
  page,
}) => {
  await page.goto(siteUrl(GATED, '/online-payment'));
  await page.waitForURL(/\/sign-in\?/);
  const params = new URL(page.url()).searchParams;
  expect([params.get('type'), params.get('redirect')]).toEqual(['online-payment', '/online-payment']);
  await expect(page.getByRole('heading', { name: 'Sign in to pay online' })).toBeVisible();
  await signInBySms(page);
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/online-payment');
  const logos = page.getByRole('list', { name: 'Cards and wallets we accept' });
  await expect(logos).toBeVisible();
  const form = await fillPayment(page, 'A service or parts job', 'JOB-58812');
  await page.screenshot({ path: join(shots, 'card-form-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Pay $350.50' }).click();
  // The provider's page (the local Stripe stand-in): pay.
  await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
  await expect(page.getByText('Amount: $350.50 AUD')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/online-payment\/?\?payment=[0-9a-f-]{36}&paid=1$/);
  await expect(page.locator('.reserve-result')).toContainText(
    'Payment received: $350.50 for job JOB-58812. Thank you.',
    { timeout: 20_000 },
  );
  await page.screenshot({ path: join(shots, 'card-paid-390.png') });
  const paymentId = new URL(page.url()).searchParams.get('payment')!;
  const [leadId] = leadIdsMentioning('payment', paymentId);
  const email = await deliveredLead(leadId!, host(GATED));
  expect(email.text).toMatch(/Payment status: \$350\.50 paid by card online \(payment cs_test_[0-9a-f]+\)/);
});
