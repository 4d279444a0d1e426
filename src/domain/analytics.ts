/**
 * Analytics events (AN-01, AN-02, spec-1 §7). The platform reports numeric event ids:
 *
 * | id | event |
 * |----|-------|
 * | 4  | used car viewed |
 * | 9  | finance enquiry modal, for one brand only |
 * | 14 | enquiry on a new (or demo) car |
 * | 15 | enquiry on a used car |
 * | 17 | test drive on a new (or demo) car, and any car tagged 'Test Drive Only' |
 * | 18 | trade-in offer accepted |
 * | 25 | phone click, labelled 'New Car' or 'Used Car' |
 * | 26 | first use of the finance calculator (once per page) |
 * | 39 | favourite or save |
 * | 48 | test drive on a used car |
 * | 49 | search page viewed |
 * | 60 | car history report opened |
 * | 61 | print page opened |
 *
 * Demo cars count as new: the spec's events distinguish only new and used.
 *
 * `track` never throws and never rejects: a sink that throws or rejects produces a
 * console warning only, so analytics can never break a page (AN-02).
 */

export const ANALYTICS_EVENTS = {
  usedView: 4,
  financeEnquiryModal: 9,
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  offerAccepted: 18,
  phoneClick: 25,
  financeCalculatorFirstUse: 26,
  favourite: 39,
  usedTestDrive: 48,
  searchPageView: 49,
  historyReport: 60,
  print: 61,
} as const;

export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export interface AnalyticsEvent {
  id: AnalyticsEventId;
  label?: string | undefined;
  data?: Readonly<Record<string, string | number | boolean | undefined>> | undefined;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void | Promise<void>;

type CarKind = { car_type: string };

const isUsed = (car: CarKind) => car.car_type === 'used';

/** 4 for used cars; other car pages send no view event. */
export function viewEventId(car: CarKind): typeof ANALYTICS_EVENTS.usedView | undefined {
  return isUsed(car) ? ANALYTICS_EVENTS.usedView : undefined;
}

/** 15 for used cars, else 14. */
export function enquiryEventId(
  car: CarKind,
): typeof ANALYTICS_EVENTS.newEnquiry | typeof ANALYTICS_EVENTS.usedEnquiry {
  return isUsed(car) ? ANALYTICS_EVENTS.usedEnquiry : ANALYTICS_EVENTS.newEnquiry;
}

/** 17 for a 'Test Drive Only' car whatever its type; else 48 for used cars and 17 for new. */
export function testDriveEventId(
  car: CarKind & { tag?: string | undefined },
): typeof ANALYTICS_EVENTS.newTestDrive | typeof ANALYTICS_EVENTS.usedTestDrive {
  if (car.tag?.trim().toLowerCase() === 'test drive only') return ANALYTICS_EVENTS.newTestDrive;
  return isUsed(car) ? ANALYTICS_EVENTS.usedTestDrive : ANALYTICS_EVENTS.newTestDrive;
}

export type PhoneClickLabel = 'New Car' | 'Used Car';

/**
 * 'Used Car' when a path segment names used stock ('/search/used-cars', '/used-car/used/',
 * '/used'), else 'New Car'. A car page's slug does not say its type, so when the car type
 * is known (vehicle pages) it decides instead of the path.
 */
export function phoneClickLabel(path: string, carType?: string | undefined): PhoneClickLabel {
  if (carType !== undefined) return carType === 'used' ? 'Used Car' : 'New Car';
  const pathname = path.split(/[?#]/)[0] ?? '';
  const used = pathname
    .toLowerCase()
    .split('/')
    .some((segment) => /^used(?:-|$)/.test(segment));
  return used ? 'Used Car' : 'New Car';
}

export function phoneClickEvent(path: string, carType?: string | undefined): AnalyticsEvent {
  return { id: ANALYTICS_EVENTS.phoneClick, label: phoneClickLabel(path, carType) };
}

/** 9 only for cars of the one brand the tenant reports it for (compared case-insensitively). */
export function financeEnquiryModalEventId(
  make: string,
  brand: string | undefined,
): typeof ANALYTICS_EVENTS.financeEnquiryModal | undefined {
  if (!brand?.trim()) return undefined;
  return make.trim().toLowerCase() === brand.trim().toLowerCase()
    ? ANALYTICS_EVENTS.financeEnquiryModal
    : undefined;
}

function warn(event: AnalyticsEvent, error: unknown): void {
  console.warn(`Analytics event ${event.id} failed:`, error instanceof Error ? error.message : error);
}

/** Sends `event` to `sink` (no sink: nothing). Resolves when the sink settles; never throws or rejects. */
export function track(sink: AnalyticsSink | undefined, event: AnalyticsEvent): Promise<void> {
  if (!sink) return Promise.resolve();
  try {
    const result = sink(event);
    if (result && typeof (result as Promise<void>).then === 'function') {
      return Promise.resolve(result).then(
        () => undefined,
        (error: unknown) => warn(event, error),
      );
    }
  } catch (error) {
    warn(event, error);
  }
  return Promise.resolve();
}

/** A tracker that sends `event` the first time it is called and never again (event 26). */
export function trackOnce(sink: AnalyticsSink | undefined, event: AnalyticsEvent): () => Promise<void> {
  let sent = false;
  return () => {
    if (sent) return Promise.resolve();
    sent = true;
    return track(sink, event);
  };
}
