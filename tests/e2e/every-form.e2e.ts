/**
 * Every lead form of every demo tenant walked to a sent lead in Chromium on a phone (LEAD-24,
 * LEAD-23): each opening ./form-inventory.ts finds in the built site (a page, a page opened
 * with a link's query, a vehicle page's dialog) is opened at 390×844, filled as a shopper
 * would (./form-fill.ts: the contact details with the 4-digit postcode, then every required
 * field, a group's dealership included), and sent; the shopper sees the success, the API
 * stored the lead and the outbox delivered it, with a <vehicle> in the ADF and Reply-To the
 * shopper. The inventory is checked first: an island or opener it cannot place fails it.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { deliveredLead, leadIdsMentioning, reservationLeadIds, storedLead } from './delivered-leads.ts';
import {
  agreeToTerms,
  answerRequired,
  fillContact,
  fillShown,
  newestLeadId,
  newShopper,
  pace,
  type Shopper,
  send,
} from './form-fill.ts';
import { type FormOpening, formInventory, LEAD_FORM_ISLANDS, type LeadFormIsland } from './form-inventory.ts';
import { signInBySms } from './sign-in.ts';
import { builtData, DEMO_TENANTS, directRequest, siteUrl } from './sites.ts';

const PHONE = { width: 390, height: 844 };

/** What a walk sent: the lead the dealer gets, and the e-mail the shopper gave (none: no Reply-To expected). */
interface Sent {
  leadId: string;
  email: string | undefined;
}

type Walk = (page: Page, slug: string, opening: FormOpening, shopper: Shopper) => Promise<Sent>;

/** A form on a page of its own that goes to /success, its send button found by the label it has. */
async function pageForm(
  page: Page,
  shopper: Shopper,
  formSelector: string,
  button: RegExp | string,
  own?: (form: Locator) => Promise<void>,
) {
  const form = page.locator(formSelector);
  const submit = form.getByRole('button', { name: button });
  // Hydrated once its send button is enabled (LEAD-02).
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await own?.(form);
  await fillContact(form, shopper);
  await answerRequired(form, shopper);
  await agreeToTerms(form);
  await pace(page);
  await send(form, submit, page.locator('[data-success-message]'));
  await expect(page).toHaveURL(/\/success\?/);
  return { leadId: await newestLeadId(page), email: shopper.email };
}

/** A wizard: answer each step and press Next until the last step's send button shows. */
async function wizard(page: Page, shopper: Shopper, formSelector: string, last: string) {
  const form = page.locator(formSelector);
  const next = form.getByRole('button', { name: 'Next', exact: true });
  const finish = form.getByRole('button', { name: last, exact: true });
  await expect(next.or(finish)).toBeEnabled({ timeout: 15_000 });
  for (let step = 0; step < 6 && !(await finish.isVisible()); step++) {
    const title = await form.locator('.wizard-step-title').textContent();
    await fillContact(form, shopper);
    await answerRequired(form, shopper);
    await next.click();
    await expect(form.locator('.wizard-step-title'), `step "${title}" accepted`).not.toHaveText(title ?? '');
  }
  await fillContact(form, shopper);
  await answerRequired(form, shopper);
  await agreeToTerms(form);
  await pace(page);
  await send(form, finish, page.locator('[data-success-message]'));
  return { leadId: await newestLeadId(page), email: shopper.email };
}

/** The instant-offer wizard on a page (or inside the deal journey): a plate the demo register knows, no photos, the details. */
async function instantOffer(page: Page, shopper: Shopper, scope: string) {
  const form = page.locator(scope);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Find My Car' })).toBeEnabled({ timeout: 15_000 });
  await form.getByLabel('Rego').fill('EHN58T');
  await form.getByLabel('State').selectOption('NSW');
  await form.getByRole('button', { name: 'Find My Car' }).click();
  const details = form.getByLabel('Odometer (kms)');
  const choose = form.getByText('do any of these match');
  const skip = form.getByRole('button', { name: 'Skip Photos' });
  await expect(choose.or(skip).or(details).first()).toBeVisible({ timeout: 15_000 });
  if (await choose.isVisible()) {
    await form.getByRole('radio').first().check();
    await form.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(skip.or(details).first()).toBeVisible();
  }
  if (await skip.isVisible()) await skip.click();
  await expect(details).toBeVisible();
  await fillContact(form, shopper);
  await answerRequired(form, shopper);
  await agreeToTerms(form);
  await pace(page);
  const outcome = form
    .locator('.wizard-step-title')
    .filter({ hasText: /^(Your Instant Offer|We Will Call You)$/ });
  await send(form, form.getByRole('button', { name: 'Get My Offer' }), outcome);
}

/** An in-stock car no run has reserved yet (the store lives on between runs), from the end of the stock as reserve.e2e.ts takes them. */
async function reservableCar(page: Page, slug: string, reservePaths: string[]) {
  const withPage = new Set(reservePaths.map((path) => path.replace(/^\/cars\/([^/]+)\/.*$/, '$1')));
  for (const car of builtData(slug)
    .cars.filter((c) => withPage.has(c.slug) && !c.reserved)
    .reverse()) {
    const status = directRequest(slug, `/api/cars/${car.slug}/reservation`);
    const answer = (await (await page.request.get(status.url, { headers: status.headers })).json()) as {
      reserved: boolean;
    };
    if (!answer.reserved) return car;
  }
  throw new Error(`every reservable car of ${slug} is held: remove data/api.sqlite`);
}

/** A gated page asks a signed-out shopper to sign in first (NAV-05), then shows the form. */
async function signInIfAsked(page: Page, form: Locator, path: string) {
  const signIn = page.getByRole('button', { name: 'Send code' });
  await expect(form.or(signIn).first()).toBeVisible({ timeout: 15_000 });
  if (!(await signIn.isVisible())) return;
  await signInBySms(page);
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === path.replace(/\/$/, ''));
}

const WALKS: Record<LeadFormIsland, Walk> = {
  async LeadForms(page, slug, opening, shopper) {
    const { lead, subcategory } = opening.opener!;
    await page.goto(siteUrl(slug, `${opening.path}/`));
    const opener = page
      .locator(
        `[data-lead="${lead}"]${subcategory ? `[data-subcategory="${subcategory}"]` : ':not([data-subcategory])'}`,
      )
      .filter({ visible: true })
      .first();
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await fillContact(dialog, shopper);
    await answerRequired(dialog, shopper);
    await agreeToTerms(dialog);
    await pace(page);
    await send(
      dialog,
      dialog.locator('button.lead-submit'),
      page.getByRole('heading', { name: 'Thank you' }),
    );
    await expect(page).toHaveURL(/\/success\?/);
    return { leadId: await newestLeadId(page), email: shopper.email };
  },
  async GeneralEnquiry(page, slug, opening, shopper) {
    await page.goto(siteUrl(slug, `${opening.path}#enquire`));
    return pageForm(page, shopper, '#enquire form', /./);
  },
  async BookTestDrive(page, slug, opening, shopper) {
    await page.goto(siteUrl(slug, opening.path));
    return pageForm(page, shopper, 'form.test-drive-booking-form', 'Book Test Drive');
  },
  async ServiceBooking(page, slug, opening, shopper) {
    await page.goto(siteUrl(slug, `${opening.path}#service-form`));
    return wizard(page, shopper, '#service-form form', 'Book Service');
  },
  async FinanceApplication(page, slug, opening, shopper) {
    await page.goto(siteUrl(slug, `${opening.path}#finance-form`));
    return pageForm(page, shopper, '#finance-form form', 'Apply Now');
  },
  async PartsEnquiry(page, slug, opening, shopper) {
    await page.goto(siteUrl(slug, `${opening.path}#parts-enquiry`));
    // The part name or its number: neither is required alone, so the shopper names the part
    // (a link from an accessory has named it already).
    return pageForm(page, shopper, '#parts-enquiry form', /./, (form) =>
      fillShown(form, 'Part name', 'Oil filter'),
    );
  },
  async InstantOffer(page, slug, opening, shopper) {
    await page.goto(siteUrl(slug, opening.path));
    await instantOffer(page, shopper, '.instant-offer form');
    return { leadId: await newestLeadId(page), email: shopper.email };
  },
  async ReserveCar(page, slug, _opening, shopper) {
    const car = await reservableCar(page, slug, formInventory(slug).pagesOf.get('ReserveCar') ?? []);
    const path = `/cars/${car.slug}/checkout`;
    await page.goto(siteUrl(slug, path));
    const form = page.locator('form.reserve-form');
    await signInIfAsked(page, form, path);
    const submit = form.getByRole('button', { name: /Request Reservation|Pay \$|Reserve/ });
    await expect(submit).toBeEnabled({ timeout: 15_000 });
    await fillContact(form, shopper);
    await answerRequired(form, shopper);
    await pace(page);
    const held = page.locator('.reserve-result').filter({ hasText: /Reserved until/ });
    const stripe = page.getByRole('heading', { name: 'Test payment page' });
    await send(form, submit, held.or(stripe));
    if (await stripe.isVisible()) {
      // The deposit on the local Stripe stand-in's page; its signed webhook confirms it.
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(held).toContainText(/^Deposit paid\. Reserved until /, { timeout: 20_000 });
    }
    const [leadId] = reservationLeadIds(car.slug);
    expect(leadId, 'the reservation reached the dealer as a lead').toBeDefined();
    return { leadId: leadId!, email: shopper.email };
  },
  async CheckoutJourney(page, slug, opening, shopper) {
    await page.goto(siteUrl(slug, opening.path));
    const heading = page.locator('.wizard-step-title');
    await expect(heading).toHaveText(/^Step 1 of \d: /);
    const next = page.getByRole('button', { name: /^(Next|See my deal)$/ });
    // The shopper's own deal: no trade-in, paid in full, picked up (each step's first choice).
    while (!(await page.getByRole('button', { name: 'Send my deal' }).isVisible())) {
      const step = await heading.textContent();
      await expect(next).toBeEnabled();
      await next.click();
      await expect(heading, `deal step "${step}" accepted`).not.toHaveText(step ?? '');
    }
    const form = page.locator('form.deal-step');
    await fillContact(form, shopper);
    await answerRequired(form, shopper);
    await agreeToTerms(form);
    await pace(page);
    const sent = page.getByRole('heading', { name: /^Your deal is with / });
    await send(form, form.getByRole('button', { name: 'Send my deal' }), sent);
    const leadId = (await page.locator('.deal-sent strong').textContent())!;
    return { leadId, email: shopper.email };
  },
  async OnlinePayment(page, slug, opening, shopper) {
    await page.goto(siteUrl(slug, opening.path));
    const form = page.locator('form.payment-form');
    await signInIfAsked(page, form, opening.path);
    const submit = form.getByRole('button', { name: /^(Send Payment Request|Pay )/ });
    await expect(submit).toBeEnabled({ timeout: 15_000 });
    await fillContact(form, shopper);
    await answerRequired(form, shopper);
    await pace(page);
    const result = page.locator('.reserve-result[role="status"]');
    const stripe = page.getByRole('heading', { name: 'Test payment page' });
    await send(form, submit, result.or(stripe));
    let paymentId: string;
    if (await stripe.isVisible()) {
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(result).toContainText('Payment received', { timeout: 20_000 });
      paymentId = new URL(page.url()).searchParams.get('payment')!;
    } else {
      await expect(result).toContainText('Request received.');
      paymentId = /Your reference for this request: ([0-9a-f-]{36})/.exec(
        (await result.textContent()) ?? '',
      )![1]!;
    }
    const [leadId] = leadIdsMentioning('payment', paymentId);
    expect(leadId, 'the payment reached the dealer as a lead').toBeDefined();
    return { leadId: leadId!, email: shopper.email };
  },
  async SpinToWin(page, slug, opening, shopper) {
    await page.goto(siteUrl(slug, opening.path));
    const form = page.locator('.spin-entry form');
    await signInIfAsked(page, form, opening.path);
    const submit = form.getByRole('button', { name: 'Enter and Spin' });
    await expect(submit).toBeEnabled({ timeout: 15_000 });
    await fillContact(form, shopper);
    await answerRequired(form, shopper);
    await agreeToTerms(form);
    await pace(page);
    const won = page.locator('.spin-entry .reserve-result').filter({ hasText: /^You won: / });
    await send(form, submit, won);
    const entryId = /Entry number: ([0-9a-f-]{36})/.exec((await won.textContent()) ?? '')![1]!;
    const [leadId] = leadIdsMentioning('promotion', entryId);
    expect(leadId, 'the entry reached the dealer as a lead').toBeDefined();
    return { leadId: leadId!, email: shopper.email };
  },
};

/** How an opening reads in a failure: the page, and the dialog it opens. */
const named = (opening: FormOpening) =>
  opening.island === 'ReserveCar'
    ? "a car's reserve page /cars/{slug}/checkout (a car still free)"
    : opening.opener
      ? `${opening.path} [data-lead="${opening.opener.lead}"${opening.opener.subcategory ? ` data-subcategory="${opening.opener.subcategory}"` : ''}]`
      : opening.path;

test.describe('the form inventory', () => {
  test('every island of every demo tenant is a walked lead form or known to send no lead; every dialog opener opens a known form', () => {
    // Reads every built page of the five tenants (the group alone has some 3,000).
    test.setTimeout(120_000);
    for (const slug of DEMO_TENANTS) {
      const inventory = formInventory(slug);
      expect(inventory.unclassified, `${slug}: islands neither walked nor known to send no lead`).toEqual([]);
      expect(inventory.unknownOpeners, `${slug}: [data-lead] openers no dialog takes`).toEqual([]);
      // Each tenant has the vehicle page's dialogs and a contact form at least.
      expect(
        inventory.openings.some((opening) => opening.island === 'LeadForms'),
        slug,
      ).toBe(true);
      expect(
        inventory.openings.some((opening) => opening.island === 'GeneralEnquiry'),
        slug,
      ).toBe(true);
    }
  });
});

for (const slug of DEMO_TENANTS) {
  test.describe(`${slug}: every lead form to a sent lead`, () => {
    for (const island of LEAD_FORM_ISLANDS) {
      test(`[LEAD-24] [LEAD-23] every ${island} opening is sent, stored and delivered`, async ({
        browser,
      }) => {
        const openings = formInventory(slug).openings.filter((opening) => opening.island === island);
        test.skip(openings.length === 0, `${slug} serves no ${island}`);
        test.setTimeout(30_000 + openings.length * 45_000);
        const host = new URL(builtData(slug).tenant.settings.site.url).hostname;
        for (const opening of openings) {
          await test.step(named(opening), async () => {
            const context = await browser.newContext({ viewport: PHONE });
            try {
              const page = await context.newPage();
              const shopper = newShopper();
              const { leadId, email } = await WALKS[island](page, slug, opening, shopper);
              expect(storedLead(leadId).payload, 'the API stored the shopper’s lead').toMatchObject(
                email ? { email } : {},
              );
              const delivered = await deliveredLead(leadId, host);
              expect(delivered.adf, 'the ADF names a vehicle (LEAD-23)').toMatch(/<vehicle\b/);
              expect(delivered.text, 'a person’s pace is not suspected spam').not.toMatch(
                /^Subject: .*Suspected/m,
              );
              if (email)
                expect(delivered.text, 'Reply-To is the shopper (LEAD-23)').toMatch(
                  new RegExp(`^Reply-To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi'),
                );
            } finally {
              await context.close();
            }
          });
        }
      });
    }
  });
}
