/**
 * Entering the spin-to-win promotion (/spin-to-win, NAV-04). The API draws the prize with the
 * tenant's chances from a cryptographic random number (the browser only animates the wheel to the
 * answer), stores the entry once per e-mail and phone for the promotion id, and delivers it to
 * the dealer as a `promotion` lead naming the prize. Closed or switched-off promotions take none.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  entrantKeys,
  isOpen,
  prizeAt,
  SPIN_MESSAGES,
  type SpinEntry,
  totalChance,
} from '../../domain/promotions/spin-to-win.ts';
import { HttpError } from '../errors.ts';
import type { Store, StoredPromotionEntry } from '../store/types.ts';
import type { TenantData } from '../tenant-data.ts';
import { channelsFor } from './leads.ts';

export interface SpinAnswer {
  entry_id: string;
  prize_index: number;
  prize: string;
  message: string;
}

/** The fields of a promotion lead, made here and never accepted from a browser. */
export interface PromotionLeadFields {
  promotion_id: string;
  promotion_title: string;
  promotion_entry: string;
  promotion_prize: string;
}

function answerOf(entry: StoredPromotionEntry, dealer: string): SpinAnswer {
  return {
    entry_id: entry.id,
    prize_index: entry.prize_index,
    prize: entry.prize,
    message: `Your entry is in. ${dealer} will contact you to arrange your prize.`,
  };
}

export async function enterSpinToWin(
  store: Store,
  tenantSlug: string,
  tenant: TenantData,
  entry: Omit<SpinEntry, 'altcha' | 'terms_conditions'>,
  idempotencyKey: string | undefined,
  now: Date,
  /** A whole number from 0 up to (not including) `max`; cryptographic unless a test says otherwise. */
  draw: (max: number) => number = randomInt,
): Promise<SpinAnswer> {
  const { settings } = tenant.tenant;
  const promotion = settings.promotions.spinToWin;
  if (!promotion.enabled) throw new HttpError(404, SPIN_MESSAGES.notRunning);
  if (!isOpen(promotion.closes, now, settings.site.timezone)) throw new HttpError(410, SPIN_MESSAGES.closed);
  const prizeIndex = prizeAt(promotion.prizes, draw(totalChance(promotion.prizes)));
  const prize = promotion.prizes[prizeIndex]!.label;
  const result = await store.promotionEntries.enter({
    id: randomUUID(),
    tenant: tenantSlug,
    promotion: promotion.id,
    entrantKeys: entrantKeys(entry.email, entry.phone),
    prizeIndex,
    prize,
    contact: { ...entry },
    idempotencyKey,
    createdAt: now,
  });
  if (result.status === 'entered-before') throw new HttpError(409, SPIN_MESSAGES.enteredBefore);
  const stored = result.entry;
  const fields: PromotionLeadFields = {
    promotion_id: promotion.id,
    promotion_title: promotion.title,
    promotion_entry: stored.id,
    promotion_prize: stored.prize,
  };
  // Once per entry: a retry finds the lead by its key and adds nothing.
  await store.leads.insert({
    tenant: tenantSlug,
    kind: 'promotion',
    payload: {
      kind: 'promotion',
      category: 'Promotion',
      subcategory: promotion.title,
      ...stored.contact,
      opt_in: entry.opt_in === true,
      isLastStep: true,
      source: 'Website',
      ...fields,
    },
    idempotencyKey: `promotion-${stored.id}`,
    spam: false,
    createdAt: now,
    channels: channelsFor(tenant),
  });
  return answerOf(stored, settings.site.name);
}
