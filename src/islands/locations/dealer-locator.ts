/**
 * The dealer locator's "nearest first" (NAV-08): the shopper types a postcode, the postcode data
 * the delivery calculator ships is fetched once, and the dealership list is reordered by
 * distance with "12 km away" on each card. Rules live in src/domain; this only touches the DOM.
 * Without JavaScript the list stays in name order and every address still shows.
 */
import {
  createPostcodeLookup,
  type PostcodeLookup,
  parseCompactPostcodes,
} from '../../domain/calculators/postcode-lookup.ts';
import {
  distanceText,
  nearestFirst,
  postcodeInputProblem,
  unknownPostcodeText,
} from '../../domain/locations/dealerships.ts';

const LOAD_FAILED = 'The postcode list could not load. Check your connection and try again.';

export function startDealerLocator(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form.locator-form');
  const input = root.querySelector<HTMLInputElement>('input[name="postcode"]');
  const status = root.querySelector<HTMLElement>('.locator-status');
  const error = root.querySelector<HTMLElement>('.locator-error');
  const list = root.querySelector<HTMLOListElement>('ol.dealer-list');
  if (!form || !input || !status || !error || !list) return;
  const dataUrl = root.dataset['postcodes'] ?? '';
  let lookup: Promise<PostcodeLookup> | undefined;

  const showError = (message: string) => {
    error.textContent = message;
    error.hidden = message === '';
    input.setAttribute('aria-invalid', message === '' ? 'false' : 'true');
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const problem = postcodeInputProblem(input.value);
    if (problem) {
      showError(problem);
      input.focus();
      return;
    }
    showError('');
    status.textContent = 'Finding the nearest dealerships…';
    lookup ??= fetch(dataUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      })
      .then((json) => createPostcodeLookup(parseCompactPostcodes(json)));
    let find: PostcodeLookup;
    try {
      find = await lookup;
    } catch {
      lookup = undefined;
      status.textContent = '';
      showError(LOAD_FAILED);
      return;
    }
    const place = find(input.value);
    if (!place) {
      status.textContent = '';
      showError(unknownPostcodeText(input.value));
      input.focus();
      return;
    }
    const items = [...list.querySelectorAll<HTMLLIElement>(':scope > li[data-slug]')];
    const entries = items.map((item) => {
      const lat = Number(item.dataset['lat']);
      const lng = Number(item.dataset['lng']);
      const known = item.dataset['lat'] !== undefined && Number.isFinite(lat) && Number.isFinite(lng);
      return { slug: item.dataset['slug'] ?? '', point: known ? { lat, lng } : undefined };
    });
    const bySlug = new Map(items.map((item) => [item.dataset['slug'] ?? '', item]));
    for (const { slug, km } of nearestFirst(entries, place)) {
      const item = bySlug.get(slug);
      if (!item) continue;
      const distance = item.querySelector<HTMLElement>('.dealer-distance');
      if (distance) distance.textContent = distanceText(km);
      list.append(item);
    }
    status.textContent = `Nearest first from ${place.postcode} ${place.locality} ${place.state}.`;
  });
}
