/**
 * The words shoppers type for a car's body, fuel, drive, transmission and seats
 * (SRCH-32). Each group names one thing: a spelling of a group refines every stock value
 * whose own spelling is in the group ("4x4" → the stock's "4WD" and "Four Wheel Drive").
 * Colour words are ./colour-words.ts.
 * Spellings are lower case, words joined by one space, as `phraseKey` writes them.
 */

/** A word as both backends split text: a run of letters (with their accents) and digits. */
export const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** A word as spellings compare it: lower case, without accents ('Coupé' is 'coupe'). */
export const keyOf = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
/** 'Four-Wheel Drive' → 'four wheel drive'. */
export const phraseKey = (text: string) => (text.match(WORD) ?? []).map(keyOf).join(' ');

export const SPELLING_GROUPS = {
  body: [
    ['hatch', 'hatchback'],
    ['ute', 'pickup', 'pick up'],
    ['convertible', 'cabriolet', 'cabrio'],
    ['sedan', 'saloon'],
    ['wagon', 'station wagon', 'estate'],
    ['motorcycle', 'motorbike', 'bike'],
  ],
  fuel: [
    ['electric', 'ev', 'bev', 'battery electric'],
    ['petrol', 'unleaded', 'ulp'],
    ['diesel', 'turbo diesel', 'turbodiesel'],
    ['hybrid', 'hev'],
    ['plug in hybrid', 'phev', 'plug in'],
  ],
  drive: [
    // Not AWD: a shopper after a 4x4 wants four-wheel drive, not an all-wheel-drive SUV.
    ['4wd', '4x4', 'four wheel drive', '4 wheel drive'],
    ['awd', 'all wheel drive'],
    ['fwd', 'front wheel drive'],
    ['rwd', 'rear wheel drive'],
    ['2wd', '4x2', 'two wheel drive', '2 wheel drive'],
  ],
  transmission: [['automatic', 'auto'], ['manual']],
} as const satisfies Record<string, readonly (readonly string[])[]>;

export type SpelledAttribute = keyof typeof SPELLING_GROUPS;

/** Seat counts written as words ("seven seater"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/**
 * Words that only join the others ("7 seater with 4wd", "a diesel ute for under 40k"): left
 * in the text query, they would find nothing. Dropped only when the query had words to read.
 */
export const JOINING_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'or',
  'the',
  'with',
  'in',
  'for',
  'of',
  'car',
  'cars',
  'vehicle',
  'vehicles',
]);

/** 'ute' → 'utes', 'hatch' → 'hatches', 'pick up' → 'pick ups'. */
export function pluralOf(spelling: string): string {
  return /(s|x|ch|sh)$/.test(spelling) ? `${spelling}es` : `${spelling}s`;
}
