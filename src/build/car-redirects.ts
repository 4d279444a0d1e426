/**
 * Redirects for cars that leave the site (BLD-09): a car sold out of its window or dropped
 * from the feed has no page in the next build, so its URL answers 301 to its make and model
 * search (or the make's, or the whole stock's, whichever the new build still has) instead of
 * a 404 for everyone who saved or shared the link.
 *
 * The build keeps, per tenant, where each live car would go (`<slug>.cars.json` beside the
 * build report) and writes `dist/<slug>/_redirects` in the format CDNs read
 * (`/from /to 301`, one per line), which the platform's own server also answers. A redirect
 * stays until the path is a live page again.
 */
import { modelLandingPath } from '../domain/vehicle/breadcrumb.ts';
import { DEFAULT_SEARCH_PATH } from '../domain/search-url.ts';

export interface Redirect {
  from: string;
  to: string;
}

/** Where a car's URL goes when the car is gone: its model search, else its make's, else all stock. */
export function carRedirectTarget(
  make: string,
  model: string,
  pageExists: (path: string) => boolean,
): string {
  const modelPath = modelLandingPath(make, model);
  const makePath = modelPath?.split('/').slice(0, 3).join('/');
  for (const path of [modelPath, makePath]) if (path && pageExists(path)) return path;
  return DEFAULT_SEARCH_PATH;
}

/**
 * The redirects of the new build: the last build's, plus a redirect for every page the last
 * build had and this one has not, minus any path that is a page again.
 */
export function nextRedirects(
  previous: readonly Redirect[],
  /** The last build's car pages and where each goes once gone. */
  previousCars: Readonly<Record<string, string>>,
  isLivePage: (path: string) => boolean,
  /** The target again, against this build's pages (a model search may have gone too). */
  retarget: (to: string) => string,
): Redirect[] {
  const byFrom = new Map<string, string>();
  for (const redirect of previous) byFrom.set(redirect.from, redirect.to);
  for (const [from, to] of Object.entries(previousCars)) if (!isLivePage(from)) byFrom.set(from, to);
  return [...byFrom]
    .filter(([from]) => !isLivePage(from))
    .map(([from, to]) => ({ from, to: retarget(to) }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

export function formatRedirects(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/** Reads `_redirects` lines (`/from /to [status]`); blank lines and # comments are skipped. */
export function parseRedirects(text: string): Redirect[] {
  return text.split('\n').flatMap((line) => {
    const [from, to] = line.trim().split(/\s+/);
    return from && to && !from.startsWith('#') ? [{ from, to }] : [];
  });
}

/**
 * Where a redirect sends a request that came with a query: the target, with the request's own
 * parameters after the target's (a shared link's utm_ tags reach the page, for the lead's
 * attribution); the target's win where both name one (gone=).
 */
export function redirectLocation(target: string, requestSearch: string): string {
  const [path = target, query = ''] = target.split('?');
  const params = new URLSearchParams(query);
  for (const [key, value] of new URLSearchParams(requestSearch))
    if (!params.has(key)) params.append(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
