/**
 * Delivering leads to dealers through the outbox (API-02), and alert messages to shoppers
 * and dealers (ALERT-02). Each stored lead has one job per channel; each alert message one. A job is claimed in the store before it is attempted (its next attempt pushed out
 * as a lease), so no two processes hold it at once and a process killed mid-delivery leaves
 * it due again: delivery is at least once, and a lead is never lost. Failures retry with
 * exponential backoff.
 */
import type { ApiDeps } from '../context.ts';
import { signBody, webhookSecret } from '../adapters/webhook.ts';
import type { OutboxJob } from '../store/types.ts';
import { deliverAlertMessage } from './alerts/deliver.ts';
import { apiSecret } from './api-secret.ts';
import { leadAdf, leadEmail, leadRecipients, leadReplyTo, type StoredLead } from './lead-message.ts';
import { photoLinks } from './photo-links.ts';

export const DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * How long a claimed job is held, renewed every LEASE_RENEW_MS while its attempt runs: short,
 * so the jobs of a process that was killed are due again within seconds (issue 14: the
 * two-minute lease held them for two minutes after every SIGKILL), long enough that a busy
 * event loop does not let another process claim a job still being sent.
 */
export const LEASE_MS = 8_000;
export const LEASE_RENEW_MS = 3_000;
/**
 * Jobs claimed at once and delivered side by side, each attempt bounded (~10 s, the webhook
 * timeout), so a round ends well inside the lease and no claimed job is still waiting when
 * another process could claim it too. Fifty per round keeps the outbox's own write
 * transactions (a claim, then the round's completions) few under a burst, so they seldom hold
 * the write lock a shopper's lead is waiting for; SMTP sends share a small connection pool.
 */
export const CLAIM_BATCH = 50;
/** After this many failed attempts a job stops retrying and is reported as failed. */
export const MAX_ATTEMPTS = 12;

/** 30 s, 1 min, 2 min … capped at 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

interface Job extends OutboxJob {
  /** A lead's channel, or an alert message's (alerts/digests.ts, alerts/watch-report.ts). */
  channel: DeliveryChannel | string;
}

/** Signed links to a trade-in's photos, valid from this delivery (photo-links.ts). */
function tradeInPhotoLinks(lead: StoredLead, siteUrl: string, deps: ApiDeps): string[] {
  const { EvalID, photo_count } = lead.payload;
  if (!EvalID || !photo_count) return [];
  return photoLinks(siteUrl, apiSecret(deps.dataDir), lead.tenant, EvalID, photo_count, deps.now());
}

async function deliver(job: Job, deps: ApiDeps): Promise<void> {
  if (job.message_id !== null) return deliverAlertMessage(job.message_id, deps);
  if (job.lead_id === null) throw new Error(`outbox job ${job.id} delivers nothing`);
  const stored = await deps.store.leads.get(job.lead_id);
  if (!stored) throw new Error(`lead ${job.lead_id} is not stored`);
  // Stored from a lead the API parsed, so its payload has the Lead shape.
  const lead = stored as StoredLead;
  const tenant = deps.tenantData(job.tenant);
  if (!tenant) throw new Error(`tenant ${job.tenant} has no built data`);
  const { leads, site } = tenant.tenant.settings;
  if (job.channel === 'email') {
    const to = leadRecipients(lead.payload, tenant);
    if (to.length === 0) throw new Error('no recipient: set leads.emailTo or a location e-mail');
    const { subject, text, html } = leadEmail(lead, tenant, tradeInPhotoLinks(lead, site.url, deps));
    const host = new URL(site.url).hostname;
    await deps.adapters.email.send({
      from: `${site.name.replace(/["<>\r\n]/g, '')} <leads@${host}>`,
      to,
      replyTo: leadReplyTo(lead.payload),
      subject,
      text,
      html,
      messageId: `lead-${lead.id}@${host}`,
      attachments: leads.adf
        ? [
            {
              filename: `lead-${lead.id}.adf.xml`,
              content: leadAdf(lead, tenant),
              contentType: 'application/xml',
            },
          ]
        : [],
    });
  } else {
    const url = leads.webhookUrl;
    if (!url) return; // the webhook was removed from config after the lead came in
    const body = JSON.stringify({
      lead_id: lead.id,
      tenant: lead.tenant,
      kind: lead.kind,
      created_at: lead.created_at,
      suspected_spam: lead.spam === true,
      lead: lead.payload,
      photo_urls: tradeInPhotoLinks(lead, site.url, deps),
    });
    // No secret: the job fails and is retried, the lead kept; never signed with an empty key.
    const secret = webhookSecret();
    await deps.adapters.webhook.post(url, body, {
      'x-lead-id': lead.id,
      'x-signature': signBody(body, secret, deps.now()),
    });
  }
}

export interface DeliveryRound {
  delivered: number;
  failed: number;
}

/** Attempts every due job once; `owner` names this server's run in the leases it takes. */
export async function deliverDue(
  deps: ApiDeps,
  limit = CLAIM_BATCH,
  owner?: string | undefined,
): Promise<DeliveryRound> {
  const now = deps.now();
  const jobs = (await deps.store.outbox.claimDue(now, limit, LEASE_MS, owner)) as Job[];
  let delivered = 0;
  let failed = 0;
  // Renew the lease of the jobs still being sent while the round runs.
  const sending = new Set(jobs.map((job) => job.id));
  let lease = new Date(now.getTime() + LEASE_MS);
  // One renewal after the other: each moves the lease on from the one before.
  let renewing: Promise<void> = Promise.resolve();
  const renewal =
    jobs.length > 0
      ? setInterval(() => {
          renewing = renewing.then(async () => {
            const next = new Date(deps.now().getTime() + LEASE_MS);
            try {
              await deps.store.outbox.renewLease([...sending], lease, next);
              lease = next;
            } catch (error) {
              console.error('[outbox] lease renewal failed:', error instanceof Error ? error.message : error);
            }
          });
        }, LEASE_RENEW_MS)
      : undefined;
  renewal?.unref();
  // The claimed jobs are delivered side by side: a slow mail server holds up one job, not the
  // round, and their completions reach the store together (one commit on SQLite).
  await Promise.all(
    jobs.map(async (job) => {
      try {
        await deliver(job, deps);
        await deps.store.outbox.complete(job.id, deps.now());
        sending.delete(job.id);
        delivered++;
      } catch (error) {
        const attempts = job.attempts + 1;
        const givesUp = attempts >= MAX_ATTEMPTS;
        const next = new Date(deps.now().getTime() + backoffMs(attempts));
        await deps.store.outbox.fail(
          job.id,
          attempts,
          givesUp,
          next,
          String((error as Error).message).slice(0, 500),
        );
        sending.delete(job.id);
        if (givesUp)
          console.error(
            `[outbox] ${job.lead_id ? `lead ${job.lead_id}` : `message ${job.message_id}`} ${job.channel} failed ${attempts} times: ${(error as Error).message}`,
          );
        failed++;
      }
    }),
  );
  if (renewal) clearInterval(renewal);
  await renewing;
  return { delivered, failed };
}

/** Whether a process of this machine with that id is running (EPERM: running, another user's). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes due at once the jobs that this server's earlier runs still hold: leases named
 * `<node>#<pid>` whose process is gone (or is this one, which has claimed nothing yet). A run
 * still alive — a server draining after SIGTERM while its successor starts, or a second server
 * given the same OUTBOX_NODE — keeps its leases; they end by themselves if it dies.
 */
export async function releaseEarlierRuns(deps: ApiDeps, node: string): Promise<number> {
  const now = deps.now();
  let released = 0;
  for (const owner of await deps.store.outbox.leaseOwners(`${node}#`, now)) {
    const pid = Number(owner.slice(node.length + 1));
    if (!Number.isInteger(pid) || (pid !== process.pid && processAlive(pid))) continue;
    released += await deps.store.outbox.releaseLeases(owner, now);
  }
  return released;
}

/**
 * Runs deliverDue every `intervalMs` until stopped. With a `node` name (OUTBOX_NODE: the same
 * when this server restarts on this machine), its leases are named `<node>#<pid>`, and those
 * of its earlier runs that died are released first: jobs a SIGKILL cut off are sent at once,
 * not when their lease ends.
 */
export function startOutboxWorker(
  deps: ApiDeps,
  intervalMs = 1000,
  node?: string | undefined,
): { stop: () => Promise<void> } {
  const owner = node ? `${node}#${process.pid}` : undefined;
  let running: Promise<unknown> = node
    ? releaseEarlierRuns(deps, node).then(
        (released) => {
          if (released > 0) console.log(`[outbox] released ${released} jobs of ${node}'s earlier runs`);
        },
        (error: unknown) =>
          console.error('[outbox] releasing leases failed:', error instanceof Error ? error.message : error),
      )
    : Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running
      .then(async () => {
        if (stopped) return;
        for (
          let round = await deliverDue(deps, CLAIM_BATCH, owner);
          round.delivered + round.failed === CLAIM_BATCH && !stopped;
          round = await deliverDue(deps, CLAIM_BATCH, owner)
        ) {
          // keep going while full batches come back
        }
      })
      .catch((error) => console.error('[outbox]', error));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
