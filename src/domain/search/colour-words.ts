/**
 * Basic colour words (SRCH-32): each refines every stock colour with that word in its name
 * ("white" → "Glacier White", "Pearl White"); shade names alone ("Ink", "Crystal Pearl") are
 * not guessed. Apart from the other spellings because the chips on every search page need them.
 */
export const COLOUR_WORDS: readonly (readonly string[])[] = [
  ['white'],
  ['black'],
  ['silver'],
  ['grey', 'gray'],
  ['red'],
  ['blue'],
  ['green'],
  ['orange'],
  ['yellow'],
  ['brown'],
  ['bronze'],
  ['gold'],
  ['beige'],
  ['purple'],
  ['maroon'],
];

/** The colour word of a stock colour ('Snowflake White Pearl' → 'white'), if it has one. */
export function colourWordOf(colour: string): string | undefined {
  const words = colour.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return COLOUR_WORDS.find((group) => words.some((word) => group.includes(word)))?.[0];
}
