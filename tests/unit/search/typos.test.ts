import { describe, expect, it } from 'vitest';
import { editDistance, typoBudget, typoCost } from '../../../src/search/engine/typos.ts';

describe('typos as Meilisearch counts them', () => {
  it('allows one typo from 5 letters, two from 9, none in words with digits', () => {
    expect(['kia', 'ford', 'mazda', 'corolla', 'landcruiser', 'sr5', 'scu20000'].map(typoBudget)).toEqual([
      0, 0, 1, 1, 2, 0, 0,
    ]);
  });

  it('counts a swap of two neighbouring letters as one typo (Damerau-Levenshtein)', () => {
    expect(editDistance('hyundia', 'hyundai', 2, false)).toBe(1);
    expect(typoCost('hyundia', 'hyundai', 1, false)).toBe(1);
    // Plain Levenshtein would call this two edits, and one is all a 7-letter word may have.
    expect(editDistance('toyoat', 'toyota', 2, false)).toBe(1);
  });

  it('finds "range" one typo from "ranger", and "corrola" two from "corolla" (beyond its budget)', () => {
    expect(typoCost('ranger', 'range', 1, false)).toBe(1);
    expect(typoCost('range', 'ranger', 1, false)).toBe(1);
    expect(editDistance('corrola', 'corolla', 2, false)).toBe(2);
    expect(typoCost('corrola', 'corolla', 1, false)).toBeUndefined();
  });

  it('matches the word exactly or, as the last word, as the start of a longer one, at no cost', () => {
    expect(typoCost('ranger', 'ranger', 1, false)).toBe(0);
    expect(typoCost('coro', 'corolla', 0, true)).toBe(0);
    expect(typoCost('coro', 'corolla', 0, false)).toBeUndefined();
    expect(typoCost('hatch', 'hatchback', 1, true)).toBe(0);
  });

  it('measures the last word against the closest start of the indexed word (still typing)', () => {
    // "corrol" is one letter off "corol", the start of "corolla".
    expect(typoCost('corrol', 'corolla', 1, true)).toBe(1);
    expect(typoCost('corrol', 'corolla', 1, false)).toBeUndefined();
    expect(editDistance('landcr', 'landcruiser', 2, true)).toBe(0);
  });

  it('charges two typos for a wrong first letter: never within a one-typo budget', () => {
    expect(typoCost('oyota', 'toyota', 1, false)).toBeUndefined();
    expect(typoCost('morcedes', 'mercedes', 1, false)).toBe(1);
    expect(typoCost('kommodore', 'commodore', 2, false)).toBe(2);
    // A wrong first letter and another typo is more than two.
    expect(typoCost('kommadore', 'commodore', 2, false)).toBeUndefined();
    expect(typoCost('orange', 'ranger', 1, true)).toBeUndefined();
  });

  it('gives up as soon as the distance must exceed the budget, for any word lengths', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 1, false)).toBe(2);
    expect(editDistance('ranger', 'r', 1, false)).toBe(2);
    expect(
      editDistance('a', 'a-very-long-indexed-word-beyond-the-first-buffer-size-of-thirty-two', 1, true),
    ).toBe(0);
    expect(
      editDistance('x', 'a-very-long-indexed-word-beyond-the-first-buffer-size-of-thirty-two', 1, true),
    ).toBe(1);
  });
});
