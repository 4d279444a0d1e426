/**
 * Full-text matching and relevance for the embedded engine, mirroring Meilisearch (the other
 * backend) so "Most Relevant" means the same on both: every query word must match (prefix on
 * the last word, as the shopper is still typing), typos as Meilisearch counts them (./typos.ts;
 * none in VINs and stock numbers), the shared synonyms, and makes and models written the
 * platform's way (the feed wrote the records so, FEED-10).
 *
 * Matches are ordered by Meilisearch's ranking rules after `sort` and `words` (the engine
 * applies a requested sort first, and every word must match): fewer typos, then closer query
 * words (proximity), then the more important field (SEARCHABLE_ATTRIBUTES order) and earlier
 * in it, then exactness (a field that is the query, one that starts with it, more words as
 * typed), then custom_rank. Typos come first, so every exact "Ranger" ranks above any Range
 * Rover that "ranger" reaches with one typo ("range").
 *
 * The index is an inverted index of word positions built in the browser from the index file
 * (no serialized index to download); a query reads only the postings of its words' terms.
 */
import { SEARCHABLE_ATTRIBUTES, type SearchDocument, TYPO_FREE_ATTRIBUTES } from '../document.ts';
import { platformSpelledWords, searchWords, WORD_SYNONYMS } from '../synonyms.ts';
import { typoBudget, typoCost } from './typos.ts';

export { typoBudget } from './typos.ts';

/** Meilisearch reads at most the first ten words of a query. */
export const MAX_QUERY_WORDS = 10;

/** The matching documents, most relevant first, with their relevance keys (lower is more relevant). */
export interface TextMatches {
  /** Document positions, in Meilisearch's ranking-rule order down to custom_rank. */
  positions: Uint32Array;
  /** Relevance key of each position above, for ordering within a requested sort. */
  keys: Float64Array;
}

export interface TextIndex {
  search(query: string): TextMatches;
}

/** One indexed term a query word reaches, and at what cost. */
interface Derivation {
  term: number;
  typos: number;
  /** The term is the word as typed (for exactness), not a prefix, typo or synonym of it. */
  exact: boolean;
}

/** Per-word statistics a document's relevance is made of (see relevanceKey). */
export interface Relevance {
  typos: number;
  proximity: number;
  /** Sum over the query words of the index of the most important field each is in. */
  attribute: number;
  /** Sum over the query words of their (capped) word position in that field. */
  position: number;
  /** 0: a field is exactly the query; 1: a field starts with it; 2: neither. */
  exactField: number;
  /** Query words matched only by prefix, typo or synonym. */
  inexactWords: number;
}

const FIELDS = SEARCHABLE_ATTRIBUTES;
// Field numbers live in 4 bits of a posting and in 16-bit field masks.
if (FIELDS.length > 16) throw new Error('The embedded engine indexes at most 16 searchable attributes.');
/** Postings pack document, field and position in 32 bits: 20 for the document, 4 for the field, 8 for the position. */
const FIELD_SHIFT = 8;
const DOC_SHIFT = 12;
const MAX_DOCS = 2 ** 20;
const MAX_POSITION = 255;
/** Positions beyond this all count the same (Meilisearch buckets far positions too). */
const POSITION_CAP = 15;
/** Proximity of two words more than 7 apart, or in different fields (Meilisearch's maximum). */
const FAR = 7;
const NONE = 255;
const EMPTY: TextMatches = { positions: new Uint32Array(0), keys: new Float64Array(0) };

/**
 * One number that orders as the ranking rules do, compared field by field: typos, proximity,
 * attribute, position, exact field, inexact words. Each part is capped to its slot, which
 * ten query words never reach.
 */
export function relevanceKey(r: Relevance): number {
  let key = Math.min(r.typos, 31);
  key = key * 64 + Math.min(r.proximity, 63);
  key = key * 256 + Math.min(r.attribute, 255);
  key = key * 256 + Math.min(r.position, 255);
  key = key * 4 + Math.min(r.exactField, 3);
  return key * 16 + Math.min(r.inexactWords, 15);
}

/** A word's place in a document, as pairProximity reads it. */
export function place(field: number, position: number): number {
  return (field << FIELD_SHIFT) | Math.min(position, MAX_POSITION);
}

/**
 * Meilisearch's proximity cost of two consecutive query words, the closest of their places
 * (see place): 0 when the second directly follows the first, one more per word between
 * them, one more when they come in the other order ("rover range" is 1), and FAR when they
 * are further apart or in different fields.
 */
export function pairProximity(first: readonly number[], second: readonly number[]): number {
  let best = FAR;
  for (const a of first)
    for (const b of second) {
      if (a >>> FIELD_SHIFT !== b >>> FIELD_SHIFT) continue;
      const gap = (b & MAX_POSITION) - (a & MAX_POSITION);
      const cost = gap > 0 ? gap - 1 : -gap;
      if (cost < best) best = cost;
    }
  return best;
}

export function buildTextIndex(docs: readonly SearchDocument[]): TextIndex {
  if (docs.length >= MAX_DOCS)
    throw new RangeError(`The embedded engine indexes at most ${MAX_DOCS - 1} documents.`);
  const typoFree = FIELDS.map((field) => (TYPO_FREE_ATTRIBUTES as readonly string[]).includes(field));
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const lists: number[][] = [];
  /** Whether the term is in a field where typos count: only those are typo candidates. */
  const typoTolerant: boolean[] = [];
  /** Words in each document's field, for the exact-field rule: n × fields. */
  const fieldWords = new Uint8Array(docs.length * FIELDS.length);
  // Colours, bodies, locations and makes repeat across cars: split each distinct value once.
  const split = new Map<string, string[]>();
  docs.forEach((doc, position) => {
    FIELDS.forEach((field, f) => {
      const value = doc[field];
      if (!value) return;
      let words = split.get(value);
      if (!words) {
        words = searchWords(value);
        split.set(value, words);
      }
      fieldWords[position * FIELDS.length + f] = Math.min(words.length, 255);
      words.forEach((word, at) => {
        let id = termIds.get(word);
        if (id === undefined) {
          id = terms.length;
          termIds.set(word, id);
          terms.push(word);
          lists.push([]);
          typoTolerant.push(false);
        }
        lists[id]!.push(position * 2 ** DOC_SHIFT + (f << FIELD_SHIFT) + Math.min(at, MAX_POSITION));
        if (!typoFree[f]) typoTolerant[id] = true;
      });
    });
  });
  // All postings in one array, each term's from start[term] to start[term + 1]: one allocation
  // instead of one per term (thousands of stock numbers and VINs) on a phone.
  const start = new Uint32Array(terms.length + 1);
  lists.forEach((list, id) => {
    start[id + 1] = start[id]! + list.length;
  });
  const postings = new Uint32Array(start[terms.length]!);
  lists.forEach((list, id) => {
    postings.set(list, start[id]!);
  });
  const sorted = terms.map((_, id) => id).sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
  // Typo candidates by first letter: with one typo allowed the first letter must match.
  const byFirstLetter = new Map<string, number[]>();
  const anyLetter: number[] = [];
  terms.forEach((term, id) => {
    if (!typoTolerant[id]) return;
    anyLetter.push(id);
    const group = byFirstLetter.get(term[0]!);
    if (group) group.push(id);
    else byFirstLetter.set(term[0]!, [id]);
  });
  const ranks = Float64Array.from(docs, (doc) => doc.custom_rank);

  /** The first position in `sorted` whose term is not below `word`. */
  function lowerBound(word: string): number {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[sorted[mid]!]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  // Typing repeats words across queries ("toyota", "toyota hi", "toyota hilux").
  const derived = new Map<string, Derivation[]>();
  function derivations(word: string, prefix: boolean): Derivation[] {
    const cacheKey = `${prefix ? '>' : '='}${word}`;
    const cached = derived.get(cacheKey);
    if (cached) return cached;
    const found = new Map<number, Derivation>();
    const add = (term: number | undefined, typos: number, exact: boolean) => {
      if (term === undefined) return;
      const known = found.get(term);
      if (!known) found.set(term, { term, typos, exact });
      else if (typos < known.typos || exact)
        found.set(term, { term, typos: Math.min(typos, known.typos), exact: known.exact || exact });
    };
    add(termIds.get(word), 0, true);
    for (const synonym of WORD_SYNONYMS[word] ?? []) add(termIds.get(synonym), 0, false);
    if (prefix)
      for (let at = lowerBound(word); at < sorted.length && terms[sorted[at]!]!.startsWith(word); at++)
        add(sorted[at], 0, false);
    const budget = typoBudget(word);
    if (budget > 0) {
      for (const id of budget >= 2 ? anyLetter : (byFirstLetter.get(word[0]!) ?? [])) {
        const typos = typoCost(word, terms[id]!, budget, prefix);
        if (typos) add(id, typos, false);
      }
    }
    const list = [...found.values()].sort((a, b) => a.typos - b.typos);
    if (derived.size >= 256) derived.delete(derived.keys().next().value!);
    derived.set(cacheKey, list);
    return list;
  }

  const n = docs.length;
  const F = FIELDS.length;

  return {
    search(query) {
      const words = platformSpelledWords(searchWords(query).slice(0, MAX_QUERY_WORDS));
      if (words.length === 0) return EMPTY;
      const wordDerivations = words.map((word, i) => derivations(word, i === words.length - 1));

      // 1. Each word's fewest typos in each document; documents every word reaches.
      const fewest: Uint8Array[] = [];
      let narrowest: Uint32Array | undefined;
      for (const list of wordDerivations) {
        const typos = new Uint8Array(n).fill(NONE);
        const reached = new Uint32Array(n);
        let count = 0;
        for (const derivation of list)
          for (let k = start[derivation.term]!; k < start[derivation.term + 1]!; k++) {
            const posting = postings[k]!;
            if (derivation.typos > 0 && typoFree[(posting >>> FIELD_SHIFT) & 15]) continue;
            const doc = posting >>> DOC_SHIFT;
            if (typos[doc] === NONE) reached[count++] = doc;
            if (derivation.typos < typos[doc]!) typos[doc] = derivation.typos;
          }
        fewest.push(typos);
        if (!narrowest || count < narrowest.length) narrowest = reached.subarray(0, count);
      }
      const candidates = narrowest!.filter((doc) => fewest.every((typos) => typos[doc] !== NONE));
      const m = candidates.length;
      if (m === 0) return EMPTY;
      const slot = new Int32Array(n).fill(-1);
      candidates.forEach((doc, c) => {
        slot[doc] = c;
      });

      // 2. Per candidate: the word statistics, from the postings at each word's fewest typos.
      const typos = new Uint8Array(m);
      const proximity = new Uint16Array(m);
      const attribute = new Uint16Array(m);
      const position = new Uint16Array(m);
      const inexact = new Uint8Array(m);
      const aligned = new Uint16Array(m).fill(0xffff); // fields holding the query's words in order from their start
      let previous: number[][] | undefined;
      words.forEach((_, w) => {
        const best = fewest[w]!;
        const field = new Uint8Array(m).fill(NONE);
        const at = new Uint8Array(m).fill(NONE);
        const exact = new Uint8Array(m);
        const inOrder = new Uint16Array(m);
        const places: number[][] = words.length > 1 ? Array.from({ length: m }, () => []) : [];
        for (const derivation of wordDerivations[w]!)
          for (let k = start[derivation.term]!; k < start[derivation.term + 1]!; k++) {
            const posting = postings[k]!;
            const c = slot[posting >>> DOC_SHIFT]!;
            if (c < 0 || derivation.typos !== best[candidates[c]!]) continue;
            const f = (posting >>> FIELD_SHIFT) & 15;
            if (derivation.typos > 0 && typoFree[f]) continue;
            const p = posting & MAX_POSITION;
            if (f < field[c]! || (f === field[c] && p < at[c]!)) {
              field[c] = f;
              at[c] = p;
            }
            if (derivation.exact) {
              exact[c] = 1;
              if (p === w) inOrder[c]! |= 1 << f;
            }
            if (places.length) places[c]!.push(place(f, p));
          }
        for (let c = 0; c < m; c++) {
          typos[c]! += best[candidates[c]!]!;
          attribute[c]! += field[c]!;
          position[c]! += Math.min(at[c]!, POSITION_CAP);
          if (!exact[c]) inexact[c]!++;
          aligned[c]! &= inOrder[c]!;
          if (previous) proximity[c]! += pairProximity(previous[c]!, places[c]!);
        }
        previous = places;
      });

      const keys = new Float64Array(m);
      for (let c = 0; c < m; c++) {
        let exactField = 2;
        const fieldsInOrder = aligned[c]!;
        if (fieldsInOrder) {
          exactField = 1;
          const base = candidates[c]! * F;
          for (let f = 0; f < F; f++)
            if (fieldsInOrder & (1 << f) && fieldWords[base + f] === words.length) exactField = 0;
        }
        keys[c] = relevanceKey({
          typos: typos[c]!,
          proximity: proximity[c]!,
          attribute: attribute[c]!,
          position: position[c]!,
          exactField,
          inexactWords: inexact[c]!,
        });
      }
      // The last ranking rule, custom_rank:desc; then the index order, as Meilisearch's document ids.
      const order = Uint32Array.from({ length: m }, (_, c) => c).sort(
        (a, b) =>
          keys[a]! - keys[b]! ||
          ranks[candidates[b]!]! - ranks[candidates[a]!]! ||
          candidates[a]! - candidates[b]!,
      );
      return {
        positions: Uint32Array.from(order, (c) => candidates[c]!),
        keys: Float64Array.from(order, (c) => keys[c]!),
      };
    },
  };
}
