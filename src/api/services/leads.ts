/**
 * Accepting a lead: validate, check the spam defences, then store the lead and its
 * delivery jobs in one transaction, committed to disk before the answer (API-02, SEC-06).
 * An idempotency key makes a double-click or a client retry the same lead.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { leadFieldErrors, normaliseLead } from '../../domain/leads/lead-rules.ts';
import { type Lead, LeadSchema } from '../../domain/leads/lead-schema.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import type { Database } from '../db/database.ts';
import type { GroupCommit } from '../db/group-commit.ts';
import { HttpError } from '../errors.ts';
import type { TenantData } from '../tenant-data.ts';
import { DELIVERY_CHANNELS, type DeliveryChannel } from './outbox.ts';
import { bookableSlot } from './test-drive.ts';

/** A person takes longer than this to fill in a form; a bot posting at once does not. */
export const MIN_FILL_MS = 1500;

export interface AcceptedLead {
  lead_id: string;
  /** True when this idempotency key was seen before: the first lead's id is returned. */
  duplicate: boolean;
}

export function channelsFor(tenant: TenantData): DeliveryChannel[] {
  return DELIVERY_CHANNELS.filter(
    (channel) => channel !== 'webhook' || tenant.tenant.settings.leads.webhookUrl !== undefined,
  );
}

export function parseLead(body: unknown, tenant: TenantData): Lead {
  const result = v.safeParse(LeadSchema, body);
  if (!result.success) {
    const errors = result.issues.map((issue) => ({
      field: v.getDotPath(issue) ?? '',
      message: issue.message,
    }));
    throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, { errors });
  }
  const lead = normaliseLead(result.output);
  const { forms } = tenant.tenant.settings;
  const errors = leadFieldErrors(lead, {
    commentsRequired: forms.commentsRequired,
    termsCheckbox: forms.termsCheckbox,
    termsMessageVariant: forms.termsMessageVariant,
    dealershipCount: tenant.tenant.dealerships.length,
  });
  if (errors.length > 0) throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, { errors });
  if (lead.car_id !== undefined && !tenant.carsById.has(lead.car_id)) {
    throw new HttpError(400, LEAD_MESSAGES.fixErrorsHeading, {
      errors: [{ field: 'car_id', message: 'This vehicle is no longer listed on this site.' }],
    });
  }
  return lead;
}

/** The honeypot must stay empty and the form must not be submitted faster than a person could (SEC-03). */
export function isLikelySpam(lead: Lead, now: Date): boolean {
  if (lead.website !== undefined && lead.website.trim() !== '') return true;
  return lead.form_started_at !== undefined && now.getTime() - lead.form_started_at < MIN_FILL_MS;
}

/**
 * Stores the lead and its delivery jobs. A lead that looks like spam is stored too (a person
 * whose browser filled the hidden field must not lose their enquiry) but not delivered.
 */
export function acceptLead(
  db: Database,
  commit: GroupCommit,
  tenantSlug: string,
  tenant: TenantData,
  lead: Lead,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<AcceptedLead> {
  const spam = isLikelySpam(lead, now);
  const { website: _honeypot, form_started_at: _started, ...payload } = lead;
  return commit(() => {
    if (idempotencyKey) {
      const existing = db
        .prepare('SELECT id FROM leads WHERE tenant = ? AND idempotency_key = ?')
        .get(tenantSlug, idempotencyKey) as { id: string } | undefined;
      if (existing) return { lead_id: existing.id, duplicate: true };
    }
    const id = randomUUID();
    const createdAt = now.toISOString();
    db.prepare(
      'INSERT INTO leads (id, tenant, kind, payload, idempotency_key, spam, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      id,
      tenantSlug,
      lead.kind,
      JSON.stringify(payload),
      idempotencyKey ?? null,
      spam ? 1 : 0,
      createdAt,
    );
    if (lead.kind === 'test_drive' && lead.test_drive_at && lead.location_id) {
      // Checked inside the transaction, so two shoppers cannot both get the same slot.
      const slot = bookableSlot(db, tenantSlug, tenant, lead.location_id, lead.test_drive_at, now);
      if (!slot)
        throw new HttpError(409, 'That test drive time is no longer available. Please choose another time.');
      db.prepare(
        'INSERT INTO test_drive_bookings (tenant, location_id, slot_start, lead_id) VALUES (?, ?, ?, ?)',
      ).run(tenantSlug, lead.location_id, slot, id);
    }
    const job = db.prepare(
      'INSERT INTO outbox (lead_id, tenant, channel, next_attempt_at) VALUES (?, ?, ?, ?)',
    );
    if (!spam) for (const channel of channelsFor(tenant)) job.run(id, tenantSlug, channel, createdAt);
    return { lead_id: id, duplicate: false };
  });
}
