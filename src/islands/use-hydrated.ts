import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydrating render, true from the first effect on.
 * Anything that only the browser knows (localStorage, the real clock, randomness) is shown
 * behind it, so the hydrated markup equals the prerendered markup.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
