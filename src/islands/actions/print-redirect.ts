/**
 * /print?car_id={slug} (VDP-16): checks the slug (/^[a-z0-9-]+$/) and goes to the car's page
 * with ?print=1, whose view-tracker script opens the print dialog once the page has loaded.
 * Anything else shows the page's 'not found' message.
 */
const slug = new URLSearchParams(window.location.search).get('car_id') ?? '';
if (slug.length <= 200 && /^[a-z0-9-]+$/.test(slug)) {
  window.location.replace(`/cars/${slug}/?print=1`);
} else {
  const waiting = document.querySelector<HTMLElement>('[data-print-waiting]');
  const missing = document.querySelector<HTMLElement>('[data-print-missing]');
  if (waiting) waiting.hidden = true;
  if (missing) missing.hidden = false;
}
