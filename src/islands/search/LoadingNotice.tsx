/**
 * What the shopper reads while a search runs or after it failed (SRCH-12, SRCH-25). The
 * previous results stay on screen meanwhile (Results dims them). A search that takes
 * longer than InstantSearch's stalled delay shows the tenant's loading messages, each for
 * 5 s in turn (`loadingMessageAt`), in a polite live region; quick searches stay silent.
 */
import { useEffect, useState } from 'react';
import { loadingMessageAt, msUntilNextLoadingMessage } from '../../domain/search/loading-messages.ts';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

export function LoadingNotice({
  status,
  messages,
  countText,
  onRetry,
}: {
  status: SearchStatus;
  messages: readonly string[];
  countText: string;
  onRetry: () => void;
}) {
  const stalled = status === 'stalled';
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!stalled) return;
    const started = performance.now();
    setElapsed(0);
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setElapsed(performance.now() - started);
          schedule();
        },
        msUntilNextLoadingMessage(performance.now() - started),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [stalled]);

  return (
    <>
      <p className={stalled ? 'search-status is-loading' : 'search-status'} role="status">
        {stalled ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {loadingMessageAt(messages, elapsed)}
          </>
        ) : (
          <span className="visually-hidden">{status === 'error' ? '' : countText}</span>
        )}
      </p>
      {status === 'error' && (
        <div className="search-error" role="alert">
          <p>
            <strong>Search is unavailable right now.</strong> The vehicles listed below are from our last
            update, so some may have sold or changed. Please try again in a moment, or call us.
          </p>
          <button type="button" className="btn secondary" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
    </>
  );
}
