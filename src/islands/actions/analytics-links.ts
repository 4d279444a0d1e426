/**
 * Links that report an analytics event when followed (AN-01): `data-analytics-event` holds
 * the numeric id computed at build time (e.g. 60 on the car-history-report button,
 * src/domain/vehicle/history-report.ts), `data-analytics-label` an optional label. Part of
 * the vehicle page's tiny script (car-page.ts).
 */
import { sendEvent } from '../../lib/analytics-client.ts';
import type { AnalyticsEventId } from '../../domain/analytics.ts';

document.addEventListener('click', (event) => {
  const link =
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-analytics-event]') : null;
  const id = Number(link?.dataset['analyticsEvent']);
  if (!link || !Number.isInteger(id) || id <= 0) return;
  const slug = document.querySelector<HTMLElement>('[data-car-slug]')?.dataset['carSlug'];
  sendEvent({
    id: id as AnalyticsEventId,
    label: link.dataset['analyticsLabel'],
    data: slug ? { car_slug: slug } : undefined,
  });
});
