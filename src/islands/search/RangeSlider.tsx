/**
 * A two-handle range slider for price, km or year (SRCH-13, SRCH-14): two native range
 * inputs over one track, each labelled ('Minimum price', 'Maximum price') and announcing
 * its formatted value, plus a readout. The range comes from facetStats (`sliderRange`),
 * the step from `sliderStep`, and every move goes through `applySliderChange` (rounding to
 * 1000 for price and km, clamping, handles that cannot cross, out-of-range values logged and
 * ignored). The refinement follows 400 ms after the last move (SLIDER_DEBOUNCE_MS).
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useInstantSearch, useRange } from 'react-instantsearch-core';
import {
  applySliderChange,
  rangeRefinement,
  SLIDER_DEBOUNCE_MS,
  type SliderAttribute,
  sliderKindOf,
  sliderRange,
  sliderStep,
  sliderValues,
} from '../../domain/search/range-slider.ts';

export interface RangeSliderProps {
  attribute: SliderAttribute;
  title: string;
  /** The word in the handles' names: 'Minimum price', 'Maximum price'. */
  noun: string;
  format: (value: number) => string;
}

type Pair = [number, number];

export function RangeSlider({ attribute, title, noun, format }: RangeSliderProps) {
  const { start, refine } = useRange({ attribute });
  const { results } = useInstantSearch();
  const stats = results?.getFacetStats(attribute);
  const range = sliderRange(stats);
  const kind = sliderKindOf(attribute);
  const refined = sliderValues(range, start);
  const [draft, setDraft] = useState<Pair>(refined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  // A refinement changed elsewhere (Clear Filters, back button, a new range) moves the handles, unless a move is pending.
  useEffect(() => {
    if (timer.current === undefined) setDraft(refined);
  }, [refined[0], refined[1]]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function move(next: Pair) {
    const update = applySliderChange(kind, range, draft, next);
    if (!update.accepted) {
      // Logged and ignored (spec-1 §8).
      console.info(`[search] ${attribute}: ${update.reason}; ignored`);
      return;
    }
    setDraft(update.value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      refine(rangeRefinement(range, update.value));
    }, SLIDER_DEBOUNCE_MS);
  }

  /**
   * Arrow, Page and Home/End keys, handled here rather than by the browser: with values
   * rounded to 1000 and a step of range/100 (often under 1000), one native step can round
   * back to where the handle was, and the handle would never move. A key press steps on until
   * the rounded value changes.
   */
  function onKeyDown(which: 0 | 1, event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowUp: 1,
      ArrowLeft: -1,
      ArrowDown: -1,
      PageUp: 10,
      PageDown: -10,
    };
    const current = draft[which];
    let target: number | undefined;
    if (event.key === 'Home') target = range.min;
    else if (event.key === 'End') target = range.max;
    else if (steps[event.key] !== undefined) {
      const step = sliderStep(range) * steps[event.key]!;
      for (let candidate = current + step; ; candidate += step) {
        const clamped = Math.min(range.max, Math.max(range.min, candidate));
        const update = applySliderChange(
          kind,
          range,
          draft,
          which === 0 ? [clamped, draft[1]] : [draft[0], clamped],
        );
        if (
          clamped === range.min ||
          clamped === range.max ||
          (update.accepted && update.value[which] !== current)
        ) {
          target = clamped;
          break;
        }
      }
    } else return;
    event.preventDefault();
    move(which === 0 ? [target, draft[1]] : [draft[0], target]);
  }

  // No cars, no stats: a 0–100000 year slider would say nothing. It stays while refined, so it can be undone.
  if (!stats && !Number.isFinite(start[0]) && !Number.isFinite(start[1])) return null;
  const span = range.max - range.min;
  const percent = (value: number) => (span > 0 ? ((value - range.min) / span) * 100 : 0);
  const [low, high] = draft;
  const handle = (which: 0 | 1) => {
    const value = draft[which];
    return (
      <input
        type="range"
        className={which === 0 ? 'thumb-min' : 'thumb-max'}
        // The lower handle comes to the top once it sits in the upper half, so two handles at the top end stay reachable.
        style={which === 0 && percent(low) > 50 ? { zIndex: 3 } : undefined}
        min={range.min}
        max={range.max}
        step={sliderStep(range)}
        value={value}
        disabled={span <= 0}
        aria-label={`${which === 0 ? 'Minimum' : 'Maximum'} ${noun}`}
        aria-valuetext={format(value)}
        aria-describedby={`${id}-readout`}
        onKeyDown={(event) => onKeyDown(which, event)}
        onChange={(event) => {
          const moved = Number(event.currentTarget.value);
          move(which === 0 ? [moved, high] : [low, moved]);
        }}
      />
    );
  };

  return (
    <fieldset className="refinement range">
      <legend>{title}</legend>
      <p className="range-readout" id={`${id}-readout`}>
        {format(low)} – {format(high)}
      </p>
      <div className="range-slider">
        <div className="range-track" aria-hidden="true">
          <div
            className="range-fill"
            style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
          />
        </div>
        {handle(0)}
        {handle(1)}
      </div>
    </fieldset>
  );
}
