/**
 * The stock-search loading message (SRCH-25): while results load, the tenant's 5 messages
 * (search.loadingMessages) take turns, each shown for 5 s, then the cycle starts over.
 */

export const LOADING_MESSAGE_INTERVAL_MS = 5000;
export const LOADING_MESSAGE_COUNT = 5;

/**
 * The message to show `elapsedMs` after loading began: the first for 0–4999 ms, the second
 * from 5000 ms, and so on, wrapping after the last. A negative elapsed time (clock moved
 * back) shows the first; no messages give `undefined`.
 */
export function loadingMessageAt(messages: readonly string[], elapsedMs: number): string | undefined {
  if (messages.length === 0) return undefined;
  const turn =
    Number.isFinite(elapsedMs) && elapsedMs > 0 ? Math.floor(elapsedMs / LOADING_MESSAGE_INTERVAL_MS) : 0;
  return messages[turn % messages.length];
}

/** Milliseconds until the message changes, for scheduling the next re-render. */
export function msUntilNextLoadingMessage(elapsedMs: number): number {
  const elapsed = Number.isFinite(elapsedMs) && elapsedMs > 0 ? elapsedMs : 0;
  return LOADING_MESSAGE_INTERVAL_MS - (elapsed % LOADING_MESSAGE_INTERVAL_MS);
}
