/**
 * The market-price gauge (GAUGE-01…GAUGE-03). States loading → hidden | shown: once the island
 * is on screen (hydrate it `client:visible`; it also waits for visibility itself) it fetches
 * GET {api}{car path}/autogauge (loadGaugeDisplay: a failure or non-ok answer is logged and
 * hides it). Shown only when gaugeDisplay allows (all fields, confidence > 0.2, max ≥ listing
 * price), with the label (Good Deal / Great Deal or the description), a bar coloured low /
 * medium / high whose fill grows over 2.5 s (no animation under prefers-reduced-motion), and
 * the car's price and the market range as text.
 */
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { formatDollars } from '../../domain/format.ts';
import { type GaugeDisplay, gaugeUrl, loadGaugeDisplay } from '../../domain/gauge.ts';
import { gaugeSummary, gaugeValueText, type MarketGaugeProps } from './gauge-view.ts';

export type { MarketGaugeProps } from './gauge-view.ts';

export function MarketGauge({ carPath, apiBase = '/api', headingLevel = 4 }: MarketGaugeProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const root = useRef<HTMLElement>(null);
  const [display, setDisplay] = useState<GaugeDisplay>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      void loadGaugeDisplay(gaugeUrl(apiBase, carPath)).then((next) => {
        if (!cancelled) setDisplay(next);
      });
    };
    const element = root.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [apiBase, carPath]);

  if (display.state === 'hidden') return null;
  if (display.state === 'loading') {
    return (
      <section
        ref={root}
        className="market-gauge market-gauge--loading"
        aria-busy="true"
        data-testid="market-gauge"
        data-state="loading"
      >
        <p className="market-gauge__loading">Comparing market prices…</p>
      </section>
    );
  }
  const style = {
    '--fill': `${display.fillPercent}%`,
    '--gauge-duration': `${display.animationMs}ms`,
  } as CSSProperties;
  return (
    <section
      ref={root}
      className="market-gauge"
      aria-labelledby={`${id}-title`}
      data-testid="market-gauge"
      data-state="shown"
    >
      <Heading id={`${id}-title`} className="calc-title">
        Market price comparison
      </Heading>
      <p className={`market-gauge__label market-gauge__label--${display.colour}`} data-testid="gauge-label">
        {display.label}
      </p>
      <meter
        className="market-gauge__meter"
        min={0}
        max={100}
        value={display.fillPercent}
        aria-labelledby={`${id}-title`}
        aria-valuetext={gaugeValueText(display)}
      />
      <div className="gauge-bar" aria-hidden="true">
        <div
          className={`gauge-fill gauge-fill--${display.colour}`}
          style={style}
          data-colour={display.colour}
        />
      </div>
      <div className="gauge-scale" aria-hidden="true">
        <span>Higher price {formatDollars(display.marketMax)}</span>
        <span>Lower price {formatDollars(display.marketMin)}</span>
      </div>
      <p className="market-gauge__summary" data-testid="gauge-summary">
        {gaugeSummary(display)}
      </p>
    </section>
  );
}
