/**
 * The home page's facet list tiles (MOD-04): "Browse by make" and "Browse by body type", each
 * tile a label, how many cars are available, and a make logo or a body icon, linking to the
 * search landing page of that make or body. A tile is only made when its landing page was
 * built, so no tile leads to a missing page.
 */
import type { Car } from '../model/car.ts';
import { slugify } from '../model/slugify.ts';
import { isAvailable } from './availability.ts';
import { formatNumber } from './format.ts';
import { EMPTY_STATE, type LandingVocabulary, stateFromPath, urlForState } from './search-url.ts';

/** The body icons drawn for the tiles; anything else gets the generic car. */
export const BODY_ICONS = [
  'suv',
  'ute',
  'cab-chassis',
  'sedan',
  'hatch',
  'wagon',
  'coupe',
  'convertible',
  'people-mover',
  'van',
  'motorcycle',
  'caravan',
  'generic',
] as const;
export type BodyIcon = (typeof BODY_ICONS)[number];

/** Other words feeds use for a body, by slug. */
const BODY_SYNONYMS: Record<string, BodyIcon> = {
  suvs: 'suv',
  '4x4': 'suv',
  'four-wheel-drive': 'suv',
  utes: 'ute',
  utility: 'ute',
  'pick-up': 'ute',
  pickup: 'ute',
  'dual-cab': 'ute',
  'cab-chassis': 'cab-chassis',
  'cab-chassis-ute': 'cab-chassis',
  sedans: 'sedan',
  hatchback: 'hatch',
  hatches: 'hatch',
  'station-wagon': 'wagon',
  estate: 'wagon',
  wagons: 'wagon',
  coupes: 'coupe',
  cabriolet: 'convertible',
  roadster: 'convertible',
  'people-movers': 'people-mover',
  mpv: 'people-mover',
  minivan: 'people-mover',
  vans: 'van',
  'light-commercial': 'van',
  motorcycles: 'motorcycle',
  motorbike: 'motorcycle',
  scooter: 'motorcycle',
  caravans: 'caravan',
  'camper-trailer': 'caravan',
  camper: 'caravan',
  'pop-top': 'caravan',
};

/** The icon of a body as a feed writes it ("SUV", "Cab Chassis", "Motorcycle"). */
export function bodyIcon(body: string): BodyIcon {
  const slug = slugify(body);
  if ((BODY_ICONS as readonly string[]).includes(slug) && slug !== 'generic') return slug as BodyIcon;
  return BODY_SYNONYMS[slug] ?? 'generic';
}

export interface FacetCount {
  /** The value's slug: one tile for "SUV" and "Suv". */
  key: string;
  /** The value as most cars write it. */
  label: string;
  count: number;
}

/**
 * Available cars (in stock or coming soon) per value of a field, most first, then A–Z.
 * Spellings of one value count together under the spelling most cars use.
 */
export function availableCounts(
  cars: readonly Pick<Car, 'status' | 'make' | 'simple_body'>[],
  field: 'make' | 'simple_body',
): FacetCount[] {
  const groups = new Map<string, Map<string, number>>();
  for (const car of cars) {
    if (!isAvailable(car)) continue;
    const value = (car[field] ?? '').trim();
    const key = slugify(value);
    if (!key) continue;
    const spellings = groups.get(key) ?? new Map<string, number>();
    spellings.set(value, (spellings.get(value) ?? 0) + 1);
    groups.set(key, spellings);
  }
  return [...groups]
    .map(([key, spellings]) => {
      const ranked = [...spellings].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
      return { key, label: ranked[0]![0], count: ranked.reduce((sum, [, n]) => sum + n, 0) };
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en-AU', { sensitivity: 'base' }));
}

/** "357 available", the count line of a tile. */
export function tileCountText(count: number): string {
  return `${formatNumber(count)} available`;
}

export interface LandingContext {
  /** Every path the tenant's build emits. */
  builtPaths: ReadonlySet<string>;
  /** What the tenant's landing slugs mean. */
  vocabulary: LandingVocabulary;
}

/**
 * The landing page of one make or body, built with the search URL rules (urlForState), or
 * undefined when that page was not built or its slug means something else there (a body
 * whose slug is also a make's lands on the make).
 */
export function landingHref(
  attribute: 'make' | 'body',
  value: string,
  context: LandingContext,
): string | undefined {
  const url = urlForState({ ...EMPTY_STATE, lists: { [attribute]: [value] }, ranges: {} });
  if (url.includes('?') || !context.builtPaths.has(url)) return undefined;
  const lists = stateFromPath(url, context.vocabulary)?.lists ?? {};
  const values = lists[attribute];
  const only = Object.keys(lists).length === 1 && values?.length === 1;
  return only && slugify(values[0]!) === slugify(value) ? url : undefined;
}

export interface FacetTile {
  key: string;
  label: string;
  count: number;
  countText: string;
  href: string;
  /** A make's logo (site path). */
  logo?: string | undefined;
  /** A make without a logo shows these letters. */
  monogram?: string | undefined;
  /** A body's icon. */
  icon?: BodyIcon | undefined;
}

export interface TileList {
  tiles: FacetTile[];
  /** Values with available stock and a landing page, before the limit. */
  total: number;
}

/**
 * The letters standing in for a make without a logo: a short name whole ("BMW", "MG"),
 * else the initials of its first two words ("Great Wall" → "GW", "Harley-Davidson" → "HD").
 */
export function makeMonogram(make: string): string {
  const compact = make.replace(/[^\p{L}\p{N}]/gu, '');
  if (compact.length <= 3) return compact.toUpperCase();
  return make
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function logoOrMonogram(make: string, logo: string | undefined): Pick<FacetTile, 'logo' | 'monogram'> {
  return logo ? { logo } : { monogram: makeMonogram(make) };
}

/** Make tiles shown on the home page at most; the search page lists every make. */
export const MAKE_TILE_LIMIT = 12;

/**
 * Make tiles: the makes with available cars, most first, without the tenant's hidden brands
 * (CFG-05), at most `limit`, each with its logo when there is one.
 */
export function makeTiles(
  cars: readonly Pick<Car, 'status' | 'make' | 'simple_body'>[],
  context: LandingContext & {
    hiddenBrands: readonly string[];
    logoOf: (make: string) => string | undefined;
    limit?: number;
  },
): TileList {
  const hidden = new Set(context.hiddenBrands.map((brand) => brand.toLowerCase()));
  const tiles = availableCounts(cars, 'make').flatMap(({ key, label, count }) => {
    if (hidden.has(label.toLowerCase())) return [];
    const href = landingHref('make', label, context);
    return href
      ? [
          {
            key,
            label,
            count,
            countText: tileCountText(count),
            href,
            ...logoOrMonogram(label, context.logoOf(label)),
          },
        ]
      : [];
  });
  return { tiles: tiles.slice(0, context.limit ?? MAKE_TILE_LIMIT), total: tiles.length };
}

/** Body tiles: every body with available cars, most first, each with its icon. */
export function bodyTiles(
  cars: readonly Pick<Car, 'status' | 'make' | 'simple_body'>[],
  context: LandingContext,
): TileList {
  const tiles = availableCounts(cars, 'simple_body').flatMap(({ key, label, count }) => {
    const href = landingHref('body', label, context);
    return href ? [{ key, label, count, countText: tileCountText(count), href, icon: bodyIcon(label) }] : [];
  });
  return { tiles, total: tiles.length };
}

/** A list of one tile offers no choice: the home page shows a list only from two tiles up. */
export function worthShowing(list: TileList): boolean {
  return list.tiles.length >= 2;
}
