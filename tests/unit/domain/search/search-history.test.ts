import { describe, expect, it } from 'vitest';
import { addSearch, SEARCH_HISTORY_SIZE, searchKey } from '../../../../src/domain/search/search-history.ts';

const entry = (key: string, label = key) => ({ key, label });

describe('search history', () => {
  it('[SRCH-24] keeps the last 5 searches, newest first', () => {
    expect(SEARCH_HISTORY_SIZE).toBe(5);
    let history: { key: string; label: string }[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) history = addSearch(history, entry(key));
    expect(history.map((item) => item.key)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('[SRCH-24] holds exactly 5 before the sixth pushes the oldest out', () => {
    let history: { key: string; label: string }[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e']) history = addSearch(history, entry(key));
    expect(history).toHaveLength(5);
    expect(history.at(-1)?.key).toBe('a');
  });

  it('[SRCH-24] a repeated search moves to the front once, with its newest details', () => {
    const history = [entry('c'), entry('b'), entry('a')];
    expect(addSearch(history, entry('a', 'again'))).toEqual([entry('a', 'again'), entry('c'), entry('b')]);
  });

  it('does not change the history it is given and honours another size', () => {
    const history = [entry('a')];
    const next = addSearch(history, entry('b'), 1);
    expect(history).toEqual([entry('a')]);
    expect(next).toEqual([entry('b')]);
    expect(addSearch(history, entry('b'), 0)).toEqual([]);
  });
});

describe('search key', () => {
  it('ignores the page, refinement order, query case and surrounding spaces', () => {
    const a = searchKey({ query: ' Hilux ', page: 3, make: ['Toyota', 'Mazda'], car_type: ['used'] });
    const b = searchKey({ car_type: ['used'], make: ['Mazda', 'Toyota'], query: 'hilux', page: 1 });
    expect(a).toBe(b);
  });

  it('drops empty values, so an empty refinement equals none', () => {
    expect(searchKey({ query: '', make: [], model: undefined, body: null })).toBe(searchKey({}));
  });

  it('tells different searches apart', () => {
    expect(searchKey({ make: ['Toyota'] })).not.toBe(searchKey({ model: ['Toyota'] }));
    expect(searchKey({ sortBy: 'latest' })).not.toBe(searchKey({}));
    expect(searchKey({ make: ['Toyota'], price: [0, 20000] })).not.toBe(
      searchKey({ make: ['Toyota'], price: [0, 30000] }),
    );
    expect(searchKey({ make: ['a,b'] })).not.toBe(searchKey({ make: ['a', 'b'] }));
  });
});
