/**
 * What the e2e server stored and delivered for a lead: the row in its SQLite store under data/,
 * and the .eml its offline mail adapter wrote, with the ADF attachment decoded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect } from '@playwright/test';

const root = resolve(import.meta.dirname, '..', '..');

/** The stored lead's kind and payload. */
export function storedLead(id: string): { kind: string; payload: Record<string, unknown> } {
  const db = new DatabaseSync(join(root, 'data', 'api.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT kind, payload FROM leads WHERE id = ?').get(id) as {
      kind: string;
      payload: string;
    };
    return { kind: row.kind, payload: JSON.parse(row.payload) as Record<string, unknown> };
  } finally {
    db.close();
  }
}

/**
 * The delivered e-mail once it is written: its text with quoted-printable soft line breaks
 * joined and '=3D' read as '=', so each value reads whole, and the ADF attachment decoded.
 */
export async function deliveredLead(leadId: string, host: string): Promise<{ text: string; adf: string }> {
  const file = join(root, 'data', 'outbox', 'mail', `lead-${leadId}_${host}.eml`);
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const raw = readFileSync(file, 'utf8');
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  // The ADF attachment: the base64 lines after its headers' blank line, up to the next boundary.
  const part = raw.includes('.adf.xml') ? raw.slice(raw.indexOf('.adf.xml')) : '';
  const base64 = part.slice(part.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0] ?? '';
  return { text, adf: Buffer.from(base64.replace(/\s/g, ''), 'base64').toString('utf8') };
}

/** The ids of the `reservation` leads of a car's reservations, oldest first. */
export function reservationLeadIds(carSlug: string): string[] {
  const db = new DatabaseSync(join(root, 'data', 'api.sqlite'), { readOnly: true });
  try {
    const reservations = db.prepare('SELECT id FROM reservations WHERE car_slug = ?').all(carSlug) as {
      id: string;
    }[];
    return reservations.flatMap(({ id }) =>
      (
        db
          .prepare(
            "SELECT id FROM leads WHERE kind = 'reservation' AND payload LIKE ? ORDER BY created_at, rowid",
          )
          .all(`%${id}%`) as { id: string }[]
      ).map((lead) => lead.id),
    );
  } finally {
    db.close();
  }
}

/** The ids of the leads of one kind whose payload mentions `text` (a payment or entry id), oldest first. */
export function leadIdsMentioning(kind: string, text: string): string[] {
  const db = new DatabaseSync(join(root, 'data', 'api.sqlite'), { readOnly: true });
  try {
    return (
      db
        .prepare('SELECT id FROM leads WHERE kind = ? AND payload LIKE ? ORDER BY created_at, rowid')
        .all(kind, `%${text}%`) as { id: string }[]
    ).map((lead) => lead.id);
  } finally {
    db.close();
  }
}
