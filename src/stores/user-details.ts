/**
 * Stored user details (LEAD-15, spec-2 §3): name, last_name, email, phone and postcode,
 * saved in localStorage when a lead is sent and prefilled in the next form.
 */
import { persistentAtom } from '@nanostores/persistent';

export interface UserDetails {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

export const USER_DETAIL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

export const EMPTY_USER_DETAILS: UserDetails = {
  name: '',
  last_name: '',
  email: '',
  phone: '',
  postcode: '',
};

/** Longest value kept per field: the lead schema's limits. */
const MAX_LENGTH: Record<keyof UserDetails, number> = {
  name: 80,
  last_name: 80,
  email: 254,
  phone: 20,
  postcode: 4,
};

function clean(input: Partial<Record<keyof UserDetails, unknown>>): Partial<UserDetails> {
  const details: Partial<UserDetails> = {};
  for (const field of USER_DETAIL_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && value.trim() !== '')
      details[field] = value.trim().slice(0, MAX_LENGTH[field]);
  }
  return details;
}

function decode(text: string): UserDetails {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null
      ? { ...EMPTY_USER_DETAILS, ...clean(parsed as Record<string, unknown>) }
      : EMPTY_USER_DETAILS;
  } catch {
    return EMPTY_USER_DETAILS;
  }
}

export const $userDetails = persistentAtom<UserDetails>('user-details', EMPTY_USER_DETAILS, {
  encode: JSON.stringify,
  decode,
});

/** Saves what the shopper filled in; a field left empty keeps its stored value. */
export function saveUserDetails(details: Partial<Record<keyof UserDetails, unknown>>): void {
  $userDetails.set({ ...$userDetails.get(), ...clean(details) });
}

export function clearUserDetails(): void {
  $userDetails.set(EMPTY_USER_DETAILS);
}

/** The values with each empty contact field filled from the stored details (LEAD-15). */
export function withStoredDetails<T extends Record<(typeof USER_DETAIL_FIELDS)[number], string>>(
  values: T,
): T {
  const stored = $userDetails.get();
  const next = { ...values };
  for (const field of USER_DETAIL_FIELDS)
    if (next[field].trim() === '' && stored[field]) next[field] = stored[field];
  return next;
}
