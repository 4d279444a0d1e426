/**
 * loadTenant(slug): read tenants/<slug>/ → merge over template and schema defaults →
 * validate → a typed Tenant. The only place that reads raw tenant files; everything else
 * receives the validated result (CFG-02, CFG-03).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as v from 'valibot';
import {
  type Accessory,
  ContentFileSchemas,
  type GroupBrand,
  type Manufacturer,
  type Model,
  type Offer,
  type Popup,
  type Promo,
  type ReviewsFile,
  type Slide,
} from '../model/content.ts';
import { type BlogPost, parseBlogPost } from '../model/blog-post.ts';
import { type ContentPage, type ContentPageProblem, parseContentPage } from '../model/content-page.ts';
import { type Dealership, dealerMakes, type Location, LocationsFileSchema } from '../model/location.ts';
import type { ServicePage } from '../model/service-page.ts';
import { duplicateReferenceProblems, type ValuationReferences } from '../model/valuation-references.ts';
import { AA_NORMAL_TEXT, contrastRatio } from './contrast.ts';
import { hasReachablePartsLocation } from '../model/parts-department.ts';
import { locationSlug } from '../model/location-slug.ts';
import { brandOverviewPath, modelPagePath, RESERVED_ROUTE_SEGMENTS } from '../model/site-routes.ts';
import { deepMerge, isPlainObject } from './deep-merge.ts';
import { type ConfigProblem, problemsFromIssues, TenantConfigError } from './errors.ts';
import { type TenantSettings, TenantSettingsSchema } from './schema.ts';
import { TEMPLATE_PRESETS } from './templates.ts';
import { TEMPLATES, type TemplateName } from './schemas/site.ts';

export const TENANT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Everything about a tenant except its stock. */
export interface Tenant {
  slug: string;
  /** Absolute path of tenants/<slug>. */
  dir: string;
  settings: TenantSettings;
  dealerships: Dealership[];
  locations: Location[];
  manufacturers: Manufacturer[];
  models: Model[];
  reviews: ReviewsFile | undefined;
  promos: Promo[];
  /** The promotional popup (PROMO-02), when the tenant has popup.json. */
  popup: Popup | undefined;
  slides: Slide[];
  /**
   * Special offers (offers.json, SRCH-28); loadTenant always sets it (empty without the file).
   * Optional only so site data prepared before offers existed still type-checks and loads.
   */
  offers?: Offer[];
  /**
   * Markdown content pages (pages/<page-slug>.md, NAV-04), sorted by slug; loadTenant always
   * sets it. Optional for the same reason as offers.
   */
  pages?: ContentPage[];
  /**
   * The group's brand directory (brands.json, NAV-07); loadTenant always sets it (empty
   * without the file). Optional for the same reason as offers.
   */
  brands?: GroupBrand[];
  /**
   * Blog posts (blog/<post-slug>.md, PROMO-07), newest first; loadTenant always sets it.
   * Optional for the same reason as offers.
   */
  blog?: BlogPost[];
  /**
   * The servicing page (service.json, PROMO-04), when the tenant has one. Optional for the same
   * reason as offers.
   */
  service?: ServicePage | undefined;
  /**
   * The dealer's instant-offer pricing rules and market references (valuation-references.json,
   * LEAD-14), when the tenant has them. Optional for the same reason as offers.
   */
  valuation?: ValuationReferences | undefined;
  /**
   * The accessories page's accessories (accessories.json, NAV-04); loadTenant always sets it
   * (empty without the file). Optional for the same reason as offers.
   */
  accessories?: Accessory[];
}

/** A review about a location names one the tenant has (LOC-11): never a page it would not show on. */
function reviewLocationProblems(file: string, reviews: ReviewsFile, locations: Location[]): ConfigProblem[] {
  // Without valid locations there is nothing to check against; locations.json's problems say why.
  if (locations.length === 0) return [];
  const ids = new Set(locations.map((location) => location.id));
  return reviews.reviews.flatMap((review, index) =>
    review.location_id === undefined || ids.has(review.location_id)
      ? []
      : [
          {
            file,
            path: `reviews.${index}.location_id`,
            message: `no location with id "${review.location_id}" in locations.json`,
          },
        ],
  );
}

/** Where tenant folders live: TENANTS_DIR, or tenants/ in the project. */
export function tenantsRoot(projectRoot: string): string {
  return process.env['TENANTS_DIR'] ? resolve(process.env['TENANTS_DIR']) : join(projectRoot, 'tenants');
}

/** Validates a settings object (already parsed) for a tenant; throws TenantConfigError. */
export function validateSettings(slug: string, raw: unknown, file = 'settings.json'): TenantSettings {
  if (!isPlainObject(raw))
    throw new TenantConfigError(slug, [{ file, path: '', message: 'Expected a JSON object' }]);
  const site = isPlainObject(raw['site']) ? raw['site'] : {};
  const template = (TEMPLATES as readonly unknown[]).includes(site['template'])
    ? (site['template'] as TemplateName)
    : 'franchise';
  const merged = deepMerge(TEMPLATE_PRESETS[template], raw);
  const result = v.safeParse(TenantSettingsSchema, merged);
  if (!result.success) throw new TenantConfigError(slug, problemsFromIssues(file, result.issues));
  const contrast = contrastProblems(result.output, file);
  if (contrast.length > 0) throw new TenantConfigError(slug, contrast);
  return result.output;
}

function readJson(path: string, file: string, problems: ConfigProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason =
      error instanceof SyntaxError
        ? `is not valid JSON (${error.message})`
        : `cannot be read (${(error as Error).message})`;
    problems.push({ file, path: '', message: `${file} ${reason}` });
    return undefined;
  }
}

/**
 * Loads and validates one tenant from `tenantsDir/<slug>`. Collects every problem before
 * failing, so one run shows them all.
 */
export function loadTenant(tenantsDir: string, slug: string): Tenant {
  if (!TENANT_SLUG.test(slug)) {
    throw new TenantConfigError(slug, [
      { file: '', path: '', message: 'Tenant folder name must be lowercase letters, digits and hyphens' },
    ]);
  }
  const dir = join(tenantsDir, slug);
  const rel = (name: string) => relative(process.cwd(), join(dir, name)) || name;
  const problems: ConfigProblem[] = [];

  if (!existsSync(join(dir, 'settings.json'))) {
    throw new TenantConfigError(slug, [
      { file: rel('settings.json'), path: '', message: 'settings.json is missing' },
    ]);
  }
  const rawSettings = readJson(join(dir, 'settings.json'), rel('settings.json'), problems);
  let settings: TenantSettings | undefined;
  if (rawSettings !== undefined) {
    try {
      settings = validateSettings(slug, rawSettings, rel('settings.json'));
    } catch (error) {
      if (!(error instanceof TenantConfigError)) throw error;
      problems.push(...error.problems);
    }
  }

  let dealerships: Dealership[] = [];
  let locations: Location[] = [];
  if (!existsSync(join(dir, 'locations.json'))) {
    problems.push({
      file: rel('locations.json'),
      path: '',
      message: 'locations.json is missing (at least one dealership and location)',
    });
  } else {
    const raw = readJson(join(dir, 'locations.json'), rel('locations.json'), problems);
    if (raw !== undefined) {
      const result = v.safeParse(LocationsFileSchema, raw);
      if (result.success) {
        dealerships = result.output.dealerships;
        locations = result.output.locations.map((location) => ({
          ...location,
          slug: location.slug ?? locationSlug(location.name),
        }));
        problems.push(...referenceProblems(rel('locations.json'), dealerships, locations));
      } else {
        problems.push(...problemsFromIssues(rel('locations.json'), result.issues));
      }
    }
  }

  const content = {} as {
    [K in keyof typeof ContentFileSchemas]?: v.InferOutput<(typeof ContentFileSchemas)[K]>;
  };
  for (const [file, schema] of Object.entries(ContentFileSchemas)) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const raw = readJson(path, rel(file), problems);
    if (raw === undefined) continue;
    const result = v.safeParse(schema, raw);
    if (result.success) (content as Record<string, unknown>)[file] = result.output;
    else problems.push(...problemsFromIssues(rel(file), result.issues));
  }

  if (content['models.json']) problems.push(...modelPageProblems(rel('models.json'), content['models.json']));
  if (content['brands.json'])
    problems.push(...brandDirectoryProblems(rel('brands.json'), content['brands.json']));
  if (content['reviews.json'])
    problems.push(...reviewLocationProblems(rel('reviews.json'), content['reviews.json'], locations));
  if (content['service.json'] && settings)
    problems.push(...servicePageProblems(rel('service.json'), content['service.json'], settings, locations));
  if (content['valuation-references.json'])
    for (const problem of duplicateReferenceProblems(content['valuation-references.json'].references))
      problems.push({ file: rel('valuation-references.json'), ...problem });
  if (content['accessories.json'])
    problems.push(
      ...accessoryMakeProblems(content['accessories.json'], dealerMakes(locations)).map((problem) => ({
        file: rel('accessories.json'),
        ...problem,
      })),
    );
  if (settings?.features.partsPages === true && !hasReachablePartsLocation(locations, settings.leads.emailTo))
    problems.push({
      file: rel('settings.json'),
      path: 'features.partsPages',
      message:
        'the parts pages are on, but locations.json has no visible parts location (location_type "parts") with an e-mail address, and leads.emailTo is empty: there is no parts department to show or to send enquiries to',
    });
  const pages = readContentPages(join(dir, 'pages'), (file) => rel(join('pages', file)), problems);
  const blog = readBlogPosts(join(dir, 'blog'), (file) => rel(join('blog', file)), problems);

  if (settings && !existsSync(join(dir, settings.branding.logo))) {
    problems.push({
      file: rel('settings.json'),
      path: 'branding.logo',
      message: `logo file "${settings.branding.logo}" is not in the tenant folder`,
    });
  }
  if (problems.length > 0 || !settings) throw new TenantConfigError(slug, problems);

  return {
    slug,
    dir,
    settings,
    dealerships,
    locations,
    manufacturers: content['manufacturers.json'] ?? [],
    models: content['models.json'] ?? [],
    reviews: content['reviews.json'],
    promos: content['promos.json'] ?? [],
    popup: content['popup.json'],
    slides: content['slides.json'] ?? [],
    offers: content['offers.json'] ?? [],
    pages,
    brands: content['brands.json'] ?? [],
    blog,
    service: content['service.json'],
    valuation: content['valuation-references.json'],
    accessories: content['accessories.json'] ?? [],
  };
}

/**
 * The servicing page books at one of the tenant's locations, and says whose genuine servicing
 * it is: a page title, or the site's manufacturer (PROMO-04).
 */
export function servicePageProblems(
  file: string,
  page: ServicePage,
  settings: TenantSettings,
  locations: readonly Location[],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (page.title === undefined && settings.site.manufacturer === undefined)
    problems.push({
      file,
      path: 'title',
      message: 'the servicing page needs a title, or site.manufacturer in settings.json to name it',
    });
  if (page.location_id !== undefined && !locations.some((location) => location.id === page.location_id))
    problems.push({
      file,
      path: 'location_id',
      message: `no location with id "${page.location_id}" in locations.json`,
    });
  return problems;
}

/**
 * An accessory for a make the dealer does not sell is a mistake in the file (spec-2 §2: the
 * accessories for the makes the dealer sells); checked when the dealer's locations name makes.
 */
export function accessoryMakeProblems(
  accessories: readonly Pick<Accessory, 'make'>[],
  makes: readonly string[],
): { path: string; message: string }[] {
  if (makes.length === 0) return [];
  const sold = new Set(makes.map((make) => make.toLowerCase()));
  return accessories.flatMap((accessory, index) =>
    sold.has(accessory.make.toLowerCase())
      ? []
      : [
          {
            path: `${index}.make`,
            message: `"${accessory.make}" is not a make this dealer sells (locations.json lists ${makes.join(', ')})`,
          },
        ],
  );
}

/**
 * Two directory entries must not share a slug, and an overview page (/{slug}/overview) must not
 * sit under a built-in route such as /cars (NAV-07).
 */
export function brandDirectoryProblems(file: string, brands: readonly GroupBrand[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const claimed = new Map<string, number>();
  brands.forEach((brand, index) => {
    const key = `brands.${index}.slug`;
    const first = claimed.get(brand.slug);
    if (first !== undefined) {
      problems.push({ file, path: key, message: `brands.${first} already has the slug "${brand.slug}"` });
      return;
    }
    claimed.set(brand.slug, index);
    const path = brandOverviewPath(brand);
    if (path && RESERVED_ROUTE_SEGMENTS.has(brand.slug))
      problems.push({
        file,
        path: key,
        message: `"${brand.slug}" is a built-in route, so ${path} cannot be its overview page; give the entry another slug`,
      });
  });
  return problems;
}

/**
 * A model page's slug must not take a built-in route, and two models must not claim the same
 * page (MOD-01).
 */
export function modelPageProblems(file: string, models: readonly Model[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const claimed = new Map<string, number>();
  models.forEach((model, index) => {
    const path = modelPagePath(model);
    if (!path) return;
    const key = `models.${index}.${model.new_slug ? 'new_slug' : 'slug'}`;
    const segment = path.slice(1);
    if (RESERVED_ROUTE_SEGMENTS.has(segment)) {
      problems.push({
        file,
        path: key,
        message: `"${segment}" is a built-in route (${path}); give the model another slug`,
      });
      return;
    }
    const first = claimed.get(path);
    if (first !== undefined)
      problems.push({ file, path: key, message: `models.${first} already has the page ${path}` });
    else claimed.set(path, index);
  });
  return problems;
}

/**
 * Every Markdown file of a tenant folder (pages/, blog/), each parsed by `parse`; problems name
 * the file and key. Files in name order; dot files are skipped.
 */
function readMarkdownFolder<T>(
  dir: string,
  rel: (file: string) => string,
  problems: ConfigProblem[],
  parse: (file: string, text: string) => { item: T | undefined; problems: ContentPageProblem[] },
): T[] {
  if (!existsSync(dir)) return [];
  const items: T[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (file.startsWith('.')) continue;
    let text: string;
    try {
      text = readFileSync(join(dir, file), 'utf8');
    } catch (error) {
      problems.push({ file: rel(file), path: '', message: `cannot be read (${(error as Error).message})` });
      continue;
    }
    const result = parse(file, text);
    if (result.item) items.push(result.item);
    else problems.push(...result.problems.map((problem) => ({ file: rel(file), ...problem })));
  }
  return items;
}

/** The tenant's Markdown pages (pages/*.md), sorted by slug. */
function readContentPages(
  dir: string,
  rel: (file: string) => string,
  problems: ConfigProblem[],
): ContentPage[] {
  return readMarkdownFolder(dir, rel, problems, (file, text) => {
    const result = parseContentPage(file, text);
    return { item: result.page, problems: result.problems };
  });
}

/** The tenant's blog posts (blog/*.md), newest first. */
function readBlogPosts(dir: string, rel: (file: string) => string, problems: ConfigProblem[]): BlogPost[] {
  return readMarkdownFolder(dir, rel, problems, (file, text) => {
    const result = parseBlogPost(file, text);
    return { item: result.post, problems: result.problems };
  }).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** Ids must be unique and locations must point at a known dealership. */
function referenceProblems(file: string, dealerships: Dealership[], locations: Location[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const dealershipIds = new Set(dealerships.map((d) => d.id));
  const seen = new Set<string>();
  locations.forEach((location, index) => {
    if (seen.has(location.id))
      problems.push({
        file,
        path: `locations.${index}.id`,
        message: `duplicate location id "${location.id}"`,
      });
    seen.add(location.id);
    if (!dealershipIds.has(location.dealership_id)) {
      problems.push({
        file,
        path: `locations.${index}.dealership_id`,
        message: `no dealership with id "${location.dealership_id}"`,
      });
    }
  });
  return problems;
}

/**
 * Brand colours are checked for WCAG AA text contrast (4.5:1): a dealer's pale yellow with
 * white text would make every button unreadable, so it fails the build with the key path.
 */
function contrastProblems(settings: TenantSettings, file: string): ConfigProblem[] {
  const { colours } = settings.branding;
  const pairs: [string, string, string, string][] = [
    ['branding.colours.primaryText', colours.primaryText, 'branding.colours.primary', colours.primary],
    ['branding.colours.headerText', colours.headerText, 'branding.colours.header', colours.header],
    ['branding.colours.accent', '#ffffff', 'white tag text', colours.accent],
    ['branding.colours.success', '#ffffff', 'white tag text', colours.success],
    ['branding.colours.primary', colours.primary, 'the white page background', '#ffffff'],
  ];
  return pairs
    .map(([path, foreground, against, background]) => ({
      path,
      against,
      ratio: contrastRatio(foreground, background),
    }))
    .filter(({ ratio }) => ratio < AA_NORMAL_TEXT)
    .map(({ path, against, ratio }) => ({
      file,
      path,
      message: `contrast with ${against} is ${ratio.toFixed(2)}:1; WCAG AA needs at least ${AA_NORMAL_TEXT}:1`,
    }));
}
