/**
 * The online purchase journey (DEAL-03, spec-1 §2 /checkout-journey?car_id=): the car and its
 * price, the shopper's trade-in (the instant offer is deducted), how they pay (in full, or
 * finance with a deposit and a term, repaid weekly), delivery (pick up, or delivered to a
 * postcode at the delivery calculator's estimate), and the summary with the total and the
 * balance. Pure: the browser shows these figures and the API works them out again from the
 * stock, the stored valuation and the tenant's settings before the dealer sees them.
 *
 * Money, in whole dollars:
 *   total     = price + the estimated government charges (COMP-06: duty, registration, CTP and the
 *               dealer's delivery charge, for a price that excludes them) + delivery fee (a place
 *               with no estimate adds nothing and says "we'll quote")
 *   balance   = total − trade-in offer, never below 0 (a larger offer is the surplus paid to the shopper)
 *   financed  = balance − deposit (finance only); the weekly repayment is the finance calculator's
 *               (FIN-04) at the tenant's rate and establishment fee, 'Enquire for Finance' at $25 or less (FIN-05)
 * The total is the drive-away total when the car's price is drive-away, the estimated drive-away
 * total when the charges could be estimated, and otherwise a total before government charges
 * that says why they are not in it.
 */
import type { DeliveryEstimate } from '../calculators/delivery.ts';
import { ENQUIRE_FOR_FINANCE, repaymentDisplay } from '../finance/calculator.ts';
import { formatDollars } from '../format.ts';
import { ASK_FOR_DRIVE_AWAY, chargeLineView } from '../government-charges/display.ts';

export const DEAL_STEPS = ['car', 'trade-in', 'payment', 'delivery', 'summary'] as const;
export type DealStep = (typeof DEAL_STEPS)[number];

export const DEAL_STEP_TITLES: Readonly<Record<DealStep, string>> = {
  car: 'Your Car',
  'trade-in': 'Trade-In',
  payment: 'Payment',
  delivery: 'Delivery',
  summary: 'Summary',
};

export const DEAL_TERM_YEARS = { min: 1, max: 7, step: 0.5, default: 5 } as const;

export type DealPayment = 'cash' | 'finance';
export type DealDelivery = 'pickup' | 'delivery';

/** What the shopper chooses. */
export interface DealChoices {
  payment: DealPayment;
  /** Finance: the shopper's own deposit, on top of any trade-in. */
  deposit: number;
  termYears: number;
  delivery: DealDelivery;
}

/**
 * The government charges of a deal whose price excludes them (COMP-06): the estimate's lines
 * (label, whole dollars; null when counted inside the registration) and their sum, or why
 * there is no estimate.
 */
export type DealCharges =
  | { kind: 'estimate'; state: string; lines: { label: string; amount: number | null }[]; sum: number }
  | { kind: 'none'; message: string };

/** What the deal is worked out from. */
export interface DealFacts {
  /** The car's advertised price, above 0. */
  price: number;
  /** Whether that price is drive-away (price_type 'Drive Away', or the tenant's setting). */
  driveAway: boolean;
  /** The estimated government charges; undefined for a drive-away price. */
  charges?: DealCharges | undefined;
  /** The instant offer for the shopper's car, when they trade one in. */
  tradeInOffer: number | undefined;
  /** Delivery: the estimate in dollars, null when the place has no estimate; undefined for pick-up. */
  deliveryFee: number | null | undefined;
  interestRate: number;
  establishmentFee: number;
}

export interface DealSummary {
  price: number;
  driveAway: boolean;
  /** Absent on a drive-away price (and on deals stored before COMP-06). */
  charges?: DealCharges | undefined;
  deliveryFee: number | null | undefined;
  total: number;
  tradeIn: number;
  balance: number;
  /** How much the trade-in is worth above the total; paid to the shopper. */
  tradeInSurplus: number;
  payment: DealPayment;
  deposit: number;
  financeAmount: number;
  termYears: number;
  interestRate: number;
  /** Weekly repayment; null = Enquire for Finance (FIN-05); undefined when paying in full. */
  weekly: number | null | undefined;
}

export function dealSummary(facts: DealFacts, choices: DealChoices): DealSummary {
  const deliveryFee = choices.delivery === 'pickup' ? undefined : facts.deliveryFee;
  const charges = facts.driveAway ? undefined : facts.charges;
  const total = facts.price + (charges?.kind === 'estimate' ? charges.sum : 0) + (deliveryFee ?? 0);
  const tradeIn = facts.tradeInOffer ?? 0;
  const balance = Math.max(0, total - tradeIn);
  const finance = choices.payment === 'finance';
  const deposit = finance ? Math.min(Math.max(0, Math.round(choices.deposit)), balance) : 0;
  const financeAmount = finance ? balance - deposit : 0;
  let weekly: number | null | undefined;
  if (finance && financeAmount > 0) {
    const display = repaymentDisplay(
      {
        purchasePrice: balance,
        deposit,
        termYears: choices.termYears,
        interestRate: facts.interestRate,
        frequency: 'weekly',
        residual: 0,
      },
      facts.establishmentFee,
    );
    weekly = display.kind === 'estimate' ? display.payment : null;
  }
  return {
    price: facts.price,
    driveAway: facts.driveAway,
    ...(charges ? { charges } : {}),
    deliveryFee,
    total,
    tradeIn,
    balance,
    tradeInSurplus: Math.max(0, tradeIn - total),
    payment: choices.payment,
    deposit,
    financeAmount,
    termYears: choices.termYears,
    interestRate: facts.interestRate,
    weekly,
  };
}

export interface DealChoiceError {
  field: 'deal_deposit' | 'deal_term_years' | 'deal_payment' | 'delivery_postcode';
  message: string;
}

/** What is wrong with the choices against this deal's balance; empty when they can be sent. */
export function dealChoiceErrors(choices: DealChoices, balance: number): DealChoiceError[] {
  const errors: DealChoiceError[] = [];
  if (choices.payment !== 'finance') return errors;
  if (balance <= 0)
    errors.push({
      field: 'deal_payment',
      message: 'Your trade-in covers the whole price: there is nothing left to finance. Choose Pay in full.',
    });
  if (!Number.isInteger(choices.deposit) || choices.deposit < 0 || choices.deposit >= balance)
    errors.push({
      field: 'deal_deposit',
      message: `Enter a deposit in whole dollars from $0 up to less than ${formatDollars(balance)}.`,
    });
  const { min, max, step } = DEAL_TERM_YEARS;
  if (!(choices.termYears >= min && choices.termYears <= max && Number.isInteger(choices.termYears / step)))
    errors.push({ field: 'deal_term_years', message: `Choose a loan term from ${min} to ${max} years.` });
  return errors;
}

/** The total's name: drive-away when the price is, estimated drive-away when the charges are estimated. */
export function dealTotalLabel(summary: Pick<DealSummary, 'driveAway' | 'charges'>): string {
  if (summary.driveAway) return 'Drive-away total';
  return summary.charges?.kind === 'estimate'
    ? 'Estimated drive-away total'
    : 'Total before government charges';
}

const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'}`;

/**
 * The deal as labelled lines, in order: what the shopper reads in the summary and the dealer in
 * the e-mail and the ADF. `delivery` names where it goes ("to 4000 Brisbane, Metro").
 */
export function dealLines(
  summary: DealSummary,
  delivery: { place?: string | undefined; pickupFrom?: string | undefined },
): [string, string][] {
  const lines: [string, string][] = [
    [
      summary.driveAway ? 'Car price (drive away)' : 'Car price (excl. government charges)',
      formatDollars(summary.price),
    ],
  ];
  const charges = summary.charges;
  if (charges?.kind === 'estimate')
    for (const line of charges.lines)
      lines.push([
        `${line.label} (${charges.state}, estimate)`,
        chargeLineView({ kind: 'duty', label: line.label, amount: line.amount ?? undefined }).value,
      ]);
  else if (charges?.kind === 'none')
    lines.push(['Government charges', `Not estimated. ${ASK_FOR_DRIVE_AWAY}`]);
  if (summary.deliveryFee === undefined)
    lines.push([`Pick up${delivery.pickupFrom ? ` from ${delivery.pickupFrom}` : ''}`, formatDollars(0)]);
  else if (summary.deliveryFee === null)
    lines.push([`Delivery${delivery.place ? ` to ${delivery.place}` : ''}`, 'We will quote you']);
  else
    lines.push([
      `Delivery${delivery.place ? ` to ${delivery.place}` : ''} (estimate)`,
      summary.deliveryFee === 0 ? 'Free' : formatDollars(summary.deliveryFee),
    ]);
  lines.push([dealTotalLabel(summary), formatDollars(summary.total)]);
  if (summary.tradeIn > 0) {
    lines.push(['Less your trade-in offer', `−${formatDollars(summary.tradeIn)}`]);
    if (summary.tradeInSurplus > 0)
      lines.push(['Your trade-in is worth more: we pay you', formatDollars(summary.tradeInSurplus)]);
  }
  lines.push(['Balance', formatDollars(summary.balance)]);
  if (summary.payment === 'cash') lines.push(['Payment', 'Pay in full']);
  else {
    lines.push(['Your deposit', formatDollars(summary.deposit)]);
    lines.push(['Amount to finance', formatDollars(summary.financeAmount)]);
    lines.push([
      `Weekly repayment (${years(summary.termYears)} at ${summary.interestRate}% p.a.)`,
      summary.weekly === null || summary.weekly === undefined
        ? ENQUIRE_FOR_FINANCE
        : `${formatDollars(summary.weekly)} a week`,
    ]);
  }
  return lines;
}

/** What the summary's note says of the government charges (COMP-06); nothing for a drive-away price. */
export function dealChargesNote(summary: Pick<DealSummary, 'charges'>): string | undefined {
  const charges = summary.charges;
  if (charges?.kind === 'estimate')
    return `the government charges are estimated from ${charges.state}'s published rates for 12 months' registration`;
  if (charges?.kind === 'none')
    return `government charges could not be estimated for this car and are not in the total: ${lowerFirst(charges.message)}`;
  return undefined;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');

/** Asked when the shopper moves on before checking the postcode they typed. */
export const CHECK_DELIVERY_FIRST = 'Check the delivery estimate for this postcode first.';

/**
 * What a delivery estimate brings to the deal: the fee (null: a real place no price covers,
 * quoted later) and the place in words ("2000 Sydney NSW, Sydney metro"); or, when the postcode
 * is not a place, the estimate's message.
 */
export function dealDelivery(
  estimate: DeliveryEstimate,
): { ok: true; fee: number | null; place: string } | { ok: false; message: string } {
  if (estimate.status === 'invalid' || estimate.status === 'not-found')
    return { ok: false, message: estimate.message };
  const where = `${estimate.place.postcode} ${estimate.place.locality} ${estimate.place.state}`;
  return estimate.status === 'quoted'
    ? { ok: true, fee: estimate.price, place: `${where}, ${estimate.regionName}` }
    : { ok: true, fee: null, place: where };
}
