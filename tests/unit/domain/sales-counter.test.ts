import { describe, expect, it } from 'vitest';
import {
  dealerFigure,
  ledgerFigure,
  nextSoldLedger,
  salesCounterText,
} from '../../../src/domain/promotions/sales-counter.ts';

const BRISBANE = 'Australia/Brisbane';
const sold = (id: string, day?: string) => ({
  id,
  status: 'sold',
  sold_date_timestamp: day ? `${day}T02:00:00.000Z` : undefined,
});
const forSale = (id: string) => ({ id, status: 'in_stock', sold_date_timestamp: undefined });

describe('the sales counter counts only real sales', () => {
  it('[COMP-05] counts the cars the feed records sold this month, on the counter’s clock, and remembers them once dropped', () => {
    // 25 November 2026, noon in Brisbane.
    const first = nextSoldLedger(
      undefined,
      [
        sold('a', '2026-11-03'),
        sold('b', '2026-11-24'),
        sold('old', '2026-10-30'),
        sold('ahead', '2026-11-28'),
        forSale('c'),
      ],
      new Date('2026-11-25T02:00:00Z'),
      BRISBANE,
    );
    expect(first).toEqual({ month: '2026-11', sold: { a: '2026-11-03', b: '2026-11-24' }, listed: ['c'] });
    // The next build: the feed has dropped a and b; c sold without a date after a build saw it for sale.
    const second = nextSoldLedger(first, [sold('c')], new Date('2026-11-26T02:00:00Z'), BRISBANE);
    expect(second.sold).toEqual({ a: '2026-11-03', b: '2026-11-24', c: '2026-11-26' });
    expect(ledgerFigure(second, '2026-11-26')).toEqual({
      count: 3,
      month: '2026-11',
      asOf: '2026-11-26',
      source: 'builds',
    });
  });

  it('[COMP-05] a sold car without a date that no build saw for sale is not counted; a car for sale again no longer counts', () => {
    const ledger = nextSoldLedger(undefined, [sold('undated')], new Date('2026-11-25T02:00:00Z'), BRISBANE);
    expect(ledger.sold).toEqual({});
    const relisted = nextSoldLedger(
      { month: '2026-11', sold: { x: '2026-11-20' }, listed: [] },
      [forSale('x')],
      new Date('2026-11-25T02:00:00Z'),
      BRISBANE,
    );
    expect(relisted.sold).toEqual({});
  });

  it('[COMP-05] a new month starts from nothing on the counter’s clock, not UTC’s', () => {
    const november = { month: '2026-11', sold: { a: '2026-11-03' }, listed: [] };
    // 14:00 UTC on 30 November is midnight starting 1 December in Brisbane.
    expect(nextSoldLedger(november, [], new Date('2026-11-30T14:00:00Z'), BRISBANE)).toEqual({
      month: '2026-12',
      sold: {},
      listed: [],
    });
    expect(nextSoldLedger(november, [], new Date('2026-11-30T13:59:59Z'), BRISBANE).sold).toEqual({
      a: '2026-11-03',
    });
  });

  it('[COMP-05] the dealer’s own count shows during its month only, never dated ahead', () => {
    const figure = { sold: 259, asOf: '2026-12-14' };
    expect(dealerFigure(figure, '2026-12-20')).toEqual({
      count: 259,
      month: '2026-12',
      asOf: '2026-12-14',
      source: 'dealer',
    });
    expect(dealerFigure(figure, '2026-12-13')).toBeUndefined();
    expect(dealerFigure(figure, '2027-01-02')).toBeUndefined();
  });

  it('[COMP-05] words the figure as a count with whose it is and to which day; nothing sold, no banner', () => {
    expect(salesCounterText({ count: 259, month: '2026-12', asOf: '2026-12-14', source: 'dealer' })).toEqual({
      figure: '259',
      label: 'vehicles sold in December',
      note: 'Our count up to 14 December 2026.',
    });
    expect(salesCounterText({ count: 1, month: '2026-11', asOf: '2026-11-26', source: 'builds' })).toEqual({
      figure: '1',
      label: 'vehicle sold in November',
      note: 'Counted from the vehicles our stock list recorded as sold, up to 26 November 2026.',
    });
    expect(
      salesCounterText({ count: 0, month: '2026-11', asOf: '2026-11-26', source: 'builds' }),
    ).toBeUndefined();
    expect(salesCounterText(undefined)).toBeUndefined();
  });
});
