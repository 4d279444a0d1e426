/**
 * The /success page's only script: a link back to the car from ?car={slug} (a slug only:
 * /^[a-z0-9-]+$/; nothing from the URL is written as HTML), named after the saved enquiry
 * when there is one, and wording for a test drive, a service booking, a parts enquiry … from ?type=.
 */
import { decodeList, readItem, stringField, browserStorage } from '../../stores/json-storage.ts';

const query = new URLSearchParams(window.location.search);
const slug = query.get('car') ?? '';
const link = document.querySelector<HTMLAnchorElement>('[data-success-car]');
if (link && slug.length <= 200 && /^[a-z0-9-]+$/.test(slug)) {
  link.href = `/cars/${slug}/`;
  const saved = decodeList(
    readItem(browserStorage('localStorage'), 'enquiries'),
    (e): e is Record<string, string> => stringField(e, 'car_slug') !== undefined,
    20,
  ).find((e) => e['car_slug'] === slug);
  const name = stringField(saved, 'car_name');
  if (name) link.textContent = `Back to the ${name.slice(0, 120)}`;
  link.hidden = false;
}
const SUCCESS_MESSAGES: Record<string, string> = {
  test_drive: 'Thank you for booking a test drive. We have received your request.',
  service:
    'Thank you for booking a service. We have received your request and will confirm the day with you.',
  careers:
    'Thank you for your interest in working with us. We have received your details and will be in touch.',
  finance:
    'Thank you for applying for pre-approval. Our finance team will contact you, usually within one business day.',
  parts:
    'Thank you for your parts enquiry. Our parts team will check the part, its price and availability, and contact you.',
};
const message = document.querySelector('[data-success-message]');
const wording = SUCCESS_MESSAGES[query.get('type') ?? ''];
if (message && wording) message.textContent = wording;
