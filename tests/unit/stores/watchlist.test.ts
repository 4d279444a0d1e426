import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, SIGNED_IN_HINT_KEY, setSignedIn } from '../../../src/stores/session.ts';
import {
  $watchlist,
  $watchlistPending,
  loadWatchlist,
  resetWatchlist,
  toggleWatchlist,
  WATCHLIST_TOASTS,
} from '../../../src/stores/watchlist.ts';
import { fakeFetch, memoryStorage } from './memory-storage.ts';

const PHONE = '+61412345678';
const car = { id: '4100002', name: '2020 Toyota Kluger GX', status: 'in_stock' };
const sold = { id: '4100090', name: '2026 Toyota Prado Kakadu', status: 'sold' };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  resetSession();
  resetWatchlist();
});
afterEach(() => vi.unstubAllGlobals());

function signedInApi(saved: string[], answers: Record<string, [number, unknown]> = {}) {
  localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
  return fakeFetch({
    'GET /api/auth/me': [200, { user: { phone: PHONE } }],
    'GET /api/watchlist': [
      200,
      {
        cars: saved.map((id) => ({
          id,
          slug: 'x',
          name: 'x',
          price: 1,
          primary_image_url: null,
          status: 'in_stock',
        })),
      },
    ],
    'POST /api/watchlist/save-car': [200, { success: true, message: 'Car Saved In Watchlist' }],
    'POST /api/watchlist/remove-car': [200, { success: true, message: 'Car Removed' }],
    ...answers,
  });
}

describe('toggleWatchlist', () => {
  it('[WL-03] without a signed-in user: sign-in with type, redirect and back, no call', async () => {
    const { fetch, calls } = fakeFetch({});
    expect(await toggleWatchlist(car, '/cars/2020-toyota-kluger-gx-hcu20000/', fetch)).toEqual({
      kind: 'sign-in',
      href: '/sign-in?type=watchlist&redirect=%2Fcars%2F2020-toyota-kluger-gx-hcu20000%2F&back=%2Fcars%2F2020-toyota-kluger-gx-hcu20000%2F',
    });
    expect(calls).toEqual([]);
    expect($watchlistPending.get()).toEqual([]);
  });

  it('[WL-01] [WL-07] [WL-04] saves optimistically, disabled while loading, then POSTs phone_number and car_id; success toast', async () => {
    const api = signedInApi([]);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const fetch = async (input: string, init?: RequestInit) => {
      if (input === '/api/watchlist/save-car') await slow;
      return api.fetch(input, init);
    };
    const running = toggleWatchlist(car, '/cars/a/', fetch);
    await vi.waitFor(() => expect($watchlist.get()).toEqual([car.id]));
    expect($watchlistPending.get()).toEqual([car.id]);
    expect(await toggleWatchlist(car, '/cars/a/', fetch)).toEqual({ kind: 'busy' });
    release();
    expect(await running).toEqual({
      kind: 'saved',
      toast: {
        title: 'Car Saved In Watchlist',
        message: '2020 Toyota Kluger GX is now available in your watchlist',
      },
    });
    expect($watchlistPending.get()).toEqual([]);
    expect(api.calls.find((c) => c.path === '/api/watchlist/save-car')!.body).toEqual({
      phone_number: PHONE,
      car_id: car.id,
    });
  });

  it('[WL-04] removing a saved car: remove-car and the removed toast', async () => {
    const api = signedInApi([car.id]);
    expect(await toggleWatchlist(car, '/cars/a/', api.fetch)).toEqual({
      kind: 'removed',
      toast: WATCHLIST_TOASTS.removed(car.name),
    });
    expect(WATCHLIST_TOASTS.removed(car.name)).toEqual({
      title: 'Car Removed',
      message: '2020 Toyota Kluger GX is no longer in your watchlist',
    });
    expect($watchlist.get()).toEqual([]);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/watchlist/remove-car');
  });

  it('[WL-02] a sold car cannot be saved, but a saved sold car can be removed', async () => {
    const notSaved = signedInApi([]);
    expect(await toggleWatchlist(sold, '/cars/b/', notSaved.fetch)).toEqual({ kind: 'not-allowed' });
    expect(notSaved.calls.some((c) => c.method === 'POST')).toBe(false);
    resetWatchlist();
    const saved = signedInApi([sold.id]);
    expect((await toggleWatchlist(sold, '/cars/b/', saved.fetch)).kind).toBe('removed');
  });

  it('[WL-05] a failure rolls the change back and is the server message; a 401 goes to sign-in', async () => {
    const failing = signedInApi([], {
      'POST /api/watchlist/save-car': [
        409,
        { success: false, message: 'This car has been sold and can no longer be saved to your watchlist.' },
      ],
    });
    expect(await toggleWatchlist(car, '/cars/a/', failing.fetch)).toEqual({
      kind: 'failed',
      message: 'This car has been sold and can no longer be saved to your watchlist.',
    });
    expect($watchlist.get()).toEqual([]);
    resetWatchlist();
    const flagFalse = signedInApi([car.id], {
      'POST /api/watchlist/remove-car': [200, { success: false, message: 'Nope' }],
    });
    expect(await toggleWatchlist(car, '/cars/a/', flagFalse.fetch)).toEqual({
      kind: 'failed',
      message: 'Nope',
    });
    expect($watchlist.get()).toEqual([car.id]);
    resetWatchlist();
    resetSession();
    const expired = signedInApi([], {
      'POST /api/watchlist/save-car': [401, { success: false, message: 'Please sign in.' }],
    });
    expect((await toggleWatchlist(car, '/cars/a/', expired.fetch)).kind).toBe('sign-in');
    expect($watchlist.get()).toEqual([]);
  });

  it('loads the saved ids once for a signed-in user', async () => {
    setSignedIn(PHONE);
    const api = signedInApi(['1', '2']);
    await Promise.all([loadWatchlist(api.fetch), loadWatchlist(api.fetch)]);
    await loadWatchlist(api.fetch);
    expect($watchlist.get()).toEqual(['1', '2']);
    expect(api.calls.filter((c) => c.path === '/api/watchlist')).toHaveLength(1);
  });
});
