/**
 * The animated count of the 'Show Me {count} {cars}' button (SRCH-11): when the result count
 * changes it runs from the old to the new value over 1 s, fast at first and slowing down
 * into the end, so the final digits settle instead of flickering.
 */

/** Count animation length (spec-1 §9 Display). */
export const COUNT_ANIMATION_MS = 1000;

/** Cubic ease-out: 0 → 0, 1 → 1, steep at the start. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * The whole number to show `elapsedMs` into the animation: `from` at 0 (or before), exactly
 * `to` once the duration has passed, and rounded eased values between. A zero or negative
 * duration jumps straight to `to`.
 */
export function animatedCount(
  from: number,
  to: number,
  elapsedMs: number,
  durationMs = COUNT_ANIMATION_MS,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  if (!(elapsedMs > 0)) return from;
  return Math.round(from + (to - from) * easeOutCubic(elapsedMs / durationMs));
}
