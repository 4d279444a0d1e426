/**
 * Fixed wording of the stock search (spec-1 §2 "Vehicle search list", §4 "Make refinement").
 * The spec is the authority for these strings, so widgets take them from here instead of
 * typing them again.
 */

import { CAR_NOUN, type VehicleNoun } from '../vocabulary.ts';

export const SEARCH_MESSAGES = {
  noResultsTitle: 'No Results Available',
  clearFilters: 'Clear Filters',
  noResultsBody:
    'No results found for your search at this time. Please try adjusting the filters for more results.',
  noOffersBody: 'There appears to be no offers currently available that meet the conditions of your search',
  weWantYourCarTitle: 'We Want Your Car!',
  weWantYourCarBody: 'We buy all types of cars',
  selectModels: 'Select models',
  hideModels: 'Hide',
  showAllMakes: 'Show all makes',
  hideExtraMakes: 'Hide extra makes',
  popularMakes: 'Popular Makes',
  allMakes: 'All Makes',
} as const;

/** Where 'Clear Filters' goes from the special-offers empty state (SRCH-28). */
export const OFFERS_CLEAR_FILTERS_PATH = '/special-offers';

const COUNT_FORMAT = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/**
 * The 'Show Me {count} {cars}' button text (SRCH-11). Exactly 1 takes the singular
 * ('Show Me 1 Car'); every other count, 0 included, the plural ('Show Me 0 Cars',
 * 'Show Me 24 Cars'), as English does. The count is written with thousands separators
 * ('Show Me 2,500 Cars') and rounded, because the animated count passes through fractions.
 */
export function showMeLabel(count: number, noun: VehicleNoun = CAR_NOUN): string {
  const whole = Math.round(count);
  return `Show Me ${COUNT_FORMAT.format(whole)} ${whole === 1 ? noun.one : noun.other}`;
}
