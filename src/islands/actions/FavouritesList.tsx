/**
 * The shopper's favourites (WL-06, DEAL-04): kept in this browser, no account needed; each car
 * links to its page and can be removed. Hydrate with client:load (it is the page).
 */
import { ListedCarPhoto } from './ListedCarPhoto.tsx';
import { useStore } from '@nanostores/react';
import type { MediaSettings } from '../../domain/responsive-image.ts';
import { $favourites, toggleFavourite } from '../../stores/favourites.ts';
import { useHydrated } from '../use-hydrated.ts';

/** media: the image CDN's settings (islandMedia), absent without one. */
export function FavouritesList({ media }: { media?: MediaSettings | undefined }) {
  const hydrated = useHydrated();
  const favourites = useStore($favourites);
  // The list lives in this browser: the prerendered page cannot know it (React #418 otherwise).
  if (!hydrated) return <p aria-live="polite">Loading your favourites…</p>;
  if (favourites.length === 0)
    return (
      <div className="watchlist-empty">
        <p>No favourites yet. Use the heart on a car's page to keep it here, no account needed.</p>
        <a className="btn" href="/search/new-used-and-demo-cars">
          Search our stock
        </a>
      </div>
    );
  return (
    <ul className="watchlist">
      {favourites.map((car) => (
        <li key={car.id} className="watchlist-item">
          <ListedCarPhoto src={car.primary_image_url} media={media} />
          <div className="watchlist-body">
            <h2>
              <a href={`/cars/${car.slug}/`}>{car.name}</a>
            </h2>
          </div>
          <button type="button" className="btn secondary" onClick={() => toggleFavourite(car)}>
            Remove<span className="visually-hidden"> {car.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
