import { describe, expect, it } from 'vitest';
import {
  createDirectoryCache,
  DIRECTORY_CACHE_SIZE,
  DIRECTORY_PAGE_SIZE,
  directoryCacheKey,
} from '../../../../src/domain/search/directory-cache.ts';

describe('directory cache', () => {
  it('holds 10 entries', () => {
    expect(DIRECTORY_CACHE_SIZE).toBe(10);
    expect(DIRECTORY_PAGE_SIZE).toBe(21);
    const cache = createDirectoryCache<number>();
    for (let i = 1; i <= 10; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(10);
    expect(cache.get('k1')).toBe(1);
  });

  it('drops the oldest entry first when an 11th arrives', () => {
    const cache = createDirectoryCache<number>();
    for (let i = 1; i <= 11; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(10);
    expect(cache.has('k1')).toBe(false);
    expect(cache.get('k2')).toBe(2);
    expect(cache.get('k11')).toBe(11);
    cache.set('k12', 12);
    expect(cache.keys()).toEqual(['k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10', 'k11', 'k12']);
  });

  it('reading an entry does not save it from eviction', () => {
    const cache = createDirectoryCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['b', 'c']);
  });

  it('storing a key again replaces its value and makes it the newest', () => {
    const cache = createDirectoryCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.get('a')).toBe(10);
  });

  it('misses give undefined; clear empties the cache; capacity 0 stores nothing', () => {
    const cache = createDirectoryCache<string>();
    expect(cache.get('none')).toBeUndefined();
    cache.set('a', 'x');
    cache.clear();
    expect(cache.size).toBe(0);
    const none = createDirectoryCache<string>(0);
    none.set('a', 'x');
    expect(none.size).toBe(0);
  });

  it('keys a directory search by query, page, make, model and body', () => {
    expect(directoryCacheKey({ query: ' Corolla ', make: 'Toyota' })).toBe(
      directoryCacheKey({ query: 'corolla', page: 1, make: 'Toyota' }),
    );
    expect(directoryCacheKey({ page: 2 })).not.toBe(directoryCacheKey({}));
    expect(directoryCacheKey({ make: 'Toyota' })).not.toBe(directoryCacheKey({ model: 'Toyota' }));
    expect(directoryCacheKey({ body: 'SUV' })).not.toBe(directoryCacheKey({}));
  });
});
