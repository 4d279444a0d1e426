/**
 * Facet list tiles (MOD-04): each value as a toggle button with its label, its count and,
 * when there is one, a logo. Used for makes and bodies on /models and categories on
 * /special-offers.
 */
import { logoImage } from '../../domain/responsive-image.ts';

export interface FacetTile {
  value: string;
  label: string;
  count: number;
  logo?: string | undefined;
}

export function FacetTiles({
  title,
  tiles,
  chosen,
  onToggle,
}: {
  title: string;
  tiles: FacetTile[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset className="facet-tiles">
      <legend>{title}</legend>
      <ul>
        {tiles.map((tile) => {
          const pressed = chosen.includes(tile.value);
          return (
            <li key={tile.value}>
              <button type="button" aria-pressed={pressed} onClick={() => onToggle(tile.value)}>
                {tile.logo && (
                  <img {...logoImage(tile.logo, 56)} alt="" width={56} height={28} decoding="async" />
                )}
                <span className="facet-label">{tile.label}</span>
                <span className="facet-count">
                  <span className="visually-hidden">(</span>
                  {tile.count}
                  <span className="visually-hidden">)</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
