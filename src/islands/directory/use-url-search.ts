/**
 * A search whose state lives in the URL (directory and offers): the page is prerendered
 * with the first page of the default state; after hydration the state is read from the
 * URL, every change is written back (push for choices, replace while typing), back and
 * forward restore it. While a search runs, or when it fails, the previous results stay
 * (SRCH-12); only the latest search's answer is shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type SearchStatus = 'idle' | 'loading' | 'error';
export type HistoryMode = 'push' | 'replace' | 'none';

export interface UrlSearchOptions<S, R> {
  initialState: S;
  initialResult: R;
  /** The state of the current window.location. */
  fromLocation: () => S;
  urlOf: (state: S) => string;
  keyOf: (state: S) => string;
  search: (state: S) => Promise<R>;
  /** Search again after hydration even when the URL holds the prerendered state (offers: dates move on). */
  refreshOnMount?: boolean;
}

export function useUrlSearch<S, R>(options: UrlSearchOptions<S, R>) {
  const [state, setState] = useState(options.initialState);
  const [result, setResult] = useState(options.initialResult);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const latest = useRef(0);
  const opts = useRef(options);
  opts.current = options;

  const go = useCallback((next: S, mode: HistoryMode) => {
    const { urlOf, search } = opts.current;
    setState(next);
    if (mode !== 'none') {
      const url = urlOf(next);
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    }
    const id = ++latest.current;
    setStatus('loading');
    search(next).then(
      (answer) => {
        if (id !== latest.current) return;
        setResult(answer);
        setStatus('idle');
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        console.warn('The search failed; the previous results stay.', error);
        setStatus('error');
      },
    );
  }, []);

  useEffect(() => {
    const { fromLocation, keyOf, initialState, refreshOnMount } = opts.current;
    const fromUrl = fromLocation();
    if (refreshOnMount || keyOf(fromUrl) !== keyOf(initialState)) go(fromUrl, 'none');
    const onPopState = () => go(opts.current.fromLocation(), 'none');
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [go]);

  return { state, result, status, go };
}
