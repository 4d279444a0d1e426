/**
 * Saving a search and choosing alerts (ALERT-01): by SMS to the mobile a shopper signed in
 * with (proved by the sign-in code), or by e-mail after double opt-in (nothing but the opt-in
 * e-mail goes to an address until its link is opened). Confirming and unsubscribing take the
 * signed token of the link (tokens.ts).
 */
import { randomUUID } from 'node:crypto';
import type { AlertFrequency } from '../../../domain/alerts/digest-schedule.ts';
import { savedSearchOf } from '../../../domain/alerts/saved-search.ts';
import type { ApiDeps } from '../../context.ts';
import { HttpError } from '../../errors.ts';
import type { BuiltSite } from '../../site.ts';
import type { AlertSubscriber, SavedSearchRow, User } from '../../store/types.ts';
import type { TenantData } from '../../tenant-data.ts';
import { apiSecret } from '../api-secret.ts';
import { ALERT_CHANNELS } from './digests.ts';
import { readAlertToken } from './tokens.ts';
import { tenantSearch } from './tenant-search.ts';

export const ALERT_MESSAGES = {
  off: 'Saved searches are not offered on this site.',
  notASearch: 'Only a search of this site can be saved.',
  signIn: 'Sign in with your mobile number to get alerts by SMS.',
  smsSaved: 'Search saved. We will text you when new cars match.',
  emailSent: 'Nearly done: open the link we just e-mailed you to start your alerts.',
  emailSaved: 'Search saved. We will e-mail you when new cars match.',
  badOptInLink: 'This link is not valid. Open the link in our latest e-mail, or save your search again.',
  badUnsubscribeLink:
    'This unsubscribe link is not valid. Open the unsubscribe link at the end of our latest message.',
  confirmed: 'Your alerts are on. Every alert we send has a link to unsubscribe with one click.',
  unsubscribed: 'You are unsubscribed. You will get no more alerts from us.',
  unknownSearch: 'That saved search is not on your list.',
} as const;

/** A saved search as the shopper sees it: its label and its results page. */
export interface SavedSearchView {
  id: string;
  label: string;
  link: string;
}

const view = (row: SavedSearchRow): SavedSearchView => ({
  id: row.id,
  label: row.label,
  link: row.path,
});

export interface SaveSearchInput {
  /** The search page's path and query, as the shopper's address bar had it. */
  page_url: string;
  channel: 'email' | 'sms';
  email?: string | undefined;
  frequency: AlertFrequency;
  /** SMS only: price-drop, reserved and sold alerts of the shopper's watchlist cars too. */
  watchlist?: boolean | undefined;
  /** SMS only: the dealer's staff may contact the shopper about cars they watch. */
  dealer_contact?: boolean | undefined;
}

export interface SaveSearchResult {
  message: string;
  /** False until an e-mail address is confirmed. */
  active: boolean;
  search: SavedSearchView;
}

function requireAlerts(tenant: TenantData): void {
  if (!tenant.tenant.settings.features.savedSearches) throw new HttpError(404, ALERT_MESSAGES.off);
}

/** The search of a search page's path and query on this site (/search/…), or a 422. */
function searchOf(tenant: TenantData, pageUrl: string) {
  const base = new URL(tenant.tenant.settings.site.url);
  let url: URL | undefined;
  try {
    url = new URL(pageUrl, base);
  } catch {
    url = undefined;
  }
  // A path of this site only: '//elsewhere.example/search' would change the origin.
  if (!url || url.origin !== base.origin || !/^\/search(\/|$)/.test(url.pathname))
    throw new HttpError(422, ALERT_MESSAGES.notASearch);
  return savedSearchOf(url, tenantSearch(tenant).vocabulary);
}

export async function saveSearch(
  deps: ApiDeps,
  site: BuiltSite,
  tenant: TenantData,
  user: User | undefined,
  input: SaveSearchInput,
  /** Throws (429) when this address has had its opt-in e-mails for now. */
  mayEmailOptIn: (address: string) => Promise<void>,
): Promise<SaveSearchResult> {
  requireAlerts(tenant);
  const search = searchOf(tenant, input.page_url);
  const now = deps.now();
  const sms = input.channel === 'sms';
  if (sms && !user) throw new HttpError(401, ALERT_MESSAGES.signIn);
  const subscriber = await deps.store.alerts.subscribe(
    {
      id: randomUUID(),
      tenant: site.slug,
      channel: input.channel,
      address: sms ? user!.phone : input.email!.toLowerCase(),
      user_id: sms ? user!.id : null,
      frequency: input.frequency,
      watchlist: sms && input.watchlist === true,
      dealer_contact: sms && input.dealer_contact === true,
      confirmed: sms,
    },
    now,
  );
  const saved = await deps.store.alerts.saveSearch(
    site.slug,
    { id: randomUUID(), subscriber_id: subscriber.id, path: search.path, label: search.label },
    now,
  );
  const active = subscriber.confirmed_at !== null;
  if (!active) await mayEmailOptIn(subscriber.address);
  if (!active)
    await deps.store.alerts.queueMessage(
      {
        id: `opt-in-${randomUUID()}`,
        tenant: site.slug,
        subscriber_id: subscriber.id,
        kind: 'opt-in',
        payload: { label: saved.label },
      },
      ALERT_CHANNELS.email,
      [],
      now,
    );
  return {
    message: sms ? ALERT_MESSAGES.smsSaved : active ? ALERT_MESSAGES.emailSaved : ALERT_MESSAGES.emailSent,
    active,
    search: view(saved),
  };
}

/** The subscriber a link's token names, or a 400 that says the link is not valid. */
async function tokenSubscriber(
  deps: ApiDeps,
  slug: string,
  purpose: 'opt-in' | 'unsubscribe',
  token: string,
): Promise<AlertSubscriber> {
  const id = readAlertToken(apiSecret(deps.dataDir), purpose, slug, token);
  const subscriber = id ? await deps.store.alerts.subscriber(slug, id) : undefined;
  if (!subscriber)
    throw new HttpError(
      400,
      purpose === 'opt-in' ? ALERT_MESSAGES.badOptInLink : ALERT_MESSAGES.badUnsubscribeLink,
    );
  return subscriber;
}

/** Opens an opt-in link: the alerts start; the subscriber's saved searches. */
export async function confirmAlerts(
  deps: ApiDeps,
  slug: string,
  token: string,
): Promise<{ message: string; searches: SavedSearchView[] }> {
  const subscriber = await tokenSubscriber(deps, slug, 'opt-in', token);
  await deps.store.alerts.confirm(slug, subscriber.id, deps.now());
  return {
    message: ALERT_MESSAGES.confirmed,
    searches: (await deps.store.alerts.searches(slug, subscriber.id)).map(view),
  };
}

/** One click in a message (or its List-Unsubscribe header): no more alerts of any kind. */
export async function unsubscribe(deps: ApiDeps, slug: string, token: string): Promise<{ message: string }> {
  const subscriber = await tokenSubscriber(deps, slug, 'unsubscribe', token);
  await deps.store.alerts.unsubscribe(slug, subscriber.id, deps.now());
  return { message: ALERT_MESSAGES.unsubscribed };
}

/** A signed-in shopper's SMS alerts: their choices and saved searches. */
export async function mySavedSearches(
  deps: ApiDeps,
  slug: string,
  tenant: TenantData,
  user: User,
): Promise<{
  alerts: Pick<AlertSubscriber, 'frequency' | 'watchlist' | 'dealer_contact'> | null;
  searches: SavedSearchView[];
}> {
  requireAlerts(tenant);
  const subscriber = await deps.store.alerts.subscriberOfUser(slug, user.id);
  if (!subscriber || subscriber.unsubscribed_at) return { alerts: null, searches: [] };
  const { frequency, watchlist, dealer_contact } = subscriber;
  return {
    alerts: { frequency, watchlist, dealer_contact },
    searches: (await deps.store.alerts.searches(slug, subscriber.id)).map(view),
  };
}

/** Removes one of a signed-in shopper's saved searches. */
export async function removeSavedSearch(
  deps: ApiDeps,
  slug: string,
  tenant: TenantData,
  user: User,
  searchId: string,
): Promise<void> {
  requireAlerts(tenant);
  const subscriber = await deps.store.alerts.subscriberOfUser(slug, user.id);
  if (!subscriber || !(await deps.store.alerts.removeSearch(slug, subscriber.id, searchId)))
    throw new HttpError(404, ALERT_MESSAGES.unknownSearch);
}
