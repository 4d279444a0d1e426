/**
 * Registration expiry (VDP-11). Dates compare as calendar days in the tenant's time zone:
 * - expiry before today: 'Unregistered' on tenants with `pastRegoShowsUnregistered`, else nothing;
 * - expiry today or later: 'Expires on {date}', e.g. 'Expires on 21 November 2026' (en-AU).
 *   The expiry day itself still counts as registered: registration runs to the end of it.
 * No (or an unreadable) expiry date shows nothing.
 */
import { calendarDay } from '../../model/time-zone.ts';
import { formatDate } from '../format.ts';

export const UNREGISTERED = 'Unregistered';

export interface RegoOptions {
  pastShowsUnregistered: boolean;
  /** IANA zone of the tenant (site.timezone). */
  timeZone: string;
  now: Date;
}

export function regoExpiryText(regoExpiry: string | undefined, options: RegoOptions): string | undefined {
  if (!regoExpiry) return undefined;
  const expiry = new Date(regoExpiry);
  if (Number.isNaN(expiry.getTime())) return undefined;
  const past = calendarDay(expiry, options.timeZone) < calendarDay(options.now, options.timeZone);
  if (past) return options.pastShowsUnregistered ? UNREGISTERED : undefined;
  return `Expires on ${formatDate(expiry.toISOString(), options.timeZone)}`;
}
