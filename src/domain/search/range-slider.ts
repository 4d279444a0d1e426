/**
 * Range sliders of the stock search (SRCH-13, SRCH-14): the range and step a slider spans,
 * and what a moved handle turns into (rounded, clamped, or refused). Shaped for
 * react-instantsearch `useRange`: `range` is `{ min, max }`, `start` is `[min, max]` with
 * ±Infinity for an open end, and `refine` takes `[min | undefined, max | undefined]`.
 */

/**
 * The attributes the stock search shows as sliders: the page needs their range (facetStats),
 * never their per-value counts (the build's engine and landing pages leave those out).
 */
export const SLIDER_ATTRIBUTES = ['price', 'km', 'year'] as const;
export type SliderAttribute = (typeof SLIDER_ATTRIBUTES)[number];

/** Search box debounce (SRCH-01). */
export const SEARCH_BOX_DEBOUNCE_MS = 300;
/** Delay between the last slider move and the refinement (SRCH-14). */
export const SLIDER_DEBOUNCE_MS = 400;

export interface SliderRange {
  min: number;
  max: number;
}

/** The range when the search service reports no facet stats (SRCH-13). */
export const DEFAULT_SLIDER_RANGE: Readonly<SliderRange> = { min: 0, max: 100_000 };

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The slider's range (SRCH-13): the facetStats min and max when both are present and in
 * order, else 0–100000. Half-present stats are not mixed with the default, since a min
 * from the stock beside a made-up max would misstate the stock.
 */
export function sliderRange(
  stats?: { min?: number | undefined; max?: number | undefined } | undefined,
): SliderRange {
  if (stats && isFiniteNumber(stats.min) && isFiniteNumber(stats.max) && stats.min <= stats.max)
    return { min: stats.min, max: stats.max };
  return { ...DEFAULT_SLIDER_RANGE };
}

/**
 * Step = range / 100, rounded (SRCH-13). Never below 1: a narrow range (years 2019–2025,
 * or one car where min equals max) would otherwise round to a step of 0, which sliders
 * cannot move with.
 */
export function sliderStep(range: SliderRange): number {
  return Math.max(1, Math.round((range.max - range.min) / 100));
}

/** Nearest multiple of 1000; halves round up (1500 → 2000, -1500 → -1000). */
export function roundToThousand(value: number): number {
  // + 0 turns -0 (from -400) into 0, so callers never see a negative zero.
  return Math.round(value / 1000) * 1000 + 0;
}

/** How a slider's values are rounded: price and km to 1000 (SRCH-14), year to whole years, others not at all. */
export type SliderKind = 'thousands' | 'year' | 'exact';

/**
 * The rounding for a search attribute. Only price and km round to 1000 (SRCH-14):
 * subscription and weekly prices are a few hundred dollars, where 1000 would swallow
 * the whole scale.
 */
export function sliderKindOf(attribute: string): SliderKind {
  if (attribute === 'price' || attribute === 'km') return 'thousands';
  if (attribute === 'year') return 'year';
  return 'exact';
}

function roundFor(kind: SliderKind, value: number): number {
  if (kind === 'thousands') return roundToThousand(value);
  if (kind === 'year') return Math.round(value);
  return value;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * One handle's value, rounded then clamped into the range. A value exactly at a range end
 * stays there unrounded: the end means "no limit", and rounding it inwards (min 4500 → 5000)
 * would drop the cheapest or dearest cars.
 */
export function normaliseSliderValue(kind: SliderKind, range: SliderRange, value: number): number {
  if (value === range.min || value === range.max) return value;
  return clamp(roundFor(kind, value), range.min, range.max);
}

export type SliderUpdate =
  | { accepted: true; value: [number, number] }
  /** The caller logs `reason` and leaves the refinement as it was (spec-1 §8). */
  | { accepted: false; reason: string };

/**
 * Applies a slider change (SRCH-14). `next` is what the slider reports, `current` what is
 * refined now (both handles within the range). A value that is not a number, or lies below
 * the range min or above the max, refuses the whole change. Accepted values are rounded
 * and clamped, and a handle that crosses the other stops at it: when only one handle
 * moved, that one is held back; when both moved, the min is lowered to the max.
 */
export function applySliderChange(
  kind: SliderKind,
  range: SliderRange,
  current: readonly [number, number],
  next: readonly [number, number],
): SliderUpdate {
  for (const value of next) {
    if (!isFiniteNumber(value)) return { accepted: false, reason: `slider value ${value} is not a number` };
    if (value < range.min)
      return { accepted: false, reason: `slider value ${value} is below the range minimum ${range.min}` };
    if (value > range.max)
      return { accepted: false, reason: `slider value ${value} is above the range maximum ${range.max}` };
  }
  let min = normaliseSliderValue(kind, range, next[0]);
  let max = normaliseSliderValue(kind, range, next[1]);
  if (min > max) {
    const onlyMaxMoved = next[0] === current[0] && next[1] !== current[1];
    if (onlyMaxMoved) max = min;
    else min = max;
  }
  return { accepted: true, value: [min, max] };
}

/**
 * The handle positions for a `useRange` start: open ends (±Infinity or undefined) sit at the
 * range ends, and a stale refinement from the URL outside today's range is clamped in.
 */
export function sliderValues(
  range: SliderRange,
  start: readonly [number | undefined, number | undefined],
): [number, number] {
  const [from, to] = start;
  const min = isFiniteNumber(from) ? clamp(from, range.min, range.max) : range.min;
  const max = isFiniteNumber(to) ? clamp(to, range.min, range.max) : range.max;
  return [Math.min(min, max), max];
}

/**
 * The `useRange` refine argument: a handle at its range end is an open end (`undefined`),
 * so moving a slider back to its ends clears the refinement and the URL parameter.
 */
export function rangeRefinement(
  range: SliderRange,
  value: readonly [number, number],
): [number | undefined, number | undefined] {
  return [value[0] <= range.min ? undefined : value[0], value[1] >= range.max ? undefined : value[1]];
}
