import { cleanStores } from 'nanostores';
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $searchHistory, clearSearchHistory, rememberSearch } from '../../../src/stores/search-history.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  cleanStores($searchHistory);
});

const entry = (n: number) => ({ key: `k${n}`, label: `Search ${n}`, url: `/search/used-cars?page=${n}` });

describe('$searchHistory', () => {
  it('[SRCH-24] keeps the last 5 searches, newest first, persisted', () => {
    for (let n = 1; n <= 7; n++) rememberSearch(entry(n));
    expect($searchHistory.get().map((e) => e.key)).toEqual(['k7', 'k6', 'k5', 'k4', 'k3']);
    expect(JSON.parse(getTestStorage()['search-history']!)).toHaveLength(5);
    rememberSearch(entry(4));
    expect($searchHistory.get().map((e) => e.key)).toEqual(['k4', 'k7', 'k6', 'k5', 'k3']);
    clearSearchHistory();
    expect($searchHistory.get()).toEqual([]);
  });

  it('treats unreadable or foreign storage as no history', () => {
    setTestStorageKey('search-history', '{not json');
    const unlisten = $searchHistory.listen(() => undefined);
    expect($searchHistory.get()).toEqual([]);
    unlisten();
    cleanStores($searchHistory);
    setTestStorageKey(
      'search-history',
      JSON.stringify([{ key: 'a', label: 'A', url: 'javascript:alert(1)' }, entry(1)]),
    );
    const again = $searchHistory.listen(() => undefined);
    expect($searchHistory.get()).toEqual([entry(1)]);
    again();
  });
});
