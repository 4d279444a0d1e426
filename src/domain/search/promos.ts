/**
 * Promo cards in the search results (SRCH-09, PROMO-01): which promos show (date window,
 * car types), at which positions, and how they are interleaved with the page's entries.
 * Positions are 1-based positions in the rendered list of one page, counted after sold cars
 * are collapsed; promos are added between entries, so every hit of the page still shows.
 */
import { CAR_TYPE_ORDER } from '../vocabulary.ts';
import { normaliseCarTypes } from './car-type.ts';
import { parsePromoDate, sydneyNextMidnight } from '../../model/time-zone.ts';

/** Positions for promos without their own (spec-2 §9; tenants override with promotions.positions). */
export const DEFAULT_PROMO_POSITIONS: readonly number[] = [5, 8, 9, 10, 17];

/** The largest random shift on sites with search.promoRandomOffset. */
export const MAX_PROMO_OFFSET = 2;

/** The fields of a promo node (spec-1 §3) these rules read; the feed's Promo fits. */
export interface PromoRule {
  /** Shown from this instant; text without an offset is Sydney wall time; a bare date starts that day. */
  start?: string | Date | undefined;
  /** Hidden from this instant; a bare date is the last day shown (hidden from the next midnight). */
  expiry?: string | Date | undefined;
  /** 1-based position in the page's rendered list. */
  position?: number | undefined;
  /** Car types the promo is for; empty means all. */
  display?: readonly string[] | undefined;
  /** Show only when the filtered car types equal `display` exactly. */
  strictDisplay?: boolean | undefined;
}

/**
 * Whether the promo's date window holds `now` (PROMO-01): start inclusive, expiry exclusive.
 * A missing end is open. A date that cannot be read hides the promo: when it is meant to
 * show cannot be known, and showing an expired offer is the worse mistake. start equal to
 * expiry (both with times) is an empty window; both the same bare date show that whole day.
 */
export function isPromoLive(promo: Pick<PromoRule, 'start' | 'expiry'>, now: Date): boolean {
  const at = now.getTime();
  if (promo.start !== undefined) {
    const start = parsePromoDate(promo.start);
    if (!start || at < start.instant) return false;
  }
  if (promo.expiry !== undefined) {
    const expiry = parsePromoDate(promo.expiry);
    if (!expiry) return false;
    const end = expiry.dateOnly ? sydneyNextMidnight(expiry.instant) : expiry.instant;
    if (at >= end) return false;
  }
  return true;
}

/**
 * Whether the promo is for the car types being searched (SRCH-09). No car_type refinement
 * means every type, and so does an empty display list. Normally the promo shows when the two
 * share a type (a used-car promo shows on the all-stock page); with strictDisplay the two
 * must be the same set (that promo shows only when exactly used cars are filtered).
 */
export function promoMatchesCarTypes(
  promo: Pick<PromoRule, 'display' | 'strictDisplay'>,
  filteredCarTypes: readonly string[],
): boolean {
  const orAll = (types: readonly string[]) => {
    const known = normaliseCarTypes(types);
    return known.length > 0 ? known : normaliseCarTypes(CAR_TYPE_ORDER);
  };
  const display = orAll(promo.display ?? []);
  const filtered = orAll(filteredCarTypes);
  if (promo.strictDisplay)
    return display.length === filtered.length && display.every((type, index) => filtered[index] === type);
  return display.some((type) => filtered.includes(type));
}

/**
 * The random shift, 0, 1 or 2, from a `Math.random`-like source. One shift applies to every
 * promo of the page, so their order and spacing stay as configured.
 */
export function promoOffset(random: () => number): number {
  return Math.min(MAX_PROMO_OFFSET, Math.max(0, Math.floor(random() * (MAX_PROMO_OFFSET + 1))));
}

export interface PromoPlacement<P> {
  promo: P;
  /** 1-based position in the page's rendered list. */
  position: number;
}

export interface PromoPlacementOptions {
  now: Date;
  /** The car_type refinement of the search (empty: every type). */
  carTypes: readonly string[];
  /** promotions.positions: handed out in order to the shown promos without a position. */
  defaultPositions?: readonly number[];
  /** search.promoRandomOffset */
  randomOffset?: boolean;
  /** Used only when randomOffset is on. */
  random?: () => number;
}

/**
 * The promos to show and their positions, in position order (ties keep input order).
 * Filtering comes first, so default positions go to the promos actually shown; a promo
 * without a position once the defaults run out is not shown, rather than piling up at the
 * end of the page.
 */
export function placePromos<P extends PromoRule>(
  promos: readonly P[],
  options: PromoPlacementOptions,
): PromoPlacement<P>[] {
  const defaults = [...(options.defaultPositions ?? DEFAULT_PROMO_POSITIONS)];
  const offset = options.randomOffset ? promoOffset(options.random ?? Math.random) : 0;
  const placements: PromoPlacement<P>[] = [];
  for (const promo of promos) {
    if (!isPromoLive(promo, options.now) || !promoMatchesCarTypes(promo, options.carTypes)) continue;
    const position = promo.position ?? defaults.shift();
    if (position !== undefined) placements.push({ promo, position: position + offset });
  }
  return placements.sort((a, b) => a.position - b.position);
}

export type PromoEntry<P> = { kind: 'promo'; promo: P };

/**
 * The page's entries with promos between them. A promo lands at its position; two promos
 * wanting the same position take it and the next one, in order. A position the page does
 * not reach is dropped: a promo may come straight after the last entry (position = entries
 * + 1) but never after a gap. A page without entries gets no promos, since it shows the
 * empty state instead.
 */
export function interleavePromos<T extends { kind: string }, P>(
  entries: readonly T[],
  placements: readonly PromoPlacement<P>[],
): (T | PromoEntry<P>)[] {
  if (entries.length === 0) return [];
  const pending = [...placements].sort((a, b) => a.position - b.position);
  const out: (T | PromoEntry<P>)[] = [];
  let next = 0;
  while (next < entries.length || (pending[0] !== undefined && pending[0].position <= out.length + 1)) {
    const slot = out.length + 1;
    const promo = pending[0];
    if (promo !== undefined && promo.position <= slot) {
      out.push({ kind: 'promo', promo: promo.promo });
      pending.shift();
    } else {
      out.push(entries[next]!);
      next += 1;
    }
  }
  return out;
}
