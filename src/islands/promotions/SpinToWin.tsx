/**
 * The spin-to-win entry form and its wheel (/spin-to-win). The shopper enters their details and
 * agrees to the terms; the API draws the prize and stores the entry; only then does the wheel
 * turn, landing on the API's prize (no turn at all with reduced motion), and the prize is said in
 * a live region. The wheel decides nothing. Sent once (one Idempotency-Key).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  isOpen,
  landingRotation,
  SPIN_MESSAGES,
  SpinEntrySchema,
} from '../../domain/promotions/spin-to-win.ts';
import { postSpinEntry, type SpinAnswer } from '../../lib/api-client.ts';
import { $userDetails, saveUserDetails } from '../../stores/user-details.ts';
import { CAPTCHA_FIELD, CaptchaField } from '../leads/Captcha.tsx';
import { CheckboxField } from '../leads/fields.tsx';
import { useCheckedForm } from '../leads/use-checked-form.ts';
import { CONTACT_LABELS, ContactFields, FormErrors, SubmitRow } from '../leads/form-parts.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { WHEEL_GEOMETRY, WHEEL_SIZE, wheelSlices } from './wheel.ts';

export interface SpinToWinConfig {
  prizes: string[];
  closes: string | undefined;
  timeZone: string;
  captcha: boolean;
  /** The closed wording with its day, shown once the closing day has passed. */
  closedText: string;
}

const LABELS: Record<string, string> = { ...CONTACT_LABELS, terms_conditions: 'Promotion terms' };
const SPIN_MS = 4500;

type Phase =
  | { kind: 'form' }
  | { kind: 'spinning'; answer: SpinAnswer }
  | { kind: 'won'; answer: SpinAnswer }
  | { kind: 'entered-before'; message: string };

export default function SpinToWin({ config }: { config: SpinToWinConfig }) {
  const formId = 'spin-to-win';
  const stored = useStore($userDetails);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [open, setOpen] = useState(true);
  const [rotation, setRotation] = useState(0);
  const { values, set, summary, sending, captcha, show, send, errorOf } = useCheckedForm(
    config.captcha,
    () => ({ ...stored, opt_in: false, terms_conditions: false }),
  );
  const resultRef = useRef<HTMLDivElement>(null);
  const slices = wheelSlices(config.prizes);
  // The form is in the page before its script runs: Send waits for it (a click before would reload the page).
  const hydrated = useHydrated();

  // The closing day is checked again in the shopper's browser: the page may be older than the day.
  useEffect(() => setOpen(isOpen(config.closes, new Date(), config.timeZone)), [config]);

  useEffect(() => {
    if (phase.kind !== 'spinning') return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const done = window.setTimeout(
      () => {
        setPhase({ kind: 'won', answer: phase.answer });
        requestAnimationFrame(() => resultRef.current?.focus());
      },
      still ? 0 : SPIN_MS,
    );
    return () => window.clearTimeout(done);
  }, [phase]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = {
      name: values.name.trim(),
      last_name: values.last_name.trim() || undefined,
      email: values.email.trim(),
      phone: values.phone.trim(),
      postcode: values.postcode.trim(),
      opt_in: values.opt_in,
      terms_conditions: values.terms_conditions,
    };
    const result = await send(SpinEntrySchema, body, postSpinEntry);
    if (!result) return;
    if (!result.ok) {
      if (result.status === 409) return setPhase({ kind: 'entered-before', message: result.message });
      if (result.status === 410) return setOpen(false);
      return show(result.errors, result.message);
    }
    saveUserDetails(values);
    setRotation(landingRotation(result.data.prize_index, config.prizes.length));
    setPhase({ kind: 'spinning', answer: result.data });
  }

  const { centre, radius } = WHEEL_GEOMETRY;
  return (
    <div className="spin-layout">
      <div className="spin-wheel-box">
        <svg
          className="spin-wheel"
          viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}
          role="img"
          aria-label={`Prize wheel: ${config.prizes.join(', ')}`}
        >
          <g
            className="spin-wheel-turn"
            style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${SPIN_MS}ms` }}
          >
            <circle cx={centre} cy={centre} r={radius + 4} className="spin-rim" />
            {slices.map((slice, index) => (
              <g key={config.prizes[index]}>
                <path d={slice.path} className={`spin-slice spin-slice-${slice.fill}`} />
                <text
                  transform={`rotate(${slice.middle - 90} ${centre} ${centre})`}
                  x={centre + radius - 12}
                  y={centre}
                  className={`spin-label spin-label-${slice.fill}`}
                  textAnchor="end"
                >
                  {slice.lines.map((line, row) => (
                    <tspan
                      key={line}
                      x={centre + radius - 12}
                      dy={row === 0 ? (slice.lines.length === 1 ? 4 : -3) : 13}
                    >
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            ))}
            <circle cx={centre} cy={centre} r={18} className="spin-hub" />
          </g>
          <path d={`M${centre - 12} 2 L${centre + 12} 2 L${centre} 28 Z`} className="spin-pointer" />
        </svg>
      </div>
      <div className="spin-entry">
        {phase.kind === 'won' || phase.kind === 'spinning' ? (
          <div className="reserve-result" role="status" tabIndex={-1} ref={resultRef} aria-live="polite">
            {phase.kind === 'spinning' ? (
              <p className="reserve-result-title">Spinning…</p>
            ) : (
              <>
                <p className="reserve-result-title">You won: {phase.answer.prize}</p>
                <p>{phase.answer.message}</p>
                <p>Entry number: {phase.answer.entry_id}</p>
              </>
            )}
          </div>
        ) : phase.kind === 'entered-before' ? (
          <div className="reserve-result" role="status">
            <p className="reserve-result-title">{phase.message}</p>
          </div>
        ) : !open ? (
          <p className="reserve-result" role="status">
            {config.closedText || SPIN_MESSAGES.closed}
          </p>
        ) : (
          <form className="lead-form" noValidate onSubmit={submit} aria-busy={sending || undefined}>
            <FormErrors formId={formId} labels={LABELS} {...summary} />
            <div className="lead-grid">
              <ContactFields formId={formId} values={values} onChange={set} errorOf={errorOf} reachRequired />
            </div>
            <CheckboxField
              formId={formId}
              field="terms_conditions"
              checked={values.terms_conditions}
              onChange={set}
              required
              error={errorOf('terms_conditions')}
            >
              I agree to the <a href="#spin-terms">promotion terms</a>
            </CheckboxField>
            <CheckboxField formId={formId} field="opt_in" checked={values.opt_in} onChange={set}>
              Send me offers and news by e-mail
            </CheckboxField>
            {config.captcha && (
              <CaptchaField control={captcha} formId={formId} error={errorOf(CAPTCHA_FIELD)} />
            )}
            <SubmitRow
              status={sending ? 'submitting' : 'idle'}
              hydrated={hydrated}
              label="Enter and Spin"
              what="entry"
            />
          </form>
        )}
      </div>
    </div>
  );
}
