/**
 * Feed import: raw records → validated Car records with derived fields, plus a report.
 * A bad record is skipped and reported with its field and reason; every other record
 * goes on (FEED-02). Slugs are unique, URL-safe and stable across rebuilds.
 */
import { canonicalMake, canonicalModel } from '../model/make-model-vocabulary.ts';
import { createHash } from 'node:crypto';
import { cleanFeedImages } from './feed-images.ts';
import * as v from 'valibot';
import type { TenantSettings } from '../config/schema.ts';
import { derivedName, derivedSlug } from '../model/car-naming.ts';
import { type Car, type CarLocation, type CarRecord, CarRecordSchema } from '../model/car.ts';
import type { Location } from '../model/location.ts';
import type { FeedIssue } from './report.ts';

export const MAX_NAME_LENGTH = 120;
export const FEET_TO_METRES = 0.3048;

export interface ImportResult {
  cars: Car[];
  skipped: FeedIssue[];
  warnings: FeedIssue[];
}

function recordLabel(raw: unknown, index: number): string {
  if (raw && typeof raw === 'object') {
    const r = raw as Record<string, unknown>;
    const id = ['id', 'stocknum']
      .map((key) => r[key])
      .find((value) => typeof value === 'string' || typeof value === 'number');
    // CSV rows are labelled by their row so a dealer can find them in the export.
    if (typeof r['__row'] === 'string')
      return id === undefined ? r['__row'] : `${r['__row']} (${String(id)})`;
    if (id !== undefined) return String(id);
  }
  return `record ${index + 1}`;
}

/** The default placeholder image counts as no photo (FEED-06). */
export function isPlaceholderImage(url: string, placeholders: string[]): boolean {
  return placeholders.some((p) => url === p || url.includes(p));
}

function shortHash(text: string, length = 6): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

function baseSlug(record: Pick<CarRecord, 'year' | 'make' | 'model' | 'badge' | 'stocknum' | 'id'>): string {
  return derivedSlug(record) || `car-${shortHash(record.id)}`;
}

export function toCarLocation(location: Location): CarLocation {
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    phone: location.contact_detail.phone,
    address: {
      street: location.address.street,
      city: location.address.city,
      state: location.address.state,
      postcode: location.address.postcode,
      place_url: location.address.place_url,
    },
    distribution_locations: location.distribution_locations,
  };
}

function findLocation(record: CarRecord, locations: Location[]): Location | undefined {
  if (record.location_id !== undefined) return locations.find((l) => l.id === record.location_id);
  const name = (record.location_name ?? record.city)?.toLowerCase();
  if (!name) return undefined;
  return locations.find((l) => l.name.toLowerCase() === name || l.address.city.toLowerCase() === name);
}

function convertFeetToMetres(record: CarRecord, feedUnit: 'm' | 'ft'): CarRecord['specifications'] {
  const specs = record.specifications;
  if (!specs) return specs;
  const unit = specs.unit ?? feedUnit;
  if (unit === 'm') return { ...specs, unit: 'm' };
  const toMetres = (feet: number | undefined) =>
    feet === undefined ? undefined : Math.round(feet * FEET_TO_METRES * 1000) / 1000;
  return {
    ...specs,
    body_width: toMetres(specs.body_width),
    body_length: toMetres(specs.body_length),
    unit: 'm',
  };
}

/** Validates and derives every record. `locations` resolves location_id to the embedded location. */
export function importRecords(
  rawRecords: unknown[],
  feed: TenantSettings['feed'],
  locations: Location[],
): ImportResult {
  const skipped: FeedIssue[] = [];
  const warnings: FeedIssue[] = [];
  const cars: Car[] = [];
  /** id → the label of the first record with it, for the duplicate report. */
  const ids = new Map<string, string>();
  const labels = new Map<Car, string>();

  let pendingLabel = '';
  rawRecords.forEach((raw, index) => {
    const label = recordLabel(raw, index);
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      skipped.push({ record: label, field: '(record)', reason: 'Expected an object' });
      return;
    }
    const result = v.safeParse(CarRecordSchema, raw);
    if (!result.success) {
      // Report every failing field of the record so the dealer can fix them in one go.
      for (const issue of result.issues) {
        skipped.push({ record: label, field: v.getDotPath(issue) ?? '(record)', reason: issueReason(issue) });
      }
      return;
    }
    // One spelling per make and model (FEED-10): "Landcruiser" and "Land Cruiser" are one model.
    const make = canonicalMake(result.output.make);
    const record = { ...result.output, make, model: canonicalModel(make, result.output.model) };
    const first = ids.get(record.id);
    if (first !== undefined) {
      skipped.push({
        record: label,
        field: 'id',
        reason: `Duplicate id "${record.id}", the same as ${first}; the first record with this id is kept`,
      });
      return;
    }
    // Where the first one is, as the dealer finds it: its CSV row or its place in the JSON.
    const row = (raw as Record<string, unknown>)['__row'];
    ids.set(record.id, typeof row === 'string' ? row : `record ${index + 1}`);

    let name = record.name ?? derivedName(record);
    if (name.length > MAX_NAME_LENGTH) {
      warnings.push({
        record: label,
        field: 'name',
        reason: `Title is ${name.length} characters; shortened to ${MAX_NAME_LENGTH}`,
      });
      name = `${name.slice(0, MAX_NAME_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
    }

    const { images, dropped } = cleanFeedImages(record.images, (url) =>
      isPlaceholderImage(url, feed.placeholderImages),
    );
    for (const { url, reason } of dropped)
      warnings.push({
        record: label,
        field: 'images',
        reason: `Photo ${url.slice(0, 120)} left out: ${reason}`,
      });
    const location = findLocation(record, locations);
    pendingLabel = label;
    if (record.location_id !== undefined && !location) {
      warnings.push({
        record: label,
        field: 'location_id',
        reason: `No location with id "${record.location_id}"; the car shows without a location`,
      });
    }

    cars.push({
      ...record,
      slug_from_feed: record.slug,
      name,
      slug: '',
      path: '',
      images,
      photos_count: images.length,
      primary_image_url: images[0]?.image,
      thumbnails: images.map((image) => image.thumb ?? image.image),
      specifications: convertFeetToMetres(record, feed.specificationsUnit),
      location: location ? toCarLocation(location) : undefined,
      location_id: location?.id ?? record.location_id,
      location_name: record.location_name ?? location?.name,
      city: record.city ?? location?.address.city,
      state: record.state ?? location?.address.state,
      dealership_id: record.dealership_id ?? location?.dealership_id,
    });
    labels.set(cars.at(-1)!, pendingLabel);
  });
  assignSlugs(cars, (car) => labels.get(car) ?? car.id, warnings);
  return { cars, skipped, warnings };
}

/**
 * Gives every car a unique, URL-safe slug that does not depend on feed order. Each car wants
 * its feed slug or one derived from year, make, model, badge and stock number; cars wanting
 * the same slug are settled by id (feed slugs first), the first keeping it and the others
 * getting a hash of their id appended, which never changes for that car.
 */
function assignSlugs(cars: Car[], labelOf: (car: Car) => string, warnings: FeedIssue[]): void {
  const byWanted = new Map<string, Car[]>();
  for (const car of cars) {
    const wanted = car.slug_from_feed ?? baseSlug(car);
    byWanted.set(wanted, [...(byWanted.get(wanted) ?? []), car]);
  }
  const taken = new Set<string>();
  const groups = [...byWanted].sort(([a], [b]) => a.localeCompare(b));
  // Plain slugs are claimed first so a hashed slug can never take another car's plain one.
  for (const [wanted, group] of groups) {
    group.sort(
      (a, b) =>
        Number(b.slug_from_feed !== undefined) - Number(a.slug_from_feed !== undefined) ||
        a.id.localeCompare(b.id),
    );
    group[0]!.slug = wanted;
    taken.add(wanted);
  }
  for (const [wanted, group] of groups) {
    for (const car of group.slice(1)) {
      let slug = `${wanted}-${shortHash(car.id)}`;
      for (let length = 8; taken.has(slug); length += 2) slug = `${wanted}-${shortHash(car.id, length)}`;
      warnings.push({
        record: labelOf(car),
        field: 'slug',
        reason: `Slug "${wanted}" is taken; using "${slug}"`,
      });
      taken.add(slug);
      car.slug = slug;
    }
  }
  for (const car of cars) {
    car.path = `/cars/${car.slug}`;
    delete car.slug_from_feed;
  }
}

function issueReason(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'object' && issue.input === undefined) return 'Required field is missing';
  return issue.message;
}
