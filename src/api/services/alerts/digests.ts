/**
 * Sending the news (ALERT-02): each subscribed shopper whose digest is due (instant, daily or
 * weekly, in the sending hours at the dealer) gets one message with everything waiting, put
 * in the outbox with the news it carries in one transaction, so two processes never send the
 * same news twice and a crash loses none.
 */
import { randomUUID } from 'node:crypto';
import { digestDue } from '../../../domain/alerts/digest-schedule.ts';
import type { ApiDeps } from '../../context.ts';

export const ALERT_CHANNELS = { email: 'alert-email', sms: 'alert-sms' } as const;

/** Queues the due digests of a tenant; how many were queued. */
export async function queueDueDigests(deps: ApiDeps, slug: string): Promise<number> {
  const tenant = deps.tenantData(slug);
  if (!tenant?.tenant.settings.features.savedSearches) return 0;
  const zone = tenant.tenant.settings.site.timezone;
  const now = deps.now();
  let queued = 0;
  for (const { subscriber, events } of await deps.store.alerts.pendingDigests(slug)) {
    if (!digestDue(subscriber.frequency, subscriber.last_sent_at, now, zone)) continue;
    const sent = await deps.store.alerts.queueMessage(
      {
        id: `alert-${randomUUID()}`,
        tenant: slug,
        subscriber_id: subscriber.id,
        kind: 'digest',
        payload: { events: events.map((event) => event.payload) },
      },
      ALERT_CHANNELS[subscriber.channel],
      events.map((event) => event.id),
      now,
    );
    if (sent) queued++;
  }
  return queued;
}
