/**
 * The terms of the 48-hour money-back guarantee (spec-2 §9, VDP-14), on the reserve page of a
 * used car when the tenant gives the guarantee (`vehicle.promises.moneyBackGuarantee`, COMP-05).
 */
export const MONEY_BACK_TERMS = [
  'A full refund when you return the car within 2 consecutive days of delivery, by 5pm on the next day.',
  'Not available when the car has been driven more than 300 km since delivery, has been damaged or in an accident, or when the finance payout is not enough.',
  'Limited to 2 cars per customer in any 12 months.',
] as const;

/**
 * A car the feed marks reserved, on its own page: cards tag it Reserved (CARD-01) and the
 * page offers no Reserve button, so the page says why, and that asking is still worthwhile.
 */
export function reservedNotice(noun: string): string {
  const thing = noun.toLowerCase();
  return `Reserved: another buyer is holding this ${thing}. You can still enquire: if their purchase does not go ahead, we can let you know.`;
}
