/**
 * Cars side by side (WL-06) from the local $compare store (up to 3), with the fields
 * captured when each was added. Hydrate with client:load (it is the page).
 */
import { useStore } from '@nanostores/react';
import { COMPARE_ROWS } from '../../domain/compare.ts';
import { type MediaSettings, NO_IMAGE_CDN, responsiveImage } from '../../domain/responsive-image.ts';
import { $compare, clearCompare, MAX_COMPARE, removeFromCompare } from '../../stores/compare.ts';
import { Picture } from '../media/Picture.tsx';
import { useHydrated } from '../use-hydrated.ts';

/** media: the image CDN's settings (islandMedia), absent without one. */
export function CompareTable({ media }: { media?: MediaSettings | undefined }) {
  const hydrated = useHydrated();
  const cars = useStore($compare);
  if (!hydrated) return <p aria-live="polite">Loading your cars…</p>;
  if (cars.length === 0) {
    return (
      <div className="watchlist-empty">
        <p>
          No cars to compare yet. Use Compare on up to {MAX_COMPARE} cars' pages to see them side by side
          here.
        </p>
        <a className="btn" href="/search/new-used-and-demo-cars">
          Search our stock
        </a>
      </div>
    );
  }
  return (
    <>
      <div className="compare-scroll">
        <table className="compare-table">
          <caption className="visually-hidden">The cars you chose, side by side</caption>
          <thead>
            <tr>
              <td />
              {cars.map((car) => (
                <th key={car.id} scope="col">
                  {car.primary_image_url && (
                    <Picture
                      image={responsiveImage(car.primary_image_url, 'tile', media ?? NO_IMAGE_CDN)}
                      alt=""
                      width={240}
                      height={160}
                      priority="eager"
                    />
                  )}
                  <a href={`/cars/${car.slug}/`}>{car.name}</a>
                  <button type="button" className="compare-remove" onClick={() => removeFromCompare(car.id)}>
                    Remove<span className="visually-hidden"> {car.name}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {cars.map((car) => (
                  <td key={car.id}>{row.value(car) ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <button type="button" className="btn secondary" onClick={clearCompare}>
          Clear all
        </button>
      </p>
    </>
  );
}
