import { describe, expect, it } from 'vitest';
import { popupClosedKey, shouldShowPopup } from '../../../src/domain/promotions/popup.ts';

describe('promotional popup', () => {
  const window = { start: '2026-11-01', expiry: '2027-01-31', closed: false };
  it('shows from the start day to the end of the expiry day, Sydney time', () => {
    // 1 November 2026 00:00 in Sydney (AEDT, +11) is 31 October 13:00 UTC.
    expect(shouldShowPopup(window, new Date('2026-10-31T12:59:59Z'))).toBe(false);
    expect(shouldShowPopup(window, new Date('2026-10-31T13:00:00Z'))).toBe(true);
    // The last day shown is 31 January; it is hidden from 1 February 00:00 Sydney.
    expect(shouldShowPopup(window, new Date('2027-01-31T12:59:59Z'))).toBe(true);
    expect(shouldShowPopup(window, new Date('2027-01-31T13:00:00Z'))).toBe(false);
  });
  it('stays hidden once closed', () => {
    expect(shouldShowPopup({ ...window, closed: true }, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(shouldShowPopup({ closed: false }, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
  it('keeps the closed state per dealer and per popup', () => {
    expect(popupClosedKey('harbour-city-toyota', 'summer-sale')).toBe(
      'promo-popup-closed:harbour-city-toyota:summer-sale',
    );
  });
});

describe('PopupSchema', () => {
  it('refuses an expiry before the start, naming the expiry', async () => {
    const v = await import('valibot');
    const { PopupSchema } = await import('../../../src/model/content.ts');
    const result = v.safeParse(PopupSchema, {
      id: 'sale',
      title: 'Sale',
      url: '/special-offers',
      start: '2026-12-01',
      expiry: '2026-11-30',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['expiry', 'expiry must be after start'],
    ]);
    expect(
      v.safeParse(PopupSchema, { id: 's', title: 'S', url: '/x', start: '2026-12-01', expiry: '2026-12-01' })
        .success,
    ).toBe(true);
  });
});
