/**
 * What a shopper types beyond names (SRCH-32): seats ('7 seater', 'seven seats'), body, fuel,
 * drive, transmission and colour words, a year, price and kilometre phrases ('under 40k',
 * 'between $20k and $30k', 'under 50,000 km'), read into the refinements the filters make,
 * in the search documents' attribute names and the stock's own value spellings; the rest of
 * the query stays text. Done before a search reaches either backend, so both answer alike.
 *
 * A word is read only when the stock has a value it stands for (a tenant without plug-in
 * hybrids searches "phev" as text). A make, model or place name the words would break up
 * ("Kona Electric", "Mini Hatch", "Peugeot 2008") stays text whole; a model that is nothing
 * but such a word ("Ute", "2008") is read as the word unless its make comes before it.
 */
import type { LandingVocabulary } from '../search-url.ts';
import { COLOUR_WORDS } from './colour-words.ts';
import {
  JOINING_WORDS,
  keyOf,
  NUMBER_WORDS,
  phraseKey,
  pluralOf,
  SPELLING_GROUPS,
  type SpelledAttribute,
  WORD,
} from './query-word-spellings.ts';
import type {
  QueryWords,
  StockWordValues,
  WordListAttribute,
  WordRangeAttribute,
} from './query-words-state.ts';

type Range = [number | null, number | null];

export interface QueryWordsVocabulary {
  values: StockWordValues;
  /** Make, model ("Corolla" and "Toyota Corolla") and place names of the stock. */
  names: readonly string[];
  /** Years from 1950 to the next one read as model years. */
  thisYear: number;
}

// ---- phrases with amounts, read from the text itself --------------------------------------

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const AMOUNT = String.raw`\$?\s?${NUMBER}\s?(?:k|grand)?`;
const START = String.raw`(?<![\p{L}\p{N}$.,])`;
const END = String.raw`(?![\p{L}\p{N}]|[.,]\d)`;
const UPPER =
  'under|below|less than|cheaper than|up to|upto|no more than|not more than|at most|max(?:imum)?|budget(?: of)?|within|<=?|≤';
const LOWER = 'over|above|more than|at least|min(?:imum)?|from|starting (?:at|from)|>=?|≥';
const PRICE_WORD = String.raw`(?:priced?\s+|costing\s+)?`;
const KM_UNIT = '(?:km|kms|kilometres|kilometers|klms)';
const SEAT_COUNT = `\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}`;
const pattern = (source: string) => new RegExp(`${START}${source}${END}`, 'giu');

const KM = pattern(`(?:(${UPPER})|(${LOWER}))?\\s*(${AMOUNT})\\s?${KM_UNIT}`);
const BETWEEN = pattern(`${PRICE_WORD}(?:(between|from)\\s+)?(${AMOUNT})\\s*(-|–|—|to|and)\\s*(${AMOUNT})`);
const BOUND = pattern(`${PRICE_WORD}(?:(${UPPER})|(${LOWER}))\\s*(${AMOUNT})`);
const AFTER = pattern(
  `${PRICE_WORD}(${AMOUNT})\\s*(?:(or less|or under|and under|max)|(\\+|plus|or more|or over|and over|and up))`,
);
const BARE = pattern(`${PRICE_WORD}(\\$\\s?${NUMBER}\\s?(?:k|grand)?|${NUMBER}\\s?(?:k|grand))`);
const SEATS = pattern(`(${SEAT_COUNT})\\s*(\\+)?\\s*-?\\s*(?:seaters?|seats?)`);

interface Amount {
  value: number;
  /** Written as money: with a dollar sign or thousands ('k'). */
  money: boolean;
  thousands: boolean;
}

function amountOf(text: string): Amount {
  const match = /^(\$)?\s?([\d,.]+)\s?(k|grand)?$/i.exec(text.trim())!;
  const number = Number(match[2]!.replace(/,/g, ''));
  return {
    value: Math.round(match[3] ? number * 1000 : number),
    money: !!match[1] || !!match[3],
    thousands: !!match[3],
  };
}

/** A price is money as written, or a bare number of at least 1000 ('under 30000'). */
const isPrice = (amount: Amount) => amount.money || amount.value >= 1000;
const ordered = (low: number, high: number): Range => (low <= high ? [low, high] : [high, low]);

/** 'under 40k' is a price; 'from 2018' a model year; 'under 5' nothing. */
function boundOf(text: string, upper: boolean, isYear: (value: number) => boolean): Reading | undefined {
  const amount = amountOf(text);
  const range: Range = upper ? [null, amount.value] : [amount.value, null];
  if (!amount.money && isYear(amount.value)) return { attribute: 'year', range };
  return isPrice(amount) ? { attribute: 'price', range } : undefined;
}

/** Each rule reads one match into refinements, or declines it (it is then left for the next rule). */
type Reading =
  | { attribute: WordListAttribute; values: string[] }
  | { attribute: WordRangeAttribute; range: Range };
type Rule = { regex: RegExp; read: (match: RegExpExecArray, context: Context) => Reading | undefined };

interface Context {
  seats: readonly string[];
  isYear: (value: number) => boolean;
}

const RULES: Rule[] = [
  {
    regex: KM,
    read: ([, , lower, amount]) => {
      const { value } = amountOf(amount!);
      return { attribute: 'km', range: lower ? [value, null] : [null, value] };
    },
  },
  {
    regex: BETWEEN,
    read: ([, word, first, separator, second], { isYear }) => {
      if (separator === 'and' && !word) return undefined;
      let [low, high] = [amountOf(first!), amountOf(second!)];
      if (!low.money && !high.money && isYear(low.value) && isYear(high.value))
        return { attribute: 'year', range: ordered(low.value, high.value) };
      // '20-30k': the first number is in thousands too.
      if (high.thousands && !low.thousands && low.value < 1000) low = { ...low, value: low.value * 1000 };
      if (low.money || high.money || (isPrice(low) && isPrice(high)))
        return { attribute: 'price', range: ordered(low.value, high.value) };
      return undefined;
    },
  },
  { regex: BOUND, read: ([, upper, , amount], { isYear }) => boundOf(amount!, !!upper, isYear) },
  { regex: AFTER, read: ([, amount, upper], { isYear }) => boundOf(amount!, !!upper, isYear) },
  // A budget on its own ('ute 30k', '$25,000') is the most the shopper wants to pay.
  { regex: BARE, read: ([, amount]) => ({ attribute: 'price', range: [null, amountOf(amount!).value] }) },
  {
    regex: SEATS,
    read: ([, count, orMore], { seats }) => {
      const wanted = NUMBER_WORDS[count!.toLowerCase()] ?? Number(count);
      const values = seats.filter((value) => (orMore ? Number(value) >= wanted : Number(value) === wanted));
      return values.length > 0 ? { attribute: 'seats', values } : undefined;
    },
  },
];

// ---- words, looked up in the stock's vocabulary -------------------------------------------

interface Dictionary {
  phrases: Map<string, { attribute: WordListAttribute; values: string[] }>;
  longest: number;
}

function dictionaryOf(values: StockWordValues): Dictionary {
  const phrases: Dictionary['phrases'] = new Map();
  const add = (spelling: string, attribute: WordListAttribute, found: readonly string[]) => {
    const entry = phrases.get(spelling);
    if (!entry) phrases.set(spelling, { attribute, values: [...found] });
    // Another attribute's spelling stays that attribute's ("auto" is no fuel).
    else if (entry.attribute === attribute) entry.values = [...new Set([...entry.values, ...found])];
  };
  for (const attribute of Object.keys(SPELLING_GROUPS) as SpelledAttribute[]) {
    const stock = values[attribute] ?? [];
    for (const group of SPELLING_GROUPS[attribute] as readonly (readonly string[])[]) {
      const found = stock.filter((value) => group.includes(phraseKey(value)));
      if (found.length > 0)
        for (const spelling of group)
          for (const form of [spelling, pluralOf(spelling)]) add(form, attribute, found);
    }
    for (const value of stock) {
      const key = phraseKey(value);
      if (key) for (const form of [key, pluralOf(key)]) add(form, attribute, [value]);
    }
  }
  const colours = values.colour ?? [];
  for (const group of COLOUR_WORDS) {
    const found = colours.filter((value) =>
      phraseKey(value)
        .split(' ')
        .some((word) => group.includes(word)),
    );
    if (found.length > 0) for (const spelling of group) add(spelling, 'colour', found);
  }
  // A whole colour name ("glacier white") is that colour; a colour word keeps its whole family.
  for (const value of colours) {
    const key = phraseKey(value);
    if (key && !phrases.has(key)) add(key, 'colour', [value]);
  }
  let longest = 1;
  for (const key of phrases.keys()) longest = Math.max(longest, key.split(' ').length);
  return { phrases, longest };
}

interface Token {
  key: string;
  start: number;
  end: number;
}

function tokensOf(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({
    key: keyOf(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

const MIN_YEAR = 1950;

interface Reader {
  dictionary: Dictionary;
  context: Context;
  /** Names that stay text whole, as word lists, by first word. */
  protectedNames: Map<string, string[][]>;
}

function read(
  query: string,
  reader: Reader,
  protect: boolean,
): QueryWords & { taken: number; words: number } {
  const tokens = tokensOf(query);
  // Per token: 'name' (kept as text), 'read' (taken into a refinement) or undefined.
  const state: ('name' | 'read' | undefined)[] = tokens.map(() => undefined);
  if (protect)
    for (let i = 0; i < tokens.length; i++) {
      const names = reader.protectedNames.get(tokens[i]!.key) ?? [];
      const name = names.find((words) => words.every((word, j) => tokens[i + j]?.key === word));
      if (name) for (let j = 0; j < name.length; j++) state[i + j] = 'name';
    }

  const lists: QueryWords['lists'] = {};
  const ranges: QueryWords['ranges'] = {};
  const taken: [number, number][] = [];
  const take = (reading: Reading) => {
    if ('values' in reading) {
      lists[reading.attribute] = [...new Set([...(lists[reading.attribute] ?? []), ...reading.values])];
    } else {
      // 'over 20k under 40k': each phrase sets the bounds it names.
      const [low, high] = ranges[reading.attribute] ?? [null, null];
      ranges[reading.attribute] = [reading.range[0] ?? low, reading.range[1] ?? high];
    }
  };
  const tokensIn = (start: number, end: number) =>
    tokens.flatMap((token, i) => (token.start >= start && token.end <= end ? [i] : []));

  for (const rule of RULES) {
    for (const match of query.matchAll(rule.regex)) {
      const [start, end] = [match.index, match.index + match[0].length];
      const inside = tokensIn(start, end);
      if (inside.some((i) => state[i] !== undefined)) continue;
      const reading = rule.read(match, reader.context);
      if (!reading) continue;
      take(reading);
      for (const i of inside) state[i] = 'read';
      taken.push([start, end]);
    }
  }

  const { phrases, longest } = reader.dictionary;
  for (let i = 0; i < tokens.length; i++) {
    if (state[i] !== undefined) continue;
    for (let length = Math.min(longest, tokens.length - i); length >= 1; length--) {
      const span = tokens.slice(i, i + length);
      if (state.slice(i, i + length).some((s) => s !== undefined)) continue;
      const key = span.map((token) => token.key).join(' ');
      const entry = phrases.get(key);
      const year = length === 1 && /^\d{4}$/.test(key) && reader.context.isYear(Number(key));
      if (!entry && !year) continue;
      take(entry ?? { attribute: 'year', range: [Number(key), Number(key)] });
      for (let j = i; j < i + length; j++) state[j] = 'read';
      taken.push([span[0]!.start, span[length - 1]!.end]);
      i += length - 1;
      break;
    }
  }

  const found = taken.length > 0;
  if (found)
    tokens.forEach((token, i) => {
      if (state[i] === undefined && JOINING_WORDS.has(token.key)) {
        state[i] = 'read';
        taken.push([token.start, token.end]);
      }
    });
  let text = query;
  for (const [start, end] of taken.sort((a, b) => b[0] - a[0]))
    text = `${text.slice(0, start)} ${text.slice(end)}`;
  text = found ? text.replace(/\s+/g, ' ').replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '') : query;
  return {
    lists,
    ranges,
    text,
    taken: state.filter((s) => s === 'read').length,
    words: tokens.length,
  };
}

const readers = new WeakMap<QueryWordsVocabulary, Reader>();

function readerOf(vocabulary: QueryWordsVocabulary): Reader {
  let reader = readers.get(vocabulary);
  if (reader) return reader;
  reader = {
    dictionary: dictionaryOf(vocabulary.values),
    context: {
      seats: vocabulary.values.seats ?? [],
      isYear: (value) => value >= MIN_YEAR && value <= vocabulary.thisYear + 1,
    },
    protectedNames: new Map(),
  };
  // A name the words would break up stays whole; one they would take whole is the words.
  for (const name of new Set(vocabulary.names)) {
    const result = read(name, reader, false);
    if (result.taken === 0 || result.taken === result.words) continue;
    const words = phraseKey(name).split(' ');
    const list = reader.protectedNames.get(words[0]!) ?? [];
    list.push(words);
    reader.protectedNames.set(words[0]!, list);
  }
  for (const list of reader.protectedNames.values()) list.sort((a, b) => b.length - a.length);
  readers.set(vocabulary, reader);
  return reader;
}

/** The stock's names the words must not break up: makes, models alone and after their make, places. */
export function stockNames(vocabulary: LandingVocabulary): string[] {
  const names: string[] = [];
  for (const [makeSlug, make] of vocabulary.makes) {
    names.push(make);
    for (const model of vocabulary.models.get(makeSlug)?.values() ?? [])
      names.push(model, `${make} ${model}`);
  }
  return [...names, ...vocabulary.locations.values(), ...vocabulary.dealerships.values()];
}

/** The refinements a typed query asks for, and the rest of it as the text query. */
export function readQueryWords(query: string, vocabulary: QueryWordsVocabulary): QueryWords {
  const { lists, ranges, text } = read(query, readerOf(vocabulary), true);
  return { lists, ranges, text };
}
