/**
 * Lead links (VDP-10), the first part of the vehicle page's tiny script (car-page.ts): a
 * click on [data-lead="enquiry|test_drive|photos"] (data-subcategory optional) imports the
 * React modal module only then and opens the form with the JSON of
 * <script type="application/json" id="lead-config"> (or the link's data-lead-config id).
 * The module's built URL is the component-url of the never-hydrating island under
 * [data-lead-module] (LeadForms.astro): a plain dynamic import would bring Vite's preload
 * helper into this script. Without JavaScript, or if the import fails, the link's href
 * (#enquire: the dealer's phone and e-mail) is followed. Opens the form a card asked for
 * (?action=test-drive). Also keeps the landing URL's utm_* query for the lead's
 * linked_query_params (LEAD-01).
 */
import { isOpenableAction, OPEN_ACTION_PARAM } from '../../domain/vehicle/open-action.ts';

type LeadModule = typeof import('./LeadForms.tsx');

let loading: Promise<LeadModule> | undefined;

const load = (): Promise<LeadModule> => {
  const url = document.querySelector('[data-lead-module] astro-island')?.getAttribute('component-url');
  loading ??= url ? import(/* @vite-ignore */ url) : Promise.reject(Error('no lead module'));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
};

const leadLink = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>('[data-lead]') : null;

// Start fetching the forms on press, a moment before the click lands.
document.addEventListener('pointerdown', (event) => {
  if (leadLink(event)) load().catch(() => undefined);
});

document.addEventListener('click', (event) => {
  const lead = leadLink(event);
  if (
    !lead ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  let config: Parameters<LeadModule['openLeadFromLink']>[1];
  try {
    config = JSON.parse(
      document.getElementById(lead.dataset['leadConfig'] || 'lead-config')?.textContent ?? '',
    );
  } catch {
    return;
  }
  event.preventDefault();
  lead.setAttribute('aria-busy', 'true');
  load()
    .then((module) => {
      if (!module.openLeadFromLink(lead, config)) throw Error('unknown form');
    })
    .catch(() => {
      const href = lead.getAttribute('href');
      if (href) location.assign(href);
    })
    .finally(() => lead.removeAttribute('aria-busy'));
});

// A card's Book a Test Drive or Find Me Something Similar links here with ?action=: open the
// same form the page's own button opens, once, and drop the parameter so a reload or a
// shared link does not open it again.
{
  const url = new URL(location.href);
  const action = url.searchParams.get(OPEN_ACTION_PARAM);
  const button = isOpenableAction(action)
    ? document.querySelector<HTMLElement>(`[data-lead][data-action="${action}"]`)
    : null;
  if (action !== null) {
    url.searchParams.delete(OPEN_ACTION_PARAM);
    history.replaceState(history.state, '', url);
  }
  button?.click();
}

try {
  // LANDING_PARAMS_KEY and the format of captureLandingParams (src/stores/landing-params.ts).
  if (/[?&]utm_/i.test(location.search) && !sessionStorage.getItem('landing-params'))
    sessionStorage.setItem('landing-params', location.search.slice(0, 4000));
} catch {
  // no session storage: the lead carries the current page's parameters only
}
