/**
 * Words shoppers type for makes, models and bodies, used by both backends (Meilisearch's
 * synonyms setting; query rewriting and expansion in the embedded engine).
 *
 * Makes and models come from the platform's spelling list (src/model/make-model-vocabulary.ts,
 * FEED-10), the same one the feed writes records with: "land cruiser", "landcruiser" and
 * "Land-Cruiser" all find the LandCruisers, "rav 4" the RAV4s, "cx5" the CX-5s. Spellings of
 * two characters or fewer, or digits alone ("3" for the Mazda3), are left out: they would match
 * other cars ("BMW 3 Series").
 */
import { spellingKey, vocabularySpellings } from '../model/make-model-vocabulary.ts';

/**
 * A text's words as both engines split them: runs of letters and digits, in lower case and
 * without accents ("Citroën" is citroen), as Meilisearch normalises what it indexes.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** One-word synonyms beyond makes and models; the embedded engine expands each query word with these. */
export const WORD_SYNONYMS: Record<string, string[]> = {
  chevy: ['chevrolet'],
  chevrolet: ['chevy'],
  merc: ['mercedes'],
  benz: ['mercedes'],
  ute: ['pickup', 'utility'],
  pickup: ['ute'],
  // Not AWD: a shopper after a 4x4 wants four-wheel drive, not an all-wheel-drive SUV.
  '4x4': ['4wd'],
  '4wd': ['4x4'],
  auto: ['automatic'],
  manual: ['manual'],
  electric: ['ev'],
  ev: ['electric'],
  hatchback: ['hatch'],
  hatch: ['hatchback'],
};

const typable = (spelling: string) => spelling.length > 1 && !/^\d+$/.test(spelling);

/** Each spelling, as words joined by spaces, → the platform spelling's words. */
export const SPELLINGS: ReadonlyMap<string, readonly string[]> = (() => {
  const spellings = new Map<string, readonly string[]>();
  for (const { canonical, aliases } of vocabularySpellings()) {
    const words = searchWords(canonical);
    for (const spelling of [canonical, ...aliases]) {
      for (const form of [searchWords(spelling).join(' '), spellingKey(spelling)])
        if (typable(form) && !spellings.has(form)) spellings.set(form, words);
    }
  }
  return spellings;
})();

/** The spellings of one make or model as mutual synonyms (Meilisearch reads multi-word ones). */
function vocabularySynonyms(): Record<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const [form, words] of SPELLINGS) {
    const canonical = words.join(' ');
    const group = groups.get(canonical) ?? new Set([canonical]);
    group.add(form);
    groups.set(canonical, group);
  }
  const synonyms: Record<string, string[]> = {};
  for (const group of groups.values()) {
    if (group.size < 2) continue;
    for (const form of group) synonyms[form] = [...group].filter((other) => other !== form);
  }
  return synonyms;
}

/** Meilisearch's synonyms setting: the spellings of each make and model, and the word synonyms. */
export const SYNONYMS: Record<string, string[]> = { ...vocabularySynonyms(), ...WORD_SYNONYMS };

/**
 * A query's words with every make or model spelling written the platform's way, longest
 * spelling first ("land cruiser 300" → landcruiser 300; "cx5" → cx 5), for the embedded engine.
 */
export function platformSpelledWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let take = Math.min(3, words.length - i); take >= 1 && taken === 0; take--) {
      const part = words.slice(i, i + take);
      const spelled = SPELLINGS.get(part.join(' ')) ?? (take > 1 ? SPELLINGS.get(part.join('')) : undefined);
      // Words the platform's spelling already has stay as typed: "mercedes" alone still finds
      // Mercedes-AMG, which "mercedes benz" would not.
      if (spelled && !part.every((word) => spelled.includes(word))) {
        out.push(...spelled);
        taken = take;
      }
    }
    if (taken === 0) {
      out.push(words[i]!);
      taken = 1;
    }
    i += taken;
  }
  return out;
}
