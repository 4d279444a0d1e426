/**
 * The server-side watchlist (WL-01 … WL-05, WL-07) as seen by the page: the saved car ids
 * of the signed-in user, which cars have a call in flight, and the toggle.
 *
 * Toggling: a sold car cannot be added unless it is already saved (WL-02); without a
 * signed-in user the shopper goes to sign-in (WL-03); otherwise the id is added or removed
 * at once (optimistic), the server is called, and on failure the change is rolled back and
 * the server's message is the outcome (WL-05). The caller shows the toast or the alert.
 */
import { atom } from 'nanostores';
import { canToggleSaved } from '../domain/vehicle/save-controls.ts';
import { changeWatchlist, type FetchLike, fetchWatchlist, SERVER_MESSAGE } from '../lib/api-client.ts';
import { loadSession, setSignedOut, signInHref } from './session.ts';

/** Saved car ids of the signed-in user (empty when signed out or not loaded). */
export const $watchlist = atom<string[]>([]);
/** Whether $watchlist holds the server's list. */
export const $watchlistLoaded = atom(false);
/** Car ids with a save or remove call in flight: their buttons are disabled (WL-01). */
export const $watchlistPending = atom<string[]>([]);

export const WATCHLIST_PATH = '/watchlist';
export const VIEW_LIST_LABEL = 'View List';

/** The toasts of WL-04, shown only on success. */
export const WATCHLIST_TOASTS = {
  saved: (name: string) => ({
    title: 'Car Saved In Watchlist',
    message: `${name} is now available in your watchlist`,
  }),
  removed: (name: string) => ({ title: 'Car Removed', message: `${name} is no longer in your watchlist` }),
} as const;

export interface WatchlistCarRef {
  id: string;
  name: string;
  status: string;
}

export type WatchlistOutcome =
  | { kind: 'saved' | 'removed'; toast: { title: string; message: string } }
  | { kind: 'sign-in'; href: string }
  | { kind: 'not-allowed' }
  | { kind: 'busy' }
  | { kind: 'failed'; message: string };

let loading: Promise<void> | undefined;

/** Loads the signed-in user's saved ids once per page (nothing when signed out). */
export function loadWatchlist(fetch?: FetchLike): Promise<void> {
  if ($watchlistLoaded.get()) return Promise.resolve();
  loading ??= (async () => {
    const session = await loadSession(fetch);
    if (session.status === 'signed-in') {
      const result = await fetchWatchlist(fetch);
      if (result.ok) {
        $watchlist.set(result.data.cars.map((car) => car.id));
        $watchlistLoaded.set(true);
      }
    }
    loading = undefined;
  })();
  return loading;
}

/** For tests and sign-out. */
export function resetWatchlist(): void {
  loading = undefined;
  $watchlist.set([]);
  $watchlistLoaded.set(false);
  $watchlistPending.set([]);
}

const without = (list: readonly string[], id: string) => list.filter((entry) => entry !== id);

/** Saves or removes `car`; `path` is the page to come back to after signing in. */
export async function toggleWatchlist(
  car: WatchlistCarRef,
  path: string,
  fetch?: FetchLike,
): Promise<WatchlistOutcome> {
  if ($watchlistPending.get().includes(car.id)) return { kind: 'busy' };
  $watchlistPending.set([...$watchlistPending.get(), car.id]);
  try {
    const session = await loadSession(fetch);
    if (session.status !== 'signed-in') return { kind: 'sign-in', href: signInHref('watchlist', path, path) };
    await loadWatchlist(fetch);
    const saved = $watchlist.get().includes(car.id);
    if (!canToggleSaved(car, saved)) return { kind: 'not-allowed' };
    // Optimistic (WL-01): the button shows the new state while the call runs.
    $watchlist.set(saved ? without($watchlist.get(), car.id) : [...$watchlist.get(), car.id]);
    const result = await changeWatchlist(saved ? 'remove-car' : 'save-car', session.phone, car.id, fetch);
    if (result.ok && result.data.success !== false) {
      return saved
        ? { kind: 'removed', toast: WATCHLIST_TOASTS.removed(car.name) }
        : { kind: 'saved', toast: WATCHLIST_TOASTS.saved(car.name) };
    }
    // Roll back (WL-05).
    $watchlist.set(
      saved ? [...without($watchlist.get(), car.id), car.id] : without($watchlist.get(), car.id),
    );
    if (!result.ok && result.status === 401) {
      setSignedOut();
      return { kind: 'sign-in', href: signInHref('watchlist', path, path) };
    }
    return { kind: 'failed', message: result.ok ? result.data.message || SERVER_MESSAGE : result.message };
  } finally {
    $watchlistPending.set(without($watchlistPending.get(), car.id));
  }
}
