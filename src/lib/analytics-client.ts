/**
 * The browser's analytics sink (AN-01, AN-02): events go to `window.dataLayer` (a tag
 * manager's queue) as `{ event: id, event_label?, ...data }` when the page has one, and
 * nowhere otherwise. The sink never throws: a broken data layer produces a console warning
 * only. It has no runtime imports, so the vehicle page's tiny scripts can use it; the event
 * ids and labels come from src/domain/analytics.ts (often computed at build time).
 */
import type { AnalyticsEvent, AnalyticsSink } from '../domain/analytics.ts';

/** The data layer a tag manager reads; absent until a tenant adds one. */
interface DataLayerHost {
  dataLayer?: { push: (entry: Record<string, unknown>) => unknown } | undefined;
}

/** What one event looks like in the data layer. */
export function dataLayerEntry(event: AnalyticsEvent): Record<string, unknown> {
  const entry: Record<string, unknown> = { ...event.data, event: event.id };
  if (event.label !== undefined) entry['event_label'] = event.label;
  return entry;
}

/** A sink pushing to `host.dataLayer` (default: window) when it exists; never throws (AN-02). */
export function dataLayerSink(host?: DataLayerHost): AnalyticsSink {
  return (event) => {
    try {
      const layer = (host ?? (globalThis as DataLayerHost)).dataLayer;
      if (layer && typeof layer.push === 'function') layer.push(dataLayerEntry(event));
    } catch (error) {
      console.warn(`Analytics event ${event.id} failed:`, error instanceof Error ? error.message : error);
    }
  };
}

/** Sends an event to the page's data layer; never throws. */
export function sendEvent(event: AnalyticsEvent): void {
  void dataLayerSink()(event);
}
