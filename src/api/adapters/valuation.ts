/**
 * Trade-in valuation (the eval-expert calls, LEAD-11…LEAD-14) behind an adapter (API-06).
 * The offline default looks registrations up in a local demo register
 * (valuation-register.ts) and values the vehicle with the estimate in src/domain/valuation.ts
 * (new price, age, km against 15,000 km a year, condition), always labelled as an estimate.
 * A real vehicle-data/valuation service plugs in behind the same interface.
 */
import { normaliseRego } from '../../domain/leads/rego.ts';
import { type Condition, type VehicleValuation, valueVehicle } from '../../domain/valuation.ts';
import type { AuState } from '../../model/location.ts';
import { type RegisterEntry, type RegisterVehicle, VALUATION_REGISTER } from './valuation-register.ts';

/**
 * One identified vehicle: the fields of the eval-expert answers (spec-2 §7) plus what the
 * estimate needs. The variant fields (make to new price) are the register's own.
 */
export interface VehicleRecord extends RegisterVehicle {
  VIN: string;
  EngineNo: string;
  Registration: string;
  RegoState: AuState;
  RegExpiry: string;
  CompMth: number;
  CompYr: number;
  BuildMth: number;
  BuildYr: number;
  Colour: string;
  Description: string;
}

export type RegoLookup =
  /** The VIN decodes to one vehicle. */
  | { kind: 'match'; vehicle: VehicleRecord }
  /** The VIN decodes to several variants; the shopper chooses one by its Description. */
  | { kind: 'choose'; vin: string; descriptions: string[] };

export interface TradeInDetails {
  km: number;
  condition?: Condition | undefined;
}

export interface ValuationAdapter {
  readonly kind: 'offline';
  /** Registration and state to vehicle(s); undefined when the register has no such plate. */
  lookupRego(rego: string, state: AuState): Promise<RegoLookup | undefined>;
  /** The shopper's choice among a VIN's descriptions; undefined when it is not one of them. */
  chooseDescription(vin: string, description: string): Promise<VehicleRecord | undefined>;
  /** The estimate for a vehicle with this odometer reading and condition. */
  value(vehicle: VehicleRecord, details: TradeInDetails, now: Date): Promise<VehicleValuation>;
}

/** RedBook-style one-line description, e.g. "2019 Toyota Corolla Ascent Sport MZEA12R Hatchback Continuous Variable". */
export function describeVehicle(vehicle: RegisterVehicle): string {
  return `${vehicle.Year} ${vehicle.Make} ${vehicle.Model} ${vehicle.Variant} ${vehicle.Series} ${vehicle.Body} ${vehicle.Transmission}`;
}

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

export function vehicleRecord(entry: RegisterEntry, vehicle: RegisterVehicle): VehicleRecord {
  return {
    VIN: entry.vin,
    EngineNo: entry.engineNo,
    Registration: entry.rego,
    RegoState: entry.state,
    RegExpiry: entry.regExpiry,
    Make: vehicle.Make,
    Model: vehicle.Model,
    Variant: vehicle.Variant,
    Series: vehicle.Series,
    Year: vehicle.Year,
    Body: vehicle.Body,
    Transmission: vehicle.Transmission,
    Cylinders: vehicle.Cylinders,
    CompMth: entry.compMth,
    CompYr: entry.compYr,
    BuildMth: entry.buildMth,
    BuildYr: entry.buildYr,
    Colour: entry.colour,
    redbookCode: vehicle.redbookCode,
    Description: describeVehicle(vehicle),
    newPrice: vehicle.newPrice,
  };
}

export function offlineValuation(register: readonly RegisterEntry[] = VALUATION_REGISTER): ValuationAdapter {
  const byPlate = new Map(register.map((entry) => [`${entry.state}:${normaliseRego(entry.rego)}`, entry]));
  const byVin = new Map(register.map((entry) => [entry.vin, entry]));
  return {
    kind: 'offline',
    async lookupRego(rego, state) {
      const entry = byPlate.get(`${state}:${normaliseRego(rego)}`);
      if (!entry) return undefined;
      if (entry.vehicles.length === 1)
        return { kind: 'match', vehicle: vehicleRecord(entry, entry.vehicles[0]!) };
      return { kind: 'choose', vin: entry.vin, descriptions: entry.vehicles.map(describeVehicle) };
    },
    async chooseDescription(vin, description) {
      const entry = byVin.get(vin.trim().toUpperCase());
      const vehicle = entry?.vehicles.find((candidate) => sameText(describeVehicle(candidate), description));
      return entry && vehicle ? vehicleRecord(entry, vehicle) : undefined;
    },
    async value(vehicle, details, now) {
      return valueVehicle({
        newPrice: vehicle.newPrice,
        buildYear: vehicle.BuildYr,
        buildMonth: vehicle.BuildMth,
        km: details.km,
        condition: details.condition,
        now,
      });
    },
  };
}
