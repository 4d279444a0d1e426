/**
 * Generates demo stock records (the canonical JSON feed shape, CarRecordSchema) from a
 * recipe, a tenant's locations and a reference date. Deterministic: the same recipe,
 * locations and date always give the same records.
 */
import type { CarRecordInput } from '../../src/model/car.ts';
import {
  type BaseColour,
  type Badge,
  CATALOGUE,
  colourName,
  type ItemType,
  type MediaBody,
  type ModelSpec,
  type Powertrain,
  paletteOf,
  SIMPLE_BODY,
  wmiOf,
} from './catalogue.ts';
import {
  type CommentFacts,
  equipmentFor,
  hotspotsFor,
  htmlComment,
  longComment,
  shortComment,
} from './content.ts';
import { comparisonRate, lenderFigures, repayment } from './finance.ts';
import { type DemoLocations, type StockLocation, stockLocations } from './locations.ts';
import { ANGLES, PLACEHOLDER_URL, SPIN_PAIRS, imageUrl, spinUrls, thumbUrl } from './media-paths.ts';
import { Random, hashSeed } from './random.ts';
import type { Recipe } from './recipe.ts';

export type CarType = 'new' | 'demo' | 'used';
type Status = 'in_stock' | 'coming_soon' | 'sold';

/** One generated record; every field is a valid CarRecordSchema input. */
export interface DemoRecord {
  id: string;
  year: number;
  make: string;
  model: string;
  badge?: string;
  series?: string;
  colour: string;
  interior_colour?: string;
  km?: number;
  price: number;
  before_price?: number;
  subscription_price?: number;
  price_type?: string;
  status: Status;
  car_type: CarType;
  tag?: string;
  reserved?: boolean;
  certified?: boolean;
  preorder?: boolean;
  item_type: ItemType;
  created_at: string;
  stocknum: string;
  vin: string;
  nvic?: string;
  regplate?: string;
  rego_expiry?: string;
  ppsr_clear_date?: string;
  ppsr_certificate?: string;
  odometer_check?: { date: string; method: string };
  service_history?: { kind: string; source?: string; last_service_date?: string };
  roadworthy?: { date: string; state: string; certificate?: string };
  compliance_date?: string;
  simple_body: string;
  simple_drive?: string;
  drive?: string;
  simple_transmission?: string;
  trans?: string;
  simple_fuel?: string;
  fuel?: string;
  seats?: number;
  doors?: number;
  engine_size?: number;
  engine_size_litres?: number;
  gearnum?: number;
  bodyconfiguration?: string;
  images: { image: string; thumb?: string }[];
  external_video_url?: string;
  spin_images?: string[];
  hotspots?: {
    exterior: { angle: number; x: number; y: number; title: string; description: string }[];
    interior: [];
  };
  file?: string;
  views?: number;
  dealercomments?: string;
  standardEquipment: string[];
  dealership_id: string;
  dealership_slug: string;
  location_id: string;
  show_on_dealer_website: boolean;
  sold_date_timestamp?: number;
  variant?: {
    cylinders?: number;
    enginesize?: number;
    enginesize_litres?: number;
    induction?: string;
    geartype?: string;
    fuelconsumptioncombined: number;
    fuelcapacity?: number;
    grossvehiclemass?: number;
    vehiclelength?: number;
    vehicleheight?: number;
    vehiclewidth?: number;
    towingcapacitybraked?: number;
    bodyconfiguration?: string;
    torque?: number;
    ancaprating?: number;
  };
  specifications?: {
    body_length: number;
    body_width: number;
    tare_weight: number;
    axle_type: string;
    sleeps: number;
    aggregate_trailer_mass: number;
    unit: 'ft';
  };
  autograb_data?: { average_market_price: number; state_average_market_price: number };
  finance_lenders?: Record<string, ReturnType<typeof lenderFigures>>;
  youxQuote?: { weeklyRepaymentAmount: number; comparisonRate: number; advertisedRate: number };
}

// Compile-time check: a DemoRecord is a valid feed record input.
const _typeCheck: (record: DemoRecord) => CarRecordInput = (record) => record;
void _typeCheck;

const DAY_MS = 86_400_000;
const ITEM_TYPES: readonly ItemType[] = ['car', 'caravan', 'motorcycle'];

type ImagePlan = 'normal' | 'none' | 'one' | 'many' | 'placeholder';
type CommentPlan = 'normal' | 'html' | 'long';

/** What one record will be, decided up front so every tenant gets every edge case. */
interface Plan {
  item: ItemType;
  carType: CarType;
  status: Status;
  soldDaysAgo: number | undefined;
  reserved: boolean;
  hidden: boolean;
  images: ImagePlan;
  comment: CommentPlan;
  spin: boolean;
  noPrice: boolean;
  preorder: boolean;
  video: boolean;
  reduced: boolean;
  youx: boolean;
  testDriveOnly: boolean;
}

/** Splits `total` by weights into whole counts that add up to `total` (largest remainder). */
export function apportion<K extends string>(
  total: number,
  table: Partial<Record<K, number>>,
): Map<K, number> {
  const keys = (Object.keys(table) as K[]).filter((key) => (table[key] ?? 0) > 0);
  const sum = keys.reduce((s, key) => s + (table[key] ?? 0), 0);
  const counts = new Map<K, number>();
  if (sum <= 0 || keys.length === 0) return counts;
  const exact = keys.map((key) => ({ key, value: ((table[key] ?? 0) / sum) * total }));
  let assigned = 0;
  for (const { key, value } of exact) {
    counts.set(key, Math.floor(value));
    assigned += Math.floor(value);
  }
  const byRemainder = [...exact].sort(
    (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)),
  );
  for (let i = 0; assigned < total; i++, assigned++) {
    const key = byRemainder[i % byRemainder.length]!.key;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function quota(n: number, share: number, min: number): number {
  return Math.min(n, Math.max(min, Math.round(n * share)));
}

function makePlans(recipe: Recipe, n: number, rng: Random): Plan[] {
  const plans: Plan[] = Array.from({ length: n }, () => ({
    item: 'car',
    carType: 'used',
    status: 'in_stock',
    soldDaysAgo: undefined,
    reserved: false,
    hidden: false,
    images: 'normal',
    comment: 'normal',
    spin: false,
    noPrice: false,
    preorder: false,
    video: false,
    reduced: false,
    youx: false,
    testDriveOnly: false,
  }));

  // Item types and car types, in exact proportions.
  const itemSlots: ItemType[] = [];
  for (const [item, count] of apportion(n, recipe.itemTypes))
    itemSlots.push(...Array<ItemType>(count).fill(item));
  rng.shuffle(itemSlots).forEach((item, i) => {
    plans[i]!.item = item;
  });
  for (const item of ITEM_TYPES) {
    const indices = plans.flatMap((plan, i) => (plan.item === item ? [i] : []));
    const table = recipe.carTypesByItem[item] ?? recipe.carTypes;
    const slots: CarType[] = [];
    for (const [type, count] of apportion(indices.length, table))
      slots.push(...Array<CarType>(count).fill(type));
    rng.shuffle(slots).forEach((type, k) => {
      plans[indices[k]!]!.carType = type;
    });
  }

  // Statuses, then special cases, each from a fresh part of one shuffled order.
  const order = rng.shuffle(plans.map((_, i) => i));
  let next = 0;
  const take = (count: number, accept: (plan: Plan) => boolean = () => true): Plan[] => {
    const taken: Plan[] = [];
    for (let scan = next; scan < order.length && taken.length < count; scan++) {
      const plan = plans[order[scan]!]!;
      if (!accept(plan)) continue;
      // Move the accepted index to the front of the unused part, so it is not taken twice.
      [order[next], order[scan]] = [order[scan]!, order[next]!];
      next++;
      taken.push(plan);
    }
    return taken;
  };

  const statuses = recipe.statuses;
  const sold = take(quota(n, statuses.sold ?? 0.04, 2));
  sold.forEach((plan, k) => {
    plan.status = 'sold';
    // One sold a day ago, one a week ago, the rest spread over the last 10 days.
    plan.soldDaysAgo = k === 0 ? rng.float(0.1, 1.5) : k === 1 ? rng.float(4, 9.5) : rng.float(0.1, 10);
  });
  for (const plan of take(quota(n, statuses.coming_soon ?? 0.03, 1))) {
    plan.status = 'coming_soon';
    plan.images = rng.chance(0.6) ? 'placeholder' : 'normal';
  }
  for (const plan of take(quota(n, statuses.reserved ?? 0.02, 1))) plan.reserved = true;
  for (const plan of take(quota(n, statuses.hidden ?? 0.01, 1))) plan.hidden = true;

  const shares = recipe.shares;
  for (const plan of take(1)) plan.comment = 'html';
  for (const plan of take(2)) plan.comment = 'long';
  for (const plan of take(quota(n, 0.01, 2))) plan.images = 'none';
  for (const plan of take(quota(n, 0.01, 2))) plan.images = 'one';
  for (const plan of take(1)) plan.images = 'many';
  for (const plan of take(quota(n, 0.01, 2))) plan.images = 'placeholder';
  for (const plan of take(Math.min(recipe.spinCars, n))) plan.spin = true;
  for (const plan of take(quota(n, shares.noPrice ?? 0.01, 1))) plan.noPrice = true;
  for (const plan of take(quota(n, shares.video ?? 0.03, 1))) plan.video = true;
  for (const plan of take(quota(n, shares.reduced ?? 0.08, 1))) plan.reduced = true;
  for (const plan of take(quota(n, shares.youxQuote ?? 0.03, 1))) plan.youx = true;

  const newCount = plans.filter((plan) => plan.carType === 'new').length;
  for (const plan of take(newCount > 0 ? quota(newCount, 0.01, 1) : 0, (p) => p.carType === 'new')) {
    plan.preorder = true;
    plan.status = 'coming_soon';
  }
  const demos = plans.filter((plan) => plan.carType === 'demo');
  const testDrive = demos.length > 0 ? quota(demos.length, shares.testDriveOnly ?? 0.45, 1) : 0;
  for (const plan of rng.sample(demos, testDrive)) plan.testDriveOnly = true;
  return plans;
}

// ---------------------------------------------------------------------------------------
// Choosing a model

interface Choice {
  spec: ModelSpec;
  badge: Badge;
  powertrain: Powertrain | undefined;
  year: number;
}

function yearRange(
  spec: ModelSpec,
  carType: CarType,
  currentYear: number,
  recipe: Recipe,
): [number, number] | undefined {
  const last = Math.min(spec.to ?? currentYear, currentYear);
  if (carType === 'used') {
    const first = Math.max(spec.from, recipe.usedFromYear, currentYear - (recipe.usedMaxAge ?? currentYear));
    return first <= last ? [first, last] : undefined;
  }
  // New and demo stock: models still on sale, this year or last.
  if (spec.to !== undefined || spec.from > currentYear) return undefined;
  return [Math.max(spec.from, currentYear - 1), currentYear];
}

function usedAgeWeight(age: number): number {
  if (age < 1) return 0.5;
  if (age <= 3) return 1.3;
  if (age <= 8) return 1.1;
  if (age <= 12) return 0.6;
  return 0.3;
}

function chooseModel(
  recipe: Recipe,
  plan: Plan,
  rng: Random,
  currentYear: number,
  spinBodies: Set<MediaBody>,
): Choice {
  const table = recipe.makes[plan.carType] ?? recipe.makes.all ?? { '*': 1 };
  const makeWeight = (make: string) => table[make] ?? table['*'] ?? 0;
  const candidates = CATALOGUE.filter(
    (spec) =>
      spec.item === plan.item &&
      yearRange(spec, plan.carType, currentYear, recipe) !== undefined &&
      (!plan.spin || spinBodies.has(spec.media)),
  );
  const weightOf = (spec: ModelSpec) =>
    spec.popularity * makeWeight(spec.make) * (recipe.models[`${spec.make} ${spec.model}`] ?? 1);
  let pool = candidates.filter((spec) => weightOf(spec) > 0);
  if (pool.length === 0)
    pool = candidates.length > 0 ? candidates : CATALOGUE.filter((spec) => spec.item === plan.item);
  const spec = rng.weighted(pool, weightOf);
  const [first, last] = yearRange(spec, plan.carType, currentYear, recipe) ?? [
    spec.from,
    spec.to ?? currentYear,
  ];
  let year: number;
  if (plan.carType === 'new') year = last > first && rng.chance(0.15) ? first : last;
  else if (plan.carType === 'demo') year = last > first && rng.chance(0.3) ? first : last;
  else {
    const years = Array.from({ length: last - first + 1 }, (_, k) => first + k);
    year = rng.weighted(years, (y) => usedAgeWeight(currentYear - y));
  }
  const badge =
    plan.carType === 'used' ? rng.weighted(spec.badges, (b) => 4 - b.level) : rng.pick(spec.badges);
  const powertrain =
    spec.powertrains.length === 0
      ? undefined
      : (spec.powertrains[badge.pt ?? rng.int(0, spec.powertrains.length - 1)] ?? spec.powertrains[0]);
  return { spec, badge, powertrain, year };
}

// ---------------------------------------------------------------------------------------
// Numbers: kilometres, prices

function kilometres(rng: Random, item: ItemType, carType: CarType, age: number): number | undefined {
  if (item === 'caravan') return undefined;
  if (carType === 'new') return rng.int(0, 50);
  if (carType === 'demo') return item === 'motorcycle' ? rng.int(100, 1500) : rng.int(500, 9000);
  if (item === 'motorcycle')
    return Math.min(
      80_000,
      Math.max(800, Math.round((Math.max(0.5, age) * rng.float(1500, 6000)) / 10) * 10),
    );
  const km = Math.max(0.4, age) * rng.float(8000, 21_000) * (rng.chance(0.08) ? 0.4 : 1);
  return Math.min(250_000, Math.max(5000, Math.round(km / 10) * 10));
}

/** Rounds to a typical advertised price ending in 990 (or 490 / 99 for small amounts). */
export function advertisedPrice(value: number): number {
  if (value >= 20_000) return Math.max(990, Math.round(value / 1000) * 1000 - 10);
  if (value >= 3000) return Math.round(value / 500) * 500 - 10;
  return Math.max(99, Math.round(value / 100) * 100 - 1);
}

function priceFor(
  rng: Random,
  choice: Choice,
  carType: CarType,
  km: number | undefined,
  age: number,
  currentYear: number,
): number {
  const { spec, badge, year } = choice;
  // List price of that model year, in that year's dollars.
  const listPrice = badge.price * Math.max(0.6, 1 - 0.02 * (currentYear - year));
  if (carType === 'new')
    return advertisedPrice(listPrice * (year < currentYear ? 1.0 : 1.06) * rng.float(0.98, 1.02));
  if (carType === 'demo') return advertisedPrice(listPrice * 1.06 * rng.float(0.86, 0.94));
  // Australian used values hold up: soften the catalogue's yearly loss (keep 0.88 → 7.2 % a year).
  const yearly = 1 - (1 - spec.keep) * 0.6;
  let value = listPrice * 0.85 * yearly ** Math.max(0, age - 1);
  if (km !== undefined && spec.item !== 'caravan') {
    const expected = Math.max(1, age) * (spec.item === 'motorcycle' ? 4000 : 15_000);
    const scale = spec.item === 'motorcycle' ? 15_000 : 50_000;
    value *= Math.min(1.12, Math.max(0.7, 1 - (0.12 * (km - expected)) / scale));
  }
  value *= rng.float(0.94, 1.06);
  return advertisedPrice(Math.max(spec.item === 'car' ? 3990 : 2490, value));
}

// ---------------------------------------------------------------------------------------
// Identifiers

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Model-year character (position 10) of a VIN: 2010 = A … 2030 = Y, 2001–2009 = 1–9. */
export function vinYearCode(year: number): string {
  const index = (((year - 2010) % 30) + 30) % 30;
  return YEAR_CODES[index]!;
}

/** Check digit (position 9), as ISO 3779 / North American VINs compute it. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin[i]!;
    const value = /\d/.test(char) ? Number(char) : (VIN_VALUES[char] ?? 0);
    sum += value * VIN_WEIGHTS[i]!;
  }
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

function makeVin(rng: Random, spec: ModelSpec, year: number, serial: number): string {
  const draft = `${wmiOf(spec)}${rng.chars(VIN_CHARS, 5)}0${vinYearCode(year)}${rng.chars(VIN_CHARS, 1)}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const PLATE_FORMATS: Record<string, string> = {
  NSW: 'LLDDDL',
  VIC: 'DLLDLL',
  QLD: 'DDDLLL',
  SA: 'SDDDLLL',
  WA: 'DLLLDDD',
  TAS: 'LDDLL',
  ACT: 'YLLDDL',
  NT: 'CLDDLL',
};

function regPlate(rng: Random, state: string): string {
  const format = PLATE_FORMATS[state] ?? 'LLLDDD';
  return [...format]
    .map((c) => (c === 'L' ? rng.chars(PLATE_LETTERS, 1) : c === 'D' ? String(rng.int(0, 9)) : c))
    .join('');
}

// ---------------------------------------------------------------------------------------
// Descriptions

const TRANS_TEXT: Record<Powertrain['gearbox'], (gears: number) => string> = {
  A: (gears) => `${gears} Speed Automatic`,
  M: (gears) => `${gears} Speed Manual`,
  CVT: () => 'Constant Variable Transmission',
  DCT: (gears) => `${gears} Speed Auto Dual Clutch`,
  E: () => '1 Speed Reduction Gear',
};
const DRIVE_TEXT: Record<string, string> = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4WD': 'Four Wheel Drive',
  '2WD': 'Rear Wheel Drive',
};

function fuelText(powertrain: Powertrain, premium: boolean): string {
  if (powertrain.fuel === 'Petrol') return premium ? 'Petrol - Premium ULP' : 'Petrol - Unleaded ULP';
  if (powertrain.fuel === 'Hybrid') return 'Hybrid Petrol/Electric';
  return powertrain.fuel;
}

/** Deterministic ±spread factor per model, so a model's dimensions do not vary car to car. */
function modelFactor(spec: ModelSpec, spread: number): number {
  return 1 + ((hashSeed(spec.make, spec.model) % 1000) / 1000 - 0.5) * 2 * spread;
}

const DIMENSIONS: Record<MediaBody, [number, number, number, number, number, number]> = {
  // length, width, height (mm), GVM (kg), braked towing (kg), fuel tank (L)
  sedan: [4850, 1840, 1445, 2000, 1600, 60],
  hatch: [4370, 1790, 1440, 1800, 1200, 50],
  suv: [4650, 1860, 1700, 2450, 2000, 60],
  ute: [5370, 1918, 1884, 3200, 3500, 80],
  wagon: [4870, 1875, 1675, 2250, 2000, 63],
  van: [5265, 1950, 1990, 3300, 2000, 70],
  coupe: [4690, 1800, 1310, 1700, 0, 55],
  convertible: [4300, 1780, 1280, 1600, 0, 50],
  caravan: [0, 0, 0, 0, 0, 0],
  motorcycle: [2100, 820, 1150, 0, 0, 16],
};

function variantFor(rng: Random, spec: ModelSpec, powertrain: Powertrain): DemoRecord['variant'] {
  const electric = powertrain.fuel === 'Electric';
  const [length, width, height, gvm, tow, fuel] = DIMENSIONS[spec.media];
  const size = modelFactor(spec, 0.05) * (spec.seats >= 7 ? 1.05 : 1);
  const cc =
    powertrain.litres === undefined
      ? undefined
      : spec.item === 'motorcycle'
        ? Math.round(powertrain.litres * 1000)
        : Math.round(powertrain.litres * 1000) - 5;
  const round10 = (value: number) => Math.round(value / 10) * 10;
  return {
    cylinders: powertrain.cylinders,
    enginesize: cc,
    enginesize_litres: powertrain.litres,
    induction: electric ? 'Electric' : powertrain.turbo ? 'Turbo Intercooled' : 'Aspirated',
    geartype: powertrain.gearbox === 'M' ? 'Manual' : 'Automatic',
    fuelconsumptioncombined: powertrain.l100,
    fuelcapacity: electric ? undefined : Math.round(fuel * size),
    grossvehiclemass: gvm ? round10(gvm * size) : undefined,
    vehiclelength: Math.round(length * size),
    vehicleheight: Math.round(height * modelFactor(spec, 0.03)),
    vehiclewidth: Math.round(width * modelFactor(spec, 0.02)),
    towingcapacitybraked: tow ? Math.round((tow * Math.min(1, size)) / 50) * 50 : undefined,
    bodyconfiguration: spec.config,
    torque: powertrain.torque,
    ancaprating: spec.item !== 'car' ? undefined : rng.chance(0.85) ? 5 : rng.chance(0.5) ? 4 : undefined,
  };
}

// ---------------------------------------------------------------------------------------
// Dates

function isoSeconds(ms: number): string {
  return new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

const ODOMETER_METHODS = ['service records', 'NEVDIS', 'inspection'] as const;
const SERVICE_SOURCES = ['logbook', 'dealer records', 'manufacturer records'] as const;

/**
 * The checks a demo used car has on record (COMP-05): one car in four none (beyond the PPSR
 * search of its history report), of the others about half an odometer check, two in three a
 * service history and one in four a roadworthy certificate.
 * Drawn from the VIN, not the random stream, so every other demo value stays as it was.
 */
function recordedChecks(
  record: Pick<DemoRecord, 'vin' | 'item_type'>,
  state: string,
  anchor: number,
): Pick<DemoRecord, 'odometer_check' | 'service_history' | 'roadworthy'> {
  const sum = [...record.vin].reduce((total, c, i) => total + c.charCodeAt(0) * (i + 1), 0);
  const checks: Pick<DemoRecord, 'odometer_check' | 'service_history' | 'roadworthy'> = {};
  if (Math.floor(sum / 49) % 4 === 3) return checks;
  if (sum % 2 === 0 && record.item_type !== 'caravan')
    checks.odometer_check = {
      date: isoDate(anchor - (2 + (sum % 9)) * DAY_MS),
      method: ODOMETER_METHODS[sum % ODOMETER_METHODS.length]!,
    };
  if (sum % 3 !== 0)
    checks.service_history =
      sum % 11 === 0
        ? { kind: 'none' }
        : {
            kind: sum % 5 === 0 ? 'partial' : 'full',
            source: SERVICE_SOURCES[sum % SERVICE_SOURCES.length]!,
            last_service_date: isoDate(anchor - (20 + (sum % 200)) * DAY_MS),
          };
  if (Math.floor(sum / 7) % 4 === 1)
    checks.roadworthy = {
      date: isoDate(anchor - (1 + (sum % 25)) * DAY_MS),
      state,
      certificate: `RWC${100_000 + (sum % 900_000)}`,
    };
  return checks;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Parses --today (YYYY-MM-DD) to the anchor instant: midnight UTC of that day. */
export function todayAnchor(today: string | Date): number {
  if (today instanceof Date) return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Expected a date as YYYY-MM-DD, got "${today}"`);
  const ms = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`Not a date: "${today}"`);
  return ms;
}

// ---------------------------------------------------------------------------------------
// One record

interface Context {
  recipe: Recipe;
  anchor: number;
  currentYear: number;
  currentMonth: number;
  locationsByItem: Map<ItemType, StockLocation[]>;
  spinBodies: Set<MediaBody>;
}

const INTERIOR = {
  car: ['Black', 'Black', 'Black', 'Black', 'Charcoal', 'Grey', 'Beige', 'Tan'],
  caravan: ['Oak', 'Walnut', 'Charcoal', 'Grey Linen'],
};
const FINANCE_RATES: Record<string, number[]> = {
  new: [5.99, 6.49, 6.99, 7.49],
  demo: [6.99, 7.49, 7.99],
  recent: [7.99, 8.49, 8.99],
  mid: [8.99, 9.49, 9.99],
  old: [10.99, 11.99, 12.99],
};

function pickLocation(ctx: Context, rng: Random, plan: Plan, make: string): StockLocation {
  const all = ctx.locationsByItem.get(plan.item)!;
  if (plan.carType !== 'used' && ctx.recipe.franchiseMakes) {
    const franchise = all.filter((l) =>
      l.location.manufacturers?.some((m) => m.toLowerCase() === make.toLowerCase()),
    );
    const independent = all.filter((l) => !l.location.manufacturers?.length);
    const pool = franchise.length > 0 ? franchise : independent.length > 0 ? independent : all;
    return rng.weighted(pool, (l) => l.weight);
  }
  return rng.weighted(all, (l) => l.weight);
}

function makeRecord(ctx: Context, plan: Plan, index: number): DemoRecord {
  const { recipe, anchor, currentYear } = ctx;
  const rng = Random.derive(recipe.seed, 'car', index);
  const choice = chooseModel(recipe, plan, rng, currentYear, ctx.spinBodies);
  const { spec, badge, powertrain, year } = choice;
  const age = currentYear - year;
  const here = pickLocation(ctx, rng, plan, spec.make);

  // Colour: the spin pair's colour for spin cars, else from the model's palette.
  const pair = plan.spin ? SPIN_PAIRS.find((p) => p.body === spec.media) : undefined;
  const base: BaseColour = pair ? pair.colour : rng.weightedKey(paletteOf(spec));
  const colour = colourName(spec.make, base, (names) => rng.pick(names));

  const km = kilometres(rng, spec.item, plan.carType, age);
  const value = priceFor(rng, choice, plan.carType, km, age, currentYear);
  const price = plan.noPrice || plan.preorder ? 0 : value;

  // Dates, as days before the anchor.
  const soldDaysAgo = plan.soldDaysAgo;
  const listedDaysAgo =
    plan.status === 'coming_soon'
      ? rng.float(0.05, 7.5)
      : soldDaysAgo !== undefined
        ? soldDaysAgo + rng.float(4, 90)
        : rng.chance(recipe.shares.recentlyListed ?? 0.12)
          ? rng.float(0.05, 7.9)
          : rng.float(8, 120);
  const createdMs = anchor - listedDaysAgo * DAY_MS;

  const title = [year, spec.make, spec.model, badge.name === spec.model ? '' : badge.name]
    .filter(Boolean)
    .join(' ');
  const electric = powertrain?.fuel === 'Electric';
  const equipment = equipmentFor(
    rng,
    spec.item,
    spec.media,
    badge.level,
    electric,
    plan.carType === 'used' ? age : 0,
    spec.seats,
  );

  const record: DemoRecord = {
    id: '',
    year,
    make: spec.make,
    model: spec.model,
    badge: badge.name === spec.model ? undefined : badge.name,
    series: spec.series !== undefined && plan.carType !== 'used' ? spec.series : undefined,
    colour,
    interior_colour:
      spec.item === 'motorcycle'
        ? undefined
        : rng.pick(spec.item === 'caravan' ? INTERIOR.caravan : INTERIOR.car),
    km,
    price,
    status: plan.status,
    car_type: plan.carType,
    item_type: spec.item,
    created_at: isoSeconds(createdMs),
    stocknum: '',
    vin: makeVin(rng, spec, year, (hashSeed(recipe.seed, 'vin') % 400_000) + index),
    simple_body: SIMPLE_BODY[spec.media],
    images: [],
    standardEquipment: equipment,
    dealership_id: String(here.dealership.id),
    dealership_slug: here.dealership.slug,
    location_id: String(here.location.id),
    show_on_dealer_website: !plan.hidden,
  };

  if (plan.reserved) record.reserved = true;
  if (plan.preorder) record.preorder = true;
  if (price > 0)
    record.price_type =
      plan.carType === 'used' && spec.item === 'car' && rng.chance(0.2)
        ? 'Excl. Govt. Charges'
        : 'Drive Away';
  if (soldDaysAgo !== undefined)
    record.sold_date_timestamp = Math.round((anchor - soldDaysAgo * DAY_MS) / 1000);

  // Powertrain and body.
  if (powertrain) {
    if (spec.item === 'car') {
      record.simple_drive = powertrain.drive;
      record.drive = DRIVE_TEXT[powertrain.drive];
    }
    record.simple_transmission = powertrain.gearbox === 'M' ? 'Manual' : 'Automatic';
    record.trans = TRANS_TEXT[powertrain.gearbox](powertrain.gears);
    record.gearnum = powertrain.gears;
    record.simple_fuel = powertrain.fuel;
    record.fuel = fuelText(powertrain, powertrain.turbo && badge.price > 60_000);
    if (powertrain.litres !== undefined) {
      record.engine_size =
        spec.item === 'motorcycle'
          ? Math.round(powertrain.litres * 1000)
          : Math.round(powertrain.litres * 1000) - 5;
      record.engine_size_litres = powertrain.litres;
    }
    if (!rng.chance(recipe.shares.noVariant ?? 0.1)) record.variant = variantFor(rng, spec, powertrain);
  }
  if (spec.seats > 0) record.seats = spec.seats;
  if (spec.doors > 0) record.doors = spec.doors;
  record.bodyconfiguration = spec.config;
  if (spec.caravan) {
    const c = spec.caravan;
    const tare = Math.round((c.tare + rng.int(-60, 60)) / 10) * 10;
    record.specifications = {
      body_length: c.lengthFt,
      body_width: c.widthFt,
      tare_weight: tare,
      axle_type: c.lengthFt >= 17 ? 'Tandem' : 'Single',
      sleeps: c.sleeps,
      aggregate_trailer_mass: c.atm,
      unit: 'ft',
    };
  }

  // Registration: used cars and demonstrators are registered; some used rego has lapsed.
  if (plan.carType !== 'new') {
    const state = here.location.address.state;
    if (plan.carType === 'demo') {
      record.regplate = regPlate(rng, state);
      record.rego_expiry = isoDate(anchor + rng.int(120, 360) * DAY_MS);
    } else if (rng.chance(0.92)) {
      record.regplate = regPlate(rng, state);
      record.rego_expiry = isoDate(anchor + (rng.chance(0.2) ? -rng.int(1, 120) : rng.int(14, 360)) * DAY_MS);
    }
    const month = year === currentYear ? rng.int(1, ctx.currentMonth) : rng.int(1, 12);
    record.compliance_date = `${year}-${String(month).padStart(2, '0')}-01`;
  }
  if (plan.carType === 'used') {
    if (spec.item === 'car' && rng.chance(0.5))
      record.nvic = rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6);
    if (rng.chance(recipe.shares.certified ?? 0.2)) record.certified = true;
    if (spec.item === 'car' && rng.chance(recipe.shares.historyReport ?? 0.3)) {
      record.file = `https://history.example.com/reports/${record.vin}.pdf`;
      // The history report's PPSR search found it clear, 1 to 20 days ago (from the VIN, so
      // the random stream, and every other demo value, stays as it was).
      const daysAgo = 1 + ([...(record.vin ?? '')].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 20);
      record.ppsr_clear_date = isoDate(anchor - daysAgo * DAY_MS);
      record.ppsr_certificate = `${20_000_000_000 + (daysAgo * 7_919 + index) * 104_729}`;
    }
    Object.assign(record, recordedChecks(record, here.location.address.state, anchor));
    if (price > 0 && rng.chance(recipe.shares.autograb ?? 0.85)) {
      const average = Math.round((price * rng.float(0.85, 1.15)) / 100) * 100;
      record.autograb_data = {
        average_market_price: average,
        state_average_market_price: Math.round((average * rng.float(0.96, 1.04)) / 100) * 100,
      };
    }
  }

  // Tag: one per car.
  const expectedKm = Math.max(1, age) * (spec.item === 'motorcycle' ? 4000 : 15_000);
  if (plan.testDriveOnly) record.tag = 'Test Drive Only';
  else if (plan.carType === 'new' && year < currentYear && rng.chance(0.7)) record.tag = 'runout sale';
  else if (
    plan.carType === 'used' &&
    km !== undefined &&
    age >= 2 &&
    km < expectedKm * 0.5 &&
    rng.chance(0.6)
  )
    record.tag = 'Low Kms';
  else if (plan.carType === 'used' && rng.chance(0.1)) record.tag = 'One Owner';

  // Reduced price.
  if (plan.reduced && price > 0) record.before_price = advertisedPrice(price + rng.int(1, 6) * 1000);

  // Subscriptions: weekly price from the car's value.
  const sub = recipe.subscription;
  if (sub && rng.chance(sub.share)) {
    const weekly = Math.round((value * 0.0045 + 60) / 10) * 10 - 1;
    record.subscription_price = Math.min(sub.max, Math.max(sub.min, weekly));
  }

  // Media.
  const imageCount =
    plan.images === 'none'
      ? 0
      : plan.images === 'one'
        ? 1
        : plan.images === 'many'
          ? 200
          : rng.chance(0.8)
            ? rng.int(8, 15)
            : rng.chance(0.6)
              ? rng.int(3, 7)
              : rng.int(16, 20);
  if (plan.images === 'placeholder') record.images = [{ image: PLACEHOLDER_URL, thumb: PLACEHOLDER_URL }];
  else {
    // The pool has four angles: later shots of the same angle get their own address (a real
    // feed lists each photo once; the build leaves a repeated address out).
    record.images = Array.from({ length: imageCount }, (_, k) => {
      const angle = ANGLES[k % ANGLES.length]!;
      const shot = k < ANGLES.length ? '' : `?shot=${Math.floor(k / ANGLES.length) + 1}`;
      return {
        image: `${imageUrl(spec.media, base, angle)}${shot}`,
        thumb: `${thumbUrl(spec.media, base, angle)}${shot}`,
      };
    });
  }
  if (plan.spin && pair) {
    record.spin_images = spinUrls(pair.body, pair.colour);
    record.hotspots = { exterior: hotspotsFor(rng, spec.media), interior: [] };
  }
  if (plan.video)
    record.external_video_url = `https://www.youtube.com/watch?v=${rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_', 11)}`;
  if (plan.status !== 'coming_soon') record.views = Math.round(listedDaysAgo * rng.float(2, 30));

  // Finance.
  const finance = recipe.finance;
  if (price > 0 && rng.chance(finance.share ?? 0.85)) {
    const band = plan.carType !== 'used' ? plan.carType : age <= 3 ? 'recent' : age <= 7 ? 'mid' : 'old';
    const rate = rng.pick(FINANCE_RATES[band]!);
    const deposit = Math.round((price * (finance.depositShare ?? 0.1)) / 100) * 100;
    record.finance_lenders = {};
    (finance.providers ?? ['A']).forEach((provider, k) => {
      record.finance_lenders![provider] = lenderFigures(price, {
        interestRate: Math.round((rate + k * 0.3) * 100) / 100,
        deposit,
        termYears: finance.termYears ?? 5,
        establishmentFee: finance.establishmentFee ?? 495,
        monthlyFee: finance.monthlyFee ?? 10,
      });
    });
  }
  if (plan.youx && price > 0) {
    const advertisedRate = rng.pick([6.49, 6.99, 7.49, 8.99, 9.99]);
    const deposit = Math.round((price * 0.1) / 100) * 100;
    record.youxQuote = {
      weeklyRepaymentAmount:
        Math.round(repayment(price - deposit + 600, advertisedRate / 5200, 260) * 100) / 100,
      comparisonRate: comparisonRate(advertisedRate, 600, 0),
      advertisedRate,
    };
  }

  // Dealer comments.
  const facts: CommentFacts = {
    title,
    colour,
    carType: plan.carType,
    item: spec.item,
    km: km ?? 0,
    equipment,
    dealer: here.dealership.name,
    city: here.location.address.city,
  };
  if (plan.comment === 'html') record.dealercomments = htmlComment(facts);
  else if (plan.comment === 'long') record.dealercomments = longComment(rng, facts);
  else if (rng.chance(recipe.shares.emptyComment ?? 0.12)) {
    if (rng.chance(0.5)) record.dealercomments = '';
  } else record.dealercomments = shortComment(rng, facts);

  return record;
}

// ---------------------------------------------------------------------------------------

/** Property order of the output records (readable JSON, stable diffs). */
const KEY_ORDER: (keyof DemoRecord)[] = [
  'id',
  'stocknum',
  'vin',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'item_type',
  'car_type',
  'status',
  'reserved',
  'preorder',
  'certified',
  'tag',
  'price',
  'before_price',
  'subscription_price',
  'price_type',
  'km',
  'colour',
  'interior_colour',
  'simple_body',
  'bodyconfiguration',
  'simple_fuel',
  'fuel',
  'simple_transmission',
  'trans',
  'gearnum',
  'simple_drive',
  'drive',
  'engine_size',
  'engine_size_litres',
  'seats',
  'doors',
  'nvic',
  'regplate',
  'rego_expiry',
  'ppsr_clear_date',
  'ppsr_certificate',
  'odometer_check',
  'service_history',
  'roadworthy',
  'compliance_date',
  'created_at',
  'sold_date_timestamp',
  'location_id',
  'dealership_id',
  'dealership_slug',
  'show_on_dealer_website',
  'views',
  'images',
  'spin_images',
  'hotspots',
  'external_video_url',
  'file',
  'dealercomments',
  'standardEquipment',
  'variant',
  'specifications',
  'autograb_data',
  'finance_lenders',
  'youxQuote',
];

function ordered(record: DemoRecord): DemoRecord {
  const out: Record<string, unknown> = {};
  for (const key of KEY_ORDER) if (record[key] !== undefined) out[key] = record[key];
  for (const [key, value] of Object.entries(record))
    if (!(key in out) && value !== undefined) out[key] = value;
  // Drop undefined members of nested objects too, so JSON output and equality checks agree.
  return JSON.parse(JSON.stringify(out)) as DemoRecord;
}

/**
 * Generates `count` (default: the recipe's count) demo records for a tenant.
 * `today` is the reference date (YYYY-MM-DD): listing, sold and rego dates are relative to it.
 */
export function generateStock(
  recipe: Recipe,
  locations: DemoLocations,
  today: string | Date,
  count?: number,
): DemoRecord[] {
  const n = count ?? recipe.count;
  if (!Number.isInteger(n) || n < 1) throw new Error(`count must be a whole number of at least 1, got ${n}`);
  const anchor = todayAnchor(today);
  const date = new Date(anchor);
  const context = `demo recipe (seed ${recipe.seed})`;
  const locationsByItem = new Map<ItemType, StockLocation[]>();
  for (const item of ITEM_TYPES)
    locationsByItem.set(
      item,
      stockLocations(locations, recipe.locationsByItem[item] ?? recipe.locations, context),
    );
  const ctx: Context = {
    recipe,
    anchor,
    currentYear: date.getUTCFullYear(),
    currentMonth: date.getUTCMonth() + 1,
    locationsByItem,
    spinBodies: new Set(SPIN_PAIRS.map((pair) => pair.body)),
  };

  const plans = makePlans(recipe, n, Random.derive(recipe.seed, 'plan'));
  const records = plans.map((plan, index) => makeRecord(ctx, plan, index));

  // Ids and stock numbers increase with the listing date, as a dealer system assigns them.
  const byListing = records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => a.record.created_at.localeCompare(b.record.created_at) || a.index - b.index);
  const typeLetter: Record<CarType, string> = { new: 'N', demo: 'D', used: 'U' };
  byListing.forEach(({ record }, rank) => {
    const rng = Random.derive(recipe.seed, 'id', rank);
    record.id = String(recipe.idBase + rank * 7 + rng.int(0, 6));
    record.stocknum = `${recipe.stockPrefix}${typeLetter[record.car_type]}${20_000 + rank}`;
  });
  return byListing.map(({ record }) => ordered(record));
}

/** Writes records as a JSON array, one record per line (compact, yet diffable). */
export function toJson(records: DemoRecord[]): string {
  return `[\n${records.map((record) => JSON.stringify(record)).join(',\n')}\n]\n`;
}
