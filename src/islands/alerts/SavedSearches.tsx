/**
 * The alert links' pages (ALERT-01, ALERT-03). mode 'manage' (/saved-searches): with
 * ?confirm=<token> from the opt-in e-mail, the alerts start and their searches show;
 * otherwise a shopper signed in by mobile sees their SMS searches and can remove them.
 * mode 'unsubscribe' (/pages/unsubscribe?token=…): the one click in a message has already
 * been made, so the page unsubscribes at once and says so; a link scanner that only fetches
 * the page runs no script and unsubscribes nobody.
 */
import { useEffect, useState } from 'react';
import {
  confirmAlerts,
  fetchSavedSearches,
  removeSavedSearch,
  type SavedSearchView,
  unsubscribeAlerts,
} from '../../lib/alerts-client.ts';
import { loadSession, signInHref } from '../../stores/session.ts';

type View =
  | { kind: 'loading' }
  | { kind: 'message'; text: string; tone: 'status' | 'alert' }
  | { kind: 'searches'; heading?: string; searches: SavedSearchView[]; removable: boolean }
  | { kind: 'signed-out' };

export interface SavedSearchesProps {
  mode: 'manage' | 'unsubscribe';
  /** Where to search when the shopper has nothing saved. */
  searchPath: string;
}

const NO_TOKEN =
  'This page needs the link from one of our messages. Open the unsubscribe link in the message you received.';

export default function SavedSearches({ mode, searchPath }: SavedSearchesProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (mode === 'unsubscribe') {
      const token = params.get('token');
      if (!token) return setView({ kind: 'message', text: NO_TOKEN, tone: 'alert' });
      void unsubscribeAlerts(token).then((result) =>
        setView(
          result.ok
            ? { kind: 'message', text: result.data.message, tone: 'status' }
            : { kind: 'message', text: result.message, tone: 'alert' },
        ),
      );
      return;
    }
    const confirm = params.get('confirm');
    if (confirm) {
      void confirmAlerts(confirm).then((result) =>
        setView(
          result.ok
            ? {
                kind: 'searches',
                heading: result.data.message,
                searches: result.data.searches,
                removable: false,
              }
            : { kind: 'message', text: result.message, tone: 'alert' },
        ),
      );
      return;
    }
    void loadSession(undefined, { force: true }).then(async (session) => {
      if (session.status !== 'signed-in') return setView({ kind: 'signed-out' });
      const result = await fetchSavedSearches();
      setView(
        result.ok
          ? { kind: 'searches', searches: result.data.searches, removable: true }
          : { kind: 'message', text: result.message, tone: 'alert' },
      );
    });
  }, [mode]);

  async function remove(id: string) {
    const result = await removeSavedSearch(id);
    setView((current) =>
      !result.ok
        ? { kind: 'message', text: result.message, tone: 'alert' }
        : current.kind === 'searches'
          ? {
              ...current,
              heading: result.data.message,
              searches: current.searches.filter((s) => s.id !== id),
            }
          : current,
    );
  }

  switch (view.kind) {
    case 'loading':
      return (
        <p role="status">{mode === 'unsubscribe' ? 'Unsubscribing…' : 'Loading your saved searches…'}</p>
      );
    case 'message':
      return (
        <p role={view.tone} className={view.tone === 'alert' ? 'lead-form-error' : 'alert-done'}>
          {view.text}
        </p>
      );
    case 'signed-out':
      return (
        <p>
          Saved searches with SMS alerts are kept for the mobile you sign in with.{' '}
          <a href={signInHref('saved-search', location.pathname)}>Sign in with your mobile</a>. E-mail alerts
          are managed from the links in our e-mails.
        </p>
      );
    case 'searches':
      return (
        <>
          {view.heading && (
            <p role="status" className="alert-done">
              {view.heading}
            </p>
          )}
          {view.searches.length === 0 ? (
            <p>
              You have no saved searches. <a href={searchPath}>Search our stock</a> and choose “Save this
              search”.
            </p>
          ) : (
            <ul className="saved-searches-list">
              {view.searches.map((search) => (
                <li key={search.id}>
                  <a href={search.link}>{search.label}</a>
                  {view.removable && (
                    <button type="button" className="btn secondary" onClick={() => void remove(search.id)}>
                      Remove<span className="visually-hidden"> {search.label}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      );
  }
}
