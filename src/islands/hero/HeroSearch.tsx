/**
 * The home hero search form (MOD-03) with its 'Show Me {count} {cars}' button (SRCH-11).
 * A real GET form: without JavaScript it submits its fields (named like the results page's
 * URL parameters) to the default results page. With JavaScript the button counts the
 * matching stock as choices change (the car engine in its worker, started on the first
 * interaction; before that the build-time total), animates the count, and goes to the
 * clean results URL (/search/toyota?body=SUV&price=10000-30000).
 * Options come from build-time stock; all rules live in src/domain/directory.ts.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  EMPTY_HERO_VALUES,
  HERO_FORM_ACTION,
  type HeroFacet,
  type HeroFormValues,
  type HeroOptions,
  heroResultsUrl,
  heroSearchState,
  parsePriceBound,
  updateHeroValues,
  priceOptions,
} from '../../domain/directory.ts';
import { showMeLabel } from '../../domain/search/messages.ts';
import type { VehicleNoun } from '../../domain/vocabulary.ts';
import { workerBackend } from '../../search/client/worker-backend.ts';
import { countStock, meilisearchFetchBackend } from '../../search/directory/stock-count.ts';
import type { SearchBackend } from '../../search/engine/http-client.ts';
import { useAnimatedCount } from './use-animated-count.ts';

export type HeroBackend =
  | { type: 'embedded'; indexUrl: string; indexUid: string }
  | { type: 'meilisearch'; host: string; searchKey: string; indexUid: string };

export interface HeroSearchProps {
  heading: string;
  options: HeroOptions;
  noun: VehicleNoun;
  backend: HeroBackend;
}

/** The minimum's selectable "Any": not "" (the untouched state), which React would also mark selected. */
const ANY_PRICE = 'any';

function createBackend(backend: HeroBackend): SearchBackend {
  return backend.type === 'embedded'
    ? workerBackend(backend.indexUrl)
    : meilisearchFetchBackend(backend.host, backend.searchKey);
}

export function HeroSearch({ heading, options, noun, backend }: HeroSearchProps) {
  const [values, setValues] = useState<HeroFormValues>(EMPTY_HERO_VALUES);
  const [count, setCount] = useState(options.total);
  const [counting, setCounting] = useState(false);
  const engine = useRef<SearchBackend | undefined>(undefined);
  const latest = useRef(0);
  const shown = useAnimatedCount(count);

  const recount = useCallback(
    (next: HeroFormValues) => {
      if (!engine.current) return;
      const id = ++latest.current;
      setCounting(true);
      countStock(engine.current, heroSearchState(next), backend.indexUid)
        .then((total) => {
          if (id === latest.current) setCount(total);
        })
        // A failed count keeps the last one on the button; the results page still works.
        .catch((error: unknown) => console.warn('The stock count could not be updated.', error))
        .finally(() => {
          if (id === latest.current) setCounting(false);
        });
    },
    [backend.indexUid],
  );

  /** The engine loads on the first interaction, so a visit that never touches the form costs nothing. */
  const wake = () => {
    if (engine.current) return;
    engine.current = createBackend(backend);
    recount(values);
  };

  useEffect(() => {
    recount(values);
  }, [values, recount]);

  const update = (patch: Partial<HeroFormValues>) => {
    wake();
    setValues((previous) => updateHeroValues(previous, patch));
  };
  const setFacet = (name: HeroFacet, value: string) =>
    update({ facets: { ...values.facets, [name]: value } });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.location.assign(heroResultsUrl(values));
  };

  const makeModels = options.makes.filter((entry) => !values.make || entry.make === values.make);
  const label = showMeLabel(shown, noun);

  return (
    <form
      className="hero-search"
      method="get"
      action={HERO_FORM_ACTION}
      aria-labelledby="hero-search-heading"
      onSubmit={onSubmit}
      onFocus={wake}
      onPointerDown={wake}
    >
      <h2 id="hero-search-heading">{heading}</h2>
      <div className="hero-search-fields">
        <label className="hero-field">
          <span>Make</span>
          <select
            name="make"
            value={values.make}
            onChange={(event) => update({ make: event.currentTarget.value })}
          >
            <option value="">Any make</option>
            {options.makes.map(({ make }) => (
              <option key={make} value={make}>
                {make}
              </option>
            ))}
          </select>
        </label>
        <label className="hero-field">
          <span>Model</span>
          <select
            name="make_model"
            value={values.model}
            onChange={(event) => update({ model: event.currentTarget.value })}
          >
            <option value="">Any model</option>
            {makeModels.length === 1
              ? makeModels[0]!.models.map((model) => (
                  <option key={model} value={`${makeModels[0]!.make}:${model}`}>
                    {model}
                  </option>
                ))
              : makeModels.map(({ make, models }) => (
                  <optgroup key={make} label={make}>
                    {models.map((model) => (
                      <option key={model} value={`${make}:${model}`}>
                        {model}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
        </label>
        {options.facets.map((facet) => (
          <label className="hero-field" key={facet.name}>
            <span>{facet.label}</span>
            <select
              name={facet.name}
              value={values.facets[facet.name] ?? ''}
              onChange={(event) => setFacet(facet.name, event.currentTarget.value)}
            >
              <option value="">Any</option>
              {facet.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <fieldset className="hero-price">
          <legend>Price range</legend>
          <label className="hero-field">
            <span>Min price</span>
            <select
              name="price"
              value={values.priceMin === null ? '' : `${values.priceMin}-`}
              onChange={(event) => update({ priceMin: parsePriceBound(event.currentTarget.value) })}
            >
              {/* Selected but disabled: an untouched minimum submits nothing, so a maximum alone still reaches the results page. */}
              <option value="" disabled hidden>
                Any
              </option>
              <option value={ANY_PRICE}>Any</option>
              {priceOptions(options.pricePicks, 'min', values.priceMax).map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className="hero-field">
            <span>Max price</span>
            <select
              name="price"
              value={values.priceMax === null ? '' : `-${values.priceMax}`}
              onChange={(event) => update({ priceMax: parsePriceBound(event.currentTarget.value) })}
            >
              <option value="">Any</option>
              {priceOptions(options.pricePicks, 'max', values.priceMin).map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <button type="submit" className="btn hero-submit" aria-busy={counting}>
          {label}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {shown === count ? showMeLabel(count, noun) : ''}
      </p>
    </form>
  );
}
