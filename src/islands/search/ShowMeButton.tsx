/**
 * 'Show Me {count} {cars}' (SRCH-11): closes the filters and takes the shopper to the
 * results. When the count changes it runs to the new value over 1 s (`animatedCount`), so a
 * shopper ticking filters sees the stock shrink; with reduced motion it jumps.
 */
import { useEffect, useRef, useState } from 'react';
import { useStats } from 'react-instantsearch-core';
import { animatedCount, COUNT_ANIMATION_MS } from '../../domain/search/count-animation.ts';
import { displayCount } from '../../domain/search/facets.ts';
import { showMeLabel } from '../../domain/search/messages.ts';
import { CAR_NOUN } from '../../domain/vocabulary.ts';
import type { SearchPageConfig } from './types.ts';

/** The result total as shown (SRCH-20: a capped count above 1999 is replaced; an exact one never). */
export function shownTotal(
  nbHits: number,
  config: Pick<SearchPageConfig, 'stockCount' | 'countCap'>,
): number {
  return displayCount(nbHits, config.stockCount, nbHits, config.countCap);
}

export function ShowMeButton({ config, onClick }: { config: SearchPageConfig; onClick: () => void }) {
  const { nbHits } = useStats();
  const target = shownTotal(nbHits, config);
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  shownRef.current = shown;

  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(target);
      return;
    }
    const started = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const value = animatedCount(from, target, now - started, COUNT_ANIMATION_MS);
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return (
    <button type="button" className="btn show-me" onClick={onClick}>
      {showMeLabel(shown, config.vehicleNoun ?? CAR_NOUN)}
    </button>
  );
}
