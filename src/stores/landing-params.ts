/**
 * Campaign parameters of the landing URL (utm_*), sent with leads as
 * lead_attributes.linked_query_params (LEAD-01). The vehicle page's script keeps the query
 * string of the first URL of the visit that carries utm_* parameters in sessionStorage under
 * LANDING_PARAMS_KEY (see captureLandingParams, which it mirrors); a lead also picks up any
 * on the page it is sent from.
 */

export const LANDING_PARAMS_KEY = 'landing-params';
/** Limits of the lead schema: 30 parameters, names up to 60 and values up to 500 characters. */
export const MAX_PARAMS = 30;

/** The utm_* parameters of a query string, within the lead schema's limits. */
export function utmParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (/^utm_\w{1,56}$/i.test(name) && value && !(name in params) && Object.keys(params).length < MAX_PARAMS)
      params[name] = value.slice(0, 500);
  }
  return params;
}

/** Keeps the query string when it has utm_* parameters and the session has none yet. */
export function captureLandingParams(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  if (/[?&]utm_/i.test(search) && !storage.getItem(LANDING_PARAMS_KEY))
    storage.setItem(LANDING_PARAMS_KEY, search.slice(0, 4000));
}

/** The landing URL's utm_* parameters, with the current page's filling any it did not have. */
export function linkedQueryParams(
  currentSearch: string,
  storage?: Pick<Storage, 'getItem'>,
): Record<string, string> {
  let landing = '';
  try {
    landing = (storage ?? sessionStorage).getItem(LANDING_PARAMS_KEY) ?? '';
  } catch {
    landing = '';
  }
  return Object.fromEntries(
    Object.entries({ ...utmParams(currentSearch), ...utmParams(landing) }).slice(0, MAX_PARAMS),
  );
}
