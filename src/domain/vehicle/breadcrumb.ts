/**
 * The vehicle page breadcrumb (VDP-01): Home › {Used|New|Demo} Cars › {Make} › {Model} › {car name}.
 *
 * The legacy platform had two forms, `/search/{car_type}/` and `/used-car/{car_type}/`.
 * This site uses the search form, pointing at the search landing paths the build
 * prerenders (`/search/used-cars`, `/search/new-cars`, `/search/demo-cars`,
 * `/search/{make}`, `/search/{make}/{model}`; see `landingPaths` in search-url.ts), so every
 * link is a page that exists. The `/used-car/{car_type}/` form stays available through
 * `legacyCarTypePath` and `LEGACY_CAR_TYPE_REDIRECTS`, for old inbound links to be
 * redirected to the landing pages; breadcrumbs never link to it.
 *
 * A link whose page the caller knows to be missing (`pageExists` says no) is left out
 * rather than shown broken; the current page (the car) is the last item and has no link.
 */
import { CAR_NOUN, CAR_TYPE_LABELS, CAR_TYPE_ORDER } from '../vocabulary.ts';
import type { Car, CarType } from '../../model/car.ts';
import { slugify } from '../../model/slugify.ts';

export interface BreadcrumbItem {
  label: string;
  /** Absent on the last item: the current page. */
  href?: string | undefined;
}

/** Car type → the slug of its search landing path (the same as CAR_TYPE_PATHS in search-url.ts). */
export const CAR_TYPE_LANDING_SLUGS: Readonly<Record<CarType, string>> = {
  new: 'new-cars',
  demo: 'demo-cars',
  used: 'used-cars',
};

/** `/search/used-cars`: the search landing page of a car type. */
export function carTypeLandingPath(carType: CarType): string {
  return `/search/${CAR_TYPE_LANDING_SLUGS[carType]}`;
}

/** `/used-car/used/`: the legacy breadcrumb form, kept only as a redirect source. */
export function legacyCarTypePath(carType: CarType): string {
  return `/used-car/${carType}/`;
}

/** Old `/used-car/{car_type}/` links and where they now live. */
export const LEGACY_CAR_TYPE_REDIRECTS: readonly { from: string; to: string }[] = CAR_TYPE_ORDER.map(
  (carType) => ({
    from: legacyCarTypePath(carType),
    to: carTypeLandingPath(carType),
  }),
);

/** `/search/toyota` */
export function makeLandingPath(make: string): string | undefined {
  const slug = slugify(make);
  return slug ? `/search/${slug}` : undefined;
}

/** `/search/toyota/corolla` */
export function modelLandingPath(make: string, model: string): string | undefined {
  const makeSlug = slugify(make);
  const modelSlug = slugify(model);
  return makeSlug && modelSlug ? `/search/${makeSlug}/${modelSlug}` : undefined;
}

export interface BreadcrumbOptions {
  /** Whether a page is built; links to pages that are not are left out. Default: every landing exists. */
  pageExists?: ((path: string) => boolean) | undefined;
  /** Noun after the car type: 'Cars' (default) or e.g. 'Vehicles' on caravan and motorcycle sites. */
  noun?: string | undefined;
}

type BreadcrumbCar = Pick<Car, 'car_type' | 'make' | 'model' | 'name'>;

export function vehicleBreadcrumb(car: BreadcrumbCar, options: BreadcrumbOptions = {}): BreadcrumbItem[] {
  const exists = options.pageExists ?? (() => true);
  const noun = options.noun ?? CAR_NOUN.other;
  const items: BreadcrumbItem[] = [{ label: 'Home', href: '/' }];
  const candidates: [string, string | undefined][] = [
    [`${CAR_TYPE_LABELS[car.car_type]} ${noun}`, carTypeLandingPath(car.car_type)],
    [car.make, makeLandingPath(car.make)],
    [car.model, modelLandingPath(car.make, car.model)],
  ];
  for (const [label, href] of candidates) {
    if (href !== undefined && exists(href)) items.push({ label, href });
  }
  items.push({ label: car.name });
  return items;
}

/** schema.org BreadcrumbList JSON-LD for the same items; `siteUrl` makes the links absolute. */
export function breadcrumbJsonLd(
  items: readonly BreadcrumbItem[],
  siteUrl: string,
  currentPath: string,
): Record<string, unknown> {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${base}${item.href ?? currentPath}`,
    })),
  };
}
