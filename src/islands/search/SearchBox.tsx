/** The stock search box, debounced 300 ms (SRCH-01) so each keystroke does not start a search. */
import { useSearchBox } from 'react-instantsearch-core';
import { QueryForm } from './QueryForm.tsx';
import { useDebouncedQuery } from './use-debounced-query.ts';

export function SearchBox() {
  const { query, refine } = useSearchBox();
  const box = useDebouncedQuery(query, (text) => refine(text));
  return (
    <search className="search-box">
      <QueryForm
        box={box}
        inputId="stock-search"
        label="Search our stock"
        placeholder="Make, model, keyword or stock number"
      />
    </search>
  );
}
