/**
 * The statutory warranty line of a used car (COMP-03): what the law of the selling
 * location's state gives the car (the table in ./statutory-warranty-rules.ts), or what the
 * feed says for this car, and the words the vehicle and print pages show.
 *
 * Never a confident claim the facts cannot carry: an unknown odometer, a price on
 * application where the price decides, a build year whose car may sit either side of an age
 * limit, a rule not confirmed, a demonstrator or a possible commercial vehicle where the state
 * treats those apart — each answers 'unknown' ("Ask us about statutory warranty"), unless the
 * car is sold without a warranty whatever the missing fact turns out to be. Pure.
 */
import type { Car, CarType } from '../../model/car.ts';
import { AU_STATES, type AuState } from '../../model/location.ts';
import type { WarrantyOverride } from '../../model/warranty-override.ts';
import { isAvailable } from '../availability.ts';
import { formatNumber } from '../format.ts';
import type { PriceDisplay } from '../price-display.ts';
import {
  type Limit,
  type PriceLimit,
  STATUTORY_WARRANTY_RULES,
  type StateWarrantyRules,
  type VehicleKind,
  type WarrantyPeriod,
  type WarrantyRow,
} from './statutory-warranty-rules.ts';

export type UnknownWarrantyReason =
  /** The car has no selling location in an Australian state or territory. */
  | 'state-unknown'
  /** The state's rule for this kind of vehicle (or the state's figures) could not be confirmed. */
  | 'rules-unconfirmed'
  /** No rule found for this kind of vehicle in the state (e.g. caravans in NSW). */
  | 'vehicle-kind-unknown'
  /** A demonstrator, in a state where it is not confirmed that demonstrators count as used. */
  | 'demo-unconfirmed'
  /** A ute, van, cab chassis, truck or bus, in a state that excludes commercial vehicles. */
  | 'possibly-commercial'
  /** The feed does not know the km (FEED-09). */
  | 'odometer-unknown'
  /** Price on application, in a state where the price decides. */
  | 'price-unknown'
  /** Only the build year is known, and the car may be either side of an age limit. */
  | 'build-date-uncertain';

export type StatutoryWarranty =
  | ({ kind: 'warranty' } & WarrantyPeriod)
  | { kind: 'none' }
  | { kind: 'unknown'; reason: UnknownWarrantyReason };

export interface WarrantyFacts {
  /** The state of the selling location: the car's dealership, or its own feed place (FEED-11). */
  state: string | undefined;
  carType: CarType;
  vehicle: VehicleKind;
  /** Body type, for the states that exclude commercial vehicles ('Ute', 'Van', 'Cab Chassis' …). */
  body: string | undefined;
  seats: number | undefined;
  /** The feed's year, read as the build year, and the build date when the feed has one. */
  year: number;
  buildDate: string | undefined;
  km: number | undefined;
  /** The advertised cash price in dollars; undefined for price on application. */
  price: number | undefined;
  /** The feed's statutory_warranty for this car, which wins over the table. */
  override: WarrantyOverride | undefined;
}

/** Bodies built to carry goods (or many people) that a state's commercial-vehicle rules may catch (COMP-03, COMP-06). */
export const COMMERCIAL_BODY =
  /\b(?:ute|(?<!sports?\s)utility|van|cab[\s-]?chassis|tray|truck|bus|pick[\s-]?up)\b/i;
/** WA excludes buses, "vehicles built to carry more than 9 persons". */
const BUS_SEATS = 9;

/**
 * The statutory warranty of a car on `today` ('YYYY-MM-DD', the day the site is built, in
 * the tenant's time zone); undefined for a new car, which the used-vehicle warranty does not
 * concern (unless the feed states one for it). `table` is the rules table (tests pass one
 * with a row confirmed, to prove it before it is relied on).
 */
export function statutoryWarranty(
  facts: WarrantyFacts,
  today: string,
  table: Readonly<Record<AuState, StateWarrantyRules>> = STATUTORY_WARRANTY_RULES,
): StatutoryWarranty | undefined {
  if (facts.override) return facts.override;
  if (facts.carType === 'new') return undefined;
  const state = auState(facts.state);
  if (!state) return unknown('state-unknown');
  const rules = table[state];
  if (rules.rows.length === 0) return unknown('rules-unconfirmed');
  const rows = rules.rows.filter((row) => row.vehicles.includes(facts.vehicle));
  if (rows.length === 0) return unknown('vehicle-kind-unknown');

  const [oldest, youngest] = ageDates(facts, rules.ageFrom, today);
  // Every limit only takes a warranty away, so the car's best and worst cases bound its answer.
  const best = firstRow(
    rows,
    { ageDate: youngest, km: facts.km ?? 0, price: facts.price ?? Infinity },
    today,
  );
  const worst = firstRow(rows, { ageDate: oldest, km: facts.km ?? Infinity, price: facts.price ?? 0 }, today);
  if (!isConfirmed(best, rows) || !isConfirmed(worst, rows)) return unknown('rules-unconfirmed');
  // Sold without a warranty even at its best: nothing unknown can change that.
  if (!best || best.gives === 'none') return { kind: 'none' };

  if (facts.carType === 'demo' && !rules.demoIsUsed) return unknown('demo-unconfirmed');
  if (rules.excludesCommercial && isPossiblyCommercial(facts)) return unknown('possibly-commercial');
  // FEED-09: no warranty claim on a car whose km the feed does not know.
  if (facts.km === undefined) return unknown('odometer-unknown');
  if (best !== worst) {
    const atLowestPrice = firstRow(rows, { ageDate: youngest, km: facts.km, price: 0 }, today);
    return unknown(
      facts.price === undefined && atLowestPrice !== best ? 'price-unknown' : 'build-date-uncertain',
    );
  }
  return { kind: 'warranty', ...best.gives };
}

/** How the vehicle and print pages name the warranty: "Statutory warranty: 3 months or 5,000 km". */
export const STATUTORY_WARRANTY_LABEL = 'Statutory warranty';

/** "3 months or 5,000 km", "1 month or 1,000 km": whichever comes first. */
export function warrantyPeriodText(period: Pick<WarrantyPeriod, 'months' | 'km'>): string {
  return `${period.months} ${period.months === 1 ? 'month' : 'months'} or ${formatNumber(period.km)} km`;
}

/** The line the vehicle and print pages show. */
export function statutoryWarrantyText(warranty: StatutoryWarranty): string {
  switch (warranty.kind) {
    case 'warranty':
      return `${STATUTORY_WARRANTY_LABEL}: ${warrantyPeriodText(warranty)}`;
    case 'none':
      return 'Sold without statutory warranty';
    case 'unknown':
      return 'Ask us about statutory warranty';
  }
}

/**
 * The facts of a published car: its selling location's state (the dealership or feed place
 * it stands at, else the feed's state), the feed's year and build date, and `price`, the cash
 * price the page shows (undefined when it shows none).
 */
export function carWarrantyFacts(
  car: Pick<
    Car,
    | 'location'
    | 'state'
    | 'car_type'
    | 'item_type'
    | 'simple_body'
    | 'bodyconfiguration'
    | 'seats'
    | 'year'
    | 'build_date'
    | 'km'
    | 'statutory_warranty'
  >,
  price: number | undefined,
): WarrantyFacts {
  return {
    state: sellingState(car),
    carType: car.car_type,
    vehicle: car.item_type,
    body: car.simple_body ?? car.bodyconfiguration,
    seats: car.seats,
    year: car.year,
    buildDate: car.build_date,
    km: car.km,
    price: price !== undefined && price > 0 ? price : undefined,
    override: car.statutory_warranty,
  };
}

/**
 * The statutory warranty a car's page, printout, PDF and ads state (COMP-03): only for a car
 * on sale (available, not at a weekly subscription price), for the price shown, on `today`.
 */
export function advertisedStatutoryWarranty(
  car: Parameters<typeof carWarrantyFacts>[0] & Pick<Car, 'status'>,
  display: PriceDisplay,
  today: string,
): StatutoryWarranty | undefined {
  if (!isAvailable(car) || display.kind === 'subscription') return undefined;
  return statutoryWarranty(
    carWarrantyFacts(car, display.kind === 'price' ? display.amount : undefined),
    today,
  );
}

/**
 * The state of a car's selling location: the dealership or feed place it stands at, else the
 * feed's own state. Its state's laws decide the warranty (COMP-03) and the charges (COMP-06).
 */
export function sellingState(car: Pick<Car, 'location' | 'state'>): string | undefined {
  return car.location?.address.state ?? car.state;
}

function unknown(reason: UnknownWarrantyReason): StatutoryWarranty {
  return { kind: 'unknown', reason };
}

function auState(value: string | undefined): AuState | undefined {
  const state = value?.trim().toUpperCase();
  return AU_STATES.find((known) => known === state);
}

function isPossiblyCommercial(facts: Pick<WarrantyFacts, 'body' | 'seats'>): boolean {
  return (facts.body !== undefined && COMMERCIAL_BODY.test(facts.body)) || (facts.seats ?? 0) > BUS_SEATS;
}

/**
 * The earliest and latest day the car's age may be counted from: its build date, else any
 * day of its build year; in a state counting from first registration, any day from then on
 * up to today (the feed has no first-registration date).
 */
function ageDates(
  facts: Pick<WarrantyFacts, 'year' | 'buildDate'>,
  ageFrom: 'build' | 'first-registration',
  today: string,
): [oldest: string, youngest: string] {
  const built = facts.buildDate?.slice(0, 10);
  const year = String(facts.year).padStart(4, '0');
  const earliest = built ?? `${year}-01-01`;
  const latest = built ?? `${year}-12-31`;
  return [earliest, ageFrom === 'first-registration' ? (today > latest ? today : latest) : latest];
}

interface RowFacts {
  ageDate: string;
  km: number;
  price: number;
}

/** The first row whose limits all hold; undefined when none does (sold without a warranty). */
function firstRow(rows: readonly WarrantyRow[], facts: RowFacts, today: string): WarrantyRow | undefined {
  return rows.find(
    (row) =>
      withinAge(facts.ageDate, row.age, today) &&
      within(facts.km, row.odometer) &&
      atLeastPrice(facts.price, row.price),
  );
}

/** A row's answer is as confirmed as the row; "none" as confirmed as all the rows it falls past. */
function isConfirmed(row: WarrantyRow | undefined, rows: readonly WarrantyRow[]): boolean {
  return row ? row.confirmed : rows.every((candidate) => candidate.confirmed);
}

function within(value: number, limit: Limit | undefined): boolean {
  if (!limit) return true;
  return 'below' in limit ? value < limit.below : value <= limit.atMost;
}

function atLeastPrice(price: number, limit: PriceLimit | undefined): boolean {
  if (!limit) return true;
  return 'from' in limit ? price >= limit.from : price > limit.above;
}

/** Age as a duration: "below 10" is on a day before the tenth anniversary, "at most 10" on or before it. */
function withinAge(ageDate: string, limit: Limit | undefined, today: string): boolean {
  if (!limit) return true;
  const years = 'below' in limit ? limit.below : limit.atMost;
  const anniversary = addYears(ageDate, years);
  return 'below' in limit ? today < anniversary : today <= anniversary;
}

/** 'YYYY-MM-DD' plus whole years; 29 February becomes 1 March in a common year. */
function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}
