/**
 * The special-offers search on /special-offers or /offers (features.offersPath, SRCH-28): text, categories and price,
 * 21 offers a page, only offers live at the time of the search. Prerendered with the first
 * page as of the build; after hydration it searches again with the visitor's clock, so an
 * offer that expired since the build disappears and one that started appears.
 */
import { useMemo, useRef } from 'react';
import { formatDollars } from '../../domain/format.ts';
import {
  EMPTY_OFFERS_STATE,
  offerPriceChoices,
  offersEmptyState,
  type OffersPagePath,
  type OffersState,
  offersCacheKey,
  offersStateFromUrl,
  offersUrl,
} from '../../domain/offers.ts';
import {
  createOffersSearch,
  type OfferEntry,
  type OffersResult,
  type OffersSearch as Searcher,
  offersEngine,
} from '../../search/directory/offers-search.ts';
import { DirectoryResults } from '../directory/DirectoryResults.tsx';
import { FacetTiles } from '../directory/FacetTiles.tsx';
import { Pagination } from '../directory/Pagination.tsx';
import { useUrlSearch } from '../directory/use-url-search.ts';
import { type MediaSettings, NO_IMAGE_CDN } from '../../domain/responsive-image.ts';
import { OfferCard } from './OfferCard.tsx';
import { QueryForm } from '../search/QueryForm.tsx';
import { useDebouncedQuery } from '../search/use-debounced-query.ts';

export interface OffersSearchProps {
  entries: OfferEntry[];
  /** The first page of the default state at build time. */
  initial: OffersResult;
  /** The image CDN's settings; absent without one (the build's own photo sets need none). */
  media?: MediaSettings | undefined;
  /** The page's own path: searches, pages and Clear Filters stay on it. */
  path?: OffersPagePath;
}

export function OffersSearch({ entries, initial, media, path = '/special-offers' }: OffersSearchProps) {
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  const categories = useMemo(() => [...new Set(entries.flatMap((entry) => entry.categories))], [entries]);
  const searcher = useRef<Searcher | undefined>(undefined);
  const resultsRef = useRef<HTMLElement>(null);

  const { state, result, status, go } = useUrlSearch<OffersState, OffersResult>({
    initialState: EMPTY_OFFERS_STATE,
    initialResult: initial,
    fromLocation: () => offersStateFromUrl(window.location.search, categories),
    urlOf: (next) => offersUrl(next, path),
    keyOf: offersCacheKey,
    search: (next) => {
      if (!searcher.current) {
        const { engine, width } = offersEngine(entries);
        searcher.current = createOffersSearch(engine, width);
      }
      return searcher.current.search(next, new Date());
    },
    refreshOnMount: true,
  });

  const box = useDebouncedQuery(state.query, (text, by) =>
    go({ ...state, query: text.trim(), page: 1 }, by === 'typed' ? 'replace' : 'push'),
  );

  const choose = (patch: Partial<OffersState>) => go({ ...state, ...patch, page: 1 }, 'push');
  const toPage = (page: number) => {
    go({ ...state, page }, 'push');
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const clear = () => {
    box.reset();
    go(EMPTY_OFFERS_STATE, 'push');
  };
  const toggleCategory = (category: string) =>
    choose({
      categories: state.categories.includes(category)
        ? state.categories.filter((c) => c !== category)
        : [...state.categories, category],
    });

  const [low, high] = state.price;
  const choices = [
    ...new Set([
      ...offerPriceChoices(result.prices),
      ...(low !== null ? [low] : []),
      ...(high !== null ? [high] : []),
    ]),
  ].sort((a, b) => a - b);
  const hits = result.ids
    .map((id) => byId.get(id))
    .filter((entry): entry is OfferEntry => entry !== undefined);
  const filtered = state.query !== '' || state.categories.length > 0 || low !== null || high !== null;

  return (
    <div className="directory">
      <div className="directory-filters">
        <search aria-label="Search offers">
          <QueryForm
            box={box}
            inputId="offers-query"
            label="Search offers"
            placeholder="Model, service or keyword"
            className="search-box"
          />
        </search>
        {result.categories.length > 0 && (
          <FacetTiles
            title="Category"
            tiles={result.categories.map((facet) => ({
              value: facet.value,
              label: facet.value,
              count: facet.count,
            }))}
            chosen={state.categories}
            onToggle={toggleCategory}
          />
        )}
        {(choices.length > 1 || low !== null || high !== null) && (
          <fieldset className="offer-price">
            <legend>Price</legend>
            <label className="directory-select">
              <span>Min price</span>
              <select
                value={low ?? ''}
                onChange={(event) =>
                  choose({
                    price: [event.currentTarget.value ? Number(event.currentTarget.value) : null, high],
                  })
                }
              >
                <option value="">Any</option>
                {choices.map((amount) => (
                  <option key={amount} value={amount} disabled={high !== null && amount > high}>
                    {formatDollars(amount)}
                  </option>
                ))}
              </select>
            </label>
            <label className="directory-select">
              <span>Max price</span>
              <select
                value={high ?? ''}
                onChange={(event) =>
                  choose({
                    price: [low, event.currentTarget.value ? Number(event.currentTarget.value) : null],
                  })
                }
              >
                <option value="">Any</option>
                {choices.map((amount) => (
                  <option key={amount} value={amount} disabled={low !== null && amount < low}>
                    {formatDollars(amount)}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        )}
      </div>
      <DirectoryResults
        headingId="offers-results-heading"
        countText={`${result.total} ${result.total === 1 ? 'offer' : 'offers'}`}
        busy={status === 'loading'}
        failed={status === 'error'}
        failedText="The search could not be updated. The offers below are from your previous search."
        showClear={filtered && result.total > 0}
        onClear={clear}
        empty={result.total === 0 ? offersEmptyState(path) : null}
        pager={
          <Pagination
            label="Offer pages"
            page={result.page}
            pages={result.pages}
            hrefOf={(page) => offersUrl({ ...state, page }, path)}
            onPage={toPage}
          />
        }
        resultsRef={resultsRef}
      >
        <ul className="card-grid">
          {hits.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} priority={index < 2} media={media ?? NO_IMAGE_CDN} />
            </li>
          ))}
        </ul>
      </DirectoryResults>
    </div>
  );
}
