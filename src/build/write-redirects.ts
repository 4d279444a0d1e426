/**
 * Writes a tenant's `_redirects` into its new build and records where its live cars go
 * (src/build/car-redirects.ts has the rules). Runs after Astro wrote the pages, before the
 * new build is published into the live site's place.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAvailable } from '../domain/availability.ts';
import { pageFile } from './page-reuse.ts';
import { goneTarget, targetPath } from '../domain/search/gone-notice.ts';
import { breadcrumbRedirects } from '../domain/search-url.ts';
import type { Car } from '../model/car.ts';
import {
  carRedirectTarget,
  formatRedirects,
  nextRedirects,
  parseRedirects,
  type Redirect,
} from './car-redirects.ts';

export function carsFile(distDir: string, slug: string): string {
  return join(distDir, '.reports', `${slug}.cars.json`);
}

export function writeRedirects(options: {
  distDir: string;
  slug: string;
  /** The folder the new build was written to. */
  stagingDir: string;
  /** Pages the new site keeps from the live one (not in the staging folder), by path. */
  kept?: ReadonlySet<string>;
  cars: readonly Pick<Car, 'path' | 'make' | 'model' | 'status'>[];
}): { redirects: Redirect[]; cars: Record<string, string> } {
  const { distDir, slug, stagingDir } = options;
  const exists = (path: string) => options.kept?.has(path) || existsSync(pageFile(stagingDir, path));
  const liveDir = join(distDir, slug);
  const previousRedirects = existsSync(join(liveDir, '_redirects'))
    ? parseRedirects(readFileSync(join(liveDir, '_redirects'), 'utf8'))
    : [];
  const previousCars = existsSync(carsFile(distDir, slug))
    ? (JSON.parse(readFileSync(carsFile(distDir, slug), 'utf8')) as Record<string, string>)
    : {};
  // Where each live car goes once gone, and why it will be gone: a car the site shows SOLD (any
  // status but an available one, as its card says) has sold; one that just leaves the feed may
  // not have, and the notice does not claim it (ALERT-04).
  const cars = Object.fromEntries(
    options.cars.map((car) => [
      car.path,
      goneTarget(carRedirectTarget(car.make, car.model, exists), isAvailable(car) ? 'unlisted' : 'sold'),
    ]),
  );
  const carRedirects = nextRedirects(previousRedirects, previousCars, exists, (to) => {
    const path = targetPath(to);
    return path.startsWith('/search/') && !exists(path)
      ? `${carRedirectTarget(...makeModelOf(path), exists)}${to.slice(path.length)}`
      : to;
  });
  // The breadcrumb routes (spec-2 §2) go to their landing pages, where those were built.
  const fixed = breadcrumbRedirects().filter(({ from, to }) => !exists(from) && exists(to));
  const fixedFrom = new Set(fixed.map(({ from }) => from));
  const redirects = [...fixed, ...carRedirects.filter(({ from }) => !fixedFrom.has(from))].sort((a, b) =>
    a.from < b.from ? -1 : a.from > b.from ? 1 : 0,
  );
  writeFileSync(join(stagingDir, '_redirects'), formatRedirects(redirects));
  return { redirects, cars };
}

/** The make and model slugs of a `/search/{make}/{model}` path, to fall back from. */
function makeModelOf(path: string): [string, string] {
  const [, , make = '', model = ''] = path.split('/');
  return [make, model];
}
