/**
 * Phone reveal (VDP-17, AN-01 event 25), part of the vehicle page's tiny script (car-page.ts).
 * Hook contract of a [data-phone-reveal] link (the vehicle page's PhoneLink renders it; so does the
 * vehicle page's own phone link): data-state="masked"|"revealed", data-phone, data-car-id,
 * data-car-slug, data-car-type, data-dealership-id, data-website-id, optional
 * data-event-label (phoneClickLabel at build time; else from data-car-type the same way), a
 * [data-phone-text] child and, while masked, a [data-phone-hint] child.
 * The first click on a masked number reveals it instead of calling and posts
 * { car_id, dealership_id, website_id } (phoneRevealRecord's shape) to
 * /api/cars/{slug}/phone-reveal; a failure is logged only. Every click sends event 25.
 */
import { sendEvent } from '../../lib/analytics-client.ts';

document.addEventListener('click', (event) => {
  const phone =
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-phone-reveal]') : null;
  if (!phone) return;
  const data = phone.dataset;
  sendEvent({ id: 25, label: data['eventLabel'] || (data['carType'] === 'used' ? 'Used Car' : 'New Car') });
  if (data['state'] !== 'masked' || !data['phone']) return;
  event.preventDefault();
  data['state'] = 'revealed';
  const text = phone.querySelector('[data-phone-text]');
  if (text) {
    text.textContent = data['phone'];
    text.removeAttribute('aria-hidden');
  }
  phone.querySelector('[data-phone-hint]')?.remove();
  if (!data['carSlug'] || !data['carId']) return;
  const body = JSON.stringify({
    car_id: data['carId'],
    dealership_id: data['dealershipId'] || undefined,
    website_id: data['websiteId'] ?? '',
  });
  fetch(`/api/cars/${encodeURIComponent(data['carSlug'])}/phone-reveal`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })
    .then((response) => {
      if (!response.ok) throw Error(`status ${response.status}`);
    })
    .catch((error: unknown) => console.warn('Phone reveal was not recorded:', error));
});
