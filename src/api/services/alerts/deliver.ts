/**
 * Delivering an alert message from the outbox: a shopper's digest by e-mail (with the
 * List-Unsubscribe and List-Unsubscribe-Post headers of RFC 8058, ALERT-03) or SMS, the
 * double opt-in e-mail, or the dealer's watch report. A shopper who unsubscribed after a
 * digest was queued gets nothing: the job completes without sending.
 */
import type { AlertEvent } from '../../../domain/alerts/digest-message.ts';
import { digestMessage, optInMessage } from '../../../domain/alerts/digest-message.ts';
import type { ApiDeps } from '../../context.ts';
import { alertLinks } from './links.ts';
import { reportRecipients, type WatchReportRow, watchReportCsv } from './watch-report.ts';

export async function deliverAlertMessage(messageId: string, deps: ApiDeps): Promise<void> {
  const message = await deps.store.alerts.message(messageId);
  if (!message) throw new Error(`alert message ${messageId} is not stored`);
  const tenant = deps.tenantData(message.tenant);
  if (!tenant) throw new Error(`tenant ${message.tenant} has no built data`);
  const { site } = tenant.tenant.settings;
  const host = new URL(site.url).hostname;
  const from = `${site.name.replace(/["<>\r\n]/g, '')} <alerts@${host}>`;
  const mailId = `${message.id.replace(/[^\w.-]/g, '-')}@${host}`;

  if (message.kind === 'watch-report') {
    const { rows } = message.payload as { rows: WatchReportRow[] };
    const to = reportRecipients(tenant);
    if (to.length === 0) throw new Error('no recipient: set leads.emailTo or a location e-mail');
    const watched = rows.reduce((sum, row) => sum + row.watchers, 0);
    await deps.adapters.email.send({
      from,
      to,
      subject: `Watch report: ${rows.length} ${rows.length === 1 ? 'car' : 'cars'} on shoppers' watchlists`,
      text: [
        `${rows.length} of your cars are on ${watched} watchlist ${watched === 1 ? 'entry' : 'entries'} at ${site.name}.`,
        'The attached CSV lists each car, how many shoppers watch it, and the mobile numbers of those who agreed that you may contact them about it. Contact only those.',
      ].join('\n\n'),
      html: `<p>${rows.length} of your cars are on ${watched} watchlist ${watched === 1 ? 'entry' : 'entries'}.</p><p>The attached CSV lists each car, how many shoppers watch it, and the mobile numbers of those who agreed that you may contact them about it. Contact only those.</p>`,
      messageId: mailId,
      attachments: [{ filename: 'watch-report.csv', content: watchReportCsv(rows), contentType: 'text/csv' }],
    });
    return;
  }

  const subscriber = message.subscriber_id
    ? await deps.store.alerts.subscriber(message.tenant, message.subscriber_id)
    : undefined;
  if (!subscriber) throw new Error(`alert message ${messageId} has no subscriber`);
  if (subscriber.unsubscribed_at) return;
  const links = alertLinks(deps.dataDir, message.tenant, tenant, subscriber.id);

  if (message.kind === 'opt-in') {
    const { label } = message.payload as { label: string };
    const words = optInMessage(site.name, label, links.optInUrl);
    await deps.adapters.email.send({ from, to: [subscriber.address], ...words, messageId: mailId });
    return;
  }

  const { events } = message.payload as { events: AlertEvent[] };
  const digest = digestMessage(events, links);
  if (subscriber.channel === 'sms') {
    await deps.adapters.sms.send(subscriber.address, digest.sms);
    return;
  }
  await deps.adapters.email.send({
    from,
    to: [subscriber.address],
    subject: digest.subject,
    text: digest.text,
    html: digest.html,
    messageId: mailId,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
