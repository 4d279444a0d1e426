/**
 * Trade-in valuation (the eval-expert calls, LEAD-11…LEAD-14) behind an adapter (API-06): the
 * plate → vehicle lookup, the shopper's choice among a VIN's variants, and the instant offer.
 * Two implementations: the valuation provider over HTTP when VALUATION_API_URL is set
 * (valuation-http.ts, the contract in docs/valuation-api.md), else the offline default
 * (valuation-offline.ts): plates of the demo register, and offers from the dealer's own
 * market references only.
 */
import type { Condition, VehicleValuation } from '../../domain/valuation.ts';
import type { AuState } from '../../model/location.ts';
import type { ValuationReferences } from '../../model/valuation-references.ts';
import type { RegisterVehicle } from './valuation-demo-register.ts';

/**
 * One identified vehicle: the fields of the eval-expert answers (spec-2 §7). ProviderEvalID is
 * the provider's own id for its valuation; the shopper only ever sees ours.
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
  ProviderEvalID?: string | undefined;
}

export type RegoLookup =
  /** The VIN decodes to one vehicle. */
  | { kind: 'match'; vehicle: VehicleRecord }
  /** The VIN decodes to several variants; the shopper chooses one by its Description. */
  | { kind: 'choose'; vin: string; descriptions: string[] };

export interface TradeInDetails {
  km: number;
  condition: Condition;
}

/** Who is asking: the tenant (the provider's dealer), its pricing rules and the time. */
export interface ValuationContext {
  tenant: string;
  rules: ValuationReferences | undefined;
  now: Date;
}

export interface ValuationAdapter {
  readonly kind: 'offline' | 'provider';
  /** Registration and state to vehicle(s); undefined when no vehicle has this plate. */
  lookupRego(rego: string, state: AuState, context: ValuationContext): Promise<RegoLookup | undefined>;
  /** The shopper's choice among a VIN's descriptions; undefined when it is not one of them. */
  chooseDescription(
    vin: string,
    description: string,
    context: ValuationContext,
  ): Promise<VehicleRecord | undefined>;
  /**
   * The instant offer for a vehicle within the dealer's limits, at this odometer reading and
   * condition: a number, or the buying team calls.
   */
  value(
    vehicle: VehicleRecord,
    details: TradeInDetails,
    context: ValuationContext,
  ): Promise<VehicleValuation>;
}

/** The provider could not be reached, timed out, or answered with an error or an unexpected shape. */
export class ValuationProviderError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ValuationProviderError';
    this.status = status;
  }
}

/** RedBook-style one-line description, e.g. "2019 Toyota Corolla Ascent Sport MZEA12R Hatchback Continuous Variable". */
export function describeVehicle(vehicle: RegisterVehicle): string {
  return `${vehicle.Year} ${vehicle.Make} ${vehicle.Model} ${vehicle.Variant} ${vehicle.Series} ${vehicle.Body} ${vehicle.Transmission}`;
}
