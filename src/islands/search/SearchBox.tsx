/**
 * The stock search box, debounced 300 ms (SRCH-01) so each keystroke does not start a search.
 * What it understands beyond names becomes refinements (SRCH-32, src/domain/search/query-words.ts):
 * while the shopper types, the search follows what the whole text says and the box keeps the
 * text as typed (a word half typed, "ev" of "everest", is read again on the next pause); on
 * Enter, or on leaving the box, the words become their chips and the box keeps the rest.
 */
import { useRef } from 'react';
import { useInstantSearch, useSearchBox } from 'react-instantsearch-core';
import {
  hasRefinements,
  type QueryWords,
  searchWithQueryWords,
} from '../../domain/search/query-words-state.ts';
import type { SearchState } from '../../domain/search-url.ts';
import { QueryForm } from './QueryForm.tsx';
import type { QueryWordsReader } from './query-words-reader.ts';
import { searchStateOf, withSearchState } from './search-state.ts';
import { type QuerySettledBy, useDebouncedQuery } from './use-debounced-query.ts';

export function SearchBox({ indexName, reader }: { indexName: string; reader: QueryWordsReader }) {
  const { query, refine } = useSearchBox();
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const uiState = useRef(indexUiState);
  uiState.current = indexUiState;
  /** While the box shows words not yet made chips: the search they were typed into, and the text they left. */
  const typed = useRef<{ base: SearchState; rest: string } | undefined>(undefined);
  const latest = useRef(0);

  function settle(text: string, by: QuerySettledBy) {
    const id = ++latest.current;
    const words = reader.now(text);
    if (words) {
      apply(text, words, by);
      return;
    }
    // The reader is still on its way: the text is searched as typed now, its words once it is here.
    refine(text);
    reader.ready().then(
      () => {
        const read = reader.now(text);
        if (id === latest.current && read && hasRefinements(read)) apply(text, read, by);
      },
      (error: unknown) =>
        console.warn(
          'The stock could not be asked what the search words mean; the text is searched as typed.',
          error,
        ),
    );
  }

  function apply(text: string, words: QueryWords, by: QuerySettledBy) {
    if (!hasRefinements(words) && !typed.current) {
      refine(text);
      return;
    }
    const base = typed.current?.base ?? searchStateOf(uiState.current, indexName);
    const next = searchWithQueryWords(base, words);
    setIndexUiState((previous) => withSearchState(previous, next, indexName));
    if (by === 'typed' && hasRefinements(words)) {
      typed.current = { base, rest: words.text };
      return;
    }
    typed.current = undefined;
    if (by === 'submitted') box.show(words.text);
  }

  const box = useDebouncedQuery(query, settle, (incoming) => incoming === typed.current?.rest);

  /** Leaving the box settles it: a pending pause is searched now, typed words become chips. */
  function leave() {
    if (box.flush() || !typed.current) return;
    box.show(typed.current.rest);
    typed.current = undefined;
  }

  return (
    <search className="search-box">
      <QueryForm
        box={box}
        inputId="stock-search"
        label="Search our stock"
        placeholder="Make, model, keyword or stock number"
        // The stock's values are asked on focus, so the first pause need not wait for them.
        onFocus={() => reader.ready().catch(() => undefined)}
        onBlur={leave}
      />
    </search>
  );
}
