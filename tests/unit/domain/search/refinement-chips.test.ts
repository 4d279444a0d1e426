import { describe, expect, it } from 'vitest';
import { refinementChips, withoutChip } from '../../../../src/domain/search/refinement-chips.ts';
import { urlRefinementLabel } from '../../../../src/domain/search/url-refinements.ts';
import { EMPTY_STATE, type SearchState } from '../../../../src/domain/search-url.ts';

const state = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_STATE, ...patch });
const labels = (s: SearchState, landing?: SearchState) =>
  refinementChips(s, landing).map((chip) => chip.label);

describe('[SRCH-26] chips of the refinements only a URL sets', () => {
  it('name the attribute and the value, statuses in words and ranges by their bound', () => {
    expect(urlRefinementLabel('state', 'QLD')).toBe('State: QLD');
    expect(urlRefinementLabel('status', 'sold')).toBe('Status: Sold');
    expect(urlRefinementLabel('status', 'coming_soon')).toBe('Status: Coming soon');
    expect(urlRefinementLabel('item_type', 'caravan')).toBe('Vehicle type: caravan');
    expect(
      labels(state({ lists: { status: ['sold'] }, ranges: { subscription_price: [200, null] } })),
    ).toEqual(['Status: Sold', 'Weekly subscription: from $200']);
    expect(labels(state({ ranges: { subscription_price: [null, 400] } }))).toEqual([
      'Weekly subscription: up to $400',
    ]);
  });
});

describe('[SRCH-32] chips of what the search box’s words set', () => {
  it('[SRCH-32] one chip per value and per range, in the filters’ order', () => {
    expect(
      labels(
        state({
          lists: { body: ['Ute'], fuel: ['Diesel'], seats: ['7'], make: ['Toyota'] },
          ranges: { price: [null, 40000], year: [2022, 2022], km: [10000, 50000] },
        }),
      ),
    ).toEqual([
      'Seats: 7',
      'Body type: Ute',
      'Fuel: Diesel',
      'Price: up to $40,000',
      'Year: 2022',
      'Kilometres: 10,000 km – 50,000 km',
    ]);
    expect(labels(state({ ranges: { price: [20000, null], year: [2018, 2022] } }))).toEqual([
      'Price: from $20,000',
      'Year: 2018 – 2022',
    ]);
  });

  it('[SRCH-32] shades of one colour are one chip; a single shade is named', () => {
    const chips = refinementChips(
      state({ lists: { colour: ['Glacier White', 'Pearl White', 'Ink', 'Eclipse Black'] } }),
    );
    expect(chips).toEqual([
      {
        key: 'colour:white',
        label: 'Colour: White (2 shades)',
        attribute: 'colour',
        values: ['Glacier White', 'Pearl White'],
      },
      { key: 'colour:Ink', label: 'Colour: Ink', attribute: 'colour', values: ['Ink'] },
      {
        key: 'colour:Eclipse Black',
        label: 'Colour: Eclipse Black',
        attribute: 'colour',
        values: ['Eclipse Black'],
      },
    ]);
  });

  it('[SRCH-32] a landing’s own refinement is no chip', () => {
    const landing = state({ lists: { body: ['SUV'] } });
    expect(labels(state({ lists: { body: ['SUV', 'Ute'] } }), landing)).toEqual(['Body type: Ute']);
    expect(labels(landing, landing)).toEqual([]);
  });

  it('[SRCH-32] removing a chip removes what it stands for, on page 1', () => {
    const search = state({
      query: 'corolla',
      page: 2,
      lists: { colour: ['Glacier White', 'Pearl White', 'Ink'], body: ['Ute'] },
      ranges: { price: [null, 40000] },
    });
    const [ute, white, ink, price] = refinementChips(search);
    expect(withoutChip(search, white!)).toEqual({
      ...search,
      page: 1,
      lists: { colour: ['Ink'], body: ['Ute'] },
    });
    expect(withoutChip(search, ink!).lists).toEqual({
      colour: ['Glacier White', 'Pearl White'],
      body: ['Ute'],
    });
    expect(withoutChip(search, ute!).lists).toEqual({ colour: ['Glacier White', 'Pearl White', 'Ink'] });
    expect(withoutChip(search, price!)).toEqual({ ...search, page: 1, ranges: {} });
  });
});
