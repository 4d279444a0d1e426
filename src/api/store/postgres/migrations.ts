/**
 * PostgreSQL schema migrations, applied in order and recorded in schema_migrations. Never
 * edit an applied migration: add a new one. The same tables as the SQLite store, in
 * PostgreSQL's types; JSON columns are `json` (not jsonb) so a lead keeps its field order.
 * Counters whose loss costs nothing are UNLOGGED (no write-ahead log, emptied after a crash).
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'leads, outbox, sign-in, watchlist, views, valuations, bookings, rate limits',
    sql: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        kind TEXT NOT NULL,
        payload JSON NOT NULL,
        idempotency_key TEXT,
        -- Caught by the honeypot or the fill-time check: kept (never lost) but not delivered.
        spam BOOLEAN NOT NULL DEFAULT FALSE,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE UNIQUE INDEX leads_idempotency ON leads (tenant, idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE INDEX leads_tenant ON leads (tenant, created_at);
      CREATE TABLE outbox (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        tenant TEXT NOT NULL,
        channel TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        last_error TEXT,
        delivered_at TIMESTAMPTZ,
        UNIQUE (lead_id, channel)
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE status = 'pending';
      CREATE TABLE users (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tenant TEXT NOT NULL,
        phone TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        UNIQUE (tenant, phone)
      );
      CREATE TABLE sign_in_codes (
        tenant TEXT NOT NULL,
        phone TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tenant, phone)
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        user_id BIGINT NOT NULL REFERENCES users (id),
        expires_at TIMESTAMPTZ NOT NULL
      );
      CREATE INDEX sessions_user ON sessions (tenant, user_id);
      CREATE TABLE watchlist (
        tenant TEXT NOT NULL,
        user_id BIGINT NOT NULL REFERENCES users (id),
        car_id TEXT NOT NULL,
        added_at TIMESTAMPTZ NOT NULL,
        -- Breaks ties between cars saved in the same millisecond: the later save first.
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        PRIMARY KEY (tenant, user_id, car_id)
      );
      CREATE TABLE car_views (
        tenant TEXT NOT NULL,
        car_slug TEXT NOT NULL,
        views INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tenant, car_slug)
      );
      CREATE UNLOGGED TABLE view_clients (
        tenant TEXT NOT NULL,
        car_slug TEXT NOT NULL,
        client TEXT NOT NULL,
        counted_at BIGINT NOT NULL,
        PRIMARY KEY (tenant, car_slug, client)
      );
      CREATE INDEX view_clients_age ON view_clients (counted_at);
      CREATE TABLE phone_reveals (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tenant TEXT NOT NULL,
        car_id TEXT NOT NULL,
        dealership_id TEXT,
        website_id TEXT,
        revealed_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE valuations (
        eval_id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        vehicle JSON NOT NULL,
        images INTEGER NOT NULL DEFAULT 0,
        km INTEGER,
        contact JSON,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      );
      -- slot_start is the canonical ISO text of the slot list, so a slot has one spelling.
      CREATE TABLE test_drive_bookings (
        tenant TEXT NOT NULL,
        location_id TEXT NOT NULL,
        slot_start TEXT NOT NULL,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        PRIMARY KEY (tenant, location_id, slot_start)
      );
      CREATE TABLE miscellaneous (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tenant TEXT NOT NULL,
        column_name TEXT NOT NULL,
        payload JSON NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      -- Fixed windows per key; reset_at in milliseconds since the epoch.
      CREATE UNLOGGED TABLE rate_limits (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        reset_at BIGINT NOT NULL
      );
      CREATE INDEX rate_limits_reset ON rate_limits (reset_at);
    `,
  },
  {
    version: 2,
    name: 'reservations',
    sql: `
      -- holding is TRUE while the reservation holds its car (requested or paid, before
      -- hold_until) and NULL after: the partial unique index allows one holding reservation per car.
      CREATE TABLE reservations (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        car_id TEXT NOT NULL,
        car_slug TEXT NOT NULL,
        state TEXT NOT NULL,
        holding BOOLEAN,
        deposit INTEGER NOT NULL,
        online BOOLEAN NOT NULL,
        payment_ref TEXT,
        contact JSON NOT NULL,
        idempotency_key TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        hold_until TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      );
      CREATE UNIQUE INDEX reservations_one_hold ON reservations (tenant, car_id) WHERE holding;
      CREATE UNIQUE INDEX reservations_idempotency ON reservations (tenant, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
      CREATE INDEX reservations_payment ON reservations (payment_ref);
      CREATE TABLE payment_events (
        event_id TEXT PRIMARY KEY,
        received_at TIMESTAMPTZ NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'watchlist price when saved',
    sql: `
      -- The car's price when it was saved, so the list can show a change since (DEAL-04).
      ALTER TABLE watchlist ADD COLUMN saved_price INTEGER;
    `,
  },
  {
    version: 4,
    name: 'online payments and promotion entries',
    sql: `
      -- Payments by reference from /online-payment; amounts in whole cents.
      CREATE TABLE online_payments (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        purpose TEXT NOT NULL,
        reference TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        state TEXT NOT NULL,
        payment_ref TEXT,
        contact JSON NOT NULL,
        idempotency_key TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      );
      CREATE UNIQUE INDEX online_payments_idempotency ON online_payments (tenant, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
      -- Spin-to-win entries and the prize drawn for each; an entrant (e-mail, phone) enters a promotion once.
      CREATE TABLE promotion_entries (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        promotion TEXT NOT NULL,
        prize_index INTEGER NOT NULL,
        prize TEXT NOT NULL,
        contact JSON NOT NULL,
        idempotency_key TEXT,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE UNIQUE INDEX promotion_entries_idempotency ON promotion_entries (tenant, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
      CREATE TABLE promotion_entrants (
        tenant TEXT NOT NULL,
        promotion TEXT NOT NULL,
        entrant TEXT NOT NULL,
        entry_id TEXT NOT NULL,
        PRIMARY KEY (tenant, promotion, entrant)
      );
    `,
  },
  {
    version: 5,
    name: 'reservations by user',
    sql: `
      -- The signed-in shopper who reserved (DEAL-04: My Garage on any device).
      ALTER TABLE reservations ADD COLUMN user_id INTEGER;
      CREATE INDEX reservations_user ON reservations (tenant, user_id) WHERE user_id IS NOT NULL;
    `,
  },
  {
    version: 6,
    name: 'photo quotas and clean-up',
    sql: `
      -- The bytes of a valuation's stored photos (per-valuation and per-tenant quotas), and when
      -- a lead was sent with it (its photos are kept while the dealer's links last).
      ALTER TABLE valuations ADD COLUMN image_bytes INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE valuations ADD COLUMN lead_at TIMESTAMPTZ;
      CREATE INDEX valuations_photo_bytes ON valuations (tenant) WHERE image_bytes > 0;
      CREATE INDEX valuations_photo_age ON valuations (updated_at) WHERE images > 0;
    `,
  },
  {
    version: 7,
    name: 'outbox lease owner',
    sql: `
      -- Which server run holds a job's lease (OUTBOX_NODE): a restarted server releases its
      -- previous run's leases at once instead of waiting for them to end.
      ALTER TABLE outbox ADD COLUMN leased_by TEXT;
      CREATE INDEX outbox_leased_by ON outbox (leased_by) WHERE leased_by IS NOT NULL;
    `,
  },
  {
    version: 8,
    name: 'saved searches and alerts',
    sql: `
      -- A shopper who asked for alerts (ALERT-01…03): by SMS (signed in by mobile) or by e-mail
      -- (double opt-in: confirmed_at stays NULL until the link in the e-mail is opened).
      CREATE TABLE alert_subscribers (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        channel TEXT NOT NULL,
        address TEXT NOT NULL,
        user_id BIGINT REFERENCES users (id),
        frequency TEXT NOT NULL,
        -- Price-drop, reserved and sold alerts of the user's watchlist cars.
        watchlist BOOLEAN NOT NULL DEFAULT FALSE,
        -- The shopper agreed that the dealer's staff may contact them about cars they watch.
        dealer_contact BOOLEAN NOT NULL DEFAULT FALSE,
        confirmed_at TIMESTAMPTZ,
        unsubscribed_at TIMESTAMPTZ,
        last_sent_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL,
        UNIQUE (tenant, channel, address)
      );
      CREATE INDEX alert_subscribers_user ON alert_subscribers (tenant, user_id) WHERE user_id IS NOT NULL;
      CREATE TABLE saved_searches (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        subscriber_id TEXT NOT NULL REFERENCES alert_subscribers (id),
        path TEXT NOT NULL,
        label TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        UNIQUE (subscriber_id, path)
      );
      CREATE INDEX saved_searches_tenant ON saved_searches (tenant);
      -- The stock as the last compared build published it, and which builds were compared.
      CREATE TABLE alert_stock (
        tenant TEXT NOT NULL,
        car_id TEXT NOT NULL,
        name TEXT NOT NULL,
        price DOUBLE PRECISION NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (tenant, car_id)
      );
      CREATE TABLE alert_builds (
        tenant TEXT NOT NULL,
        build_key TEXT NOT NULL,
        compared_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (tenant, build_key)
      );
      -- A message to a shopper (a digest or an opt-in request) or a dealer (the watch report),
      -- delivered through the outbox.
      CREATE TABLE alert_messages (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        subscriber_id TEXT REFERENCES alert_subscribers (id),
        kind TEXT NOT NULL,
        payload JSON NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );
      CREATE TABLE alert_events (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tenant TEXT NOT NULL,
        subscriber_id TEXT NOT NULL REFERENCES alert_subscribers (id),
        build_key TEXT NOT NULL,
        kind TEXT NOT NULL,
        car_id TEXT NOT NULL,
        payload JSON NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        message_id TEXT REFERENCES alert_messages (id),
        UNIQUE (subscriber_id, build_key, kind, car_id)
      );
      CREATE INDEX alert_events_pending ON alert_events (tenant, subscriber_id) WHERE message_id IS NULL;
      -- An outbox job now delivers a lead or an alert message.
      ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL;
      ALTER TABLE outbox ADD COLUMN message_id TEXT UNIQUE REFERENCES alert_messages (id);
      ALTER TABLE outbox ADD CONSTRAINT outbox_one_subject CHECK ((lead_id IS NULL) <> (message_id IS NULL));
    `,
  },
];
