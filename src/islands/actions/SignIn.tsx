/**
 * Sign-in with a mobile number and an SMS code (WL-03, NAV-05): phone → code → signed in,
 * then on to ?redirect= (only a path on this site; anything else goes to /watchlist). ?back=
 * is the way back without signing in; ?type= words the heading. The session is an HttpOnly
 * cookie set by POST /api/auth/verify. Hydrate with client:load (it is the page).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { requestSignInCode, signOut, verifySignInCode } from '../../lib/api-client.ts';
import {
  $session,
  loadSession,
  resetSession,
  safeRedirectPath,
  setSignedIn,
  setSignedOut,
} from '../../stores/session.ts';
import { resetWatchlist } from '../../stores/watchlist.ts';
import { useHydrated } from '../use-hydrated.ts';

const HEADINGS: Record<string, string> = {
  watchlist: 'Sign in to save cars to your watchlist',
  'my-garage': 'Sign in to your garage',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in to apply for finance',
  'car-finance': 'Sign in to apply for finance',
  'trade-in': 'Sign in to value your car',
  'spin-to-win': 'Sign in to enter and spin',
  'online-payment': 'Sign in to pay online',
  'saved-search': 'Sign in to get alerts by SMS',
};

interface Params {
  type: string;
  redirect: string;
  back: string;
}

function readParams(): Params {
  const query = new URLSearchParams(window.location.search);
  return {
    type: query.get('type') ?? '',
    redirect: safeRedirectPath(query.get('redirect')) ?? '/watchlist',
    back: safeRedirectPath(query.get('back')) ?? '/',
  };
}

export function SignIn() {
  const hydrated = useHydrated();
  const id = useId();
  const session = useStore($session);
  const [params, setParams] = useState<Params>({ type: '', redirect: '/watchlist', back: '/' });
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setParams(readParams());
    void loadSession(undefined, { force: true });
  }, []);

  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  const fail = (message: string) => {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  async function sendCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Read from the form: a number typed before hydration is in the field, not in state.
    const typed = String(new FormData(event.currentTarget).get('phone') ?? '');
    setPhone(typed);
    setBusy(true);
    setError('');
    const result = await requestSignInCode(typed);
    setBusy(false);
    if (!result.ok) return fail(result.errors[0]?.message ?? result.message);
    setNotice(result.data.message);
    setStep('code');
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    const result = await verifySignInCode(phone, code);
    if (!result.ok) {
      setBusy(false);
      return fail(result.errors[0]?.message ?? result.message);
    }
    setSignedIn(result.data.user.phone);
    window.location.assign(params.redirect);
  }

  async function leave() {
    await signOut();
    resetSession();
    resetWatchlist();
    setSignedOut();
  }

  const heading = HEADINGS[params.type] ?? 'Sign in';
  const errorText = error && (
    <p className="signin-error" role="alert" tabIndex={-1} ref={errorRef} id={`${id}-error`}>
      {error}
    </p>
  );

  if (hydrated && session.status === 'signed-in') {
    return (
      <div className="signin">
        <h1>You are signed in</h1>
        <p>Signed in with {session.phone}.</p>
        <p className="signin-actions">
          <a className="btn" href={params.redirect}>
            Continue
          </a>
          <button type="button" className="btn secondary" onClick={() => void leave()}>
            Sign out
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className="signin">
      <h1>{heading}</h1>
      {step === 'phone' ? (
        <form onSubmit={sendCode} noValidate className="signin-form">
          <p>Enter your Australian mobile number and we will text you a 6-digit sign-in code.</p>
          {errorText}
          <div className="lead-field">
            <label htmlFor={`${id}-phone`}>Mobile number</label>
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              defaultValue={phone}
              maxLength={30}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <button type="submit" className="btn" disabled={busy || !hydrated}>
            {busy ? 'Sending…' : 'Send code'}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate className="signin-form">
          <p role="status">{notice}</p>
          {errorText}
          <div className="lead-field">
            <label htmlFor={`${id}-code`}>6-digit code</label>
            <input
              id={`${id}-code`}
              ref={codeRef}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <p className="signin-actions">
            <button type="submit" className="btn" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
            <button
              type="button"
              className="btn secondary"
              onClick={() => {
                setStep('phone');
                setCode('');
                setError('');
              }}
            >
              Use another number
            </button>
          </p>
        </form>
      )}
      <p>
        <a href={params.back}>Go back</a>
      </p>
    </div>
  );
}
