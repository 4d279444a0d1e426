/** Signing in on a demo site's /sign-in page, with the code the offline SMS adapter logged. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Signs in on the /sign-in page with the code from the SMS log: a new mobile number, or `mobile`
 * to sign the same shopper in again (another device). Answers the number used.
 */
export async function signInBySms(
  page: Page,
  mobile = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
): Promise<string> {
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
  return mobile;
}
