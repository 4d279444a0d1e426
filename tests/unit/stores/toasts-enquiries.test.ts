import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copiedToastMessage, NO_TOAST, TOAST_MS } from '../../../src/domain/share.ts';
import { $enquiries, MAX_ENQUIRIES, saveEnquiry } from '../../../src/stores/enquiries.ts';
import { $toast, dismissToast, showToast } from '../../../src/stores/toasts.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  $toast.set(NO_TOAST);
  cleanStores($enquiries);
});

describe('$toast', () => {
  it('[VDP-09] one toast at a time: a new one replaces the current; a stale timer cannot dismiss it', () => {
    const first = showToast({ message: copiedToastMessage('2020 Toyota Kluger GX') });
    expect($toast.get().current).toMatchObject({
      id: first,
      message: 'Copied 2020 Toyota Kluger GX to your clipboard!',
      durationMs: TOAST_MS,
    });
    const second = showToast({
      title: 'Car Saved In Watchlist',
      message: 'x is now available in your watchlist',
      action: { label: 'View List', href: '/watchlist' },
      durationMs: 6000,
    });
    dismissToast(first);
    expect($toast.get().current).toMatchObject({
      id: second,
      title: 'Car Saved In Watchlist',
      action: { label: 'View List', href: '/watchlist' },
    });
    dismissToast(second);
    expect($toast.get().current).toBeUndefined();
  });
});

describe('$enquiries', () => {
  it('[LEAD-03] saves the sent enquiry, newest first, once per lead_id', () => {
    for (let n = 0; n < 25; n++)
      saveEnquiry({ lead_id: `L${n}`, kind: 'enquiry', car_slug: 'a', at: '2026-01-01T00:00:00Z' });
    saveEnquiry({ lead_id: 'L3', kind: 'enquiry', car_slug: 'a', at: '2026-01-02T00:00:00Z' });
    expect($enquiries.get()).toHaveLength(MAX_ENQUIRIES);
    expect($enquiries.get()[0]).toMatchObject({ lead_id: 'L3' });
    expect($enquiries.get().filter((e) => e.lead_id === 'L3')).toHaveLength(1);
  });
});
