/** Saved searches, alert subscribers, compared builds and alert messages on SQLite. */
import type { AlertEvent } from '../../../domain/alerts/digest-message.ts';
import type { StockState } from '../../../domain/alerts/stock-changes.ts';
import type {
  AlertMessage,
  AlertStore,
  AlertSubscriber,
  CarWatchers,
  PendingDigest,
  SavedSearchRow,
} from '../types.ts';
import { type Database, transaction } from './database.ts';

interface SubscriberRow extends Omit<AlertSubscriber, 'watchlist' | 'dealer_contact'> {
  watchlist: number;
  dealer_contact: number;
}

const subscriber = (row: SubscriberRow | undefined): AlertSubscriber | undefined =>
  row && { ...row, watchlist: row.watchlist === 1, dealer_contact: row.dealer_contact === 1 };

const SUBSCRIBER_COLUMNS =
  's.id, s.tenant, s.channel, s.address, s.user_id, s.frequency, s.watchlist, s.dealer_contact, s.confirmed_at, s.unsubscribed_at, s.last_sent_at';
const ACTIVE = 's.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL';

export function sqliteAlerts(db: Database): AlertStore {
  const upsert = db.prepare(
    `INSERT INTO alert_subscribers (id, tenant, channel, address, user_id, frequency, watchlist, dealer_contact, confirmed_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (tenant, channel, address) DO UPDATE SET
       frequency = CASE WHEN excluded.channel = 'sms' OR alert_subscribers.confirmed_at IS NULL OR alert_subscribers.unsubscribed_at IS NOT NULL
         THEN excluded.frequency ELSE alert_subscribers.frequency END,
       watchlist = excluded.watchlist,
       dealer_contact = excluded.dealer_contact,
       user_id = COALESCE(excluded.user_id, alert_subscribers.user_id),
       confirmed_at = CASE WHEN alert_subscribers.unsubscribed_at IS NULL
         THEN COALESCE(alert_subscribers.confirmed_at, excluded.confirmed_at) ELSE excluded.confirmed_at END,
       unsubscribed_at = NULL`,
  );
  const byAddress = db.prepare(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers s WHERE s.tenant = ? AND s.channel = ? AND s.address = ?`,
  );
  const byId = db.prepare(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers s WHERE s.tenant = ? AND s.id = ?`,
  );
  const byUser = db.prepare(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers s WHERE s.tenant = ? AND s.user_id = ? AND s.channel = 'sms'`,
  );
  const insertSearch = db.prepare(
    'INSERT INTO saved_searches (id, tenant, subscriber_id, path, label, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (subscriber_id, path) DO NOTHING',
  );
  const searchByPath = db.prepare(
    'SELECT id, subscriber_id, path, label FROM saved_searches WHERE tenant = ? AND subscriber_id = ? AND path = ?',
  );
  const searches = db.prepare(
    'SELECT id, subscriber_id, path, label FROM saved_searches WHERE tenant = ? AND subscriber_id = ? ORDER BY created_at, id',
  );
  const removeSearch = db.prepare(
    'DELETE FROM saved_searches WHERE tenant = ? AND subscriber_id = ? AND id = ?',
  );
  const confirm = db.prepare(
    'UPDATE alert_subscribers SET confirmed_at = COALESCE(confirmed_at, ?), unsubscribed_at = NULL WHERE tenant = ? AND id = ?',
  );
  const unsubscribe = db.prepare(
    'UPDATE alert_subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE tenant = ? AND id = ?',
  );
  // News not yet sent goes with the subscription: signing up again starts afresh.
  const dropPending = db.prepare(
    'DELETE FROM alert_events WHERE tenant = ? AND subscriber_id = ? AND message_id IS NULL',
  );
  const activeSearches = db.prepare(
    `SELECT q.id, q.subscriber_id, q.path, q.label FROM saved_searches q JOIN alert_subscribers s ON s.id = q.subscriber_id
     WHERE q.tenant = ? AND ${ACTIVE} ORDER BY q.id`,
  );
  const watchedCars = db.prepare(
    `SELECT s.id AS subscriber_id, w.car_id FROM watchlist w JOIN alert_subscribers s ON s.tenant = w.tenant AND s.user_id = w.user_id AND s.channel = 'sms'
     WHERE w.tenant = ? AND s.watchlist = 1 AND ${ACTIVE}`,
  );
  const claimBuild = db.prepare(
    'INSERT INTO alert_builds (tenant, build_key, compared_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const comparedBefore = db.prepare('SELECT 1 FROM alert_builds WHERE tenant = ? AND build_key <> ? LIMIT 1');
  const stock = db.prepare('SELECT car_id, name, price, state FROM alert_stock WHERE tenant = ?');
  const clearStock = db.prepare('DELETE FROM alert_stock WHERE tenant = ?');
  const insertStock = db.prepare(
    'INSERT INTO alert_stock (tenant, car_id, name, price, state) VALUES (?, ?, ?, ?, ?)',
  );
  const insertEvent = db.prepare(
    `INSERT INTO alert_events (tenant, subscriber_id, build_key, kind, car_id, payload, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const pending = db.prepare(
    `SELECT e.id AS event_id, e.payload, ${SUBSCRIBER_COLUMNS} FROM alert_events e JOIN alert_subscribers s ON s.id = e.subscriber_id
     WHERE e.tenant = ? AND e.message_id IS NULL AND ${ACTIVE} ORDER BY s.id, e.id`,
  );
  const insertMessage = db.prepare(
    'INSERT INTO alert_messages (id, tenant, subscriber_id, kind, payload, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
  );
  const markSent = db.prepare(
    'UPDATE alert_events SET message_id = ? WHERE id = ? AND tenant = ? AND message_id IS NULL',
  );
  const insertJob = db.prepare(
    'INSERT INTO outbox (message_id, tenant, channel, next_attempt_at) VALUES (?, ?, ?, ?)',
  );
  const sentAt = db.prepare('UPDATE alert_subscribers SET last_sent_at = ? WHERE id = ? AND tenant = ?');
  const message = db.prepare(
    'SELECT id, tenant, subscriber_id, kind, payload, created_at FROM alert_messages WHERE id = ?',
  );
  const lastMessage = db.prepare(
    'SELECT MAX(created_at) AS at FROM alert_messages WHERE tenant = ? AND kind = ?',
  );
  const watchCounts = db.prepare(
    `SELECT w.car_id, COUNT(DISTINCT w.user_id) AS watchers,
       json_group_array(DISTINCT CASE WHEN s.dealer_contact = 1 AND ${ACTIVE} THEN s.address END) AS contacts
     FROM watchlist w LEFT JOIN alert_subscribers s ON s.tenant = w.tenant AND s.user_id = w.user_id AND s.channel = 'sms'
     WHERE w.tenant = ? GROUP BY w.car_id ORDER BY watchers DESC, w.car_id`,
  );

  return {
    async subscribe(next, at) {
      upsert.run(
        next.id,
        next.tenant,
        next.channel,
        next.address,
        next.user_id,
        next.frequency,
        next.watchlist ? 1 : 0,
        next.dealer_contact ? 1 : 0,
        next.confirmed ? at.toISOString() : null,
        at.toISOString(),
      );
      return subscriber(byAddress.get(next.tenant, next.channel, next.address) as SubscriberRow | undefined)!;
    },
    async subscriber(tenant, id) {
      return subscriber(byId.get(tenant, id) as SubscriberRow | undefined);
    },
    async subscriberOfUser(tenant, userId) {
      return subscriber(byUser.get(tenant, userId) as SubscriberRow | undefined);
    },
    async saveSearch(tenant, search, at) {
      insertSearch.run(search.id, tenant, search.subscriber_id, search.path, search.label, at.toISOString());
      return searchByPath.get(tenant, search.subscriber_id, search.path) as unknown as SavedSearchRow;
    },
    async searches(tenant, subscriberId) {
      return searches.all(tenant, subscriberId) as unknown as SavedSearchRow[];
    },
    async removeSearch(tenant, subscriberId, searchId) {
      return Number(removeSearch.run(tenant, subscriberId, searchId).changes) > 0;
    },
    async confirm(tenant, id, at) {
      return Number(confirm.run(at.toISOString(), tenant, id).changes) > 0;
    },
    async unsubscribe(tenant, id, at) {
      return transaction(db, () => {
        dropPending.run(tenant, id);
        return Number(unsubscribe.run(at.toISOString(), tenant, id).changes) > 0;
      });
    },
    async activeSearches(tenant) {
      return activeSearches.all(tenant) as unknown as SavedSearchRow[];
    },
    async watchedCars(tenant) {
      return watchedCars.all(tenant) as { subscriber_id: string; car_id: string }[];
    },
    async compareBuild(tenant, buildKey, current, events, at) {
      return transaction(db, () => {
        if (Number(claimBuild.run(tenant, buildKey, at.toISOString()).changes) === 0) return false;
        const previous =
          comparedBefore.get(tenant, buildKey) === undefined
            ? undefined
            : (stock.all(tenant) as unknown as StockState[]);
        const found = events(previous);
        clearStock.run(tenant);
        for (const row of current) insertStock.run(tenant, row.car_id, row.name, row.price, row.state);
        let stored = 0;
        for (const event of found)
          stored += Number(
            insertEvent.run(
              tenant,
              event.subscriber_id,
              buildKey,
              event.payload.kind,
              event.payload.car_id,
              JSON.stringify(event.payload),
              at.toISOString(),
            ).changes,
          );
        return { events: stored };
      });
    },
    async pendingDigests(tenant) {
      const rows = pending.all(tenant) as unknown as (SubscriberRow & {
        event_id: number;
        payload: string;
      })[];
      const digests = new Map<string, PendingDigest>();
      for (const { event_id, payload, ...row } of rows) {
        let digest = digests.get(row.id);
        if (!digest) {
          digest = { subscriber: subscriber(row)!, events: [] };
          digests.set(row.id, digest);
        }
        digest.events.push({ id: Number(event_id), payload: JSON.parse(payload) as AlertEvent });
      }
      return [...digests.values()];
    },
    async queueMessage(next, channel, eventIds, at) {
      const when = at.toISOString();
      try {
        return transaction(db, () => {
          const stored = insertMessage.run(
            next.id,
            next.tenant,
            next.subscriber_id,
            next.kind,
            JSON.stringify(next.payload),
            when,
          );
          if (Number(stored.changes) === 0) throw new AlreadySent();
          for (const id of eventIds)
            if (Number(markSent.run(next.id, id, next.tenant).changes) === 0) throw new AlreadySent();
          insertJob.run(next.id, next.tenant, channel, when);
          if (next.kind === 'digest' && next.subscriber_id) sentAt.run(when, next.subscriber_id, next.tenant);
          return true;
        });
      } catch (error) {
        if (error instanceof AlreadySent) return false;
        throw error;
      }
    },
    async message(id) {
      const row = message.get(id) as (Omit<AlertMessage, 'payload'> & { payload: string }) | undefined;
      return row && { ...row, payload: JSON.parse(row.payload) as unknown };
    },
    async lastMessageAt(tenant, kind) {
      return (
        ((lastMessage.get(tenant, kind) as { at: string | null } | undefined)?.at ?? undefined) || undefined
      );
    },
    async watchCounts(tenant) {
      const rows = watchCounts.all(tenant) as { car_id: string; watchers: number; contacts: string }[];
      return rows.map(
        (row): CarWatchers => ({
          car_id: row.car_id,
          watchers: Number(row.watchers),
          contacts: (JSON.parse(row.contacts) as (string | null)[])
            .filter((c): c is string => c !== null)
            .sort(),
        }),
      );
    },
  };
}

/** Another process stored this message, or put one of its events in its own message, first. */
class AlreadySent extends Error {}
