/**
 * The estimated drive-away price (COMP-06): the price, plus the state's motor vehicle duty,
 * 12 months' registration and the compulsory third-party cover, plus the dealer's own
 * delivery charge when the dealer sets one; with each line, its date and its source. Each
 * charge is rounded to whole dollars and the total is their sum, so the breakdown adds up.
 *
 * A fact the feed does not give (new or used for a demonstrator, the fuel, the cylinders) is
 * tried every way it could be: when the answer is the same, it did not matter; when it is not,
 * there is no estimate and the reason names what is missing. So are a state with no table, a
 * price beyond a table and a table not confirmed: never a guessed number. Pure.
 */
import { AU_STATES, type AuState } from '../../model/location.ts';
import { formatDollars, listInWords, MONTH_NAMES } from '../format.ts';
import { dutyFigure } from './duty.ts';
import { GOVERNMENT_CHARGES } from './tables.ts';
import type { ChargeCase, DutyGap, Powertrain, StateCharges, VehicleCondition, VehicleUse } from './types.ts';

/** What the feed says of a car; undefined where it says nothing. */
export interface ChargeFacts {
  /** The selling location's state or territory, as the feed or location has it ('NSW'). */
  state: string | undefined;
  /** The price in dollars that excludes government charges; undefined for none. */
  price: number | undefined;
  condition: VehicleCondition | undefined;
  use: VehicleUse;
  powertrain: Powertrain | undefined;
  cylinders: number | undefined;
}

export interface DriveAwayOptions {
  /** The dealer's fixed delivery / pre-delivery charge in dollars, when the dealer sets one. */
  dealerCharge?: number | undefined;
}

export type ChargeKind = 'duty' | 'registration' | 'ctp' | 'dealer';

export interface ChargeLine {
  kind: ChargeKind;
  label: string;
  /** Whole dollars; undefined when the state counts it inside the registration figure. */
  amount: number | undefined;
  /** The day the figure is in force from ('YYYY-MM-DD') and its government page; not for the dealer's charge. */
  effective?: string | undefined;
  source?: string | undefined;
  /** What the real figure depends on, for a typical 12-month figure. */
  dependsOn?: string | undefined;
  paidWithRegistration?: boolean | undefined;
}

export type CannotEstimateReason =
  | 'no-price'
  /** Caravans and motorcycles: the tables are for cars. */
  | 'vehicle-kind-unsupported'
  | 'state-unknown'
  | 'table-unconfirmed'
  | 'price-outside-table'
  | 'needs-detail'
  | DutyGap;

/** A fact the feed may not give, named as the shopper reads it. */
export type MissingDetail = 'condition' | 'powertrain' | 'cylinders';

export type DriveAwayEstimate =
  | {
      kind: 'estimate';
      state: AuState;
      stateName: string;
      price: number;
      lines: ChargeLine[];
      /** The charges' sum in whole dollars. */
      charges: number;
      total: number;
    }
  | {
      kind: 'cannot-estimate';
      state: AuState | undefined;
      reason: CannotEstimateReason;
      /** Why, in a sentence for the shopper. */
      message: string;
      missing?: MissingDetail[] | undefined;
    };

const CONDITIONS: readonly VehicleCondition[] = ['new', 'used'];
const POWERTRAINS: readonly Powertrain[] = ['electric', 'hybrid', 'combustion'];
/** Engine sizes that span every cylinder band a state charges by. */
const CYLINDERS: readonly number[] = [3, 4, 6, 8, 12];

const DETAIL_WORDS: Readonly<Record<MissingDetail, string>> = {
  condition: 'whether it is registered as new or used',
  powertrain: 'its fuel type',
  cylinders: 'its number of cylinders',
};

/** 'NSW' from ' nsw '; undefined for anything that is not a state or territory. */
export function auStateOf(value: string | undefined): AuState | undefined {
  const state = value?.trim().toUpperCase();
  return AU_STATES.find((known) => known === state);
}

export function estimateDriveAway(
  facts: ChargeFacts,
  options: DriveAwayOptions = {},
  tables: Readonly<Record<AuState, StateCharges>> = GOVERNMENT_CHARGES,
): DriveAwayEstimate {
  const state = auStateOf(facts.state);
  if (facts.price === undefined || !(facts.price > 0))
    return cannot(state, 'no-price', 'This car has no price to estimate government charges from.');
  if (!state)
    return cannot(
      undefined,
      'state-unknown',
      "This car's selling location is not in an Australian state or territory, so its government charges cannot be estimated.",
    );
  const charges = tables[state];
  if (!charges.duty.confirmed)
    return cannot(
      state,
      'table-unconfirmed',
      `${state} duty rates changed on ${dayText(charges.duty.effective)} and this site's table has not been checked against them yet.`,
    );
  const dealerCharge = options.dealerCharge && options.dealerCharge > 0 ? options.dealerCharge : 0;
  const price = facts.price;
  const outcomes = cases(facts, price + dealerCharge).map((one) => ({
    one,
    outcome: outcomeOf(charges, one),
  }));
  const first = outcomes[0]!.outcome;
  if (outcomes.every(({ outcome }) => sameOutcome(outcome, first))) {
    if (first.kind === 'gap') return cannot(state, first.gap, gapMessage(charges, first.gap));
    if (first.kind === 'outside')
      return cannot(
        state,
        'price-outside-table',
        `The ${state} duty table here covers a car like this up to ${formatDollars(first.upTo)}, and this one is priced above it.`,
      );
    const lines: ChargeLine[] = [...first.lines];
    if (dealerCharge > 0)
      lines.push({ kind: 'dealer', label: 'Dealer delivery', amount: wholeDollars(dealerCharge) });
    const sum = lines.reduce((total, line) => total + (line.amount ?? 0), 0);
    return {
      kind: 'estimate',
      state,
      stateName: charges.name,
      price,
      lines,
      charges: sum,
      total: wholeDollars(price) + sum,
    };
  }
  const missing = missingDetails(facts, outcomes);
  return cannot(
    state,
    'needs-detail',
    `The ${state} charges on this car depend on ${listInWords(missing.map((detail) => DETAIL_WORDS[detail]))}, which this listing does not give.`,
    missing,
  );
}

/** Dollars (cents allowed) to whole dollars, half up, through whole cents so 423.5 stays 423.5. */
function wholeDollars(dollars: number): number {
  return Math.round(Math.round(dollars * 100) / 100);
}

type Outcome =
  | { kind: 'lines'; lines: ChargeLine[] }
  | { kind: 'gap'; gap: DutyGap }
  | { kind: 'outside'; upTo: number };

function outcomeOf(charges: StateCharges, one: ChargeCase): Outcome {
  const duty = dutyFigure(charges.duty.rule(one), one.value);
  if (duty.kind !== 'duty') return duty;
  const { registration, ctp } = charges;
  return {
    kind: 'lines',
    lines: [
      {
        kind: 'duty',
        label: duty.name,
        amount: Math.round(duty.cents / 100),
        effective: charges.duty.effective,
        source: charges.duty.source,
      },
      {
        kind: 'registration',
        label: `${registration.label}, 12 months`,
        amount: wholeDollars(registration.amount(one)),
        effective: registration.effective,
        source: registration.source,
        dependsOn: registration.dependsOn,
      },
      {
        kind: 'ctp',
        label: `${ctp.label}, 12 months`,
        amount: ctp.includedInRegistration ? undefined : wholeDollars(ctp.amount(one)),
        effective: ctp.effective,
        source: ctp.source,
        dependsOn: ctp.dependsOn,
        paidWithRegistration: ctp.paidWithRegistration,
      },
    ],
  };
}

/** Every case the facts allow: each unknown fact takes each value it could have. */
function cases(facts: ChargeFacts, value: number): ChargeCase[] {
  const all: ChargeCase[] = [];
  for (const condition of facts.condition ? [facts.condition] : CONDITIONS)
    for (const powertrain of facts.powertrain ? [facts.powertrain] : POWERTRAINS)
      for (const cylinders of powertrain === 'electric'
        ? [0]
        : facts.cylinders !== undefined
          ? [facts.cylinders]
          : CYLINDERS)
        all.push({ value, condition, use: facts.use, powertrain, cylinders });
  return all;
}

/** The unknown facts whose value changes the answer, in the order the shopper reads them. */
function missingDetails(
  facts: ChargeFacts,
  outcomes: readonly { one: ChargeCase; outcome: Outcome }[],
): MissingDetail[] {
  const unknown: MissingDetail[] = [];
  if (!facts.condition) unknown.push('condition');
  if (!facts.powertrain) unknown.push('powertrain');
  if (facts.cylinders === undefined) unknown.push('cylinders');
  const matters = unknown.filter((detail) =>
    outcomes.some((a) =>
      outcomes.some((b) => differsOnlyIn(a.one, b.one, detail) && !sameOutcome(a.outcome, b.outcome)),
    ),
  );
  return matters.length > 0 ? matters : unknown;
}

const KEY: Readonly<Record<MissingDetail, keyof ChargeCase>> = {
  condition: 'condition',
  powertrain: 'powertrain',
  cylinders: 'cylinders',
};

function differsOnlyIn(a: ChargeCase, b: ChargeCase, detail: MissingDetail): boolean {
  return (Object.keys(KEY) as MissingDetail[]).every((other) =>
    other === detail ? a[KEY[other]] !== b[KEY[other]] : a[KEY[other]] === b[KEY[other]],
  );
}

function sameOutcome(a: Outcome, b: Outcome): boolean {
  if (a.kind === 'gap') return b.kind === 'gap' && a.gap === b.gap;
  if (a.kind === 'outside') return b.kind === 'outside' && a.upTo === b.upTo;
  return (
    b.kind === 'lines' &&
    a.lines.length === b.lines.length &&
    a.lines.every(
      (line, index) => line.amount === b.lines[index]?.amount && line.label === b.lines[index]?.label,
    )
  );
}

function gapMessage(charges: StateCharges, gap: DutyGap): string {
  return gap === 'emissions-unknown'
    ? `The ${charges.state} duty on this car depends on its CO2 emissions, which this listing does not give.`
    : `The ${charges.state} duty on this car depends on whether its body counts as a passenger vehicle, which this site's table does not settle.`;
}

export function cannot(
  state: AuState | undefined,
  reason: CannotEstimateReason,
  message: string,
  missing?: MissingDetail[],
): DriveAwayEstimate {
  return { kind: 'cannot-estimate', state, reason, message, ...(missing ? { missing } : {}) };
}

/** '1 September 2025' from '2025-09-01'. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}
