/**
 * Saved searches in Chromium (ALERT-01, ALERT-03): the search page's "Save this search"
 * dialog by e-mail, with the opt-in e-mail the server's outbox delivers and its link opened;
 * by SMS after the mobile sign-in, listed and removed on /saved-searches; and the one-click
 * unsubscribe page. The digests themselves are proved through the API and the outbox in
 * tests/unit/api/alerts.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page, test } from '@playwright/test';
import { apiSecret } from '../../src/api/services/api-secret.ts';
import { alertToken } from '../../src/api/services/alerts/tokens.ts';
import { axeViolations } from './axe.ts';
import { signInBySms } from './sign-in.ts';
import { siteUrl } from './sites.ts';

const root = resolve(import.meta.dirname, '..', '..');
const SLUG = 'westside-used-cars';
const SEARCH = '/search/used-cars?make=Toyota&price=-30000';

/** The text of the opt-in e-mail the outbox delivered to `email`, quoted-printable undone. */
async function optInMail(email: string): Promise<string> {
  const dir = join(root, 'data', 'outbox', 'mail');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(dir)) return false;
        found = readdirSync(dir)
          .filter((file) => file.startsWith('opt-in-'))
          .map((file) => readFileSync(join(dir, file), 'utf8'))
          .find((raw) => raw.includes(`To: ${email}`));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

function subscriberId(address: string): string {
  const db = new DatabaseSync(join(root, 'data', 'api.sqlite'), { readOnly: true });
  try {
    const row = db
      .prepare('SELECT id FROM alert_subscribers WHERE tenant = ? AND address = ?')
      .get(SLUG, address) as { id: string };
    return row.id;
  } finally {
    db.close();
  }
}

async function openSaveDialog(page: Page, goto = true) {
  if (goto) await page.goto(siteUrl(SLUG, SEARCH));
  // The button is the search island's: pressed before it hydrates, it does nothing yet.
  await page.locator('astro-island:has(.save-search-button):not([ssr])').waitFor();
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('saved searches', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[ALERT-01] e-mail alerts start only once the link in the opt-in e-mail is opened', async ({
    page,
  }) => {
    const email = `shopper-${Date.now()}@example.com`;
    const dialog = await openSaveDialog(page);
    const count = await page.locator('#results-heading').textContent();
    expect(count).toMatch(/^\d+ vehicles?$/);
    await expect(dialog.getByText('Used Toyota, under $30,000')).toBeVisible();
    expect(await axeViolations(page, '.save-search-dialog')).toEqual([]);
    // A bad address is refused with the API's message, and the dialog stays.
    await dialog.getByLabel('E-mail address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await expect(dialog.getByRole('alert')).toBeFocused();
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('How often').selectOption('weekly');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'Nearly done: open the link we just e-mailed you to start your alerts.',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Save this search' })).toBeFocused();

    const mail = await optInMail(email);
    const link = /https:\/\/[^\s"<]+\/saved-searches\?confirm=[\w.%-]+/.exec(mail)![0];
    await page.goto(siteUrl(SLUG, new URL(link).pathname + new URL(link).search));
    await expect(page.getByRole('status')).toHaveText(
      'Your alerts are on. Every alert we send has a link to unsubscribe with one click.',
    );
    const saved = page.getByRole('link', { name: 'Used Toyota, under $30,000' });
    await expect(saved).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The saved search's link shows the same search.
    await saved.click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?car_type=used&make=Toyota&price=-30000$/);
    await expect(page.locator('#results-heading')).toHaveText(count!);
  });

  test('[ALERT-01] SMS alerts after the mobile sign-in, with the watchlist alerts, listed and removed', async ({
    page,
  }) => {
    let dialog = await openSaveDialog(page);
    await dialog.getByLabel('SMS to my mobile').check();
    await expect(dialog.getByRole('button', { name: 'Save search' })).toBeDisabled();
    await dialog.getByRole('link', { name: 'Sign in with your mobile' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to get alerts by SMS' })).toBeVisible();
    await signInBySms(page);
    // Back on the search, as the search page writes its address.
    await expect(page).toHaveURL(/\/search\/toyota\?car_type=used&price=-30000$/);
    dialog = await openSaveDialog(page, false);
    await expect(dialog.getByLabel('SMS to my mobile')).toBeChecked();
    await expect(dialog.getByText(/^We will text \+614\d{8}\.$/)).toBeVisible();
    await expect(
      dialog.getByLabel('Also text me when a car on my watchlist drops in price, is reserved or is sold'),
    ).toBeChecked();
    await expect(
      dialog.getByLabel('The dealer may contact me about the cars on my watchlist'),
    ).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'Search saved. We will text you when new cars match.',
    );
    await dialog.getByRole('link', { name: 'Your saved searches' }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'Used Toyota, under $30,000' });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Remove Used Toyota, under $30,000' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved search removed.');
    await expect(page.getByText('You have no saved searches.')).toBeVisible();
  });

  test('[ALERT-03] the unsubscribe link stops every alert with one click', async ({ page }) => {
    const email = `leaving-${Date.now()}@example.com`;
    const dialog = await openSaveDialog(page);
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    // The token every digest's unsubscribe link carries (made as the outbox makes it).
    const token = alertToken(apiSecret(join(root, 'data')), 'unsubscribe', SLUG, subscriberId(email));
    await page.goto(siteUrl(SLUG, `/pages/unsubscribe?token=${encodeURIComponent(token)}`));
    await expect(page.getByRole('status')).toHaveText(
      'You are unsubscribed. You will get no more alerts from us.',
    );
    expect(await axeViolations(page)).toEqual([]);
    const db = new DatabaseSync(join(root, 'data', 'api.sqlite'), { readOnly: true });
    try {
      expect(
        db
          .prepare('SELECT unsubscribed_at IS NOT NULL AS gone FROM alert_subscribers WHERE address = ?')
          .get(email),
      ).toEqual({ gone: 1 });
    } finally {
      db.close();
    }
    // A link that is not ours says so.
    await page.goto(siteUrl(SLUG, '/pages/unsubscribe?token=forged.token'));
    await expect(page.getByRole('alert')).toHaveText(
      'This unsubscribe link is not valid. Open the unsubscribe link at the end of our latest message.',
    );
  });
});
