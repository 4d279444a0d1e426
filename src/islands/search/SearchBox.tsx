/** The stock search box, debounced 300 ms (SRCH-01) so each keystroke does not start a search. */
import { useSearchBox } from 'react-instantsearch-core';
import { useDebouncedQuery } from './use-debounced-query.ts';

export function SearchBox() {
  const { query, refine } = useSearchBox();
  const box = useDebouncedQuery(query, (text) => refine(text));
  return (
    <search className="search-box">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          box.submit();
        }}
      >
        <label htmlFor="stock-search">Search our stock</label>
        <input
          id="stock-search"
          type="search"
          value={box.text}
          maxLength={200}
          placeholder="Make, model, keyword or stock number"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => box.type(event.currentTarget.value)}
        />
        <button type="submit" className="btn">
          Search
        </button>
      </form>
    </search>
  );
}
