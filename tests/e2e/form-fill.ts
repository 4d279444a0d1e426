/**
 * Filling a lead form as a shopper would, for tests/e2e/every-form.e2e.ts: the contact fields
 * any form shows, then every field the form marks required (aria-required) that is still empty,
 * answered by its label. A required field with a label nobody answers here fails the walk, so a
 * new required field is noticed rather than skipped.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { calendarDay } from '../../src/model/time-zone.ts';

export interface Shopper {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
}

/** A shopper of their own for each walk: a promotion takes one entry per e-mail and phone. */
export function newShopper(): Shopper {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    name: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${tag}@example.com`,
    phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    postcode: '2229',
  };
}

/** A day next week in Sydney, as a date input takes it. */
const nextWeek = () => calendarDay(Date.now() + 7 * 86_400_000, 'Australia/Sydney');

/** What a shopper types into a required text field, by its label (without the '*'). */
const TYPED: Record<string, (shopper: Shopper) => string> = {
  'First name': (s) => s.name,
  'Last name': (s) => s.lastName,
  Email: (s) => s.email,
  Phone: (s) => s.phone,
  Postcode: (s) => s.postcode,
  Make: () => 'Toyota',
  Model: () => 'Corolla',
  'Part name': () => 'Oil filter',
  Rego: () => 'ABC123',
  'Odometer (kms)': () => '45000',
  'Amount (AUD)': () => '120.50',
  Budget: () => '30000',
  'Preferred Service Date': () => nextWeek(),
  // A payment's reference takes the purpose's own label.
  'Invoice number': () => 'INV-1001',
  'Job number': () => 'JOB-2002',
  Reference: () => 'REF-3003',
};

const MESSAGE = 'Please get in touch about this.';

/** The label a shopper reads for a control: its <label>'s text without the required mark. */
async function labelOf(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const labelled = (element as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const aria = element.getAttribute('aria-label') ?? '';
    return (labelled || aria)
      .replace(/\*|\(optional\)/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

/** Fills a field by its label (optional or not) when the form shows it and it is still empty. */
export async function fillShown(scope: Locator, label: string, value: string): Promise<void> {
  const field = scope.getByLabel(new RegExp(`^${label}( \\(optional\\))?\\s*\\*?$`));
  if ((await field.count()) !== 1 || !(await field.isVisible()) || !(await field.isEditable())) return;
  if ((await field.inputValue()) === '') await field.fill(value);
}

/** The contact fields any lead form shows: first and last name, e-mail, phone and the 4-digit postcode (spec-2 §5). */
export async function fillContact(scope: Locator, shopper: Shopper): Promise<void> {
  await fillShown(scope, 'First name', shopper.name);
  await fillShown(scope, 'Last name', shopper.lastName);
  await fillShown(scope, 'Email', shopper.email);
  await fillShown(scope, 'Phone', shopper.phone);
  await fillShown(scope, 'Postcode', shopper.postcode);
}

/**
 * Answers every visible required field (aria-required, or required as a date input is) that is still empty: a select takes its first real
 * option (a group site's dealership or location, a service type, a test-drive time, once the
 * list has loaded), a text field its answer from TYPED, a text area a message, a required
 * checkbox (the terms) is ticked. Repeats while an answer opens another required field.
 */
export async function answerRequired(scope: Locator, shopper: Shopper): Promise<void> {
  for (let pass = 0; pass < 4; pass++) {
    let answered = 0;
    for (const control of await scope.locator('[aria-required="true"]:visible, [required]:visible').all()) {
      // The robot check's own checkbox is the captcha's to tick, in the background (LEAD-22).
      if (await control.evaluate((element) => element.closest('altcha-widget') !== null)) continue;
      const tag = await control.evaluate((element) => element.tagName.toLowerCase());
      const type = (await control.getAttribute('type')) ?? '';
      if (type === 'checkbox') {
        if (!(await control.isChecked())) {
          await control.check();
          answered++;
        }
        continue;
      }
      if (type === 'radio' || (await control.inputValue()) !== '') continue;
      const label = await labelOf(control);
      if (tag === 'select') {
        // A list that loads (test-drive times) is disabled until it has its options.
        await expect(control, `${label} becomes available`).toBeEnabled({ timeout: 15_000 });
        const value = await control.evaluate(
          (select: HTMLSelectElement) =>
            [...select.options].find((option) => option.value !== '' && !option.disabled)?.value,
        );
        if (value === undefined) throw new Error(`the required list "${label}" offers nothing to choose`);
        await control.selectOption(value);
      } else if (tag === 'textarea') {
        await control.fill(MESSAGE);
      } else {
        const answer = TYPED[label];
        if (!answer) throw new Error(`no shopper's answer for the required field "${label}"`);
        await control.fill(answer(shopper));
      }
      answered++;
    }
    if (answered === 0) return;
  }
}

/** Ticks the terms checkbox a dealer asks for (I agree to the …), when the form shows one. */
export async function agreeToTerms(scope: Locator): Promise<void> {
  for (const box of await scope.getByRole('checkbox', { name: /I agree to the/ }).all())
    if ((await box.isVisible()) && !(await box.isChecked())) await box.check();
}

/** A person's pace: the API flags a form sent within 1.5 s of opening as suspected spam. */
export const pace = (page: Page) => page.waitForTimeout(1600);

/**
 * Presses a form's send button and waits for `done`; if the form lists errors instead, fails
 * with them, so a form that cannot be sent says why.
 */
export async function send(form: Locator, button: Locator, done: Locator): Promise<void> {
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  const errors = form.locator('.lead-errors, [role="alert"]');
  await expect(done.or(errors.first())).toBeVisible({ timeout: 20_000 });
  if (!(await done.isVisible())) {
    // An alert may be the captcha still working or a step's note: give the success a moment.
    const text = (await errors.allTextContents()).join(' | ');
    await expect(done, `the form did not send: ${text}`).toBeVisible({ timeout: 5_000 });
  }
}

/** The newest lead the browser saved after a form was sent (the forms put it first). */
export async function newestLeadId(page: Page): Promise<string> {
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('enquiries') ?? '[]') as { lead_id: string }[])[0]?.lead_id,
  );
  expect(id, 'the sent form saved its lead id').toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}
