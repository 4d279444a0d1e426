/**
 * The 'Save this search' form (ALERT-01): alerts by SMS to the mobile the shopper signed in
 * with (and, if they wish, price-drop, reserved and sold alerts of their watchlist cars), or
 * by e-mail after they open the link we send (double opt-in); how often; a one-click
 * unsubscribe in every message. A native modal dialog: focus moves in, Escape closes it,
 * focus returns to the button.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
} from '../../domain/alerts/digest-schedule.ts';
import { SAVED_SEARCHES_PATH, saveSearch } from '../../lib/alerts-client.ts';
import { $session, loadSession, signInHref } from '../../stores/session.ts';

export interface SaveSearchDialogProps {
  /** How the current search reads ('Used Toyota Corolla, under $30,000'). */
  label: string;
  onClose: () => void;
}

type Outcome = { kind: 'saved'; message: string } | { kind: 'error'; message: string };

export default function SaveSearchDialog({ label, onClose }: SaveSearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const session = useStore($session);
  const [channel, setChannel] = useState<'sms' | 'email'>('email');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    void loadSession().then((known) => {
      if (known.status === 'signed-in') setChannel('sms');
    });
    return () => element.close();
  }, []);

  useEffect(() => {
    if (outcome?.kind === 'error') errorRef.current?.focus();
  }, [outcome]);

  const here = `${location.pathname}${location.search}`;
  const signedIn = session.status === 'signed-in';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const result = await saveSearch(
      channel === 'sms'
        ? {
            channel,
            page_url: here,
            frequency,
            watchlist: form.get('watchlist') === 'on',
            dealer_contact: form.get('dealer_contact') === 'on',
          }
        : { channel, page_url: here, frequency, email: String(form.get('email') ?? '') },
    );
    setBusy(false);
    setOutcome(
      result.ok
        ? { kind: 'saved', message: result.data.message }
        : { kind: 'error', message: result.errors[0]?.message ?? result.message },
    );
  }

  return (
    <dialog
      ref={dialog}
      className="lead-dialog save-search-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <div className="lead-dialog-head">
        <h2 id={`${id}-title`}>Save this search</h2>
        <button type="button" className="lead-close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      {outcome?.kind === 'saved' ? (
        <div className="lead-form save-search-done" role="status">
          <p className="save-search-label">{label}</p>
          <p>{outcome.message}</p>
          <p className="lead-hint">Every alert has a link to unsubscribe with one click.</p>
          {channel === 'sms' && (
            <p>
              <a href={SAVED_SEARCHES_PATH}>Your saved searches</a>
            </p>
          )}
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            Done
          </button>
        </div>
      ) : (
        <form className="lead-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <p className="save-search-label">{label}</p>
          <p className="lead-note">We will tell you when new cars match this search.</p>
          {outcome?.kind === 'error' && (
            <div className="lead-form-error" role="alert" tabIndex={-1} ref={errorRef}>
              {outcome.message}
            </div>
          )}
          <fieldset className="save-search-channel">
            <legend>Send my alerts by</legend>
            <label>
              <input
                type="radio"
                name="channel"
                value="email"
                checked={channel === 'email'}
                onChange={() => setChannel('email')}
              />
              E-mail
            </label>
            <label>
              <input
                type="radio"
                name="channel"
                value="sms"
                checked={channel === 'sms'}
                onChange={() => setChannel('sms')}
              />
              SMS to my mobile
            </label>
          </fieldset>
          {channel === 'email' ? (
            <div className="lead-field">
              <label htmlFor={`${id}-email`}>
                E-mail address{' '}
                <span className="lead-required" aria-hidden="true">
                  *
                </span>
              </label>
              <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
              <p className="lead-hint">We will e-mail you a link to confirm first.</p>
            </div>
          ) : signedIn ? (
            <>
              <p className="lead-note">We will text {session.phone}.</p>
              <div className="lead-field lead-check">
                <input id={`${id}-watchlist`} name="watchlist" type="checkbox" defaultChecked />
                <label htmlFor={`${id}-watchlist`}>
                  Also text me when a car on my watchlist drops in price, is reserved or is sold
                </label>
              </div>
              <div className="lead-field lead-check">
                <input id={`${id}-contact`} name="dealer_contact" type="checkbox" />
                <label htmlFor={`${id}-contact`}>
                  The dealer may contact me about the cars on my watchlist
                </label>
              </div>
            </>
          ) : (
            <p className="lead-note">
              SMS alerts go to the mobile you sign in with.{' '}
              <a href={signInHref('saved-search', here)}>Sign in with your mobile</a>
            </p>
          )}
          <div className="lead-field">
            <label htmlFor={`${id}-frequency`}>How often</label>
            <select
              id={`${id}-frequency`}
              value={frequency}
              onChange={(event) => setFrequency(event.currentTarget.value as AlertFrequency)}
            >
              {ALERT_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {ALERT_FREQUENCY_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn" disabled={busy || (channel === 'sms' && !signedIn)}>
            {busy ? 'Saving…' : 'Save search'}
          </button>
        </form>
      )}
    </dialog>
  );
}
