/**
 * The API's store: one async interface per concern, so services and routes never see SQL.
 * Two implementations keep every SQL statement to themselves: SQLite (node:sqlite, the
 * embedded default for one machine) and PostgreSQL (DATABASE_URL, for several API processes
 * on one database). tests/contract/store.contract.test.ts holds both to the same behaviour.
 * Every row carries its tenant and every read filters by it (SEC-01).
 */
import type { AlertEvent } from '../../domain/alerts/digest-message.ts';
import type { AlertFrequency } from '../../domain/alerts/digest-schedule.ts';
import type { StockState } from '../../domain/alerts/stock-changes.ts';

/** A lead to store, with its delivery jobs and (for a test drive) the slot it books. */
export interface NewLead {
  tenant: string;
  kind: string;
  /** The lead's fields as the dealer receives them; stored as JSON. */
  payload: Record<string, unknown>;
  idempotencyKey: string | undefined;
  /** Kept (never lost) but not delivered. */
  spam: boolean;
  createdAt: Date;
  /** One outbox job per channel (a suspected-spam lead is delivered too, flagged). */
  channels: readonly string[];
  booking?: { locationId: string; slotStart: string } | undefined;
}

export type LeadInsert =
  | { status: 'stored'; id: string }
  /** The idempotency key was seen before: the first lead's id, nothing written. */
  | { status: 'duplicate'; id: string }
  /** Another lead holds the test-drive slot: nothing written. */
  | { status: 'slot-taken' };

export interface StoredLead {
  id: string;
  tenant: string;
  kind: string;
  payload: Record<string, unknown>;
  created_at: string;
  /** Caught by the honeypot or the fill-time check: delivered with a warning, never dropped. */
  spam: boolean;
}

export interface LeadStore {
  /** Stores the lead, its jobs and its booking atomically, durable before the promise settles. */
  insert(lead: NewLead): Promise<LeadInsert>;
  get(id: string): Promise<StoredLead | undefined>;
  /** The id of this tenant's lead stored with this idempotency key. */
  byIdempotencyKey(tenant: string, key: string): Promise<string | undefined>;
  /** Whether this tenant has a lead with this id (another tenant's id is unknown, SEC-01). */
  exists(tenant: string, id: string): Promise<boolean>;
}

export interface OutboxJob {
  id: number;
  /** The lead this job delivers, or null for an alert message. */
  lead_id: string | null;
  /** The alert message this job delivers (a digest, an opt-in request, a watch report). */
  message_id: string | null;
  tenant: string;
  channel: string;
  attempts: number;
}

export interface OutboxStore {
  /**
   * Claims up to `limit` due jobs by pushing their next attempt `leaseMs` out, atomically:
   * two processes never hold the same job at once, and a claimer that dies leaves the job
   * due again when the lease ends.
   */
  claimDue(now: Date, limit: number, leaseMs: number, owner?: string): Promise<OutboxJob[]>;
  /**
   * Makes due at once the jobs still leased by `owner` (this server's previous run, killed
   * mid-delivery): it is starting again, so nobody is sending them. Their number.
   */
  releaseLeases(owner: string, now: Date): Promise<number>;
  /** The owners of the leases held now whose names start with `prefix`. */
  leaseOwners(prefix: string, now: Date): Promise<string[]>;
  /**
   * Extends the lease of jobs still being sent, from `from` (the lease they hold) to `until`;
   * a job that has since completed or failed (its next attempt set elsewhere) is untouched.
   */
  renewLease(ids: readonly number[], from: Date, until: Date): Promise<void>;
  complete(id: number, at: Date): Promise<void>;
  /** Records a failed attempt: retry at `nextAttemptAt`, or stop for good when `failed`. */
  fail(id: number, attempts: number, failed: boolean, nextAttemptAt: Date, error: string): Promise<void>;
}

export interface User {
  id: number;
  phone: string;
}

export type CodeAttempt =
  | { state: 'missing' }
  /** Expired codes are withdrawn by the attempt. */
  | { state: 'expired' }
  /** Out of attempts until the code expires (a new code starts afresh). */
  | { state: 'locked'; expiresAt: Date }
  /** The attempt is counted: `attempts` includes this one. */
  | { state: 'open'; codeHash: string; attempts: number };

export interface SignInStore {
  /** Stores a code's hash for the phone, replacing an earlier code and its attempts. */
  issueCode(tenant: string, phone: string, codeHash: string, expiresAt: Date): Promise<void>;
  withdrawCode(tenant: string, phone: string): Promise<void>;
  /** Counts one attempt atomically, unless the code is missing, expired or out of attempts (`max`). */
  attemptCode(tenant: string, phone: string, max: number, now: Date): Promise<CodeAttempt>;
  /**
   * Redeems the code with this hash and opens a session, in one transaction: the user is
   * created on first sign-in and their expired sessions are dropped. Undefined when the code
   * is gone (redeemed by a parallel request), so a code signs in once.
   */
  redeemCode(
    tenant: string,
    phone: string,
    codeHash: string,
    session: { tokenHash: string; expiresAt: Date },
    now: Date,
  ): Promise<User | undefined>;
  sessionUser(tenant: string, tokenHash: string, now: Date): Promise<User | undefined>;
  endSession(tenant: string, tokenHash: string): Promise<void>;
}

export interface WatchlistStore {
  /** Adds the car unless it is listed already, with its price when saved (dollars). */
  add(tenant: string, userId: number, carId: string, at: Date, price?: number): Promise<void>;
  has(tenant: string, userId: number, carId: string): Promise<boolean>;
  /** True when the car was on the list. */
  remove(tenant: string, userId: number, carId: string): Promise<boolean>;
  /** Car ids, most recently saved first. */
  list(tenant: string, userId: number): Promise<string[]>;
  /** The same, each with its price when saved (null for cars saved before prices were kept). */
  entries(tenant: string, userId: number): Promise<{ car_id: string; saved_price: number | null }[]>;
}

export interface ViewStore {
  /**
   * Counts a view of the car by `client` unless that client was counted for it less than
   * `windowMs` before `now`; answers the car's count and whether this view was counted.
   */
  record(
    tenant: string,
    slug: string,
    client: string,
    now: Date,
    windowMs: number,
  ): Promise<{ views: number; counted: boolean }>;
  count(tenant: string, slug: string): Promise<number>;
}

export interface ValuationRow {
  /** The vehicle record (and its valuation once made), as JSON. */
  vehicle: unknown;
  images: number;
}

/** What one stored photo may take: a place among a valuation's photos and bytes of two quotas. */
export interface PhotoAllowance {
  bytes: number;
  maxImages: number;
  maxValuationBytes: number;
  maxTenantBytes: number;
}

/** A photo place taken (its number, 1-based), or the limit that refused it. */
export type PhotoReservation =
  | { number: number }
  | { refused: 'images' | 'valuation bytes' | 'tenant bytes' };

/** A valuation whose stored photos are due for clean-up. */
export interface ExpiredUploads {
  tenant: string;
  evalId: string;
}

export interface ValuationStore {
  open(tenant: string, evalId: string, vehicle: unknown, at: Date): Promise<void>;
  find(tenant: string, evalId: string): Promise<ValuationRow | undefined>;
  /**
   * Takes the next photo place and its bytes atomically (concurrent uploads, from any process,
   * can never pass a limit): while fewer than maxImages are taken, the valuation's photos stay
   * within maxValuationBytes and the tenant's within maxTenantBytes.
   */
  reserveImage(
    tenant: string,
    evalId: string,
    allowance: PhotoAllowance,
    at: Date,
  ): Promise<PhotoReservation>;
  /** Gives back a place (and its bytes) whose image could not be written. */
  releaseImage(tenant: string, evalId: string, bytes: number): Promise<void>;
  update(
    tenant: string,
    evalId: string,
    update: { km: number; contact: unknown; vehicle: unknown },
    at: Date,
  ): Promise<void>;
  /** Records that a lead was sent with this valuation: its photos are kept for the dealer's links. */
  markLead(tenant: string, evalId: string, at: Date): Promise<void>;
  /**
   * Valuations with stored photos that nobody needs any more: untouched since `abandonedBefore`
   * and never sent as a lead, or sent as a lead before `leadBefore` (its photo links expired).
   */
  expiredUploads(abandonedBefore: Date, leadBefore: Date, limit: number): Promise<ExpiredUploads[]>;
  /**
   * Sets the valuation's photo count and bytes to 0 if it is still expired by the same rule;
   * true when it did, and its photo folder may then be removed.
   */
  clearUploads(tenant: string, evalId: string, abandonedBefore: Date, leadBefore: Date): Promise<boolean>;
}

export interface TestDriveStore {
  /** Starts of the slots booked at a location with fromIso <= start < toIso (ISO text order). */
  booked(tenant: string, locationId: string, fromIso: string, toIso: string): Promise<string[]>;
}

export interface PhoneRevealStore {
  record(
    tenant: string,
    reveal: { carId: string; dealershipId: string | null; websiteId: string | null },
    at: Date,
  ): Promise<void>;
}

export interface MiscellaneousStore {
  add(tenant: string, column: string, payload: unknown, at: Date): Promise<void>;
}

export interface RateLimitStore {
  /**
   * Counts one use of `key` in its fixed window of `windowMs` (a new window starts with the
   * first use after the last one ended) and answers the count so far and when the window ends.
   * Shared by every process on the same database.
   */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>;
}

/** A reservation to store (DEAL-02): the car, the deposit, the shopper and when the hold ends. */
export interface NewReservation {
  id: string;
  tenant: string;
  carId: string;
  carSlug: string;
  /** Dollars; 0 for a hold without a deposit. */
  deposit: number;
  /** Whether the deposit is taken online (a payment provider is set up). */
  online: boolean;
  contact: Record<string, unknown>;
  /** The signed-in shopper who reserved, so their garage lists it on any device. */
  userId?: number | undefined;
  idempotencyKey: string | undefined;
  createdAt: Date;
  holdUntil: Date;
}

export interface StoredReservation {
  id: string;
  tenant: string;
  car_id: string;
  car_slug: string;
  state: 'requested' | 'paid' | 'released' | 'converted' | 'expired' | 'refunded';
  deposit: number;
  online: boolean;
  payment_ref: string | null;
  contact: Record<string, unknown>;
  created_at: string;
  hold_until: string;
  updated_at: string;
}

export type ReservationInsert =
  | { status: 'stored'; reservation: StoredReservation }
  /** The idempotency key was seen before: that reservation, nothing written. */
  | { status: 'duplicate'; reservation: StoredReservation }
  /** Another reservation holds the car: nothing written. */
  | { status: 'taken' };

export interface ReservationStore {
  /**
   * Stores the reservation unless another one holds the car, atomically: holds of this car
   * whose time is up are marked expired first, and at most one reservation per car holds it,
   * whatever the number of processes and simultaneous attempts.
   */
  create(reservation: NewReservation): Promise<ReservationInsert>;
  get(tenant: string, id: string): Promise<StoredReservation | undefined>;
  /** The reservation holding this car at `now`, if any. */
  holding(tenant: string, carId: string, now: Date): Promise<StoredReservation | undefined>;
  /** Every car of the tenant held at `now`, with when its hold ends. */
  heldCars(tenant: string, now: Date): Promise<{ car_id: string; car_slug: string; hold_until: string }[]>;
  setPaymentRef(tenant: string, id: string, ref: string, at: Date): Promise<void>;
  /** Moves the reservation to `to` if it is in one of `from`; the updated row, else undefined. */
  move(
    tenant: string,
    id: string,
    from: readonly StoredReservation['state'][],
    to: StoredReservation['state'],
    at: Date,
  ): Promise<StoredReservation | undefined>;
  /** Records a payment provider's event id once: false when it was seen before (a replay). */
  firstEvent(eventId: string, at: Date): Promise<boolean>;
  /** The user's reservations on this tenant, newest first (at most 50). */
  forUser(tenant: string, userId: number): Promise<StoredReservation[]>;
}

/** A payment by reference from /online-payment; amounts in whole cents. */
export interface NewOnlinePayment {
  id: string;
  tenant: string;
  purpose: string;
  reference: string;
  amountCents: number;
  /** Paid through the provider (awaiting-payment until its webhook), or a request that takes no money. */
  online: boolean;
  contact: Record<string, unknown>;
  idempotencyKey: string | undefined;
  createdAt: Date;
}

export interface StoredOnlinePayment {
  id: string;
  tenant: string;
  purpose: string;
  reference: string;
  amount_cents: number;
  state: 'requested' | 'awaiting-payment' | 'paid';
  payment_ref: string | null;
  contact: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface OnlinePaymentStore {
  /** Stores the payment; a repeated idempotency key answers the first one and writes nothing. */
  create(
    payment: NewOnlinePayment,
  ): Promise<{ status: 'stored' | 'duplicate'; payment: StoredOnlinePayment }>;
  get(tenant: string, id: string): Promise<StoredOnlinePayment | undefined>;
  setPaymentRef(tenant: string, id: string, ref: string, at: Date): Promise<void>;
  /** Moves an awaiting payment whose provider reference is `ref` to paid; the row when it moved. */
  markPaid(tenant: string, id: string, ref: string, at: Date): Promise<StoredOnlinePayment | undefined>;
}

/** An entry to a spin-to-win promotion with the prize the API drew for it. */
export interface NewPromotionEntry {
  id: string;
  tenant: string;
  promotion: string;
  /** Who entered ('email:…', 'phone:+61…'): each enters a promotion once. */
  entrantKeys: readonly string[];
  prizeIndex: number;
  prize: string;
  contact: Record<string, unknown>;
  idempotencyKey: string | undefined;
  createdAt: Date;
}

export interface StoredPromotionEntry {
  id: string;
  tenant: string;
  promotion: string;
  prize_index: number;
  prize: string;
  contact: Record<string, unknown>;
  created_at: string;
}

export interface PromotionEntryStore {
  /**
   * Stores the entry unless one of its entrant keys entered this promotion before, atomically
   * under any number of simultaneous attempts; a repeated idempotency key answers the first
   * entry (a double-click gets its own prize, not 'entered before').
   */
  enter(
    entry: NewPromotionEntry,
  ): Promise<{ status: 'stored' | 'duplicate'; entry: StoredPromotionEntry } | { status: 'entered-before' }>;
}

export type AlertChannel = 'email' | 'sms';

export interface AlertSubscriber {
  id: string;
  tenant: string;
  channel: AlertChannel;
  /** A lower-cased e-mail address, or the mobile number the shopper signed in with. */
  address: string;
  user_id: number | null;
  frequency: AlertFrequency;
  /** Price-drop, reserved and sold alerts of the user's watchlist cars. */
  watchlist: boolean;
  /** The shopper agreed that the dealer's staff may contact them about cars they watch. */
  dealer_contact: boolean;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  last_sent_at: string | null;
}

export interface NewAlertSubscriber {
  /** The id of a new subscriber; an existing one for this address keeps its own. */
  id: string;
  tenant: string;
  channel: AlertChannel;
  address: string;
  user_id: number | null;
  frequency: AlertFrequency;
  watchlist: boolean;
  dealer_contact: boolean;
  /** True when the address is proved already (an SMS subscriber signed in with it). */
  confirmed: boolean;
}

export interface SavedSearchRow {
  id: string;
  subscriber_id: string;
  /** The search's path and query on the site, as the shopper's search page had it. */
  path: string;
  label: string;
}

export interface NewAlertEvent {
  subscriber_id: string;
  payload: AlertEvent;
}

export interface PendingDigest {
  subscriber: AlertSubscriber;
  events: { id: number; payload: AlertEvent }[];
}

export type AlertMessageKind = 'digest' | 'opt-in' | 'watch-report';

export interface AlertMessage {
  id: string;
  tenant: string;
  subscriber_id: string | null;
  kind: AlertMessageKind;
  payload: unknown;
  created_at: string;
}

export interface CarWatchers {
  car_id: string;
  /** Signed-in shoppers with the car on their watchlist. */
  watchers: number;
  /** The mobile numbers of those who agreed the dealer may contact them (and still get alerts). */
  contacts: string[];
}

export interface AlertStore {
  /**
   * Creates the subscriber of this tenant, channel and address, or updates the one there
   * (subscribed again if it had unsubscribed). An e-mail address is unconfirmed until its link
   * is opened, again after it unsubscribed; a confirmed e-mail subscriber's frequency changes
   * only through its own links (an address alone proves nothing).
   */
  subscribe(subscriber: NewAlertSubscriber, at: Date): Promise<AlertSubscriber>;
  subscriber(tenant: string, id: string): Promise<AlertSubscriber | undefined>;
  /** The SMS subscriber of a signed-in user. */
  subscriberOfUser(tenant: string, userId: number): Promise<AlertSubscriber | undefined>;
  /** Saves a search once per subscriber and path; the stored row (the earlier one if saved before). */
  saveSearch(tenant: string, search: SavedSearchRow, at: Date): Promise<SavedSearchRow>;
  searches(tenant: string, subscriberId: string): Promise<SavedSearchRow[]>;
  removeSearch(tenant: string, subscriberId: string, searchId: string): Promise<boolean>;
  confirm(tenant: string, id: string, at: Date): Promise<boolean>;
  /** Stops every alert to the subscriber: news not yet sent is dropped, and never sent. */
  unsubscribe(tenant: string, id: string, at: Date): Promise<boolean>;
  /** The saved searches of confirmed, subscribed shoppers. */
  activeSearches(tenant: string): Promise<SavedSearchRow[]>;
  /** Watchlist cars of confirmed, subscribed shoppers who asked for watchlist alerts. */
  watchedCars(tenant: string): Promise<{ subscriber_id: string; car_id: string }[]>;
  /**
   * Compares a build once, in one transaction: `events` gets the stock the last compared
   * build published (undefined for the tenant's first), and its events are stored with the
   * new stock. False when the build was compared before (by this or another process).
   */
  compareBuild(
    tenant: string,
    buildKey: string,
    stock: readonly StockState[],
    events: (previous: readonly StockState[] | undefined) => NewAlertEvent[],
    at: Date,
  ): Promise<{ events: number } | false>;
  /** Subscribed, confirmed shoppers with news not yet sent, and that news, oldest first. */
  pendingDigests(tenant: string): Promise<PendingDigest[]>;
  /**
   * Stores a message and its outbox job (`channel`) at once; for a digest, marks `eventIds`
   * as sent in it and the subscriber's last digest time. False (nothing stored) when a message
   * with this id is stored already, or another process sent any of those events first.
   */
  queueMessage(
    message: Omit<AlertMessage, 'created_at'>,
    channel: string,
    eventIds: readonly number[],
    at: Date,
  ): Promise<boolean>;
  message(id: string): Promise<AlertMessage | undefined>;
  /** When the tenant's last message of this kind was stored. */
  lastMessageAt(tenant: string, kind: AlertMessageKind): Promise<string | undefined>;
  /** Cars on at least one watchlist, with who watches them. */
  watchCounts(tenant: string): Promise<CarWatchers[]>;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  leads: LeadStore;
  outbox: OutboxStore;
  signIn: SignInStore;
  watchlist: WatchlistStore;
  views: ViewStore;
  valuations: ValuationStore;
  testDrives: TestDriveStore;
  phoneReveals: PhoneRevealStore;
  miscellaneous: MiscellaneousStore;
  rateLimits: RateLimitStore;
  reservations: ReservationStore;
  onlinePayments: OnlinePaymentStore;
  promotionEntries: PromotionEntryStore;
  alerts: AlertStore;
  /**
   * Readiness (/api/ready): takes the write lock and writes a row in a transaction that is
   * rolled back; rejects when the database cannot be written (locked out, read-only,
   * corrupt, gone).
   */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
