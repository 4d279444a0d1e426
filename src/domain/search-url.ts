/**
 * Search state ⇄ URL, in one place (SRCH-05, SRCH-06, DESIGN: Search). A URL is a landing
 * path (/search/used-cars, /search/toyota/corolla, /search/suv, a location or a dealership)
 * plus query parameters: query, page (only when not 1), sortBy (only when not the default)
 * and one parameter per refinement attribute. Anything unknown or malformed in a URL is
 * ignored, so a hand-edited or hostile URL still shows a sensible search.
 */
import { CAR_TYPE_LABELS, NEW_AND_DEMO_LABEL } from './vocabulary.ts';
import { slugify } from '../model/slugify.ts';
import { addressName } from './locations/pages.ts';

/** Refinement attributes of the search state (SRCH-26), as URL parameter names. */
export const LIST_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'location_name',
  'make',
  'make_model',
  'model',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'certified',
  'seats',
  'price_range',
  'weekly_price_range',
] as const;
export const RANGE_ATTRIBUTES = ['price', 'km', 'year', 'subscription_price'] as const;

/**
 * Search-state attributes of the spec that no feed fills and no search document carries
 * (src/search/document.ts): a URL naming them is cleaned of them (`withoutUnindexedParams`)
 * rather than shown as if the filter applied.
 */
export const UNINDEXED_LIST_ATTRIBUTES = [
  'categories',
  'filtered_features',
  'price_range',
  'weekly_price_range',
] as const satisfies readonly (typeof LIST_ATTRIBUTES)[number][];
/** The list attributes a URL can refine (SRCH-26): every one the search documents carry. */
export const URL_LIST_ATTRIBUTES = LIST_ATTRIBUTES.filter(
  (attribute) => !(UNINDEXED_LIST_ATTRIBUTES as readonly string[]).includes(attribute),
);

/** The URL without the unindexed attributes' parameters, or undefined when it has none. */
export function withoutUnindexedParams(url: URL): URL | undefined {
  const names = UNINDEXED_LIST_ATTRIBUTES.filter((name) => url.searchParams.has(name));
  if (names.length === 0) return undefined;
  const clean = new URL(url);
  for (const name of names) clean.searchParams.delete(name);
  return clean;
}
export type ListAttribute = (typeof LIST_ATTRIBUTES)[number];
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

export const SORT_IDS = ['relevance', 'latest', 'price-desc', 'price-asc'] as const;
export type SortId = (typeof SORT_IDS)[number];

export interface SearchState {
  query: string;
  page: number;
  sortBy: SortId;
  lists: Partial<Record<ListAttribute, string[]>>;
  ranges: Partial<Record<RangeAttribute, [number | null, number | null]>>;
}

export const EMPTY_STATE: SearchState = { query: '', page: 1, sortBy: 'relevance', lists: {}, ranges: {} };

export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars';

/** The car-type landing paths and the car_type refinement each stands for. */
export const CAR_TYPE_PATHS: Record<string, string[]> = {
  'used-cars': ['used'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
};

/**
 * The breadcrumb routes of spec-2 §2, /search/{car_type}/ and /used-car/{car_type}/, as
 * permanent redirects to their car-type landing pages (/search/used → /search/used-cars).
 */
export function breadcrumbRedirects(): { from: string; to: string }[] {
  return (['new', 'demo', 'used'] as const).flatMap((type) => [
    { from: `/search/${type}`, to: `/search/${type}-cars` },
    { from: `/used-car/${type}`, to: `/search/${type}-cars` },
  ]);
}

/** What the one-segment landing slugs of a tenant mean, from its stock (built once per build or page). */
export interface LandingVocabulary {
  makes: Map<string, string>; // slug → Make
  models: Map<string, Map<string, string>>; // make slug → (model slug → Model)
  bodies: Map<string, string>;
  locations: Map<string, string>; // slug → location_name
  dealerships: Map<string, string>; // slug → dealership_name
}

export function landingVocabulary(
  docs: readonly {
    make: string;
    model: string;
    body: string;
    location_name: string;
    location_slug: string;
    dealership_name: string;
    dealership_slug: string;
  }[],
): LandingVocabulary {
  const vocabulary: LandingVocabulary = {
    makes: new Map(),
    models: new Map(),
    bodies: new Map(),
    locations: new Map(),
    dealerships: new Map(),
  };
  for (const doc of docs) {
    const makeSlug = slugify(doc.make);
    if (makeSlug) {
      vocabulary.makes.set(makeSlug, doc.make);
      const models = vocabulary.models.get(makeSlug) ?? new Map<string, string>();
      if (slugify(doc.model)) models.set(slugify(doc.model), doc.model);
      vocabulary.models.set(makeSlug, models);
    }
    if (slugify(doc.body)) vocabulary.bodies.set(slugify(doc.body), doc.body);
    if (doc.location_slug && doc.location_name)
      vocabulary.locations.set(doc.location_slug, doc.location_name);
    if (doc.dealership_slug && doc.dealership_name)
      vocabulary.dealerships.set(doc.dealership_slug, doc.dealership_name);
  }
  return vocabulary;
}

/** Every landing path of a tenant, for prerendering (SRCH-07). */
// Every vehicle page asks about the landing paths of the same vocabulary: work them out once.
const landingPathsOf = new WeakMap<LandingVocabulary, ReadonlySet<string>>();

function knownLandingPaths(vocabulary: LandingVocabulary): ReadonlySet<string> {
  let known = landingPathsOf.get(vocabulary);
  if (!known) {
    known = new Set(listLandingPaths(vocabulary));
    landingPathsOf.set(vocabulary, known);
  }
  return known;
}

export function landingPaths(vocabulary: LandingVocabulary): string[] {
  return [...knownLandingPaths(vocabulary)];
}

/** Whether the build prerenders this landing path. */
export function isLandingPath(vocabulary: LandingVocabulary, path: string): boolean {
  return knownLandingPaths(vocabulary).has(path);
}

function listLandingPaths(vocabulary: LandingVocabulary): string[] {
  const paths = new Set<string>([
    DEFAULT_SEARCH_PATH,
    ...Object.keys(CAR_TYPE_PATHS).map((p) => `/search/${p}`),
  ]);
  for (const [makeSlug, models] of vocabulary.models) {
    paths.add(`/search/${makeSlug}`);
    for (const modelSlug of models.keys()) paths.add(`/search/${makeSlug}/${modelSlug}`);
  }
  for (const slug of [
    ...vocabulary.bodies.keys(),
    ...vocabulary.locations.keys(),
    ...vocabulary.dealerships.keys(),
  ]) {
    if (!paths.has(`/search/${slug}`)) paths.add(`/search/${slug}`);
  }
  return [...paths];
}

/** The state a landing path stands for; undefined for a path that is not a landing. */
export function stateFromPath(pathname: string, vocabulary: LandingVocabulary): SearchState | undefined {
  let segments: string[];
  try {
    segments = pathname
      .replace(/^\/search\/?/, '')
      .replace(/\/+$/, '')
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return undefined; // a malformed escape (%E0%A4%A) names no landing
  }
  const state: SearchState = { ...EMPTY_STATE, lists: {}, ranges: {} };
  if (segments.length === 0 || (segments.length === 1 && segments[0] === 'new-used-and-demo-cars'))
    return state;
  const [first, second] = segments as [string, string | undefined];
  if (segments.length === 1 && CAR_TYPE_PATHS[first])
    return { ...state, lists: { car_type: [...CAR_TYPE_PATHS[first]!] } };
  const make = vocabulary.makes.get(first);
  if (make) {
    if (second === undefined && segments.length === 1) return { ...state, lists: { make: [make] } };
    const model = second !== undefined ? vocabulary.models.get(first)?.get(second) : undefined;
    // The model refines make_model ("Make:Model"), the attribute the model list filters on.
    if (model && segments.length === 2)
      return { ...state, lists: { make: [make], make_model: [`${make}:${model}`] } };
    return undefined;
  }
  if (segments.length !== 1) return undefined;
  const body = vocabulary.bodies.get(first);
  if (body) return { ...state, lists: { body: [body] } };
  // A dealership before a location of the same slug (a dealership's sales yard usually
  // shares its slug): the dealership's stock is all of it, what "See more stock from" means (SRCH-29).
  const dealership = vocabulary.dealerships.get(first);
  if (dealership) return { ...state, lists: { dealership_name: [dealership] } };
  const location = vocabulary.locations.get(first);
  if (location) return { ...state, lists: { location_name: [location] } };
  return undefined;
}

const MAX_QUERY_LENGTH = 200;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 100;
export const MAX_PAGE = 1000;

function parseRange(text: string): [number | null, number | null] | undefined {
  const match = /^(\d{0,9})(?:-|:|\.\.)(\d{0,9})$/.exec(text.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const low = match[1] === '' ? null : Number(match[1]);
  const high = match[2] === '' ? null : Number(match[2]);
  if (low !== null && high !== null && low > high) return [high, low];
  return [low, high];
}

/** The parameter a form sends one end of a range in: price_min, price_max. */
export function rangeBoundParam(attribute: RangeAttribute, end: 'min' | 'max'): string {
  return `${attribute}_${end}`;
}

function parseBound(text: string | null): number | null {
  const match = /^\d{1,9}$/.exec(text?.trim() ?? '');
  return match ? Number(match[0]) : null;
}

/** Reads query parameters over a landing state; malformed values fall back to defaults (SRCH-05). */
export function stateFromUrl(url: URL, vocabulary: LandingVocabulary): SearchState {
  const base = stateFromPath(url.pathname, vocabulary) ?? { ...EMPTY_STATE, lists: {}, ranges: {} };
  const params = url.searchParams;
  const state: SearchState = { ...base, lists: { ...base.lists }, ranges: {} };
  const query = params.get('query');
  if (query) state.query = query.slice(0, MAX_QUERY_LENGTH);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= MAX_PAGE) state.page = page;
  const sortBy = params.get('sortBy');
  if (sortBy && (SORT_IDS as readonly string[]).includes(sortBy)) state.sortBy = sortBy as SortId;
  for (const attribute of URL_LIST_ATTRIBUTES) {
    const values = params
      .getAll(attribute)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v && v.length <= MAX_VALUE_LENGTH);
    if (values.length > 0)
      state.lists[attribute] = [...new Set([...(state.lists[attribute] ?? []), ...values])].slice(
        0,
        MAX_VALUES,
      );
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    // A form without JavaScript sends the bounds separately ("price=10000-&price=-30000"),
    // or, from two range inputs, as price_min and price_max.
    let low: number | null = parseBound(params.get(rangeBoundParam(attribute, 'min')));
    let high: number | null = parseBound(params.get(rangeBoundParam(attribute, 'max')));
    for (const text of params.getAll(attribute).slice(0, 2)) {
      const range = parseRange(text);
      if (!range) continue;
      low = range[0] ?? low;
      high = range[1] ?? high;
    }
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    if (low !== null || high !== null) state.ranges[attribute] = [low, high];
  }
  return state;
}

function sameValues(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return !!a && a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
}

/** The landing path that best names a state, and the refinements it covers. */
export function pathForState(state: SearchState): { path: string; covered: ListAttribute[] } {
  const { make, make_model: makeModel, car_type: carType, body } = state.lists;
  if (make?.length === 1) {
    const model =
      makeModel?.length === 1 && makeModel[0]!.startsWith(`${make[0]}:`)
        ? makeModel[0]!.slice(make[0]!.length + 1)
        : undefined;
    if (model)
      return { path: `/search/${slugify(make[0]!)}/${slugify(model)}`, covered: ['make', 'make_model'] };
    return { path: `/search/${slugify(make[0]!)}`, covered: ['make'] };
  }
  for (const [slug, types] of Object.entries(CAR_TYPE_PATHS)) {
    if (sameValues(carType, types)) return { path: `/search/${slug}`, covered: ['car_type'] };
  }
  if (body?.length === 1 && !carType?.length)
    return { path: `/search/${slugify(body[0]!)}`, covered: ['body'] };
  return { path: DEFAULT_SEARCH_PATH, covered: [] };
}

/** The URL (path and query string) of a state; page only when not 1, defaults left out. */
export function urlForState(state: SearchState): string {
  const { path, covered } = pathForState(state);
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  for (const attribute of LIST_ATTRIBUTES) {
    if (covered.includes(attribute)) continue;
    for (const value of state.lists[attribute] ?? []) params.append(attribute, value);
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (range && (range[0] !== null || range[1] !== null))
      params.set(attribute, `${range[0] ?? ''}-${range[1] ?? ''}`);
  }
  if (state.sortBy !== 'relevance') params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const TYPE_WORDS: Record<string, string> = {
  'used-cars': CAR_TYPE_LABELS.used,
  'new-cars': CAR_TYPE_LABELS.new,
  'demo-cars': CAR_TYPE_LABELS.demo,
  'new-and-demo-cars': NEW_AND_DEMO_LABEL,
};

const STATE_NAMES: Record<string, string> = {
  ACT: 'the ACT',
  NSW: 'New South Wales',
  NT: 'the Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/**
 * Where a tenant's stock is, as a landing heading says it: "in Caringbah" when every
 * dealership is in one suburb, "in Queensland" when in one state, else "across Australia".
 * A group with eight dealerships in five states is not "for sale in Mount Gravatt".
 */
export function stockPlace(locations: readonly { address: { city?: string; state?: string } }[]): string {
  const cities = new Set(locations.map((l) => l.address.city?.trim()).filter(Boolean));
  const states = new Set(locations.map((l) => l.address.state?.trim().toUpperCase()).filter(Boolean));
  if (cities.size === 1 && states.size <= 1) return `in ${[...cities][0]}`;
  if (states.size === 1) {
    const state = [...states][0]!;
    return `in ${STATE_NAMES[state] ?? state}`;
  }
  return 'across Australia';
}

/**
 * The heading and title of a landing page, e.g. "Used Cars for sale in Caringbah",
 * "Toyota Corolla for sale across Australia", "SUVs for sale at Southern Cross Kia Ringwood"
 * (SRCH-07): the landing's own scope, a location or dealership when it refines one (named
 * without its " - Sales" ending), else where the tenant's stock is (`stockPlace`).
 */
export function landingHeading(state: SearchState, place: { where: string; noun: string }): string {
  const {
    make,
    make_model: makeModel,
    car_type: carType,
    body,
    location_name: location,
    dealership_name: dealership,
  } = state.lists;
  const model = makeModel?.length === 1 ? makeModel[0]!.slice(makeModel[0]!.indexOf(':') + 1) : undefined;
  const typeSlug = Object.entries(CAR_TYPE_PATHS).find(([, types]) => sameValues(carType, types))?.[0];
  const type = typeSlug ? TYPE_WORDS[typeSlug]! : '';
  let subject: string;
  if (make?.length === 1) subject = [type, make[0], model ?? ''].filter(Boolean).join(' ');
  else if (body?.length === 1)
    subject = [type, body[0]!.endsWith('s') ? body[0] : `${body[0]}s`].filter(Boolean).join(' ');
  else subject = type ? `${type} ${place.noun}` : `New, Used & Demo ${place.noun}`;
  if (location?.length === 1) return `${subject} for sale at ${addressName(location[0]!)}`;
  if (dealership?.length === 1) return `${subject} for sale at ${addressName(dealership[0]!)}`;
  return `${subject} for sale ${place.where}`;
}

/** The vocabulary as plain data, for page props (islands receive JSON). */
export interface VocabularyData {
  makes: [string, string][];
  models: [string, [string, string][]][];
  bodies: [string, string][];
  locations: [string, string][];
  dealerships: [string, string][];
}

export function vocabularyData(vocabulary: LandingVocabulary): VocabularyData {
  return {
    makes: [...vocabulary.makes],
    models: [...vocabulary.models].map(([make, models]) => [make, [...models]]),
    bodies: [...vocabulary.bodies],
    locations: [...vocabulary.locations],
    dealerships: [...vocabulary.dealerships],
  };
}

export function vocabularyFromData(data: VocabularyData): LandingVocabulary {
  return {
    makes: new Map(data.makes),
    models: new Map(data.models.map(([make, models]) => [make, new Map(models)])),
    bodies: new Map(data.bodies),
    locations: new Map(data.locations),
    dealerships: new Map(data.dealerships),
  };
}
