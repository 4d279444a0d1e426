/**
 * The shown value of an animated count (SRCH-11): when the target changes it runs from the
 * value on screen to the new one over 1 s on animation frames; with reduced motion asked
 * for, it jumps straight there.
 */
import { useEffect, useRef, useState } from 'react';
import { animatedCount, COUNT_ANIMATION_MS } from '../../domain/search/count-animation.ts';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function useAnimatedCount(target: number): number {
  const [shown, setShown] = useState(target);
  const current = useRef(target);
  useEffect(() => {
    const from = current.current;
    if (from === target) return;
    if (prefersReducedMotion()) {
      current.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    let started: number | undefined;
    const step = (now: number) => {
      started ??= now;
      const value = animatedCount(from, target, now - started, COUNT_ANIMATION_MS);
      current.current = value;
      setShown(value);
      if (now - started < COUNT_ANIMATION_MS) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
