/**
 * The model directory on /models (SRCH-27, MOD-01): search our range by text, make, body
 * and model, 21 models a page. Prerendered with the first page; after hydration the URL
 * holds the state (/models?body=suvs pre-selects a body) and searches run on the embedded
 * engine in the page (a tenant has tens of models), through the directory's 10-entry cache.
 */
import { useMemo, useRef } from 'react';
import {
  bodyLabel,
  type DirectoryState,
  directoryStateFromUrl,
  directoryUrl,
  directoryVocabulary,
  EMPTY_DIRECTORY_STATE,
} from '../../domain/directory.ts';
import { directoryCacheKey } from '../../domain/search/directory-cache.ts';
import { SEARCH_MESSAGES } from '../../domain/search/messages.ts';
import {
  createDirectorySearch,
  type DirectoryResult,
  type DirectorySearch as Searcher,
  directoryEngine,
  type ModelEntry,
} from '../../search/directory/directory-search.ts';
import { DirectoryResults } from './DirectoryResults.tsx';
import { FacetTiles } from './FacetTiles.tsx';
import { type MediaSettings, NO_IMAGE_CDN } from '../../domain/responsive-image.ts';
import { ModelCard } from './ModelCard.tsx';
import { Pagination } from './Pagination.tsx';
import { QueryForm } from '../search/QueryForm.tsx';
import { useDebouncedQuery } from '../search/use-debounced-query.ts';
import { useUrlSearch } from './use-url-search.ts';

export interface DirectorySearchProps {
  entries: ModelEntry[];
  /** The first page of the default state, computed at build time. */
  initial: DirectoryResult;
  /** The image CDN's settings; absent without one (the build's own photo sets need none). */
  media?: MediaSettings | undefined;
}

export function DirectorySearch({ entries, initial, media }: DirectorySearchProps) {
  const vocabulary = useMemo(
    () =>
      directoryVocabulary(
        entries.map((entry) => ({
          make: entry.make,
          make_slug: entry.make_slug,
          model: entry.name,
          model_slug: entry.model_slug,
          bodies: entry.bodies,
        })),
      ),
    [entries],
  );
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  const logos = useMemo(
    () => new Map(entries.filter((entry) => entry.logo).map((entry) => [entry.make, entry.logo])),
    [entries],
  );
  const searcher = useRef<Searcher | undefined>(undefined);
  const resultsRef = useRef<HTMLElement>(null);

  const { state, result, status, go } = useUrlSearch<DirectoryState, DirectoryResult>({
    initialState: EMPTY_DIRECTORY_STATE,
    initialResult: initial,
    fromLocation: () => directoryStateFromUrl(window.location.search, vocabulary),
    urlOf: (next) => directoryUrl(next, vocabulary),
    keyOf: directoryCacheKey,
    search: (next) => {
      if (!searcher.current) {
        // Built on the first search: a visit that only reads the first page never builds it.
        const { engine, width } = directoryEngine(entries);
        searcher.current = createDirectorySearch(engine, width);
        searcher.current.cache.set(directoryCacheKey(EMPTY_DIRECTORY_STATE), initial);
      }
      return searcher.current.search(next);
    },
  });

  const box = useDebouncedQuery(state.query, (text, by) =>
    go({ ...state, query: text.trim(), page: 1 }, by === 'typed' ? 'replace' : 'push'),
  );

  const choose = (patch: Partial<DirectoryState>) => go({ ...state, ...patch, page: 1 }, 'push');
  const toPage = (page: number) => {
    go({ ...state, page }, 'push');
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const clear = () => {
    box.reset();
    go(EMPTY_DIRECTORY_STATE, 'push');
  };

  const hits = result.ids
    .map((id) => byId.get(id))
    .filter((entry): entry is ModelEntry => entry !== undefined);
  const filtered = state.query !== '' || state.make !== '' || state.model !== '' || state.body !== '';

  return (
    <div className="directory">
      <div className="directory-filters">
        <search aria-label="Search our range">
          <QueryForm
            box={box}
            inputId="directory-query"
            label="Search our range"
            placeholder="Model, make or body type"
            className="search-box"
          />
        </search>
        {(result.makes.length > 1 || state.make) && (
          <FacetTiles
            title="Make"
            tiles={result.makes.map((facet) => ({
              value: facet.value,
              label: facet.value,
              count: facet.count,
              logo: logos.get(facet.value),
            }))}
            chosen={state.make ? [state.make] : []}
            onToggle={(make) => choose({ make: make === state.make ? '' : make, model: '' })}
          />
        )}
        {result.bodies.length > 0 && (
          <FacetTiles
            title="Body type"
            tiles={result.bodies.map((facet) => ({
              value: facet.value,
              label: bodyLabel(facet.value),
              count: facet.count,
            }))}
            chosen={state.body ? [state.body] : []}
            onToggle={(body) => choose({ body: body === state.body ? '' : body })}
          />
        )}
        {state.make && result.models.length > 0 && (
          <label className="directory-select">
            <span>{state.make} model</span>
            <select value={state.model} onChange={(event) => choose({ model: event.currentTarget.value })}>
              <option value="">All {state.make} models</option>
              {result.models.map((facet) => (
                <option key={facet.value} value={facet.value}>
                  {facet.value} ({facet.count})
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <DirectoryResults
        headingId="directory-results-heading"
        countText={`${result.total} ${result.total === 1 ? 'model' : 'models'}`}
        busy={status === 'loading'}
        failed={status === 'error'}
        failedText="The search could not be updated. The results below are from your previous search."
        showClear={filtered}
        onClear={clear}
        empty={
          result.total === 0
            ? {
                title: SEARCH_MESSAGES.noResultsTitle,
                body: SEARCH_MESSAGES.noResultsBody,
                clearHref: '/models',
                clearLabel: SEARCH_MESSAGES.clearFilters,
              }
            : null
        }
        pager={
          <Pagination
            label="Model pages"
            page={result.page}
            pages={result.pages}
            hrefOf={(page) => directoryUrl({ ...state, page }, vocabulary)}
            onPage={toPage}
          />
        }
        resultsRef={resultsRef}
      >
        <ul className="card-grid directory-grid">
          {hits.map((model, index) => (
            <li key={model.id}>
              <ModelCard model={model} priority={index < 2} media={media ?? NO_IMAGE_CDN} />
            </li>
          ))}
        </ul>
      </DirectoryResults>
    </div>
  );
}
