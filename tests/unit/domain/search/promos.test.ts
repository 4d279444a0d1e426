import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROMO_POSITIONS,
  interleavePromos,
  isPromoLive,
  placePromos,
  type PromoRule,
  promoMatchesCarTypes,
  promoOffset,
} from '../../../../src/domain/search/promos.ts';
import { collapseSold } from '../../../../src/domain/search/sold-collapse.ts';

const at = (iso: string) => new Date(iso);
type TestPromo = PromoRule & { id: string };
const promo = (id: string, fields: PromoRule = {}): TestPromo => ({ id, ...fields });

describe('promo date window', () => {
  // spec-2 §4: two tiles from 21 Aug 2025 08:30 to 30 Sep 2025 17:30, Australian east time (AEST, +10).
  const tile = { start: '2025-08-21T08:30', expiry: '2025-09-30T17:30' };

  it('[SRCH-09] [PROMO-01] shows from the start instant, Australian east time', () => {
    expect(isPromoLive(tile, at('2025-08-20T22:29:59.999Z'))).toBe(false);
    expect(isPromoLive(tile, at('2025-08-20T22:30:00.000Z'))).toBe(true);
  });

  it('[SRCH-09] [PROMO-01] hides from the expiry instant, Australian east time', () => {
    expect(isPromoLive(tile, at('2025-09-30T07:29:59.999Z'))).toBe(true);
    expect(isPromoLive(tile, at('2025-09-30T07:30:00.000Z'))).toBe(false);
  });

  it('[PROMO-01] a bare expiry date is the last day shown, to Sydney midnight', () => {
    // spec-2 §4: one tile from 1 July 2025 to 24 July 2025.
    const july = { start: '2025-07-01', expiry: '2025-07-24' };
    expect(isPromoLive(july, at('2025-06-30T13:59:59Z'))).toBe(false);
    expect(isPromoLive(july, at('2025-06-30T14:00:00Z'))).toBe(true);
    expect(isPromoLive(july, at('2025-07-24T13:59:59Z'))).toBe(true);
    expect(isPromoLive(july, at('2025-07-24T14:00:00Z'))).toBe(false);
  });

  it('[PROMO-01] follows daylight saving: a bare expiry on the day it starts ends at AEDT midnight', () => {
    // 5 Oct 2025 is 23 hours long in Sydney; the next midnight is 00:00 AEDT (+11) = 13:00 UTC.
    const promoEndingOnChangeover = { expiry: '2025-10-05' };
    expect(isPromoLive(promoEndingOnChangeover, at('2025-10-05T12:59:59Z'))).toBe(true);
    expect(isPromoLive(promoEndingOnChangeover, at('2025-10-05T13:00:00Z'))).toBe(false);
  });

  it('[PROMO-01] a start in summer time uses the +11 offset, one in winter +10', () => {
    expect(isPromoLive({ start: '2025-10-05T09:00' }, at('2025-10-04T21:59:59Z'))).toBe(false);
    expect(isPromoLive({ start: '2025-10-05T09:00' }, at('2025-10-04T22:00:00Z'))).toBe(true);
    expect(isPromoLive({ start: '2025-10-04T09:00' }, at('2025-10-03T22:59:59Z'))).toBe(false);
    expect(isPromoLive({ start: '2025-10-04T09:00' }, at('2025-10-03T23:00:00Z'))).toBe(true);
  });

  it('start equal to expiry with times is an empty window; as bare dates it is that whole day', () => {
    const instant = { start: '2025-08-21T08:30', expiry: '2025-08-21T08:30' };
    expect(isPromoLive(instant, at('2025-08-20T22:30:00Z'))).toBe(false);
    const day = { start: '2025-08-21', expiry: '2025-08-21' };
    expect(isPromoLive(day, at('2025-08-20T13:59:59Z'))).toBe(false);
    expect(isPromoLive(day, at('2025-08-20T14:00:00Z'))).toBe(true);
    expect(isPromoLive(day, at('2025-08-21T13:59:59Z'))).toBe(true);
    expect(isPromoLive(day, at('2025-08-21T14:00:00Z'))).toBe(false);
  });

  it('takes dates with an offset as written (the feed stores ISO instants)', () => {
    const stored = { start: '2025-08-20T22:30:00.000Z', expiry: new Date('2025-09-30T07:30:00Z') };
    expect(isPromoLive(stored, at('2025-08-20T22:30:00Z'))).toBe(true);
    expect(isPromoLive(stored, at('2025-09-30T07:30:00Z'))).toBe(false);
  });

  it('a missing start or expiry leaves that end open', () => {
    expect(isPromoLive({}, at('2000-01-01T00:00:00Z'))).toBe(true);
    expect(isPromoLive({ expiry: '2025-07-24' }, at('2020-01-01T00:00:00Z'))).toBe(true);
    expect(isPromoLive({ start: '2025-07-01' }, at('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('an unreadable date hides the promo', () => {
    expect(isPromoLive({ start: 'next week' }, at('2025-08-21T00:00:00Z'))).toBe(false);
    expect(isPromoLive({ expiry: '2025-02-30' }, at('2025-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('promo car types', () => {
  it('[SRCH-09] an empty display list shows for every car type filter', () => {
    expect(promoMatchesCarTypes({ display: [] }, [])).toBe(true);
    expect(promoMatchesCarTypes({}, ['used'])).toBe(true);
    expect(promoMatchesCarTypes({ display: [] }, ['new', 'demo'])).toBe(true);
  });

  it('[SRCH-09] shows when the filtered car types share a type with the display list', () => {
    expect(promoMatchesCarTypes({ display: ['used'] }, ['used'])).toBe(true);
    expect(promoMatchesCarTypes({ display: ['used'] }, ['used', 'demo'])).toBe(true);
    expect(promoMatchesCarTypes({ display: ['new', 'demo'] }, ['demo'])).toBe(true);
    expect(promoMatchesCarTypes({ display: ['used'] }, [])).toBe(true);
  });

  it('[SRCH-09] hides when the filtered car types share nothing with the display list', () => {
    expect(promoMatchesCarTypes({ display: ['used'] }, ['new'])).toBe(false);
    expect(promoMatchesCarTypes({ display: ['new'] }, ['demo', 'used'])).toBe(false);
  });

  it('[SRCH-09] strictDisplay needs the same set of car types, in any order and case', () => {
    const strict = { display: ['new', 'demo'], strictDisplay: true };
    expect(promoMatchesCarTypes(strict, ['demo', 'NEW'])).toBe(true);
    expect(promoMatchesCarTypes(strict, ['new'])).toBe(false);
    expect(promoMatchesCarTypes(strict, ['new', 'demo', 'used'])).toBe(false);
    expect(promoMatchesCarTypes(strict, [])).toBe(false);
    expect(promoMatchesCarTypes({ display: ['used'], strictDisplay: true }, ['used'])).toBe(true);
  });

  it('strictDisplay with an empty display list means every type: only the unfiltered search, or all three', () => {
    const strictAll = { display: [], strictDisplay: true };
    expect(promoMatchesCarTypes(strictAll, [])).toBe(true);
    expect(promoMatchesCarTypes(strictAll, ['used', 'demo', 'new'])).toBe(true);
    expect(promoMatchesCarTypes(strictAll, ['used'])).toBe(false);
  });
});

describe('random offset', () => {
  it('[SRCH-09] is 0, 1 or 2', () => {
    expect(promoOffset(() => 0)).toBe(0);
    expect(promoOffset(() => 0.3333)).toBe(0);
    expect(promoOffset(() => 0.34)).toBe(1);
    expect(promoOffset(() => 0.67)).toBe(2);
    expect(promoOffset(() => 0.999_999)).toBe(2);
  });

  it('stays within 0–2 for a source that breaks the [0, 1) contract', () => {
    expect(promoOffset(() => 1)).toBe(2);
    expect(promoOffset(() => -0.5)).toBe(0);
  });
});

describe('promo placement', () => {
  const now = at('2025-08-25T00:00:00Z');

  it('[SRCH-09] the default positions are 5, 8, 9, 10 and 17', () => {
    expect(DEFAULT_PROMO_POSITIONS).toEqual([5, 8, 9, 10, 17]);
  });

  it('[SRCH-09] gives promos without a position the default positions in order', () => {
    const promos = [promo('a'), promo('b'), promo('c')];
    expect(placePromos(promos, { now, carTypes: [] }).map((p) => [p.promo.id, p.position])).toEqual([
      ['a', 5],
      ['b', 8],
      ['c', 9],
    ]);
  });

  it('[SRCH-09] keeps a promo’s own position and uses tenant default positions', () => {
    const promos = [promo('a'), promo('own', { position: 2 }), promo('b')];
    expect(
      placePromos(promos, { now, carTypes: [], defaultPositions: [4, 12] }).map((p) => [
        p.promo.id,
        p.position,
      ]),
    ).toEqual([
      ['own', 2],
      ['a', 4],
      ['b', 12],
    ]);
  });

  it('[SRCH-09] filters by dates and car types before handing out default positions', () => {
    const promos = [
      promo('expired', { expiry: '2025-08-01' }),
      promo('new-only', { display: ['new'] }),
      promo('used', { display: ['used'] }),
      promo('any'),
    ];
    expect(placePromos(promos, { now, carTypes: ['used'] }).map((p) => [p.promo.id, p.position])).toEqual([
      ['used', 5],
      ['any', 8],
    ]);
  });

  it('drops positionless promos once the default positions run out', () => {
    const promos = Array.from({ length: 6 }, (_, i) => promo(`p${i}`));
    expect(placePromos(promos, { now, carTypes: [] }).map((p) => p.position)).toEqual([5, 8, 9, 10, 17]);
  });

  it('[SRCH-09] shifts every position by one random offset on tenants that enable it', () => {
    const promos = [promo('a'), promo('own', { position: 2 })];
    const shifted = placePromos(promos, { now, carTypes: [], randomOffset: true, random: () => 0.7 });
    expect(shifted.map((p) => [p.promo.id, p.position])).toEqual([
      ['own', 4],
      ['a', 7],
    ]);
    const unshifted = placePromos(promos, { now, carTypes: [], randomOffset: false, random: () => 0.7 });
    expect(unshifted.map((p) => p.position)).toEqual([2, 5]);
  });

  it('does not call the random source when the offset is off', () => {
    let calls = 0;
    placePromos([promo('a')], { now, carTypes: [], random: () => ++calls });
    expect(calls).toBe(0);
  });
});

describe('interleaving promos', () => {
  type Entry = { kind: 'car'; id: number };
  const entries = (n: number): Entry[] => Array.from({ length: n }, (_, i) => ({ kind: 'car', id: i + 1 }));
  const render = (list: readonly (Entry | { kind: 'promo'; promo: string })[]) =>
    list.map((entry) => ('promo' in entry ? `P:${entry.promo}` : String(entry.id)));
  const placed = (...pairs: [string, number][]) =>
    pairs.map(([name, position]) => ({ promo: name, position }));

  it('[SRCH-09] puts promos at their 1-based positions and keeps every car of the page', () => {
    const out = interleavePromos(entries(21), placed(['a', 5], ['b', 8], ['c', 9], ['d', 10], ['e', 17]));
    expect(out).toHaveLength(26);
    const rendered = render(out);
    expect([rendered[4], rendered[7], rendered[8], rendered[9], rendered[16]]).toEqual([
      'P:a',
      'P:b',
      'P:c',
      'P:d',
      'P:e',
    ]);
    expect(rendered.filter((entry) => !entry.startsWith('P:'))).toEqual(
      entries(21).map((entry) => String(entry.id)),
    );
  });

  it('position 1 comes before the first car', () => {
    expect(render(interleavePromos(entries(2), placed(['a', 1])))).toEqual(['P:a', '1', '2']);
  });

  it('two promos wanting one position take it and the next, in order', () => {
    expect(render(interleavePromos(entries(6), placed(['a', 3], ['b', 3])))).toEqual([
      '1',
      '2',
      'P:a',
      'P:b',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('a promo may come straight after the last car', () => {
    expect(render(interleavePromos(entries(4), placed(['a', 5])))).toEqual(['1', '2', '3', '4', 'P:a']);
    expect(render(interleavePromos(entries(4), placed(['a', 5], ['b', 6])))).toEqual([
      '1',
      '2',
      '3',
      '4',
      'P:a',
      'P:b',
    ]);
  });

  it('drops a promo whose position lies beyond the end of the page', () => {
    expect(render(interleavePromos(entries(3), placed(['a', 5])))).toEqual(['1', '2', '3']);
    expect(render(interleavePromos(entries(4), placed(['a', 5], ['b', 8])))).toEqual([
      '1',
      '2',
      '3',
      '4',
      'P:a',
    ]);
  });

  it('an empty page gets no promos', () => {
    expect(interleavePromos([], placed(['a', 1]))).toEqual([]);
  });

  it('accepts placements in any order', () => {
    expect(render(interleavePromos(entries(5), placed(['late', 4], ['early', 2])))).toEqual([
      '1',
      'P:early',
      '2',
      'P:late',
      '3',
      '4',
      '5',
    ]);
  });

  it('[SRCH-09] counts positions in the rendered list, after sold cars collapse', () => {
    const hits = [
      { id: '1', status: 'in_stock' },
      { id: '2', status: 'sold' },
      { id: '3', status: 'sold' },
      { id: '4', status: 'in_stock' },
      { id: '5', status: 'in_stock' },
    ];
    const out = interleavePromos(collapseSold(hits), placed(['a', 4]));
    expect(out.map((entry) => entry.kind)).toEqual(['car', 'sold-group', 'car', 'promo', 'car']);
  });
});
