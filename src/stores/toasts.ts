/**
 * The one toast on screen (VDP-09, spec-2 §4 "only one is shown at a time"). The rules are
 * the domain's toastReducer: showing replaces the current toast, and a dismissal (its timer
 * or the close button) only removes the toast it was meant for. A toast may carry a title
 * and one action link (the watchlist's 'View List', WL-04).
 */
import { atom } from 'nanostores';
import { NO_TOAST, type Toast, type ToastState, toastReducer } from '../domain/share.ts';

export interface ToastAction {
  label: string;
  href: string;
}

export interface AppToast extends Toast {
  title?: string | undefined;
  action?: ToastAction | undefined;
}

export interface AppToastState extends ToastState {
  current: AppToast | undefined;
}

export const $toast = atom<AppToastState>(NO_TOAST);

export interface ShowToast {
  message: string;
  title?: string | undefined;
  action?: ToastAction | undefined;
  /** Default TOAST_MS (3000). */
  durationMs?: number | undefined;
}

/** Shows a toast in place of any other; answers its id. */
export function showToast(toast: ShowToast): number {
  const next = toastReducer($toast.get(), {
    type: 'show',
    message: toast.message,
    durationMs: toast.durationMs,
  });
  const current: AppToast = { ...next.current!, title: toast.title, action: toast.action };
  $toast.set({ ...next, current });
  return current.id;
}

/** Removes the toast with this id if it is still the one showing. */
export function dismissToast(id: number): void {
  const state = $toast.get();
  const next = toastReducer(state, { type: 'dismiss', id });
  if (next !== state) $toast.set(next);
}
