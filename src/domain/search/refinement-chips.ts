/**
 * The removable chips above the results: every refinement the search box's words can set
 * (SRCH-32: seats, body, fuel, transmission, drive, colour, price, year, km), from the words or
 * from the filters alike, and those only a URL sets (SRCH-26). A landing page's own refinement
 * (the SUVs of /search/suv) is its heading, not a chip. A colour word refines many shades
 * ("white": Glacier White, Pearl White …): two or more shades of one colour are one chip.
 */
import { formatDollars, formatKm } from '../format.ts';
import type { ListAttribute, RangeAttribute, SearchState } from '../search-url.ts';
import { colourWordOf } from './colour-words.ts';
import { URL_ONLY_LIST_ATTRIBUTES, urlRefinementLabel } from './url-refinements.ts';

export interface RefinementChip {
  key: string;
  label: string;
  attribute: ListAttribute | RangeAttribute;
  /** The list values the chip removes; absent for a range (the chip removes the whole range). */
  values?: string[];
}

const LIST_TITLES: Partial<Record<ListAttribute, string>> = {
  body: 'Body type',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drive: 'Drive',
  colour: 'Colour',
};

const CHIP_LIST_ATTRIBUTES: readonly ListAttribute[] = [
  'seats',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  ...URL_ONLY_LIST_ATTRIBUTES.filter((attribute) => attribute !== 'seats'),
];

const RANGE_CHIPS: readonly { attribute: RangeAttribute; title: string; format: (n: number) => string }[] = [
  { attribute: 'price', title: 'Price', format: formatDollars },
  { attribute: 'year', title: 'Year', format: String },
  { attribute: 'km', title: 'Kilometres', format: formatKm },
  { attribute: 'subscription_price', title: 'Weekly subscription', format: formatDollars },
];

/** 'up to $40,000', 'from 2018', '$20,000 – $30,000', '2022'. */
export function rangeChipText([low, high]: [number | null, number | null], format: (n: number) => string) {
  if (low !== null && high !== null) return low === high ? format(low) : `${format(low)} – ${format(high)}`;
  return low !== null ? `from ${format(low)}` : `up to ${format(high!)}`;
}

function listChips(attribute: ListAttribute, values: readonly string[]): RefinementChip[] {
  const title = LIST_TITLES[attribute];
  const chip = (value: string): RefinementChip => ({
    key: `${attribute}:${value}`,
    label: title ? `${title}: ${value}` : urlRefinementLabel(attribute, value),
    attribute,
    values: [value],
  });
  if (attribute !== 'colour') return values.map(chip);
  const families = new Map<string, string[]>();
  for (const value of values) {
    const word = colourWordOf(value) ?? `=${value}`;
    families.set(word, [...(families.get(word) ?? []), value]);
  }
  return [...families].flatMap(([word, shades]) =>
    shades.length === 1
      ? [chip(shades[0]!)]
      : [
          {
            key: `colour:${word}`,
            label: `Colour: ${word.charAt(0).toUpperCase()}${word.slice(1)} (${shades.length} shades)`,
            attribute,
            values: shades,
          },
        ],
  );
}

/** The chips of a search, in the filters' order; `landing` is the state of the page's own landing path. */
export function refinementChips(state: SearchState, landing?: SearchState): RefinementChip[] {
  const chips: RefinementChip[] = [];
  for (const attribute of CHIP_LIST_ATTRIBUTES) {
    const own = landing?.lists[attribute] ?? [];
    const values = (state.lists[attribute] ?? []).filter((value) => !own.includes(value));
    chips.push(...listChips(attribute, values));
  }
  for (const { attribute, title, format } of RANGE_CHIPS) {
    const range = state.ranges[attribute];
    if (!range || (range[0] === null && range[1] === null)) continue;
    chips.push({ key: attribute, label: `${title}: ${rangeChipText(range, format)}`, attribute });
  }
  return chips;
}

/** The search without what a chip stands for, on its first page. */
export function withoutChip(state: SearchState, chip: RefinementChip): SearchState {
  const lists = { ...state.lists };
  const ranges = { ...state.ranges };
  if (chip.values) {
    const attribute = chip.attribute as ListAttribute;
    const left = (lists[attribute] ?? []).filter((value) => !chip.values!.includes(value));
    if (left.length > 0) lists[attribute] = left;
    else delete lists[attribute];
  } else delete ranges[chip.attribute as RangeAttribute];
  return { ...state, page: 1, lists, ranges };
}
