/**
 * A min/max range for price, km or year (SRCH-13, SRCH-14): two labelled inputs, values
 * rounded and clamped by the domain rules, applied after the slider debounce.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useRange } from 'react-instantsearch-core';
import { SLIDER_DEBOUNCE_MS } from './timing.ts';

export interface RangeFilterProps {
  attribute: string;
  title: string;
  /** Rounds a typed value (nearest 1000 for price and km). */
  round: (value: number) => number;
  format: (value: number) => string;
}

export function RangeFilter({ attribute, title, round, format }: RangeFilterProps) {
  const { start, range, refine, canRefine } = useRange({ attribute });
  const id = useId();
  const current: [number | undefined, number | undefined] = [
    Number.isFinite(start[0]) ? (start[0] as number) : undefined,
    Number.isFinite(start[1]) ? (start[1] as number) : undefined,
  ];
  const [draft, setDraft] = useState<[string, string]>([current[0]?.toString() ?? '', current[1]?.toString() ?? '']);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setDraft([current[0]?.toString() ?? '', current[1]?.toString() ?? '']), [current[0], current[1]]);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!canRefine || range.min === undefined || range.max === undefined) return null;
  const min = range.min;
  const max = range.max;

  function apply(next: [string, string]) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const parse = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/[^\d.]/g, '')));
      let low = parse(next[0]);
      let high = parse(next[1]);
      // Out-of-range values are ignored (and logged) rather than refined (SRCH-14).
      if (low !== undefined && (!Number.isFinite(low) || low > max)) {
        console.info(`[search] ${attribute} minimum ${next[0]} is out of range; ignored`);
        low = undefined;
      }
      if (high !== undefined && (!Number.isFinite(high) || high < min)) {
        console.info(`[search] ${attribute} maximum ${next[1]} is out of range; ignored`);
        high = undefined;
      }
      if (low !== undefined) low = Math.max(min, Math.min(max, round(low)));
      if (high !== undefined) high = Math.max(min, Math.min(max, round(high)));
      if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
      refine([low, high]);
    }, SLIDER_DEBOUNCE_MS);
  }

  return (
    <fieldset className="refinement range" aria-labelledby={`${id}-title`}>
      <legend id={`${id}-title`}>{title}</legend>
      <div className="range-inputs">
        <label>
          <span>Min</span>
          <input
            inputMode="numeric"
            value={draft[0]}
            placeholder={format(min)}
            onChange={(event) => {
              const next: [string, string] = [event.currentTarget.value, draft[1]];
              setDraft(next);
              apply(next);
            }}
          />
        </label>
        <label>
          <span>Max</span>
          <input
            inputMode="numeric"
            value={draft[1]}
            placeholder={format(max)}
            onChange={(event) => {
              const next: [string, string] = [draft[0], event.currentTarget.value];
              setDraft(next);
              apply(next);
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}
