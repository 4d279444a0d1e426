/**
 * Favourite, compare and watchlist controls of a car (CARD-04, WL-01 … WL-06, AN-01 event 39).
 *
 * - Favourite and compare are local ($favourites, $compare: up to 3 cars, shown side by
 *   side on /compare).
 * - Save (watchlist) is the signed-in user's list on the server: optimistic, then the call;
 *   disabled while it runs; a sold car cannot be saved unless already saved; without a
 *   signed-in user the shopper goes to /sign-in?type=watchlist&redirect={path}&back={path};
 *   success toasts with 'View List'; a failure is an alert with the server's message and the
 *   change is rolled back.
 *
 * Props: car (the fields /compare shows), controls (saveControls(...): which of
 * the three the tenant shows for this car; default all three), path (where sign-in returns;
 * default the current page).
 * Local state shows after hydration only (the server render shows every control unpressed).
 * Hydrate with client:visible below the fold.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { ANALYTICS_EVENTS } from '../../domain/analytics.ts';
import type { SaveControls } from '../../domain/vehicle/save-controls.ts';
import { canToggleSaved } from '../../domain/vehicle/save-controls.ts';
import { sendEvent } from '../../lib/analytics-client.ts';
import { $compare, type CompareCar, isCompared, MAX_COMPARE, toggleCompare } from '../../stores/compare.ts';
import { $favourites, isFavouriteCar, toggleFavourite } from '../../stores/favourites.ts';
import { showToast } from '../../stores/toasts.ts';
import {
  $watchlist,
  $watchlistPending,
  loadWatchlist,
  toggleWatchlist,
  VIEW_LIST_LABEL,
  WATCHLIST_PATH,
} from '../../stores/watchlist.ts';
import { Icon } from './icons.tsx';
import { Toaster } from './Toaster.tsx';
import { useHydrated } from '../use-hydrated.ts';

export interface SaveActionsProps {
  /**
   * The car as /compare shows it: the favourite and watchlist controls read the same record
   * (id, slug, name, make, model, status, type, photo), so the page carries it once.
   */
  car: CompareCar;
  /** Which of the three the tenant shows for this car; absent: all three (ALL_SAVE_CONTROLS). */
  controls?: SaveControls | undefined;
  path?: string | undefined;
}

/** Every control shown: what most cars of most tenants get, so the page leaves it out. */
export const ALL_SAVE_CONTROLS: SaveControls = { favourite: true, save: true, compare: true };

export const SOLD_NOTE = 'Sold cars cannot be added to your watchlist.';
export const COMPARE_FULL = `You can compare up to ${MAX_COMPARE} cars. Remove one to add this car.`;

const toastDuration = 6000;

export function SaveActions({ car, controls = ALL_SAVE_CONTROLS, path }: SaveActionsProps) {
  const hydrated = useHydrated();
  const favourites = useStore($favourites);
  const compared = useStore($compare);
  const watchlist = useStore($watchlist);
  const pending = useStore($watchlistPending);

  useEffect(() => {
    if (controls.save) void loadWatchlist();
  }, [controls.save]);

  if (!controls.favourite && !controls.save && !controls.compare) return null;

  const favourite = hydrated && isFavouriteCar(favourites, car.id);
  const inCompare = hydrated && isCompared(compared, car.id);
  const saved = hydrated && watchlist.includes(car.id);
  const busy = pending.includes(car.id);
  const blocked = !canToggleSaved(car, saved);

  function onFavourite() {
    const added = toggleFavourite({
      id: car.id,
      name: car.name,
      slug: car.slug,
      make: car.make,
      model: car.model,
      primary_image_url: car.primary_image_url,
    });
    if (added) sendEvent({ id: ANALYTICS_EVENTS.favourite, label: 'favourite', data: { car_id: car.id } });
  }

  function onCompare() {
    const result = toggleCompare(car);
    if (result === 'full')
      showToast({
        message: COMPARE_FULL,
        action: { label: 'Compare', href: '/compare' },
        durationMs: toastDuration,
      });
    else if (result === 'added')
      showToast({
        message: `${car.name} is ready to compare.`,
        action: { label: 'Compare', href: '/compare' },
        durationMs: toastDuration,
      });
  }

  async function onSave() {
    const outcome = await toggleWatchlist(car, path ?? window.location.pathname);
    if (outcome.kind === 'sign-in') window.location.assign(outcome.href);
    else if (outcome.kind === 'failed') window.alert(outcome.message);
    else if (outcome.kind === 'saved' || outcome.kind === 'removed') {
      showToast({
        ...outcome.toast,
        action: { label: VIEW_LIST_LABEL, href: WATCHLIST_PATH },
        durationMs: toastDuration,
      });
      if (outcome.kind === 'saved')
        sendEvent({ id: ANALYTICS_EVENTS.favourite, label: 'watchlist', data: { car_id: car.id } });
    }
  }

  return (
    <div className="save-actions">
      <div className="save-buttons">
        {controls.favourite && (
          <button type="button" className="save-button" aria-pressed={favourite} onClick={onFavourite}>
            <Icon name="heart" />
            Favourite
          </button>
        )}
        {controls.compare && (
          <button type="button" className="save-button" aria-pressed={inCompare} onClick={onCompare}>
            <Icon name="compare" />
            Compare
          </button>
        )}
        {controls.save && (
          <button
            type="button"
            className="save-button"
            aria-pressed={saved}
            disabled={busy || blocked}
            aria-busy={busy || undefined}
            aria-describedby={blocked ? `save-note-${car.id}` : undefined}
            onClick={() => void onSave()}
          >
            <Icon name="bookmark" />
            {saved ? 'Saved' : 'Save'}
          </button>
        )}
      </div>
      {controls.save && blocked && (
        <p className="save-note" id={`save-note-${car.id}`}>
          {SOLD_NOTE}
        </p>
      )}
      {hydrated && compared.length > 0 && (
        <p className="save-note">
          <a href="/compare">
            Compare {compared.length} car{compared.length === 1 ? '' : 's'}
          </a>
        </p>
      )}
      <Toaster />
    </div>
  );
}
