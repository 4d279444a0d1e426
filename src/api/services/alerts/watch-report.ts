/**
 * The dealer's weekly watch report (ALERT-01): how many signed-in shoppers have each car on
 * their watchlist, and the mobile numbers of those who agreed that the dealer's staff may
 * contact them about it (nobody else's). E-mailed through the outbox to the lead recipients
 * with a CSV, once a week in the sending hours, when at least one car is watched.
 */
import Papa from 'papaparse';
import { inSendingHours } from '../../../domain/alerts/digest-schedule.ts';
import { formatDollars } from '../../../domain/format.ts';
import { calendarDay } from '../../../model/time-zone.ts';
import type { ApiDeps } from '../../context.ts';
import type { TenantData } from '../../tenant-data.ts';

export const WATCH_REPORT_CHANNEL = 'report-email';
const WEEK_MS = 7 * 86_400_000;

export interface WatchReportRow {
  car_id: string;
  car: string;
  price: number;
  page: string;
  watchers: number;
  contacts: string[];
}

/** The dealer's addresses: leads.emailTo, else every location's e-mail. */
export function reportRecipients(tenant: TenantData): string[] {
  const configured = tenant.tenant.settings.leads.emailTo;
  if (configured.length > 0) return configured;
  return [...new Set(tenant.tenant.locations.flatMap((location) => location.contact_detail.email ?? []))];
}

/** The report as a CSV file a spreadsheet opens. */
export function watchReportCsv(rows: readonly WatchReportRow[]): string {
  return Papa.unparse({
    fields: ['Car ID', 'Car', 'Price', 'Page', 'Watching', 'Agreed to be contacted (mobile)'],
    data: rows.map((row) => [
      row.car_id,
      row.car,
      row.price > 0 ? formatDollars(row.price) : 'POA',
      row.page,
      row.watchers,
      row.contacts.join(' '),
    ]),
  });
}

/**
 * Queues this week's report when it is due; true when one was queued. Its id names the day,
 * so two processes finding it due at once store it once.
 */
export async function queueWatchReport(deps: ApiDeps, slug: string): Promise<boolean> {
  const tenant = deps.tenantData(slug);
  if (!tenant?.tenant.settings.features.savedSearches) return false;
  const now = deps.now();
  const zone = tenant.tenant.settings.site.timezone;
  if (!inSendingHours(now, zone)) return false;
  const last = await deps.store.alerts.lastMessageAt(slug, 'watch-report');
  if (last && now.getTime() - Date.parse(last) < WEEK_MS) return false;
  const rows: WatchReportRow[] = (await deps.store.alerts.watchCounts(slug)).flatMap((row) => {
    const car = tenant.carsById.get(row.car_id);
    if (!car) return [];
    return [
      {
        car_id: car.id,
        car: car.name,
        price: car.price,
        page: new URL(`/cars/${car.slug}/`, tenant.tenant.settings.site.url).href,
        watchers: row.watchers,
        contacts: row.contacts,
      },
    ];
  });
  if (rows.length === 0 || reportRecipients(tenant).length === 0) return false;
  return deps.store.alerts.queueMessage(
    {
      id: `watch-report:${slug}:${calendarDay(now, zone)}`,
      tenant: slug,
      subscriber_id: null,
      kind: 'watch-report',
      payload: { rows },
    },
    WATCH_REPORT_CHANNEL,
    [],
    now,
  );
}
