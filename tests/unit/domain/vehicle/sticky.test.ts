import { describe, expect, it } from 'vitest';
import { stickyFooterVisible, stickyHeaderVisible } from '../../../../src/domain/vehicle/sticky.ts';

describe('[VDP-03] sticky header and footer', () => {
  it('[VDP-03] the header appears at 500 px or more', () => {
    expect(stickyHeaderVisible(0)).toBe(false);
    expect(stickyHeaderVisible(499)).toBe(false);
    expect(stickyHeaderVisible(500)).toBe(true);
    expect(stickyHeaderVisible(5000)).toBe(true);
  });

  it('[VDP-03] the footer CTA after more than 900 px, on the tenant variant only', () => {
    expect(stickyFooterVisible(900, true)).toBe(false);
    expect(stickyFooterVisible(901, true)).toBe(true);
    expect(stickyFooterVisible(5000, false)).toBe(false);
  });
});
