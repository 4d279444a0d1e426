/**
 * Who is signed in on this site (WL-03). The session itself is an HttpOnly cookie the page
 * cannot read, so the store asks GET /api/auth/me once per page and shares the answer. A
 * local hint (set on sign-in, cleared on sign-out or a 401) saves that call, and its 401,
 * on every car page of shoppers who never signed in; the sign-in page always asks.
 * Also the sign-in link rules: /sign-in?type=…&redirect={path}&back={path}, and which
 * redirect targets are safe to follow (same-origin paths only).
 */
import { atom } from 'nanostores';
import { type FetchLike, fetchCurrentUser } from '../lib/api-client.ts';
import { SIGNED_IN_HINT_KEY } from './storage-keys.ts';

export type Session =
  | { status: 'unknown' }
  | { status: 'signed-in'; phone: string }
  | { status: 'signed-out' };

export const $session = atom<Session>({ status: 'unknown' });

let pending: Promise<Session> | undefined;

export { SIGNED_IN_HINT_KEY };

function hinted(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function setHint(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(SIGNED_IN_HINT_KEY, '1');
    else globalThis.localStorage?.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // no storage: every page asks the API
  }
}

/**
 * The session: without the signed-in hint it is signed out at once (unless `force`);
 * otherwise the API is asked the first time. A network failure leaves it unknown, so a later
 * action asks again.
 */
export function loadSession(fetch?: FetchLike, options: { force?: boolean } = {}): Promise<Session> {
  const known = $session.get();
  if (known.status !== 'unknown') return Promise.resolve(known);
  if (!options.force && !hinted()) {
    const session: Session = { status: 'signed-out' };
    $session.set(session);
    return Promise.resolve(session);
  }
  pending ??= fetchCurrentUser(fetch).then((result) => {
    pending = undefined;
    const phone = result.ok ? result.data.user?.phone : undefined;
    if (typeof phone === 'string' && phone !== '') {
      setSignedIn(phone);
      return $session.get();
    }
    const session: Session = { status: 'signed-out' };
    if (result.ok || result.status !== 0) setSignedOut();
    return session;
  });
  return pending;
}

export function setSignedIn(phone: string): void {
  setHint(true);
  $session.set({ status: 'signed-in', phone });
}

export function setSignedOut(): void {
  setHint(false);
  $session.set({ status: 'signed-out' });
}

/** For tests and sign-out: forget what is known. */
export function resetSession(): void {
  pending = undefined;
  $session.set({ status: 'unknown' });
}

/**
 * `value` when it is a path on this site ('/…' but not '//…' or '/\…', no control
 * characters), else undefined. Redirect targets come from the URL, so anything that could
 * leave the site (an absolute URL, a protocol-relative one, javascript:) is refused.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if ([...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || char === '\\'))
    return undefined;
  return value;
}

export type SignInType =
  | 'watchlist'
  | 'trade-in'
  | 'checkout'
  | 'finance'
  | 'spin-to-win'
  | 'online-payment'
  | 'car-finance'
  | 'my-garage'
  | 'saved-search';

/** /sign-in?type={type}&redirect={path}&back={path} (spec-1 §2, WL-03). */
export function signInHref(type: SignInType, redirect: string, back: string = redirect): string {
  const params = new URLSearchParams({
    type,
    redirect: safeRedirectPath(redirect) ?? '/',
    back: safeRedirectPath(back) ?? '/',
  });
  return `/sign-in?${params}`;
}
