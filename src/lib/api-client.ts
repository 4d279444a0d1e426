/**
 * The browser's calls to the site's own API (same origin, /api). Every call resolves to a
 * result and never throws: a network failure, a non-JSON answer or an error status all
 * become `{ ok: false, status, message, errors }`, with the server's own message when it
 * sent one (API errors are JSON `{ message, errors? }`). Callers decide what the shopper sees.
 */
// Types only: the API's own response shapes, erased from the browser bundle.
import type { GarageReservation } from '../api/services/reservations.ts';
import type { DealCharges } from '../domain/deals/deal.ts';

export interface ApiFieldError {
  field: string;
  message: string;
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; errors: ApiFieldError[] };

/** Status 0 means the request never got an answer. */
export const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';
export const SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  fetch?: FetchLike | undefined;
  /** Give up after this long: the answer is then a failed request (status 0), like a lost connection. */
  timeoutMs?: number | undefined;
}

const defaultFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

function fieldErrors(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (e): e is ApiFieldError =>
        typeof e === 'object' && e !== null && typeof (e as ApiFieldError).message === 'string',
    )
    .map((e) => ({ field: typeof e.field === 'string' ? e.field : '', message: e.message }));
}

/** One JSON call. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.timeoutMs !== undefined) init.signal = AbortSignal.timeout(options.timeoutMs);
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await (options.fetch ?? defaultFetch)(path, init);
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE, errors: [] };
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (response.ok && data !== undefined) return { ok: true, status: response.status, data: data as T };
  const body = (typeof data === 'object' && data !== null ? data : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const message =
    typeof body.message === 'string' && body.message.trim() !== '' ? body.message : SERVER_MESSAGE;
  return { ok: false, status: response.status, message, errors: fieldErrors(body.errors) };
}

const carPath = (slug: string) => `/api/cars/${encodeURIComponent(slug)}`;

export interface ViewCountQuery {
  photos_count?: number | undefined;
  updated_at?: string | undefined;
  website_id?: string | undefined;
}

/** GET /api/cars/{slug}/view.json?photos_count=&updated_at=&website_id= (VDP-20), empty values left out. */
export function viewCountPath(slug: string, query: ViewCountQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return `${carPath(slug)}/view.json${search ? `?${search}` : ''}`;
}

/** POST /api/leads with an Idempotency-Key: a retry with the same key is the same lead. */
export function postLead(
  payload: unknown,
  idempotencyKey: string,
  fetch?: FetchLike,
): Promise<ApiResult<{ lead_id?: unknown }>> {
  return apiRequest('/api/leads', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    fetch,
  });
}

export interface TestDriveSlot {
  start: string;
  /** '10:30am', the location's wall clock. */
  label: string;
  /** 'AWST': the location's zone at that time (LOC-10). */
  zone: string;
}

/** GET /api/test-drive/availability: the free slots of a sales location on a day (YYYY-MM-DD). */
export function testDriveAvailability(
  locationId: string,
  date: string,
  fetch?: FetchLike,
): Promise<ApiResult<{ slots: TestDriveSlot[] }>> {
  const query = new URLSearchParams({ location_id: locationId, date });
  return apiRequest(`/api/test-drive/availability?${query}`, { fetch });
}

/** GET /api/cars/{slug}/pdf as a file. */
export async function fetchCarPdf(
  slug: string,
  fetch: FetchLike = defaultFetch,
): Promise<{ ok: true; blob: Blob } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await fetch(`${carPath(slug)}/pdf`, { credentials: 'same-origin' });
  } catch {
    return { ok: false, message: NETWORK_MESSAGE };
  }
  if (response.ok) {
    try {
      return { ok: true, blob: await response.blob() };
    } catch {
      return { ok: false, message: NETWORK_MESSAGE };
    }
  }
  let message = SERVER_MESSAGE;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // not JSON: the generic message stands
  }
  return { ok: false, message };
}

export interface SessionUser {
  phone: string;
}

/** GET /api/auth/me: the signed-in user of this site (401 when there is none). */
export function fetchCurrentUser(fetch?: FetchLike): Promise<ApiResult<{ user: SessionUser }>> {
  return apiRequest('/api/auth/me', { fetch });
}

/** POST /api/auth/request-code { phone }: sends a sign-in code by SMS. */
export function requestSignInCode(
  phone: string,
  fetch?: FetchLike,
): Promise<ApiResult<{ success: boolean; message: string }>> {
  return apiRequest('/api/auth/request-code', { method: 'POST', body: { phone }, fetch });
}

/** POST /api/auth/verify { phone, code }: signs in (the session is an HttpOnly cookie). */
export function verifySignInCode(
  phone: string,
  code: string,
  fetch?: FetchLike,
): Promise<ApiResult<{ success: boolean; user: SessionUser }>> {
  return apiRequest('/api/auth/verify', { method: 'POST', body: { phone, code }, fetch });
}

/** POST /api/auth/sign-out. */
export function signOut(fetch?: FetchLike): Promise<ApiResult<{ success: boolean; message: string }>> {
  return apiRequest('/api/auth/sign-out', { method: 'POST', fetch });
}

export interface WatchlistAnswer {
  success: boolean;
  message: string;
}

/** POST /api/watchlist/save-car or remove-car { phone_number, car_id } (WL-07). */
export function changeWatchlist(
  action: 'save-car' | 'remove-car',
  phoneNumber: string,
  carId: string,
  fetch?: FetchLike,
): Promise<ApiResult<WatchlistAnswer>> {
  return apiRequest(`/api/watchlist/${action}`, {
    method: 'POST',
    body: { phone_number: phoneNumber, car_id: carId },
    fetch,
  });
}

export type WatchlistCar =
  | {
      id: string;
      slug: string;
      name: string;
      make: string;
      price: number;
      primary_image_url: string | null;
      status: string;
      /** The price when the shopper saved the car; null when not known. */
      saved_price?: number | null;
    }
  | { id: string; removed: true };

/** GET /api/watchlist: the signed-in user's saved cars. */
export function fetchWatchlist(fetch?: FetchLike): Promise<ApiResult<{ cars: WatchlistCar[] }>> {
  return apiRequest('/api/watchlist', { fetch });
}

export interface CarSummary {
  id: string;
  name: string;
  path: string;
  image: string | null;
  price: number;
  make: string;
  model: string;
  location_id: string | null;
}

/** One car of this site by id (GET /api/car-summary/{id}); undefined when it is not listed. */
export async function carSummary(id: string): Promise<CarSummary | undefined> {
  const result = await apiRequest<CarSummary>(`/api/car-summary/${encodeURIComponent(id)}`);
  return result.ok ? result.data : undefined;
}

export interface ReservationStatus {
  reserved: boolean;
  /** Whether a reservation made now takes the deposit online. */
  pay_online: boolean;
  hold_until?: string;
  text?: string;
  paid?: boolean;
}

/** Whether the car is held now (GET /api/cars/{slug}/reservation). */
export function fetchReservationStatus(
  slug: string,
  fetch?: FetchLike,
): Promise<ApiResult<ReservationStatus>> {
  return apiRequest(`${carPath(slug)}/reservation`, { fetch, timeoutMs: 15_000 });
}

export interface ReservationAnswer {
  reservation_id: string;
  state: string;
  hold_until: string;
  reserved_until: string;
  deposit: number;
  payment_url?: string;
  message: string;
}

/** One of the signed-in shopper's reservations (GET /api/my/reservations): the API's own shape. */
export type { GarageReservation };

export function fetchMyReservations(
  fetch?: FetchLike,
): Promise<ApiResult<{ reservations: GarageReservation[] }>> {
  return apiRequest('/api/my/reservations', { fetch, timeoutMs: 15_000 });
}

/** POST /api/reservations: reserves the car; one Idempotency-Key per form. */
export function postReservation(
  body: unknown,
  idempotencyKey: string,
  fetch?: FetchLike,
): Promise<ApiResult<ReservationAnswer>> {
  return apiRequest('/api/reservations', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    fetch,
    timeoutMs: 30_000,
  });
}

export interface PaymentSetup {
  /** Whether a payment made now is taken by card through the provider (else it is a request). */
  pay_online: boolean;
  purposes: string[];
  max_amount: number;
}

/** What /online-payment takes (GET /api/payments/setup). */
export function fetchPaymentSetup(fetch?: FetchLike): Promise<ApiResult<PaymentSetup>> {
  return apiRequest('/api/payments/setup', { fetch, timeoutMs: 15_000 });
}

export interface PaymentAnswer {
  payment_id: string;
  state: 'requested' | 'awaiting-payment' | 'paid';
  amount: string;
  payment_url?: string;
  message: string;
}

/** POST /api/payments: a payment by reference; one Idempotency-Key per form. */
export function postPayment(
  body: unknown,
  idempotencyKey: string,
  fetch?: FetchLike,
): Promise<ApiResult<PaymentAnswer>> {
  return apiRequest('/api/payments', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    fetch,
    timeoutMs: 30_000,
  });
}

/** Where a payment stands (GET /api/payments/{id}), back from the provider's page. */
export function fetchPayment(id: string, fetch?: FetchLike): Promise<ApiResult<PaymentAnswer>> {
  return apiRequest(`/api/payments/${encodeURIComponent(id)}`, { fetch, timeoutMs: 15_000 });
}

export interface SpinAnswer {
  entry_id: string;
  prize_index: number;
  prize: string;
  message: string;
}

/** POST /api/promotions/spin-to-win: enters the promotion; the API draws the prize. */
export function postSpinEntry(
  body: unknown,
  idempotencyKey: string,
  fetch?: FetchLike,
): Promise<ApiResult<SpinAnswer>> {
  return apiRequest('/api/promotions/spin-to-win', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    fetch,
    timeoutMs: 30_000,
  });
}

/** The car of the online purchase journey (GET /api/cars/{slug}/deal, DEAL-03). */
export interface DealCar extends CarSummary {
  slug: string;
  drive_away: boolean;
  /** The estimated government charges of a price that excludes them (COMP-06); null for a drive-away price. */
  government_charges: DealCharges | null;
  car_type: string;
  /** Absent when the feed does not know it. */
  km?: number;
  stock_number: string | null;
  pickup_from: string | null;
  buyable: boolean;
  message: string | null;
  reserve: { deposit: number; label: string; href: string } | null;
}

export function fetchDealCar(slug: string, fetch?: FetchLike): Promise<ApiResult<DealCar>> {
  return apiRequest(`${carPath(slug)}/deal`, { fetch, timeoutMs: 15_000 });
}
