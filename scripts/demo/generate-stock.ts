/**
 * Demo stock generator.
 *
 *   node scripts/demo/generate-stock.ts [--today 2026-11-21] [--tenant slug] [--count N] [--out file]
 *
 * For each tenants/<slug>/demo.json (the recipe), reads tenants/<slug>/locations.json and
 * writes tenants/<slug>/stock.generated.json (or .csv for a CSV-feed tenant). The same
 * recipe and --today always give byte-identical files. --today defaults to today (UTC).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { toCsv } from './csv.ts';
import { type DemoLocations, readLocations } from './locations.ts';
import { type Recipe, readRecipe } from './recipe.ts';
import { type DemoRecord, generateStock, toJson } from './records.ts';

export { generateStock, toJson } from './records.ts';
export type { DemoRecord } from './records.ts';
export { parseRecipe, readRecipe, type Recipe } from './recipe.ts';
export { readLocations, type DemoLocations } from './locations.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The stock file's name and text for a recipe's feed format. */
export function renderStock(
  recipe: Recipe,
  records: DemoRecord[],
  locations: DemoLocations,
): { file: string; text: string } {
  const format = recipe.feed.format;
  const file = recipe.feed.file ?? `stock.generated.${format}`;
  if (format === 'csv') {
    return {
      file,
      text: toCsv(records, locations, {
        noPrice: recipe.feed.csvNoPrice,
        badRows: recipe.feed.csvBadRows,
        unknownKmEvery: recipe.feed.csvUnknownKmEvery,
        seed: recipe.seed,
      }),
    };
  }
  return { file, text: toJson(records) };
}

/** Slugs of tenants that have a demo.json. */
export function demoTenants(root = REPO_ROOT): string[] {
  const dir = join(root, 'tenants');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'demo.json')))
    .map((entry) => entry.name)
    .sort();
}

export interface TenantResult {
  slug: string;
  file: string;
  records: number;
  bytes: number;
  ms: number;
}

/** Generates and writes one tenant's stock file. */
export function writeTenantStock(
  slug: string,
  options: { today: string; count?: number; out?: string; root?: string },
): TenantResult {
  const started = performance.now();
  const root = options.root ?? REPO_ROOT;
  const tenantDir = join(root, 'tenants', slug);
  const recipe = readRecipe(join(tenantDir, 'demo.json'));
  const locationsFile = join(tenantDir, 'locations.json');
  if (!existsSync(locationsFile))
    throw new Error(`${locationsFile} does not exist yet; the stock needs the tenant's locations`);
  const locations = readLocations(locationsFile);
  const records = generateStock(recipe, locations, options.today, options.count);
  const { file, text } = renderStock(recipe, records, locations);
  const target = options.out ? resolve(options.out) : join(tenantDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  return {
    slug,
    file: target,
    records: records.length,
    bytes: Buffer.byteLength(text),
    ms: performance.now() - started,
  };
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      today: { type: 'string' },
      tenant: { type: 'string', multiple: true },
      count: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'Usage: node scripts/demo/generate-stock.ts [--today YYYY-MM-DD] [--tenant slug]... [--count N] [--out file]',
    );
    return;
  }
  const today = values.today ?? todayUtc();
  const count = values.count === undefined ? undefined : Number(values.count);
  if (count !== undefined && (!Number.isInteger(count) || count < 1))
    throw new Error(`--count must be a whole number of at least 1, got "${values.count}"`);
  const tenants = values.tenant ?? demoTenants();
  if (tenants.length === 0) throw new Error('No tenants/<slug>/demo.json found');
  if (values.out && tenants.length > 1) throw new Error('--out needs exactly one --tenant');
  for (const slug of tenants) {
    const result = writeTenantStock(slug, { today, count, out: values.out });
    const size =
      result.bytes >= 1e6 ? `${(result.bytes / 1e6).toFixed(2)} MB` : `${(result.bytes / 1e3).toFixed(1)} kB`;
    console.log(`${slug}: ${result.records} records → ${result.file} (${size}, ${Math.round(result.ms)} ms)`);
  }
}

if (import.meta.main) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
