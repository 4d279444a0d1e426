/**
 * The demo vehicle register behind the offline valuation adapter (API-06): Australian
 * registrations with state, VIN, engine number, registration expiry, build and compliance
 * month/year, and the RedBook-style vehicle description(s) the VIN decodes to. Where a VIN
 * decodes to more than one variant, `vehicles` lists them all and the shopper chooses
 * (the Vehicle Selection step, LEAD-11). Deterministic: the same rego always answers the same.
 *
 * newPrice is the new (list) price of that variant in dollars, the start of the depreciation
 * curve in src/domain/valuation.ts. The data is made up; no real person's registration.
 *
 * The rows are data, kept in valuation-register.json beside this file; this module gives
 * them their type. A JSON module import works both under Vite (tests, Astro) and in Node's
 * own TypeScript runtime (scripts/serve.ts).
 */
import type { AuState } from '../../model/location.ts';
import rows from './valuation-register.json' with { type: 'json' };

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
  newPrice: number;
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

export const VALUATION_REGISTER: readonly RegisterEntry[] = rows as RegisterEntry[];
