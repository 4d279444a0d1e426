/**
 * What each advertising channel requires of a feed row, written from the channels' own
 * specifications, independently of the code that makes the rows (src/domain/channels): the
 * tests check every row of every demo tenant's feeds against these.
 * - Google vehicle ads: support.google.com/merchants/answer/11192663 (attributes, price as
 *   "<amount> <ISO 4217>", mileage with its unit, google_product_category 916, in-store
 *   vehicle_fulfillment with a store code, body_style and engine values).
 * - Meta automotive inventory: developers.facebook.com/docs/marketing-api/auto-ads/reference
 *   (required fields, the body_style, state_of_vehicle, fuel_type, transmission, drivetrain
 *   and availability enums, mileage.value with mileage.unit, a VIN of exactly 17 characters).
 */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const GOOGLE_BODY = new Set([
  'convertible',
  'coupe',
  'crossover',
  'hatchback',
  'minivan',
  'truck',
  'sedan',
  'suv',
  'van',
  'wagon',
]);
const GOOGLE_ENGINE = new Set(['gasoline', 'diesel', 'electric', 'hybrid', 'flex']);
const META_BODY = new Set([
  'CONVERTIBLE',
  'COUPE',
  'HATCHBACK',
  'MINIVAN',
  'TRUCK',
  'SUV',
  'SEDAN',
  'VAN',
  'WAGON',
  'CROSSOVER',
  'OTHER',
]);
const META_STATE = new Set(['NEW', 'USED', 'CPO']);
const META_FUEL = new Set([
  'DIESEL',
  'ELECTRIC',
  'FLEX',
  'GASOLINE',
  'HYBRID',
  'PETROL',
  'PLUGIN_HYBRID',
  'OTHER',
  'NONE',
]);
const META_TRANSMISSION = new Set(['AUTOMATIC', 'MANUAL', '']);
const META_DRIVETRAIN = new Set(['4X2', '4X4', 'AWD', 'FWD', 'RWD', 'TWO_WD', 'OTHER', 'NONE']);

function onSite(url: string | undefined, host: string): boolean {
  try {
    const parsed = new URL(url ?? '');
    return parsed.protocol === 'https:' && parsed.host === host;
  } catch {
    return false;
  }
}

const isHttps = (url: string) => /^https:\/\/[^\s]+$/.test(url);
const year = (text: string | undefined) =>
  /^\d{4}$/.test(text ?? '') && Number(text) >= 1900 && Number(text) <= 2100;

/** The problems of one Google vehicle ads row; `host` is the tenant's site host. */
export function googleRowProblems(row: Record<string, string>, host: string): string[] {
  const problems: string[] = [];
  const need = (field: string, ok: boolean) => {
    if (!ok) problems.push(`${field}: ${JSON.stringify(row[field])}`);
  };
  for (const field of ['id', 'title', 'brand', 'model']) need(field, (row[field] ?? '').trim() !== '');
  need('title', (row['title'] ?? '').length <= 150);
  need('description', (row['description'] ?? '').length > 0 && (row['description'] ?? '').length <= 5000);
  need('link', onSite(row['link'], host));
  need('image_link', isHttps(row['image_link'] ?? ''));
  const extra = row['additional_image_link'] ? row['additional_image_link'].split(',') : [];
  need('additional_image_link', extra.length <= 10 && extra.every(isHttps));
  need('price', /^\d+(\.\d{2})? AUD$/.test(row['price'] ?? '') && Number.parseFloat(row['price'] ?? '') > 0);
  need('condition', row['condition'] === 'new' || row['condition'] === 'used');
  need('certified_pre-owned', ['', 'yes', 'no'].includes(row['certified_pre-owned'] ?? ''));
  need('year', year(row['year']));
  need('mileage', /^\d+ km$/.test(row['mileage'] ?? ''));
  need('vin', VIN.test(row['vin'] ?? ''));
  need('store_code', (row['store_code'] ?? '') !== '');
  need('vehicle_fulfillment', row['vehicle_fulfillment'] === `in_store:${row['store_code']}`);
  need('google_product_category', row['google_product_category'] === '916');
  need('body_style', row['body_style'] === '' || GOOGLE_BODY.has(row['body_style'] ?? ''));
  need('engine', row['engine'] === '' || GOOGLE_ENGINE.has(row['engine'] ?? ''));
  return problems;
}

/** The problems of one Meta automotive inventory row. */
export function metaRowProblems(row: Record<string, string>, host: string): string[] {
  const problems: string[] = [];
  const need = (field: string, ok: boolean) => {
    if (!ok) problems.push(`${field}: ${JSON.stringify(row[field])}`);
  };
  for (const field of [
    'vehicle_id',
    'title',
    'make',
    'model',
    'exterior_color',
    'address.addr1',
    'address.city',
  ])
    need(field, (row[field] ?? '').trim() !== '');
  need('vehicle_id', (row['vehicle_id'] ?? '').length <= 100);
  need('description', (row['description'] ?? '').length > 0 && (row['description'] ?? '').length <= 5000);
  need('vin', VIN.test(row['vin'] ?? ''));
  need('url', onSite(row['url'], host));
  need('year', year(row['year']));
  need('mileage.value', /^\d+$/.test(row['mileage.value'] ?? ''));
  need('mileage.unit', row['mileage.unit'] === 'KM');
  need(
    'price',
    /^\d+(\.\d{1,2})? AUD$/.test(row['price'] ?? '') && Number.parseFloat(row['price'] ?? '') > 0,
  );
  need('state_of_vehicle', META_STATE.has(row['state_of_vehicle'] ?? ''));
  need('availability', row['availability'] === 'AVAILABLE');
  need('body_style', META_BODY.has(row['body_style'] ?? ''));
  need('fuel_type', META_FUEL.has(row['fuel_type'] ?? ''));
  need('transmission', META_TRANSMISSION.has(row['transmission'] ?? ''));
  need('drivetrain', META_DRIVETRAIN.has(row['drivetrain'] ?? ''));
  need('image[0].url', isHttps(row['image[0].url'] ?? ''));
  need('address.region', /^(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)$/.test(row['address.region'] ?? ''));
  need('address.postal_code', /^\d{4}$/.test(row['address.postal_code'] ?? ''));
  need('address.country', row['address.country'] === 'AU');
  need('latitude', Number.isFinite(Number.parseFloat(row['latitude'] ?? '')));
  need('longitude', Number.isFinite(Number.parseFloat(row['longitude'] ?? '')));
  return problems;
}
