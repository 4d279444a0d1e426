/**
 * View tracking and print (VDP-12, VDP-20, VDP-16, AN-01), part of the vehicle page's tiny
 * script (car-page.ts). The [data-view-tracker] element's data-viewed-car (the record's
 * JSON, from viewedCarRecord) is remembered with the page, data-view-event (4 for used cars,
 * from viewEventId) is sent, and data-count-url is fetched once per page view: 'N people
 * viewed this car' shows only when it answers with a count (a non-ok answer yields nothing).
 * With ?print=1 (from /print) the print dialog opens once the page has loaded.
 */
import { sendEvent } from '../../lib/analytics-client.ts';
import { rememberCarView } from '../../stores/viewed-cars-storage.ts';

const tracker = document.querySelector<HTMLElement>('[data-view-tracker]');
if (tracker) {
  const d = tracker.dataset;
  try {
    rememberCarView(JSON.parse(d['viewedCar'] ?? ''), location.pathname);
  } catch {
    // no record on the element
  }
  if (d['viewEvent']) sendEvent({ id: Number(d['viewEvent']) as 4, data: { car_id: d['carId'] } });
  if (d['countUrl']) {
    fetch(d['countUrl'])
      .then((response) => (response.ok ? response.json() : undefined))
      .then((answer: { views?: unknown } | undefined) => {
        const views = answer?.views;
        if (typeof views !== 'number' || !(views >= 0)) return;
        tracker.textContent = `${views} ${views === 1 ? 'person' : 'people'} viewed this car`;
        tracker.hidden = false;
      })
      .catch(() => undefined);
  }
}

if (new URLSearchParams(location.search).get('print') === '1') {
  const print = () => setTimeout(() => window.print(), 250);
  if (document.readyState === 'complete') print();
  else addEventListener('load', print, { once: true });
}
