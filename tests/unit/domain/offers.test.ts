import { describe, expect, it } from 'vitest';
import {
  EMPTY_OFFERS_STATE,
  isOfferLive,
  liveOffers,
  NO_EXPIRY,
  offerEndsLabel,
  offerPriceChoices,
  offerPriceLabel,
  OFFERS_EMPTY_STATE,
  OFFERS_PAGE_SIZE,
  OFFERS_PATH,
  offersCacheKey,
  offersStateFromUrl,
  offersUrl,
  offerWindow,
} from '../../../src/domain/offers.ts';
import { isPromoLive } from '../../../src/domain/search/promos.ts';

const at = (iso: string) => new Date(iso);

describe('special offers: what is live', () => {
  it('[SRCH-28] shows an offer only between start and expiry, in Sydney time, a bare expiry being the whole last day', () => {
    const offer = { start: '2026-11-01', expiry: '2026-12-31' };
    expect(isOfferLive(offer, at('2026-10-31T12:59:59Z'))).toBe(false); // 23:59:59 on 31 Oct in Sydney (AEDT, +11)
    expect(isOfferLive(offer, at('2026-10-31T13:00:00Z'))).toBe(true); // midnight 1 Nov in Sydney
    expect(isOfferLive(offer, at('2026-12-31T12:59:59Z'))).toBe(true); // 23:59:59 on 31 Dec
    expect(isOfferLive(offer, at('2026-12-31T13:00:00Z'))).toBe(false);
    expect(isOfferLive({}, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isOfferLive({ start: '2026-11-21T09:00' }, at('2026-11-20T21:59:00Z'))).toBe(false);
    expect(isOfferLive({ start: '2026-11-21T09:00' }, at('2026-11-20T22:00:00Z'))).toBe(true);
  });

  it('[SRCH-28] leaves out expired and future offers', () => {
    const offers = [
      { id: 'past', expiry: '2026-06-30' },
      { id: 'now', start: '2026-11-01', expiry: '2026-12-31' },
      { id: 'future', start: '2027-01-01' },
      { id: 'always' },
    ];
    expect(liveOffers(offers, at('2026-11-21T00:00:00Z')).map((o) => o.id)).toEqual(['now', 'always']);
  });

  it('[SRCH-28] the window as instants gives the same answer as the date rules, for the search filter', () => {
    const offers = [
      { start: '2026-11-01', expiry: '2026-12-31' },
      { start: '2026-11-21T09:00', expiry: '2026-11-21T17:30' },
      { expiry: '2026-11-21' },
      {},
      { start: '2026-11-21T08:30+10:00' },
    ];
    const instants = [
      '2026-10-31T13:00:00Z',
      '2026-11-20T21:59:59Z',
      '2026-11-20T22:00:00Z',
      '2026-11-21T06:29:59Z',
      '2026-11-21T06:30:00Z',
      '2026-11-21T12:59:59Z',
      '2026-11-21T13:00:00Z',
      '2027-01-01T00:00:00Z',
    ];
    for (const offer of offers) {
      const window = offerWindow(offer)!;
      for (const instant of instants) {
        const now = at(instant).getTime();
        expect(window.from <= now && now < window.until, `${JSON.stringify(offer)} at ${instant}`).toBe(
          isPromoLive(offer, at(instant)),
        );
      }
    }
    expect(offerWindow({})).toEqual({ from: 0, until: NO_EXPIRY });
    expect(offerWindow({ start: 'soon' })).toBeUndefined();
  });
});

describe('special offers: search state and wording', () => {
  it('[SRCH-28] the empty state reads as the spec and Clear Filters goes to /special-offers', () => {
    expect(OFFERS_EMPTY_STATE).toEqual({
      title: 'No Results Available',
      body: 'There appears to be no offers currently available that meet the conditions of your search',
      clearLabel: 'Clear Filters',
      clearHref: '/special-offers',
    });
    expect(OFFERS_PATH).toBe('/special-offers');
    expect(OFFERS_PAGE_SIZE).toBe(21);
  });

  it('[SRCH-28] state query, page, categories and price from the URL; junk ignored', () => {
    expect(offersStateFromUrl('')).toEqual(EMPTY_OFFERS_STATE);
    expect(
      offersStateFromUrl(
        '?query=hilux&page=2&categories=Service&categories=New%20Vehicles,Finance&price=500-20000',
      ),
    ).toEqual({
      query: 'hilux',
      page: 2,
      categories: ['Service', 'New Vehicles', 'Finance'],
      price: [500, 20000],
    });
    expect(offersStateFromUrl('?price=30000-500').price).toEqual([500, 30000]);
    expect(offersStateFromUrl('?price=-300').price).toEqual([null, 300]);
    expect(offersStateFromUrl('?price=cheap&page=-1').price).toEqual([null, null]);
    // With the known categories: matched case-insensitively, unknown ones dropped.
    expect(offersStateFromUrl('?categories=service,boats', ['Service', 'Finance']).categories).toEqual([
      'Service',
    ]);
  });

  it('[SRCH-28] writes the state as a URL that reads back the same', () => {
    expect(offersUrl(EMPTY_OFFERS_STATE)).toBe('/special-offers');
    const state = {
      query: 'service',
      page: 2,
      categories: ['Service', 'Parts & Accessories'],
      price: [null, 1000] as [null, number],
    };
    const url = offersUrl(state);
    expect(url).toBe(
      '/special-offers?query=service&categories=Service&categories=Parts+%26+Accessories&price=-1000&page=2',
    );
    expect(offersStateFromUrl(url.slice(url.indexOf('?')))).toEqual(state);
  });

  it('equal searches share a cache key', () => {
    expect(offersCacheKey({ ...EMPTY_OFFERS_STATE, query: ' Service ', categories: ['B', 'A'] })).toBe(
      offersCacheKey({ ...EMPTY_OFFERS_STATE, query: 'service', categories: ['A', 'B'] }),
    );
    expect(offersCacheKey({ ...EMPTY_OFFERS_STATE, page: 2 })).not.toBe(offersCacheKey(EMPTY_OFFERS_STATE));
  });

  it('price and end date labels', () => {
    expect(offerPriceLabel(59990)).toBe('$59,990');
    expect(offerPriceLabel(undefined)).toBeUndefined();
    expect(offerEndsLabel({ expiry: '2026-12-31' })).toBe('Offer ends 31 December 2026');
    expect(offerEndsLabel({ expiry: '2026-09-30T17:30' })).toBe('Offer ends 30 September 2026');
    expect(offerEndsLabel({})).toBeUndefined();
  });

  it('price choices are round steps spanning the offers on show', () => {
    expect(offerPriceChoices([250, 1190, 44990, 59990])).toEqual([
      250, 500, 1000, 2500, 5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000,
    ]);
    expect(offerPriceChoices([36990, 62990])).toEqual([30000, 40000, 50000, 60000, 70000]);
    expect(offerPriceChoices([59990])).toEqual([]);
  });
});
