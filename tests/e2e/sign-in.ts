/** Signing in on a demo site's /sign-in page, with the code the offline SMS adapter logged. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

const root = resolve(import.meta.dirname, '..', '..');

/** Signs in on the /sign-in page with a new mobile number and the code from the SMS log. */
export async function signInBySms(page: Page): Promise<void> {
  const mobile = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  const sms = readFileSync(resolve(root, 'data', 'outbox', 'sms.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { phone: string; text: string })
    .filter((m) => m.phone === `+61${mobile.slice(1)}`)
    .at(-1)!;
  await page.getByLabel('6-digit code').fill(/\d{6}/.exec(sms.text)![0]);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
