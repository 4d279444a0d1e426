import { describe, expect, it } from 'vitest';
import { enquiryButton, showInstantMessage } from '../../../../src/domain/vehicle/instant-message.ts';

const base = { chatBot: true, token: undefined, reservable: true, make: 'Toyota' };

describe('[VDP-21] instant-message button', () => {
  it('[VDP-21] replaces Enquire Now with a chat bot, no token and a reservable car', () => {
    expect(showInstantMessage(base)).toBe(true);
    expect(enquiryButton(base)).toEqual({ kind: 'instant-message', label: 'Instant Message' });
  });

  it('[VDP-21] each condition is required', () => {
    expect(showInstantMessage({ ...base, chatBot: false })).toBe(false);
    expect(showInstantMessage({ ...base, token: 'abc' })).toBe(false);
    expect(showInstantMessage({ ...base, reservable: false })).toBe(false);
    expect(showInstantMessage({ ...base, token: null })).toBe(true);
    expect(showInstantMessage({ ...base, token: ' ' })).toBe(true);
  });

  it('[VDP-21] except the brands the tenant lists', () => {
    expect(showInstantMessage({ ...base, excludedMakes: [' toyota '] })).toBe(false);
    expect(showInstantMessage({ ...base, excludedMakes: ['Kia'] })).toBe(true);
  });

  it('otherwise Enquire Now, or the tenant wording', () => {
    expect(enquiryButton({ ...base, chatBot: false })).toEqual({ kind: 'enquire', label: 'Enquire Now' });
    expect(enquiryButton({ ...base, chatBot: false }, 'Message Now').label).toBe('Message Now');
  });
});
