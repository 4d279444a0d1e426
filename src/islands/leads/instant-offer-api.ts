/**
 * The instant-offer wizard's calls (spec-2 §7 eval-expert, LEAD-11…LEAD-14): the rego lookup,
 * the manual choice, one upload per image with its progress, the valuation update, the car a
 * trade-in is against, and the valuation kept for later (LEAD-14). Each resolves to a result
 * and never throws; a failure carries the server's message, else the spec's step error.
 */
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import type { ShopperValuation } from '../../domain/valuation.ts';
import { type ApiFieldError, type ApiResult, apiRequest } from '../../lib/api-client.ts';

export type StepResult<T> = { ok: true; data: T } | { ok: false; message: string; errors: ApiFieldError[] };

/** A failed step shows the error message, or the spec's 'An error occurred while submitting…' (spec-2 §8). */
function stepResult<T>(result: ApiResult<T>): StepResult<T> {
  if (result.ok) return { ok: true, data: result.data };
  const message = result.status === 0 || result.status >= 500 ? LEAD_MESSAGES.wizardFailed : result.message;
  return { ok: false, message, errors: result.errors };
}

/** A vehicle lookup that has not answered by then has failed; the shopper can try again. */
export const LOOKUP_TIMEOUT_MS = 20_000;

export async function lookupRego(rego: string, state: string): Promise<StepResult<unknown>> {
  return stepResult(
    await apiRequest('/api/eval-expert/enter-vin', {
      method: 'POST',
      body: { rego, state },
      timeoutMs: LOOKUP_TIMEOUT_MS,
    }),
  );
}

export async function chooseVehicle(vin: string, desc: string): Promise<StepResult<unknown>> {
  return stepResult(
    await apiRequest('/api/eval-expert/manual-entry', {
      method: 'POST',
      body: { vin, desc },
      timeoutMs: LOOKUP_TIMEOUT_MS,
    }),
  );
}

/** The update's answer: the dealer's offer, or the buying team calls (offer_price null). */
export interface ValuationAnswer {
  EvalID: string;
  offer_price: number | null;
  valuation: ShopperValuation;
}

export async function updateValuation(body: {
  evalid: string;
  km: number;
  cName: string;
  cEmail?: string | undefined;
  cPhone?: string | undefined;
  car_condition: string;
}): Promise<StepResult<ValuationAnswer>> {
  const result = await apiRequest<ValuationAnswer[]>('/api/eval-expert/update-eval', {
    method: 'POST',
    body,
    timeoutMs: LOOKUP_TIMEOUT_MS,
  });
  if (!result.ok) return stepResult(result);
  const first = result.data[0];
  return first ? { ok: true, data: first } : { ok: false, message: LEAD_MESSAGES.wizardFailed, errors: [] };
}

/**
 * One image, one request (LEAD-12): multipart evalid + file. XMLHttpRequest, because fetch
 * cannot report upload progress.
 */
export function uploadImage(
  evalid: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<StepResult<{ images: number }>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/eval-expert/image-upload');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = (request.response ?? {}) as { images?: number; message?: string };
      if (request.status >= 200 && request.status < 300 && typeof body.images === 'number')
        resolve({ ok: true, data: { images: body.images } });
      else
        resolve({
          ok: false,
          // The API's message says what to do (a photo it cannot read, a full photo store: skip).
          message: body.message || LEAD_MESSAGES.wizardFailed,
          errors: [],
        });
    });
    request.addEventListener('error', () =>
      resolve({ ok: false, message: LEAD_MESSAGES.wizardFailed, errors: [] }),
    );
    const form = new FormData();
    form.append('evalid', evalid);
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** LEAD-14 on tenants that ask for it: the valuation result beside the lead, on the API. */
export async function saveValuationRemotely(leadId: string, data: object): Promise<boolean> {
  const result = await apiRequest('/api/miscellaneous', {
    method: 'POST',
    body: { column_name: 'valuation', lead_id: leadId, data },
  });
  return result.ok;
}
