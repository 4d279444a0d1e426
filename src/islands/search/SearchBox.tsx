/** The search box, debounced 300 ms (SRCH-01) so each keystroke does not start a search. */
import { useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch-core';
import { SEARCH_BOX_DEBOUNCE_MS } from '../../domain/search/range-slider.ts';

export function SearchBox() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setValue(query), [query]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <search className="search-box">
      <form
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        refine(value);
      }}
    >
      <label htmlFor="stock-search">Search our stock</label>
      <input
        id="stock-search"
        type="search"
        value={value}
        maxLength={200}
        placeholder="Make, model, keyword or stock number"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => refine(next), SEARCH_BOX_DEBOUNCE_MS);
        }}
      />
      <button type="submit" className="btn">
        Search
      </button>
      </form>
    </search>
  );
}
