/**
 * DEMO DATA: the made-up vehicle register the offline valuation adapter looks plates up in
 * (API-06), so the demo tenants' wizards can be walked end to end without a vehicle-data
 * service. Australian-style registrations with state, VIN, engine number, registration expiry,
 * build and compliance month/year, and the RedBook-style description(s) the VIN decodes to;
 * where a VIN decodes to more than one variant, `vehicles` lists them all and the shopper
 * chooses (the Vehicle Selection step, LEAD-11). No real person's registration, and no prices:
 * an offer comes only from the dealer's own market references (valuation-references.json). A
 * live site identifies real plates through the provider (VALUATION_API_URL, valuation-http.ts).
 *
 * The rows are data, kept in valuation-demo-register.json beside this file; this module gives
 * them their type. A JSON module import works both under Vite (tests, Astro) and in Node's
 * own TypeScript runtime (scripts/serve.ts).
 */
import type { AuState } from '../../model/location.ts';
import rows from './valuation-demo-register.json' with { type: 'json' };

export interface RegisterVehicle {
  Make: string;
  Model: string;
  Variant: string;
  Series: string;
  /** Model year. */
  Year: number;
  Body: string;
  Transmission: string;
  Cylinders: number;
  redbookCode: string;
}

export interface RegisterEntry {
  rego: string;
  state: AuState;
  vin: string;
  engineNo: string;
  /** YYYY-MM-DD */
  regExpiry: string;
  buildMth: number;
  buildYr: number;
  compMth: number;
  compYr: number;
  colour: string;
  /** One vehicle: an exact match. Several: the VIN decodes to several variants to choose from. */
  vehicles: readonly RegisterVehicle[];
}

export const DEMO_VEHICLE_REGISTER: readonly RegisterEntry[] = rows as RegisterEntry[];
