/**
 * Typos counted the way Meilisearch counts them, so the embedded engine matches the same
 * words and ranks them in the same `typo` buckets: Damerau-Levenshtein distance (two
 * neighbouring letters swapped is one typo, "hyundia"), a wrong first letter costs two (so
 * only a word allowed two typos, from 9 letters, may have one), and the last query word, which
 * the shopper may still be typing, is measured against the closest beginning of the indexed
 * word ("corrol" is one typo from "corolla").
 */

/** Meilisearch's default typo budget (minWordSizeForTypos 5 and 9); none in words with digits (VINs, stock numbers, model codes). */
export function typoBudget(term: string): number {
  if (/\d/.test(term)) return 0;
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

/**
 * The typos between a query `word` and an indexed `term`, or undefined when they are more than
 * `budget`. `prefix`: the term may go on after the word (the word is the query's last).
 */
export function typoCost(word: string, term: string, budget: number, prefix: boolean): number | undefined {
  if (term === word || (prefix && term.startsWith(word))) return 0;
  if (budget <= 0 || word.length === 0 || term.length === 0) return undefined;
  if (term[0] !== word[0]) {
    // Meilisearch: one edit that changes the first letter counts as two typos.
    return budget >= 2 && editDistance(word, term, 1, prefix) <= 1 ? 2 : undefined;
  }
  const distance = editDistance(word, term, budget, prefix);
  return distance <= budget ? distance : undefined;
}

// Rows of the distance table, kept between calls: the engine measures many terms per query word.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

/**
 * Optimal-string-alignment distance from `word` to `term` (or, with `prefix`, to the closest
 * beginning of `term`), or `max + 1` as soon as it must be more than `max`.
 */
export function editDistance(word: string, term: string, max: number, prefix: boolean): number {
  const m = word.length;
  const n = term.length;
  if (prefix ? n < m - max : Math.abs(m - n) > max) return max + 1;
  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let rowMin = i;
    const letter = word.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const other = term.charCodeAt(j - 1);
      let cost = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (letter === other ? 0 : 1),
      );
      if (
        i > 1 &&
        j > 1 &&
        letter === term.charCodeAt(j - 2) &&
        word.charCodeAt(i - 2) === other &&
        beforePrevious[j - 2]! + 1 < cost
      )
        cost = beforePrevious[j - 2]! + 1;
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    // Every later row is at least this row's minimum: stop once it is over the budget.
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  let distance = previous[n]!;
  if (prefix) for (let j = 0; j < n; j++) distance = Math.min(distance, previous[j]!);
  return Math.min(distance, max + 1);
}
