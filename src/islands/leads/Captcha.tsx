/**
 * The forms' robot check (LEAD-22): ALTCHA's widget, loaded only when a form with the check
 * renders, solving our own signed challenge (GET /api/captcha/challenge) in the background as
 * soon as the shopper starts on the form; no third-party requests. `useCaptcha` gives a form
 * the widget and a `solution()` that waits for a check still running (or starts one) when the
 * shopper presses send, so nobody has to wait for a puzzle or press anything extra.
 */
import type {} from 'altcha/types/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadInput } from '../../domain/leads/lead-schema.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { postLead } from '../../lib/api-client.ts';
import { errorId } from './fields.tsx';
import { type SubmitOutcome, submitOutcome } from './lead-payload.ts';

export const CAPTCHA_FIELD = 'altcha';
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';
/** How long a press of send waits for a check still being solved. */
const WAIT_MS = 15_000;

interface AltchaElement extends HTMLElement {
  getState?: () => string;
  verify?: () => Promise<unknown>;
  reset?: () => void;
}

export interface CaptchaControl {
  /** The solved payload, waiting for a check still running; undefined when it cannot be solved. */
  solution: () => Promise<string | undefined>;
  /** A fresh check after the API refused this one (used, or expired). */
  reset: () => void;
  /** Attach to the widget: the check follows it wherever the form renders it (a wizard's last step). */
  ref: (element: AltchaElement | null) => void;
}

export function useCaptcha(enabled: boolean): CaptchaControl {
  const [element, setElement] = useState<AltchaElement | null>(null);
  const current = useRef<AltchaElement | null>(null);
  const payload = useRef<string | undefined>(undefined);
  const waiting = useRef<((value: string | undefined) => void)[]>([]);
  const ref = useCallback((node: AltchaElement | null) => {
    current.current = node;
    setElement(node);
  }, []);

  useEffect(() => {
    if (!enabled || !element) return;
    const onState = (event: Event) => {
      const { state, payload: solved } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      payload.current = state === 'verified' ? solved : undefined;
      if (state === 'verified' || state === 'error' || state === 'expired') {
        for (const resolve of waiting.current.splice(0)) resolve(payload.current);
      }
    };
    element.addEventListener('statechange', onState);
    // The widget's module defines <altcha-widget>; it loads with the form, never before.
    void import('altcha');
    return () => element.removeEventListener('statechange', onState);
  }, [enabled, element]);

  const solution = useCallback(async () => {
    if (!enabled) return undefined;
    if (payload.current) return payload.current;
    const widget = current.current;
    const pending = new Promise<string | undefined>((resolve) => {
      waiting.current.push(resolve);
      setTimeout(() => resolve(payload.current), WAIT_MS);
    });
    if (widget?.getState?.() !== 'verifying') void widget?.verify?.();
    return pending;
  }, [enabled]);

  const reset = useCallback(() => {
    payload.current = undefined;
    current.current?.reset?.();
  }, []);

  return { solution, reset, ref };
}

/** The widget in a form, with its error under it. */
export function CaptchaField({
  control,
  formId,
  error,
}: {
  control: CaptchaControl;
  formId: string;
  error?: string | undefined;
}) {
  const [configuration] = useState(() => JSON.stringify({ hideFooter: true, hideLogo: true }));
  return (
    <div className="lead-field lead-field-wide lead-captcha" id={`${formId}-${CAPTCHA_FIELD}`} tabIndex={-1}>
      <altcha-widget
        ref={control.ref}
        challenge={CAPTCHA_CHALLENGE_URL}
        auto="onfocus"
        name={CAPTCHA_FIELD}
        configuration={configuration}
        aria-describedby={error ? errorId(formId, CAPTCHA_FIELD) : undefined}
        suppressHydrationWarning
      />
      {error && (
        <p className="lead-field-error" id={errorId(formId, CAPTCHA_FIELD)}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Sends a lead with its robot check (LEAD-22): waits for a check still being solved, answers a
 * captcha field error when none could be solved, and asks for a fresh check when the API
 * refused this one. Every lead form sends through here.
 */
export async function sendLead(
  payload: LeadInput,
  idempotencyKey: string,
  captcha: CaptchaControl,
  required: boolean,
): Promise<SubmitOutcome> {
  const altcha = await captcha.solution();
  if (required && !altcha)
    return {
      kind: 'invalid',
      message: LEAD_MESSAGES.fixErrorsHeading,
      errors: [{ field: CAPTCHA_FIELD, message: LEAD_MESSAGES.captchaMissing }],
    };
  const outcome = submitOutcome(await postLead({ ...payload, altcha }, idempotencyKey));
  if (outcome.kind === 'invalid' && outcome.errors.some((error) => error.field === CAPTCHA_FIELD))
    captcha.reset();
  return outcome;
}
