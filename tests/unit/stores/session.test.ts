import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $session,
  loadSession,
  resetSession,
  SIGNED_IN_HINT_KEY,
  safeRedirectPath,
  setSignedOut,
  signInHref,
} from '../../../src/stores/session.ts';
import { fakeFetch, memoryStorage } from './memory-storage.ts';

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  resetSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-in links', () => {
  it('[WL-03] /sign-in?type=watchlist&redirect={path}&back={path}', () => {
    expect(signInHref('watchlist', '/cars/2020-toyota-kluger-gx-hcu20000/')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2F2020-toyota-kluger-gx-hcu20000%2F&back=%2Fcars%2F2020-toyota-kluger-gx-hcu20000%2F',
    );
    const params = new URL(signInHref('my-garage', '/my-garage', '/'), 'https://x.test').searchParams;
    expect([params.get('type'), params.get('redirect'), params.get('back')]).toEqual([
      'my-garage',
      '/my-garage',
      '/',
    ]);
  });

  it('follows only same-origin paths', () => {
    for (const ok of ['/', '/watchlist', '/cars/a-b/?x=1#y']) expect(safeRedirectPath(ok)).toBe(ok);
    for (const bad of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'watchlist',
      '',
      '/a\nb',
      '/a\\b',
      null,
      undefined,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeRedirectPath(bad)).toBeUndefined();
    }
    expect(signInHref('watchlist', 'https://evil.example/')).toBe(
      '/sign-in?type=watchlist&redirect=%2F&back=%2F',
    );
  });
});

describe('$session', () => {
  it('without the signed-in hint, is signed out at once and asks nothing', async () => {
    const { fetch, calls } = fakeFetch({});
    expect(await loadSession(fetch)).toEqual({ status: 'signed-out' });
    expect(calls).toEqual([]);
  });

  it('with the hint (or forced), asks GET /api/auth/me once and shares the answer', async () => {
    storage.setItem(SIGNED_IN_HINT_KEY, '1');
    const { fetch, calls } = fakeFetch({ 'GET /api/auth/me': [200, { user: { phone: '+61412345678' } }] });
    const [a, b] = await Promise.all([loadSession(fetch), loadSession(fetch)]);
    expect(a).toEqual({ status: 'signed-in', phone: '+61412345678' });
    expect(b).toEqual(a);
    expect(calls).toHaveLength(1);
    setSignedOut();
    expect(storage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('a 401 clears the hint; a network failure leaves the session unknown', async () => {
    storage.setItem(SIGNED_IN_HINT_KEY, '1');
    expect(await loadSession(fakeFetch({}).fetch)).toEqual({ status: 'signed-out' });
    expect($session.get()).toEqual({ status: 'unknown' });
    const expired = fakeFetch({ 'GET /api/auth/me': [401, { message: 'Please sign in.' }] });
    expect(await loadSession(expired.fetch)).toEqual({ status: 'signed-out' });
    expect(storage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    resetSession();
    const forced = fakeFetch({ 'GET /api/auth/me': [200, { user: { phone: '+61400000000' } }] });
    expect(await loadSession(forced.fetch, { force: true })).toEqual({
      status: 'signed-in',
      phone: '+61400000000',
    });
    expect(storage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
  });
});
