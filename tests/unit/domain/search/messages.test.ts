import { describe, expect, it } from 'vitest';
import {
  OFFERS_CLEAR_FILTERS_PATH,
  SEARCH_MESSAGES,
  showMeLabel,
} from '../../../../src/domain/search/messages.ts';

describe('search messages', () => {
  it('has the empty-state wording (SRCH-08 wording only)', () => {
    expect(SEARCH_MESSAGES.noResultsTitle).toBe('No Results Available');
    expect(SEARCH_MESSAGES.clearFilters).toBe('Clear Filters');
    expect(SEARCH_MESSAGES.noResultsBody).toBe(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    );
  });

  it('has the offers empty state, cleared to /special-offers (SRCH-28 wording only)', () => {
    expect(SEARCH_MESSAGES.noOffersBody).toBe(
      'There appears to be no offers currently available that meet the conditions of your search',
    );
    expect(OFFERS_CLEAR_FILTERS_PATH).toBe('/special-offers');
  });

  it('has the We Want Your Car wording', () => {
    expect(SEARCH_MESSAGES.weWantYourCarTitle).toBe('We Want Your Car!');
    expect(SEARCH_MESSAGES.weWantYourCarBody).toBe('We buy all types of cars');
  });

  it('has the make and model list wording', () => {
    expect(SEARCH_MESSAGES.selectModels).toBe('Select models');
    expect(SEARCH_MESSAGES.hideModels).toBe('Hide');
    expect(SEARCH_MESSAGES.showAllMakes).toBe('Show all makes');
    expect(SEARCH_MESSAGES.hideExtraMakes).toBe('Hide extra makes');
    expect(SEARCH_MESSAGES.popularMakes).toBe('Popular Makes');
    expect(SEARCH_MESSAGES.allMakes).toBe('All Makes');
  });
});

describe('Show Me label', () => {
  it('[SRCH-11] uses the singular for exactly one car', () => {
    expect(showMeLabel(1)).toBe('Show Me 1 Car');
  });

  it('[SRCH-11] uses the plural for any other count, zero included', () => {
    expect(showMeLabel(24)).toBe('Show Me 24 Cars');
    expect(showMeLabel(0)).toBe('Show Me 0 Cars');
    expect(showMeLabel(2)).toBe('Show Me 2 Cars');
  });

  it('writes thousands with a separator and rounds animated fractions', () => {
    expect(showMeLabel(2500)).toBe('Show Me 2,500 Cars');
    expect(showMeLabel(1.4)).toBe('Show Me 1 Car');
    expect(showMeLabel(23.6)).toBe('Show Me 24 Cars');
  });

  it('takes another vehicle word', () => {
    expect(showMeLabel(1, { one: 'Caravan', other: 'Caravans' })).toBe('Show Me 1 Caravan');
    expect(showMeLabel(3, { one: 'Caravan', other: 'Caravans' })).toBe('Show Me 3 Caravans');
  });
});
