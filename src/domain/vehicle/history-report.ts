/**
 * The car-history-report button (VDP-06): shown only when the car has a report file; the
 * click records analytics event 60 (AN-01).
 */
import type { Car } from '../../model/car.ts';
import { ANALYTICS_EVENTS } from '../analytics.ts';

export const HISTORY_REPORT_LABEL = 'Car History Report';

export interface HistoryReportButton {
  label: typeof HISTORY_REPORT_LABEL;
  href: string;
  /** Opens in a new tab: the report is a document, not a site page. */
  newTab: true;
  eventId: typeof ANALYTICS_EVENTS.historyReport;
}

export function historyReportButton(car: Pick<Car, 'file'>): HistoryReportButton | undefined {
  const href = car.file?.trim();
  if (!href) return undefined;
  return { label: HISTORY_REPORT_LABEL, href, newTab: true, eventId: ANALYTICS_EVENTS.historyReport };
}
