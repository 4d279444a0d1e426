/**
 * The shapes of the government charges tables (COMP-06): motor vehicle duty (stamp duty), a
 * typical 12 months' light-vehicle registration, and the compulsory third-party (CTP) cover,
 * per state and territory, each dated and with the government page it comes from.
 */
import type { AuState } from '../../model/location.ts';

/** New: first registered by the buyer. Used: a registration transferred (a dealer's demo may be either). */
export type VehicleCondition = 'new' | 'used';
/** Commercial: built mainly to carry goods (ute, van, cab chassis), as the states class them. */
export type VehicleUse = 'passenger' | 'commercial';
export type Powertrain = 'electric' | 'hybrid' | 'combustion';

/** What the charges depend on, every fact known: one case of a car. */
export interface ChargeCase {
  /** Dutiable value in dollars: the price plus the dealer's delivery charge (duty is on both). */
  value: number;
  condition: VehicleCondition;
  use: VehicleUse;
  powertrain: Powertrain;
  /** Engine cylinders; 0 for an electric car. */
  cylinders: number;
}

/**
 * One bracket of a duty scale. Duty = base + rate for every `per` dollars, or part, of the
 * value (the whole value, or only the part above `over`).
 */
export interface DutyBracket {
  /** The bracket holds dutiable values up to and including this; absent on the top bracket. */
  upTo?: number;
  base: number;
  /** Dollars per `per` dollars (or part) of the value it applies to. */
  rate: number;
  /** The rate applies to the value above this; absent: to the whole value. */
  over?: number;
}

export interface DutyScale {
  per: 100 | 200;
  /** Ascending by upTo. A scale whose last bracket has an upTo does not cover values above it. */
  brackets: readonly DutyBracket[];
  /** The least duty payable (SA $5, TAS $20). */
  minimum?: number;
}

/** Why a state's rule gives no figure for a case; the estimate then says so instead of guessing. */
export type DutyGap =
  /** The rate depends on the car's CO2 emissions, which the feed does not give. */
  | 'emissions-unknown'
  /** Whether the state counts this body as a passenger vehicle above a threshold is not settled here. */
  | 'passenger-class-unconfirmed';

export type DutyRule =
  | { kind: 'scale'; scale: DutyScale; name: string }
  /** WA: 2.75% to $25,000, R% of the whole value to $50,000, 6.5% above (Duties Act 2008 s 236). */
  | { kind: 'wa-sliding'; name: string }
  /** A concession that removes the duty up to a value; above it the table says nothing. */
  | { kind: 'exempt'; upTo: number; name: string }
  | { kind: 'gap'; gap: DutyGap };

/** A dated source: the day its figures take effect and the government page they come from. */
export interface Dated {
  /** 'YYYY-MM-DD'. */
  effective: string;
  source: string;
}

export interface DutyTable extends Dated {
  /**
   * Whether the rates were checked against the source for this period. An unconfirmed table
   * gives no estimate at all (tests pass a confirmed copy to prove the arithmetic).
   */
  confirmed: boolean;
  rule(facts: ChargeCase): DutyRule;
}

/** A typical 12-month figure for a private vehicle; the real one depends on `dependsOn`. */
export interface FeeTable extends Dated {
  label: string;
  /** What the real figure depends on, said in the breakdown ("tare weight", "where it is garaged"). */
  dependsOn: string;
  /** Paid together with the registration (VIC TAC, QLD, SA, WA, TAS MAIB, ACT, NT MAC). */
  paidWithRegistration?: boolean;
  /** The state publishes one figure with it inside the registration's (SA, TAS): no amount of its own. */
  includedInRegistration?: boolean;
  /** Dollars (cents allowed). */
  amount(facts: ChargeCase): number;
}

export interface StateCharges {
  state: AuState;
  name: string;
  duty: DutyTable;
  registration: FeeTable;
  ctp: FeeTable;
}
