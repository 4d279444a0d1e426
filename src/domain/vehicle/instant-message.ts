/**
 * The instant-message button (VDP-21) replaces Enquire Now when the tenant has a chat bot
 * (`vehicle.chatBot`), no (chat/session) token is set yet, and the car is reservable —
 * except for the makes the tenant lists (compared trimmed, case-insensitively).
 */
export const INSTANT_MESSAGE_LABEL = 'Instant Message';
export const ENQUIRE_NOW_LABEL = 'Enquire Now';

export interface InstantMessageInput {
  chatBot: boolean;
  token: string | null | undefined;
  reservable: boolean;
  make: string;
  /** Makes that keep Enquire Now even with a chat bot. */
  excludedMakes?: readonly string[] | undefined;
}

export function showInstantMessage(input: InstantMessageInput): boolean {
  if (!input.chatBot || !input.reservable) return false;
  if (input.token !== null && input.token !== undefined && input.token.trim() !== '') return false;
  const make = input.make.trim().toLowerCase();
  return !(input.excludedMakes ?? []).some((excluded) => excluded.trim().toLowerCase() === make);
}

/** The primary enquiry button: instant message or the tenant's Enquire Now wording. */
export function enquiryButton(
  input: InstantMessageInput,
  enquireLabel: string = ENQUIRE_NOW_LABEL,
): { kind: 'instant-message' | 'enquire'; label: string } {
  return showInstantMessage(input)
    ? { kind: 'instant-message', label: INSTANT_MESSAGE_LABEL }
    : { kind: 'enquire', label: enquireLabel };
}
