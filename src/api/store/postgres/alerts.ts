/**
 * Saved searches, alert subscribers, compared builds and alert messages on PostgreSQL. A
 * build's comparison takes the tenant's alert lock (a transaction-scoped advisory lock), so
 * two processes comparing two builds one after the other read each other's snapshot.
 */
import type { AlertEvent } from '../../../domain/alerts/digest-message.ts';
import type { StockState } from '../../../domain/alerts/stock-changes.ts';
import type { AlertMessage, AlertStore, AlertSubscriber, PendingDigest, SavedSearchRow } from '../types.ts';
import { type Pool, transaction } from './database.ts';

interface SubscriberRow
  extends Omit<AlertSubscriber, 'user_id' | 'confirmed_at' | 'unsubscribed_at' | 'last_sent_at'> {
  user_id: string | null;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  last_sent_at: Date | null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function subscriber(row: SubscriberRow): AlertSubscriber {
  return {
    id: row.id,
    tenant: row.tenant,
    channel: row.channel,
    address: row.address,
    user_id: row.user_id === null ? null : Number(row.user_id),
    frequency: row.frequency,
    watchlist: row.watchlist,
    dealer_contact: row.dealer_contact,
    confirmed_at: iso(row.confirmed_at),
    unsubscribed_at: iso(row.unsubscribed_at),
    last_sent_at: iso(row.last_sent_at),
  };
}

const SUBSCRIBER_COLUMNS =
  's.id, s.tenant, s.channel, s.address, s.user_id, s.frequency, s.watchlist, s.dealer_contact, s.confirmed_at, s.unsubscribed_at, s.last_sent_at';
const ACTIVE = 's.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL';

const UPSERT = `
  INSERT INTO alert_subscribers (id, tenant, channel, address, user_id, frequency, watchlist, dealer_contact, confirmed_at, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  ON CONFLICT (tenant, channel, address) DO UPDATE SET
    frequency = CASE WHEN excluded.channel = 'sms' OR alert_subscribers.confirmed_at IS NULL OR alert_subscribers.unsubscribed_at IS NOT NULL
      THEN excluded.frequency ELSE alert_subscribers.frequency END,
    watchlist = excluded.watchlist,
    dealer_contact = excluded.dealer_contact,
    user_id = COALESCE(excluded.user_id, alert_subscribers.user_id),
    confirmed_at = CASE WHEN alert_subscribers.unsubscribed_at IS NULL
      THEN COALESCE(alert_subscribers.confirmed_at, excluded.confirmed_at) ELSE excluded.confirmed_at END,
    unsubscribed_at = NULL
  RETURNING ${SUBSCRIBER_COLUMNS.replace(/s\./g, '')}`;

/** Another process stored this message, or put one of its events in its own message, first. */
class AlreadySent extends Error {}

export function postgresAlerts(pool: Pool): AlertStore {
  async function one(sql: string, values: unknown[]): Promise<AlertSubscriber | undefined> {
    const { rows } = await pool.query<SubscriberRow>(sql, values);
    return rows[0] && subscriber(rows[0]);
  }
  return {
    async subscribe(next, at) {
      const { rows } = await pool.query<SubscriberRow>(UPSERT, [
        next.id,
        next.tenant,
        next.channel,
        next.address,
        next.user_id,
        next.frequency,
        next.watchlist,
        next.dealer_contact,
        next.confirmed ? at : null,
        at,
      ]);
      return subscriber(rows[0]!);
    },
    subscriber: (tenant, id) =>
      one(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers s WHERE s.tenant = $1 AND s.id = $2`, [
        tenant,
        id,
      ]),
    subscriberOfUser: (tenant, userId) =>
      one(
        `SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers s WHERE s.tenant = $1 AND s.user_id = $2 AND s.channel = 'sms'`,
        [tenant, userId],
      ),
    async saveSearch(tenant, search, at) {
      await pool.query(
        'INSERT INTO saved_searches (id, tenant, subscriber_id, path, label, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (subscriber_id, path) DO NOTHING',
        [search.id, tenant, search.subscriber_id, search.path, search.label, at],
      );
      const { rows } = await pool.query<SavedSearchRow>(
        'SELECT id, subscriber_id, path, label FROM saved_searches WHERE tenant = $1 AND subscriber_id = $2 AND path = $3',
        [tenant, search.subscriber_id, search.path],
      );
      return rows[0]!;
    },
    async searches(tenant, subscriberId) {
      const { rows } = await pool.query<SavedSearchRow>(
        'SELECT id, subscriber_id, path, label FROM saved_searches WHERE tenant = $1 AND subscriber_id = $2 ORDER BY created_at, id',
        [tenant, subscriberId],
      );
      return rows;
    },
    async removeSearch(tenant, subscriberId, searchId) {
      const { rowCount } = await pool.query(
        'DELETE FROM saved_searches WHERE tenant = $1 AND subscriber_id = $2 AND id = $3',
        [tenant, subscriberId, searchId],
      );
      return (rowCount ?? 0) > 0;
    },
    async confirm(tenant, id, at) {
      const { rowCount } = await pool.query(
        'UPDATE alert_subscribers SET confirmed_at = COALESCE(confirmed_at, $1), unsubscribed_at = NULL WHERE tenant = $2 AND id = $3',
        [at, tenant, id],
      );
      return (rowCount ?? 0) > 0;
    },
    async unsubscribe(tenant, id, at) {
      // News not yet sent goes with the subscription: signing up again starts afresh.
      const { rows } = await pool.query<{ id: string }>(
        `WITH dropped AS (DELETE FROM alert_events WHERE tenant = $2 AND subscriber_id = $3 AND message_id IS NULL)
         UPDATE alert_subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, $1) WHERE tenant = $2 AND id = $3 RETURNING id`,
        [at, tenant, id],
      );
      return rows.length > 0;
    },
    async activeSearches(tenant) {
      const { rows } = await pool.query<SavedSearchRow>(
        `SELECT q.id, q.subscriber_id, q.path, q.label FROM saved_searches q JOIN alert_subscribers s ON s.id = q.subscriber_id
         WHERE q.tenant = $1 AND ${ACTIVE} ORDER BY q.id`,
        [tenant],
      );
      return rows;
    },
    async watchedCars(tenant) {
      const { rows } = await pool.query<{ subscriber_id: string; car_id: string }>(
        `SELECT s.id AS subscriber_id, w.car_id FROM watchlist w
         JOIN alert_subscribers s ON s.tenant = w.tenant AND s.user_id = w.user_id AND s.channel = 'sms'
         WHERE w.tenant = $1 AND s.watchlist AND ${ACTIVE}`,
        [tenant],
      );
      return rows;
    },
    async compareBuild(tenant, buildKey, current, events, at) {
      return transaction(pool, async (client) => {
        await client.query("SELECT pg_advisory_xact_lock(hashtext('alerts'), hashtext($1))", [tenant]);
        const claimed = await client.query(
          'INSERT INTO alert_builds (tenant, build_key, compared_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [tenant, buildKey, at],
        );
        if ((claimed.rowCount ?? 0) === 0) return false;
        const before = await client.query(
          'SELECT 1 FROM alert_builds WHERE tenant = $1 AND build_key <> $2 LIMIT 1',
          [tenant, buildKey],
        );
        let previous: StockState[] | undefined;
        if ((before.rowCount ?? 0) > 0) {
          const { rows } = await client.query<StockState>(
            'SELECT car_id, name, price, state FROM alert_stock WHERE tenant = $1',
            [tenant],
          );
          previous = rows.map((row) => ({ ...row, price: Number(row.price) }));
        }
        const found = events(previous);
        await client.query('DELETE FROM alert_stock WHERE tenant = $1', [tenant]);
        await client.query(
          `INSERT INTO alert_stock (tenant, car_id, name, price, state)
           SELECT $1, * FROM unnest($2::text[], $3::text[], $4::float8[], $5::text[])`,
          [
            tenant,
            current.map((row) => row.car_id),
            current.map((row) => row.name),
            current.map((row) => row.price),
            current.map((row) => row.state),
          ],
        );
        const stored = await client.query(
          `INSERT INTO alert_events (tenant, subscriber_id, build_key, kind, car_id, payload, created_at)
           SELECT $1, subscriber_id, $2, kind, car_id, payload::json, $3
           FROM unnest($4::text[], $5::text[], $6::text[], $7::text[]) AS e (subscriber_id, kind, car_id, payload)
           ON CONFLICT DO NOTHING`,
          [
            tenant,
            buildKey,
            at,
            found.map((event) => event.subscriber_id),
            found.map((event) => event.payload.kind),
            found.map((event) => event.payload.car_id),
            found.map((event) => JSON.stringify(event.payload)),
          ],
        );
        return { events: stored.rowCount ?? 0 };
      });
    },
    async pendingDigests(tenant) {
      const { rows } = await pool.query<SubscriberRow & { event_id: string; payload: AlertEvent }>(
        `SELECT e.id AS event_id, e.payload, ${SUBSCRIBER_COLUMNS} FROM alert_events e JOIN alert_subscribers s ON s.id = e.subscriber_id
         WHERE e.tenant = $1 AND e.message_id IS NULL AND ${ACTIVE} ORDER BY s.id, e.id`,
        [tenant],
      );
      const digests = new Map<string, PendingDigest>();
      for (const { event_id, payload, ...row } of rows) {
        let digest = digests.get(row.id);
        if (!digest) {
          digest = { subscriber: subscriber(row), events: [] };
          digests.set(row.id, digest);
        }
        digest.events.push({ id: Number(event_id), payload });
      }
      return [...digests.values()];
    },
    async queueMessage(next, channel, eventIds, at) {
      try {
        return await transaction(pool, async (client) => {
          const stored = await client.query(
            'INSERT INTO alert_messages (id, tenant, subscriber_id, kind, payload, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING',
            [next.id, next.tenant, next.subscriber_id, next.kind, JSON.stringify(next.payload), at],
          );
          if (stored.rowCount === 0) throw new AlreadySent();
          if (eventIds.length > 0) {
            const marked = await client.query(
              'UPDATE alert_events SET message_id = $1 WHERE id = ANY($2::bigint[]) AND tenant = $3 AND message_id IS NULL',
              [next.id, eventIds, next.tenant],
            );
            if (marked.rowCount !== eventIds.length) throw new AlreadySent();
          }
          await client.query(
            'INSERT INTO outbox (message_id, tenant, channel, next_attempt_at) VALUES ($1, $2, $3, $4)',
            [next.id, next.tenant, channel, at],
          );
          if (next.kind === 'digest' && next.subscriber_id)
            await client.query(
              'UPDATE alert_subscribers SET last_sent_at = $1 WHERE id = $2 AND tenant = $3',
              [at, next.subscriber_id, next.tenant],
            );
          return true;
        });
      } catch (error) {
        if (error instanceof AlreadySent) return false;
        throw error;
      }
    },
    async message(id) {
      const { rows } = await pool.query<Omit<AlertMessage, 'created_at'> & { created_at: Date }>(
        'SELECT id, tenant, subscriber_id, kind, payload, created_at FROM alert_messages WHERE id = $1',
        [id],
      );
      const row = rows[0];
      return row && { ...row, created_at: row.created_at.toISOString() };
    },
    async lastMessageAt(tenant, kind) {
      const { rows } = await pool.query<{ at: Date | null }>(
        'SELECT MAX(created_at) AS at FROM alert_messages WHERE tenant = $1 AND kind = $2',
        [tenant, kind],
      );
      return rows[0]?.at?.toISOString();
    },
    async watchCounts(tenant) {
      const { rows } = await pool.query<{ car_id: string; watchers: string; contacts: (string | null)[] }>(
        `SELECT w.car_id, COUNT(DISTINCT w.user_id) AS watchers,
           array_agg(DISTINCT s.address) FILTER (WHERE s.dealer_contact AND ${ACTIVE}) AS contacts
         FROM watchlist w LEFT JOIN alert_subscribers s ON s.tenant = w.tenant AND s.user_id = w.user_id AND s.channel = 'sms'
         WHERE w.tenant = $1 GROUP BY w.car_id ORDER BY watchers DESC, w.car_id`,
        [tenant],
      );
      return rows.map((row) => ({
        car_id: row.car_id,
        watchers: Number(row.watchers),
        contacts: (row.contacts ?? []).filter((c): c is string => c !== null).sort(),
      }));
    },
  };
}
