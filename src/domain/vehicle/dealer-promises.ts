/**
 * The promises a page may make about buying a car from this dealer (VDP-07, VDP-14, COMP-05):
 * only those the tenant states in `vehicle.promises`, and only on the cars they cover (used cars
 * for the money-back guarantee and roadside assist, cars the feed marks certified for the
 * certified programme). A reserve deposit is called refundable only when there is one. Pure.
 */
import type { TenantSettings } from '../../config/schema.ts';

export type DealerPromises = TenantSettings['vehicle']['promises'];

/** What a tenant that states no promise has. */
export const NO_PROMISES: DealerPromises = { moneyBackGuarantee: false, roadsideAssistMonths: 0 };

export const MONEY_BACK_TITLE = '48-Hour Money-Back Guarantee';

function months(count: number): string {
  return `${count} ${count === 1 ? 'month' : 'months'}`;
}

/** The reserve button's pre-owned lines: '48-hour money-back guarantee', '12 months roadside assist'. */
export function preOwnedPromises(promises: DealerPromises): string[] {
  return [
    ...(promises.moneyBackGuarantee ? ['48-hour money-back guarantee'] : []),
    ...(promises.roadsideAssistMonths > 0
      ? [`${months(promises.roadsideAssistMonths)} roadside assist`]
      : []),
  ];
}

export type WhyBuyId =
  | 'money-back'
  | 'roadside'
  | 'certified'
  | 'warranty'
  | 'reserve'
  | 'trade-in'
  | 'finance';

export interface WhyBuyValue {
  id: WhyBuyId;
  title: string;
  text: string;
}

export interface WhyBuyInput {
  carType: 'new' | 'demo' | 'used';
  certified: boolean;
  /** When the car can be reserved: its deposit in dollars (0: none) and the hours it is held. */
  reserve: { deposit: number; holdHours: number } | undefined;
  tradeIn: boolean;
  finance: boolean;
  promises: DealerPromises;
}

/** The 'Why Buy From Us' values of one car: only what the tenant states and the car qualifies for. */
export function whyBuyValues(input: WhyBuyInput): WhyBuyValue[] {
  const { promises } = input;
  const values: WhyBuyValue[] = [];
  if (input.carType === 'used') {
    if (promises.moneyBackGuarantee)
      values.push({
        id: 'money-back',
        title: MONEY_BACK_TITLE,
        text: 'Change your mind within 2 days of delivery for a full refund. Conditions apply.',
      });
    if (promises.roadsideAssistMonths > 0) {
      const period = months(promises.roadsideAssistMonths);
      values.push({
        id: 'roadside',
        title: `${period.replace(/^\d+ \w/, (head) => head.toUpperCase())} Roadside Assist`,
        text: `Roadside assistance for the first ${promises.roadsideAssistMonths === 12 ? 'year' : period}.`,
      });
    }
    const programme = promises.certifiedProgramme;
    const parts = [
      programme?.inspectionPoints && `${programme.inspectionPoints}-point inspection`,
      programme?.extraWarrantyYears && `an extra ${programme.extraWarrantyYears}-year warranty`,
    ].filter((part): part is string => Boolean(part));
    if (input.certified && parts.length > 0)
      values.push({
        id: 'certified',
        title: 'Certified Pre-Owned',
        text: `${capitalise(parts.join(' and '))}.`,
      });
  } else {
    values.push({
      id: 'warranty',
      title: 'Manufacturer Warranty',
      text:
        input.carType === 'demo'
          ? "The balance of the manufacturer's new-vehicle warranty; ask us for its terms."
          : "The manufacturer's new-vehicle warranty; ask us for its terms.",
    });
  }
  if (input.reserve)
    values.push({
      id: 'reserve',
      title: 'Reserve Online',
      text:
        input.reserve.deposit > 0
          ? `Hold it for ${input.reserve.holdHours} hours with a fully refundable deposit.`
          : `Hold it for ${input.reserve.holdHours} hours.`,
    });
  if (input.tradeIn)
    values.push({
      id: 'trade-in',
      title: 'Trade-Ins Welcome',
      text: 'Get a valuation on your current vehicle.',
    });
  if (input.finance)
    values.push({ id: 'finance', title: 'Finance Available', text: 'Pre-approval with no obligation.' });
  return values;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
