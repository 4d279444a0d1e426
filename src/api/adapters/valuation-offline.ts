/**
 * The offline valuation adapter (API-06), the default without VALUATION_API_URL: plates are
 * looked up in the demo register (made-up plates, labelled as demo data), and the offer is the
 * dealer's own, from its market references and rules (src/domain/valuation.ts). A car the
 * dealer has no reference for gets no number: the buying team calls.
 */
import { normaliseRego } from '../../domain/leads/rego.ts';
import { valueWithDealerRules } from '../../domain/valuation.ts';
import {
  DEMO_VEHICLE_REGISTER,
  type RegisterEntry,
  type RegisterVehicle,
} from './valuation-demo-register.ts';
import { describeVehicle, type ValuationAdapter, type VehicleRecord } from './valuation.ts';

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
  };
}

export function offlineValuation(
  register: readonly RegisterEntry[] = DEMO_VEHICLE_REGISTER,
): ValuationAdapter {
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
    async value(vehicle, details, context) {
      return valueWithDealerRules(
        {
          make: vehicle.Make,
          model: vehicle.Model,
          variant: vehicle.Variant,
          year: vehicle.Year,
          buildYear: vehicle.BuildYr,
          buildMonth: vehicle.BuildMth,
        },
        details,
        context.rules,
        context.now,
      );
    },
  };
}
