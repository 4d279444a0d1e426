/**
 * The text of a search box that searches as the shopper types, 300 ms after the last
 * keystroke (SRCH-01), and at once on Enter. Shared by the stock search, the model
 * directory and the special offers, so all three boxes behave the same way.
 */
import { useEffect, useRef, useState } from 'react';
import { SEARCH_BOX_DEBOUNCE_MS } from '../../domain/search/range-slider.ts';

/** 'typed': the shopper paused while typing; 'submitted': they pressed Enter or Search. */
export type QuerySettledBy = 'typed' | 'submitted';

export function useDebouncedQuery(
  query: string,
  onSettled: (text: string, by: QuerySettledBy) => void,
  /** True for a query the box's own text stands for (the text its words left), which it keeps showing. */
  standsFor: (query: string) => boolean = () => false,
) {
  const [text, setText] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keeps = useRef(standsFor);
  keeps.current = standsFor;
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  // The query can change from outside (back button, a cleared filter): the box follows it,
  // unless the shopper is typing. On a slow phone a keystroke can land between a pause's search
  // and its query coming back here; the box then keeps what was typed since (its own search
  // follows), instead of dropping that keystroke.
  useEffect(() => {
    if (timer.current === undefined && !keeps.current(query)) setText(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    text,
    type(next: string) {
      setText(next);
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        onSettled(next, 'typed');
      }, SEARCH_BOX_DEBOUNCE_MS);
    },
    submit() {
      cancel();
      onSettled(text, 'submitted');
    },
    /** Settles at once a pause still waiting (the shopper left the box); nothing when none waits. */
    flush(): boolean {
      if (timer.current === undefined) return false;
      cancel();
      onSettled(text, 'submitted');
      return true;
    },
    /** Shows a text in the box without searching it. */
    show(next: string) {
      cancel();
      setText(next);
    },
    /** Empties the box and drops a search still waiting on the debounce. */
    reset() {
      cancel();
      setText('');
    },
  };
}
