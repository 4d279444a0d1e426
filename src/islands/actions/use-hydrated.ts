import { useEffect, useState } from 'react';

/** False during the server render and the hydrating render, true after: browser-only state shows after hydration without a mismatch. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
