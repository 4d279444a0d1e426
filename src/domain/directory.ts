/**
 * Ways into the stock and the model range from outside the search page, as pure rules:
 * - the home hero search form (MOD-03) and its 'Show Me {count} {cars}' button (SRCH-11);
 * - the model directory on /models (SRCH-27, MOD-01): its URL state and where a model links;
 * - "see more stock from a dealer" (SRCH-29).
 * Everything here is plain data in, plain data out; islands only render the answers.
 */
import type { Model } from '../model/content.ts';
import { formatDollars } from './format.ts';
import {
  DEFAULT_SEARCH_PATH,
  type LandingVocabulary,
  MAX_PAGE,
  type SearchState,
  stateFromPath,
  urlForState,
} from './search-url.ts';
import { CAR_TYPE_ORDER, carTypeLabel, NEW_AND_DEMO_LABEL } from './vocabulary.ts';
import { slugify } from '../model/slugify.ts';
import { plainText, truncate } from './text.ts';

// ---------------------------------------------------------------------------------------
// See more stock from a dealer (SRCH-29)

/**
 * The stock of one dealership: /search/{dealership_slug}. With the tenant's landing
 * vocabulary the path is checked against the prerendered landings, and a dealership
 * without a landing of its own (no published stock, or a slug taken by a make, body or
 * location) gives undefined, so the caller shows no link rather than a broken one.
 */
export function dealerStockPath(dealershipSlug: string, vocabulary?: LandingVocabulary): string | undefined {
  const slug = dealershipSlug.trim().toLowerCase();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return undefined;
  const path = `/search/${slug}`;
  if (!vocabulary) return path;
  const state = stateFromPath(path, vocabulary);
  return state?.lists.dealership_name?.length === 1 &&
    vocabulary.dealerships.get(slug) === state.lists.dealership_name[0]
    ? path
    : undefined;
}

// ---------------------------------------------------------------------------------------
// Home hero search form (MOD-03, SRCH-11)

/** The facets the hero form may offer beside make and model, as search URL parameters. */
export type HeroFacet = 'body' | 'car_type' | 'fuel' | 'colour';

/**
 * The third select is body, city or car type; the fourth colour, fuel or car type (MOD-03).
 * City is left out: the results page filters by location, not by city, so a city choice
 * would be dropped on arrival and the count would not match the results.
 */
export const HERO_THIRD_FACETS: readonly HeroFacet[] = ['body', 'car_type'];
export const HERO_FOURTH_FACETS: readonly HeroFacet[] = ['car_type', 'fuel', 'colour'];

/**
 * The two facet selects of the hero form, from how many distinct values each facet has in
 * the tenant's stock: the first candidate with at least 2 values, so a used-car yard (one
 * car type) gets fuel instead of a car type select with one choice. Never the same twice.
 */
export function heroFacets(distinct: Partial<Record<HeroFacet, number>>): HeroFacet[] {
  const useful = (facet: HeroFacet) => (distinct[facet] ?? 0) >= 2;
  const third = HERO_THIRD_FACETS.find(useful);
  const fourth = HERO_FOURTH_FACETS.find((facet) => facet !== third && useful(facet));
  return [third, fourth].filter((facet): facet is HeroFacet => facet !== undefined);
}

export const HERO_FACET_LABELS: Record<HeroFacet, string> = {
  body: 'Body type',
  car_type: 'Condition',
  fuel: 'Fuel',
  colour: 'Colour',
};

/** Price quick picks (spec-2 §5): $5,000 to $70,000, or $300,000 to $800,000 on premium sites. */
export const PRICE_QUICK_PICKS: readonly number[] = [
  5000, 10000, 15000, 20000, 25000, 30000, 35000, 40000, 45000, 50000, 60000, 70000,
];
export const PREMIUM_PRICE_QUICK_PICKS: readonly number[] = [
  300000, 350000, 400000, 450000, 500000, 550000, 600000, 650000, 700000, 750000, 800000,
];
/** A site whose median price is at least this sells premium stock, where $5,000 steps mean nothing. */
export const PREMIUM_MEDIAN_PRICE = 250_000;

export function pricePicks(prices: readonly number[]): readonly number[] {
  const priced = prices.filter((price) => Number.isFinite(price) && price > 0).sort((a, b) => a - b);
  const median = priced[Math.floor(priced.length / 2)] ?? 0;
  return median >= PREMIUM_MEDIAN_PRICE ? PREMIUM_PRICE_QUICK_PICKS : PRICE_QUICK_PICKS;
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * Both price selects submit as `price`, the results page's range parameter: the minimum
 * as "10000-", the maximum as "-30000", so a form sent without JavaScript lands on a price
 * range the results page reads; the script joins the two into "10000-30000".
 */
export function priceBoundValue(bound: 'min' | 'max', amount: number): string {
  return bound === 'min' ? `${amount}-` : `-${amount}`;
}

/** The amount of a price select value, or null for "Any" and anything unreadable. */
export function parsePriceBound(value: string): number | null {
  const match = /^-?(\d{1,9})-?$/.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The options of the min or max price select. Handles cannot cross: with a maximum chosen,
 * minimums at or above it are disabled, and the reverse.
 */
export function priceOptions(
  picks: readonly number[],
  bound: 'min' | 'max',
  other: number | null,
): SelectOption[] {
  return picks.map((amount) => ({
    value: priceBoundValue(bound, amount),
    label: formatDollars(amount),
    disabled: other !== null && (bound === 'min' ? amount >= other : amount <= other),
  }));
}

/** What the hero form holds; empty strings and nulls are "Any". */
export interface HeroFormValues {
  make: string;
  /** A make_model value, "Toyota:HiLux". */
  model: string;
  facets: Partial<Record<HeroFacet, string>>;
  priceMin: number | null;
  priceMax: number | null;
}

export const EMPTY_HERO_VALUES: HeroFormValues = {
  make: '',
  model: '',
  facets: {},
  priceMin: null,
  priceMax: null,
};

/** The make of a make_model value ("Toyota:HiLux" → "Toyota"). */
export function makeOfModel(model: string): string {
  const colon = model.indexOf(':');
  return colon > 0 ? model.slice(0, colon) : '';
}

/**
 * The form after a change: a model belongs to one make, so choosing a model picks its make,
 * and a new make drops a model of another make.
 */
export function updateHeroValues(previous: HeroFormValues, patch: Partial<HeroFormValues>): HeroFormValues {
  const next = { ...previous, ...patch };
  if (patch.model) next.make = makeOfModel(patch.model);
  else if (patch.make !== undefined && makeOfModel(next.model) !== patch.make) next.model = '';
  return next;
}

/**
 * The stock search state the form stands for. A model chosen without a make brings its
 * make; a model of another make than the chosen one is dropped; car type "new,demo" is
 * both types; a minimum above the maximum is swapped.
 */
export function heroSearchState(values: HeroFormValues): SearchState {
  const lists: SearchState['lists'] = {};
  const make = values.make || makeOfModel(values.model);
  if (make) lists.make = [make];
  if (values.model && makeOfModel(values.model) === make) lists.make_model = [values.model];
  for (const [facet, value] of Object.entries(values.facets) as [HeroFacet, string | undefined][]) {
    const chosen = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (chosen.length > 0) lists[facet] = chosen;
  }
  const ranges: SearchState['ranges'] = {};
  let { priceMin: low, priceMax: high } = values;
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  if (low !== null || high !== null) ranges.price = [low, high];
  return { query: '', page: 1, sortBy: 'relevance', lists, ranges };
}

/** Where the hero form's button goes, e.g. /search/toyota?body=SUV&price=10000-30000. */
export function heroResultsUrl(values: HeroFormValues): string {
  return urlForState(heroSearchState(values));
}

/** The hero form's action without JavaScript: the default results page reads the parameters. */
export const HERO_FORM_ACTION = DEFAULT_SEARCH_PATH;

/** A value quoted for a Meilisearch filter expression. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The Meilisearch filter of a stock search state, with the results page's meaning: values
 * of one attribute are ORed, attributes ANDed, range ends inclusive. Used to count the
 * results of the hero form before going there.
 */
export function stockFilter(state: SearchState): (string | string[])[] {
  const filter: (string | string[])[] = [];
  for (const [attribute, values] of Object.entries(state.lists)) {
    if (values?.length) filter.push(values.map((value) => `${attribute} = ${quoteFilterValue(value)}`));
  }
  for (const [attribute, range] of Object.entries(state.ranges)) {
    if (!range) continue;
    if (range[0] !== null) filter.push(`${attribute} >= ${range[0]}`);
    if (range[1] !== null) filter.push(`${attribute} <= ${range[1]}`);
  }
  return filter;
}

/** The stock fields the hero form's options are built from (a search document fits). */
export interface HeroStockRow {
  make: string;
  model: string;
  body: string;
  car_type: string;
  fuel: string;
  colour: string;
  price: number;
}

export interface HeroFacetSelect {
  name: HeroFacet;
  label: string;
  options: SelectOption[];
}

/** Everything the hero form shows, from build-time stock (no network call for options). */
export interface HeroOptions {
  /** Makes A–Z, each with its models A–Z. */
  makes: { make: string; models: string[] }[];
  facets: HeroFacetSelect[];
  pricePicks: readonly number[];
  /** Results with nothing chosen: the button's count before the engine is loaded. */
  total: number;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en-AU', { numeric: true, sensitivity: 'base' });

export function heroOptions(
  rows: readonly HeroStockRow[],
  options: { newAndDemoCombined?: boolean } = {},
): HeroOptions {
  const models = new Map<string, Set<string>>();
  const values: Record<HeroFacet, Set<string>> = {
    body: new Set(),
    car_type: new Set(),
    fuel: new Set(),
    colour: new Set(),
  };
  for (const row of rows) {
    if (row.make) {
      const set = models.get(row.make) ?? new Set<string>();
      if (row.model) set.add(row.model);
      models.set(row.make, set);
    }
    for (const facet of Object.keys(values) as HeroFacet[]) if (row[facet]) values[facet].add(row[facet]);
  }
  const facetOptions = (facet: HeroFacet): SelectOption[] => {
    if (facet !== 'car_type')
      return [...values[facet]].sort(byText).map((value) => ({ value, label: value }));
    const types: string[] = CAR_TYPE_ORDER.filter((type) => values.car_type.has(type));
    const combined = options.newAndDemoCombined && types.includes('new') && types.includes('demo');
    const list = combined
      ? ['new,demo', ...types.filter((type) => type !== 'new' && type !== 'demo')]
      : types;
    return list.map((value) => ({
      value,
      label: value === 'new,demo' ? NEW_AND_DEMO_LABEL : carTypeLabel(value),
    }));
  };
  const distinct = Object.fromEntries(
    (Object.keys(values) as HeroFacet[]).map((facet) => [facet, facetOptions(facet).length]),
  ) as Record<HeroFacet, number>;
  return {
    makes: [...models]
      .sort(([a], [b]) => byText(a, b))
      .map(([make, set]) => ({ make, models: [...set].sort(byText) })),
    facets: heroFacets(distinct).map((name) => ({
      name,
      label: HERO_FACET_LABELS[name],
      options: facetOptions(name),
    })),
    pricePicks: pricePicks(rows.map((row) => row.price)),
    total: rows.length,
  };
}

// ---------------------------------------------------------------------------------------
// Model directory (SRCH-27, MOD-01)

export const MODELS_PATH = '/models';
/** Model short descriptions show at most 200 characters (spec-2 §9). */
export const MODEL_DESCRIPTION_LIMIT = 200;

/** Model menu body order (spec-2 §2): suvs, utes, cars, hybrids, sports; others after, A–Z. */
export const MODEL_BODY_ORDER: readonly string[] = ['suvs', 'utes', 'cars', 'hybrids', 'sports'];
const BODY_LABELS: Record<string, string> = {
  suvs: 'SUVs',
  suv: 'SUV',
  utes: 'Utes',
  cars: 'Cars',
  hybrids: 'Hybrids',
  sports: 'Sports',
  vans: 'Vans',
  electric: 'Electric',
  'people-movers': 'People Movers',
};

/** "suvs" → "SUVs", "people-movers" → "People Movers", anything else capitalised. */
export function bodyLabel(body: string): string {
  const key = slugify(body);
  return (
    BODY_LABELS[key] ?? body.replace(/[-_]+/g, ' ').replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase())
  );
}

export function compareBodies(a: string, b: string): number {
  const rank = (body: string) => {
    const index = MODEL_BODY_ORDER.indexOf(slugify(body));
    return index === -1 ? MODEL_BODY_ORDER.length : index;
  };
  return rank(a) - rank(b) || byText(a, b);
}

/** The card text of a model: plain text, cut at a word within 200 characters (MOD-01). */
export function modelDescription(text: string | undefined): string {
  return truncate(plainText(text ?? ''), MODEL_DESCRIPTION_LIMIT);
}

/** The model badge (spec-2 §4): NEW for new models, COMING SOON for coming ones. */
export function modelStatusLabel(status: string | undefined): string | undefined {
  if (status === 'new') return 'NEW';
  if (status === 'coming_soon') return 'COMING SOON';
  return undefined;
}

/** The manufacturer's own body names of a model ("Ute / Cab Chassis"), in the dealer's order. */
export function manufacturerBodies(
  model: Pick<Model, 'manufacturer_body' | 'manufacturer_body2' | 'manufacturer_body3'>,
): string[] {
  return [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3].filter(
    (body): body is string => Boolean(body),
  );
}

export function fromPriceLabel(price: number | undefined): string | undefined {
  return price !== undefined && price > 0 ? `From ${formatDollars(price)}` : undefined;
}

export interface ModelLinkContext {
  /** The tenant's stock landings: a model links to its stock only when that page exists. */
  vocabulary: LandingVocabulary;
  /** Site paths known to be built (model pages among them). */
  pages?: ReadonlySet<string>;
}

const EXTERNAL = /^https?:\/\//i;

/**
 * Where a model card links, never to a page that is not there: the dealer's override URL
 * (an external page, or a site path known to be built); the model page /{slug} when it is
 * built; else the model's stock /search/{make}/{model}; else the make's stock
 * /search/{make}; else nothing (a model with no stock of its make and no page of its own).
 */
export function modelHref(
  model: Pick<Model, 'name' | 'slug' | 'new_slug' | 'override_url' | 'manufacturer_name'>,
  context: ModelLinkContext,
): string | undefined {
  const pages = context.pages ?? new Set<string>();
  if (model.override_url && (EXTERNAL.test(model.override_url) || pages.has(model.override_url)))
    return model.override_url;
  for (const slug of [model.new_slug, model.slug]) if (slug && pages.has(`/${slug}`)) return `/${slug}`;
  const makeSlug = slugify(model.manufacturer_name);
  const modelPath = `/search/${makeSlug}/${slugify(model.name)}`;
  if (stateFromPath(modelPath, context.vocabulary)?.lists.make_model) return modelPath;
  const makePath = `/search/${makeSlug}`;
  if (makeSlug && stateFromPath(makePath, context.vocabulary)?.lists.make) return makePath;
  return undefined;
}

/** The call to action of a model card, saying where its link goes. */
export function modelLinkLabel(
  href: string | undefined,
  model: { name: string; manufacturer_name: string },
): string | undefined {
  if (!href) return undefined;
  const makeSlug = slugify(model.manufacturer_name);
  if (href.startsWith(`/search/${makeSlug}/`)) return `View ${model.name} stock`;
  if (href.startsWith('/search/')) return `View ${model.manufacturer_name} stock`;
  return `Explore the ${model.name}`;
}

/** The directory search state (spec-1 §3); empty strings are "any". */
export interface DirectoryState {
  query: string;
  page: number;
  /** Manufacturer name. */
  make: string;
  /** Model name. */
  model: string;
  /** A model body value as written in models.json ("suvs"). */
  body: string;
}

export const EMPTY_DIRECTORY_STATE: DirectoryState = { query: '', page: 1, make: '', model: '', body: '' };

/** What the directory's URL parameters can name: every make, model and body in the directory. */
export interface DirectoryVocabulary {
  makes: { name: string; slug: string }[];
  models: { name: string; slug: string; make: string }[];
  bodies: string[];
}

export function directoryVocabulary(
  entries: readonly {
    make: string;
    make_slug: string;
    model: string;
    model_slug: string;
    bodies: readonly string[];
  }[],
): DirectoryVocabulary {
  const makes = new Map<string, string>();
  const models = new Map<string, { name: string; slug: string; make: string }>();
  const bodies = new Set<string>();
  for (const entry of entries) {
    makes.set(entry.make, entry.make_slug);
    models.set(`${entry.make}\u0000${entry.model}`, {
      name: entry.model,
      slug: entry.model_slug,
      make: entry.make,
    });
    for (const body of entry.bodies) bodies.add(body);
  }
  return {
    makes: [...makes].map(([name, slug]) => ({ name, slug })).sort((a, b) => byText(a.name, b.name)),
    models: [...models.values()],
    bodies: [...bodies].sort(compareBodies),
  };
}

const MAX_QUERY_LENGTH = 200;

/**
 * The state of a /models URL (MOD-01: /models?body={body slug}). Parameters name makes,
 * models and bodies by slug (or by name); anything unknown or malformed is ignored. A model
 * given without its make brings the make.
 */
export function directoryStateFromUrl(
  search: string | URLSearchParams,
  vocabulary: DirectoryVocabulary,
): DirectoryState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: DirectoryState = { ...EMPTY_DIRECTORY_STATE };
  const query = params.get('query')?.trim();
  if (query) state.query = query.slice(0, MAX_QUERY_LENGTH);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= MAX_PAGE) state.page = page;
  const wanted = (name: string) => slugify(params.get(name) ?? '');
  const makeSlug = wanted('make');
  if (makeSlug)
    state.make =
      vocabulary.makes.find((make) => make.slug === makeSlug || slugify(make.name) === makeSlug)?.name ?? '';
  const modelSlug = wanted('model');
  if (modelSlug) {
    const model = vocabulary.models.find(
      (m) =>
        (m.slug === modelSlug || slugify(m.name) === modelSlug) && (!state.make || m.make === state.make),
    );
    if (model) {
      state.model = model.name;
      state.make = model.make;
    }
  }
  const bodySlug = wanted('body');
  if (bodySlug) state.body = vocabulary.bodies.find((body) => slugify(body) === bodySlug) ?? '';
  return state;
}

/** The URL of a directory state: /models, /models?body=suvs, /models?make=toyota&page=2. */
export function directoryUrl(state: DirectoryState, vocabulary: DirectoryVocabulary): string {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('query', state.query.trim());
  const make = vocabulary.makes.find((m) => m.name === state.make);
  if (make) params.set('make', make.slug);
  const model = vocabulary.models.find(
    (m) => m.name === state.model && (!state.make || m.make === state.make),
  );
  if (model) params.set('model', model.slug);
  if (state.body) params.set('body', slugify(state.body));
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `${MODELS_PATH}?${text}` : MODELS_PATH;
}

/** Pages of a result count at the directory's page size. */
export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/**
 * The page links to show: the first, the last, and up to two either side of the current
 * page, with null for a gap ("…").
 */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set(
    [1, pages, current - 2, current - 1, current, current + 1, current + 2].filter(
      (page) => page >= 1 && page <= pages,
    ),
  );
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) out.push(null);
    out.push(page);
  });
  return out;
}
