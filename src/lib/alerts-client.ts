/**
 * The browser's calls for saved searches and alerts (ALERT-01, ALERT-03), through apiRequest
 * (every call resolves to a result and never throws).
 */
import type { AlertFrequency } from '../domain/alerts/digest-schedule.ts';
import { type ApiResult, apiRequest, type FetchLike } from './api-client.ts';

/** The page of a shopper's saved searches, where an e-mail opt-in link lands too. */
export const SAVED_SEARCHES_PATH = '/saved-searches';

export interface SavedSearchView {
  id: string;
  label: string;
  link: string;
}

export type SaveSearchRequest =
  | {
      channel: 'sms';
      page_url: string;
      frequency: AlertFrequency;
      watchlist: boolean;
      dealer_contact: boolean;
    }
  | { channel: 'email'; page_url: string; frequency: AlertFrequency; email: string };

export function saveSearch(
  request: SaveSearchRequest,
  fetch?: FetchLike,
): Promise<ApiResult<{ message: string; active: boolean; search: SavedSearchView }>> {
  return apiRequest('/api/alerts/saved-searches', { method: 'POST', body: request, fetch });
}

export interface MySavedSearches {
  alerts: { frequency: AlertFrequency; watchlist: boolean; dealer_contact: boolean } | null;
  searches: SavedSearchView[];
}

export function fetchSavedSearches(fetch?: FetchLike): Promise<ApiResult<MySavedSearches>> {
  return apiRequest('/api/alerts/saved-searches', { fetch });
}

export function removeSavedSearch(id: string, fetch?: FetchLike): Promise<ApiResult<{ message: string }>> {
  return apiRequest(`/api/alerts/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', fetch });
}

export function confirmAlerts(
  token: string,
  fetch?: FetchLike,
): Promise<ApiResult<{ message: string; searches: SavedSearchView[] }>> {
  return apiRequest('/api/alerts/confirm', { method: 'POST', body: { token }, fetch });
}

export function unsubscribeAlerts(token: string, fetch?: FetchLike): Promise<ApiResult<{ message: string }>> {
  return apiRequest('/api/alerts/unsubscribe', { method: 'POST', body: { token }, fetch });
}
