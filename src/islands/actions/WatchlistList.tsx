/**
 * The signed-in user's watchlist (WL-*, API-03) from GET /api/watchlist: each saved car with
 * its photo, price and status, and Remove. Without a session: a link to sign in and come
 * back. Hydrate with client:load (it is the page).
 */
import { ListedCarPhoto } from './ListedCarPhoto.tsx';
import { useEffect, useState } from 'react';
import { isAvailable } from '../../domain/availability.ts';
import { isOfBrand } from '../../domain/brands/garage.ts';
import { savedPriceChange } from '../../domain/saved-price.ts';
import { type PriceDisplayOptions, priceDisplay, priceText } from '../../domain/price-display.ts';
import type { MediaSettings } from '../../domain/responsive-image.ts';
import { fetchWatchlist, type WatchlistCar } from '../../lib/api-client.ts';
import { loadSession, signInHref } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { toggleWatchlist } from '../../stores/watchlist.ts';
import { Toaster } from './Toaster.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; cars: WatchlistCar[] };

/** A saved car that is still listed. */
type ListedCar = Exclude<WatchlistCar, { removed: true }>;

/**
 * prices: the tenant's price display options (priceDisplayOptions), so the no-price text is the
 * site's; makeSlug: only this make's cars (a brand's garage page); media: the image CDN's
 * settings (islandMedia), absent without one.
 */
export function WatchlistList({
  prices,
  makeSlug,
  media,
}: {
  prices: PriceDisplayOptions;
  makeSlug?: string | undefined;
  media?: MediaSettings | undefined;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [removing, setRemoving] = useState<string | undefined>(undefined);

  useEffect(() => {
    (async () => {
      const session = await loadSession();
      if (session.status !== 'signed-in') return setState({ kind: 'signed-out' });
      const result = await fetchWatchlist();
      if (result.ok)
        setState({
          kind: 'ready',
          cars:
            makeSlug === undefined
              ? result.data.cars
              : result.data.cars.filter((car) => !('removed' in car) && isOfBrand(car.make, makeSlug)),
        });
      else if (result.status === 401) setState({ kind: 'signed-out' });
      else setState({ kind: 'error', message: result.message });
    })();
  }, [makeSlug]);

  async function remove(car: WatchlistCar) {
    const name = 'removed' in car ? 'This car' : car.name;
    setRemoving(car.id);
    const outcome = await toggleWatchlist(
      { id: car.id, name, status: 'removed' in car ? 'sold' : car.status },
      '/watchlist',
    );
    setRemoving(undefined);
    if (outcome.kind === 'removed') {
      setState((current) =>
        current.kind === 'ready'
          ? { kind: 'ready', cars: current.cars.filter((c) => c.id !== car.id) }
          : current,
      );
      showToast({ ...outcome.toast, durationMs: 6000 });
    } else if (outcome.kind === 'failed') window.alert(outcome.message);
    else if (outcome.kind === 'sign-in') window.location.assign(outcome.href);
  }

  if (state.kind === 'loading') return <p aria-live="polite">Loading your watchlist…</p>;
  if (state.kind === 'signed-out') {
    return (
      <div className="watchlist-empty">
        <p>Sign in with your mobile number to see the cars you saved.</p>
        <a className="btn" href={signInHref('watchlist', '/watchlist', '/')}>
          Sign in
        </a>
      </div>
    );
  }
  if (state.kind === 'error') return <p role="alert">{state.message}</p>;
  return (
    <>
      {state.cars.length === 0 ? (
        <div className="watchlist-empty">
          <p>Your watchlist is empty. Use Save on a car's page to keep it here.</p>
          <a className="btn" href="/search/new-used-and-demo-cars">
            Search our stock
          </a>
        </div>
      ) : (
        <ul className="watchlist">
          {state.cars.map((car) => (
            <li key={car.id} className="watchlist-item">
              {'removed' in car ? (
                <p className="watchlist-body">This car is no longer listed.</p>
              ) : (
                <WatchlistCarSummary car={car} prices={prices} media={media} />
              )}
              <button
                type="button"
                className="btn secondary"
                disabled={removing === car.id}
                onClick={() => void remove(car)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <Toaster />
    </>
  );
}

/** A listed car of the watchlist: its photo (a thumbnail), name, price, price change since it was saved and SOLD. */
export function WatchlistCarSummary({
  car,
  prices,
  media,
}: {
  car: ListedCar;
  prices: PriceDisplayOptions;
  media?: MediaSettings | undefined;
}) {
  const change = savedPriceChange(car.saved_price, car.price);
  return (
    <>
      <ListedCarPhoto src={car.primary_image_url} media={media} />
      <div className="watchlist-body">
        <h2>
          <a href={`/cars/${car.slug}/`}>{car.name}</a>
        </h2>
        <p className="price">{priceText(priceDisplay({ price: car.price, preorder: false }, prices))}</p>
        {change && <p className="watchlist-change">{change}</p>}
        {!isAvailable(car) && <p className="watchlist-sold">SOLD</p>}
      </div>
    </>
  );
}
