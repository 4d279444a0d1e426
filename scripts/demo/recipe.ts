/**
 * The demo recipe (`tenants/<slug>/demo.json`): what stock to generate for a demo tenant.
 * Every field but `seed` and `count` has a default; see DEFAULTS below.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';

const weight = v.pipe(v.number(), v.minValue(0));
const weights = v.record(v.string(), weight);
const share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const carTypeWeights = v.strictObject({
  new: v.optional(weight),
  demo: v.optional(weight),
  used: v.optional(weight),
});
const itemKey = v.picklist(['car', 'caravan', 'motorcycle']);

export const RecipeSchema = v.strictObject({
  description: v.optional(v.string()),
  /** PRNG seed: the same seed and --today always give byte-identical output. */
  seed: v.pipe(v.number(), v.integer()),
  /** Number of valid records (the CSV feed adds its deliberately bad rows on top). */
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  feed: v.optional(
    v.strictObject({
      format: v.optional(v.picklist(['json', 'csv']), 'json'),
      /** Output file in the tenant folder; defaults to stock.generated.<format>. */
      file: v.optional(v.string()),
      /** How the CSV writes a car without a price: "$0", or a real export's "POA" (both import as no price). */
      csvNoPrice: v.optional(v.string(), '$0'),
      /** Every n-th used car's Kilometres written as a real export's "- / -" (unknown km); 0: never. */
      csvUnknownKmEvery: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
      /** Add the three deliberately invalid CSV rows (missing brand and price, negative km, duplicate stock number). */
      csvBadRows: v.optional(v.boolean(), true),
    }),
    {},
  ),
  /** First id (ids increase with listing date) and stock-number prefix. */
  idBase: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1_000_000),
  stockPrefix: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{0,4}$/)), ''),
  /** Share of cars, caravans and motorcycles. */
  itemTypes: v.optional(v.record(itemKey, weight), { car: 1 }),
  /** Share of new, demo and used; `carTypesByItem` overrides it per item type. */
  carTypes: v.optional(carTypeWeights, { new: 0.3, demo: 0.08, used: 0.62 }),
  carTypesByItem: v.optional(v.record(itemKey, carTypeWeights), {}),
  /**
   * Make weights per car type (`new`, `demo`, `used`) or for `all`. The key "*" stands for
   * every catalogue make not listed. A model's weight is its popularity times its make's weight.
   */
  makes: v.optional(v.record(v.picklist(['new', 'demo', 'used', 'all']), weights), { all: { '*': 1 } }),
  /** Extra weight per "Make Model" (e.g. { "Toyota HiLux": 2 }); 0 removes a model. */
  models: v.optional(weights, {}),
  /** New and demo cars only of makes the location's `manufacturers` lists (franchise rule). */
  franchiseMakes: v.optional(v.boolean(), true),
  /** Location id → weight; only sales locations. Default: every sales location, equally. */
  locations: v.optional(weights),
  locationsByItem: v.optional(v.record(itemKey, weights), {}),
  /** Oldest model year of used stock. */
  usedFromYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1990)), 2008),
  /** Youngest-only used stock: at most this many years old (e.g. 2 for nearly-new cars). */
  usedMaxAge: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Shares of statuses among all records (at least one of each is always produced). */
  statuses: v.optional(
    v.strictObject({
      sold: v.optional(share, 0.04),
      coming_soon: v.optional(share, 0.03),
      reserved: v.optional(share, 0.02),
      hidden: v.optional(share, 0.01),
    }),
    {},
  ),
  /** Shares of optional features. */
  shares: v.optional(
    v.strictObject({
      certified: v.optional(share, 0.2),
      noPrice: v.optional(share, 0.01),
      reduced: v.optional(share, 0.08),
      video: v.optional(share, 0.03),
      historyReport: v.optional(share, 0.3),
      autograb: v.optional(share, 0.85),
      youxQuote: v.optional(share, 0.03),
      noVariant: v.optional(share, 0.1),
      emptyComment: v.optional(share, 0.12),
      testDriveOnly: v.optional(share, 0.45),
      recentlyListed: v.optional(share, 0.12),
    }),
    {},
  ),
  /** Cars with a 24-frame 360° spin and hotspots. */
  spinCars: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 4),
  finance: v.optional(
    v.strictObject({
      /** Provider keys of finance_lenders (the tenant's finance.provider must be one of them). */
      providers: v.optional(v.array(v.string()), ['A']),
      share: v.optional(share, 0.85),
      depositShare: v.optional(share, 0.1),
      termYears: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 5),
      establishmentFee: v.optional(v.pipe(v.number(), v.minValue(0)), 495),
      monthlyFee: v.optional(v.pipe(v.number(), v.minValue(0)), 10),
    }),
    {},
  ),
  /** Weekly subscription prices (subscription sites). */
  subscription: v.optional(
    v.strictObject({
      share: share,
      min: v.pipe(v.number(), v.minValue(0)),
      max: v.pipe(v.number(), v.minValue(0)),
    }),
  ),
});

export type Recipe = v.InferOutput<typeof RecipeSchema>;
export type RecipeInput = v.InferInput<typeof RecipeSchema>;

/** Parses a recipe object; throws with the failing paths. */
export function parseRecipe(input: unknown, source = 'recipe'): Recipe {
  const result = v.safeParse(RecipeSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new Error(`${source} is not a valid demo recipe:\n  ${problems.join('\n  ')}`);
}

export function readRecipe(file: string): Recipe {
  return parseRecipe(JSON.parse(readFileSync(file, 'utf8')), file);
}
