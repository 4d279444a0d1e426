/**
 * The send machinery of a one-page form that posts to the API (reserve, online payment, spin to
 * win): the values, the field errors and their summary, the robot check, one Idempotency-Key for the form,
 * and `send`, which checks the body with the API's own schema, solves the robot check and posts
 * once. The form decides what an answer means.
 */
import { useRef, useState } from 'react';
import type * as v from 'valibot';
import type { FieldError } from '../../domain/leads/lead-rules.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { newIdempotencyKey, schemaIssues } from '../reserve/reserve-form.ts';
import { CAPTCHA_FIELD, useCaptcha } from './Captcha.tsx';

export function useCheckedForm<V extends Record<string, string | boolean>>(
  captchaEnabled: boolean,
  /** The form's first values (the shopper's stored details and the form's own fields). */
  initial: () => V,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [key] = useState(() => newIdempotencyKey());
  const captcha = useCaptcha(captchaEnabled);
  const summaryRef = useRef<HTMLDivElement>(null);

  /** Lists the problems above the form and moves focus to the list. */
  function show(list: FieldError[], heading: string | undefined = LEAD_MESSAGES.fixErrorsHeading) {
    setErrors(list);
    setFormError(heading);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  /**
   * Checks `body` with `schema`, solves the robot check and posts it with the form's key; the
   * answer, or undefined when the form stopped first (its problems are then shown). A failed
   * answer resets the robot check, whose solution is used once.
   */
  async function send<T>(
    schema: v.GenericSchema,
    body: Record<string, unknown>,
    post: (body: unknown, key: string) => Promise<ApiResult<T>>,
  ): Promise<ApiResult<T> | undefined> {
    if (sending) return undefined;
    const problems = schemaIssues(schema, body);
    if (problems.length > 0) {
      show(problems);
      return undefined;
    }
    setSending(true);
    const altcha = await captcha.solution();
    if (captchaEnabled && !altcha) {
      setSending(false);
      show([{ field: CAPTCHA_FIELD, message: LEAD_MESSAGES.captchaMissing }]);
      return undefined;
    }
    const result = await post({ ...body, altcha }, key);
    setSending(false);
    if (!result.ok) captcha.reset();
    return result;
  }

  return {
    values,
    /** Sets one field and clears its error. */
    set: (field: string, value: string | boolean) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => current.filter((error) => error.field !== field));
    },
    /** What FormErrors shows: the field errors, the form's heading or message, where focus goes. */
    summary: { errors, formError, summaryRef },
    sending,
    captcha,
    show,
    send,
    errorOf: (field: string) => errors.find((error) => error.field === field)?.message,
  };
}
