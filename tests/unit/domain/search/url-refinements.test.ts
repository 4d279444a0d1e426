import { describe, expect, it } from 'vitest';
import { urlRangeText, urlRefinementLabel } from '../../../../src/domain/search/url-refinements.ts';

describe('[SRCH-26] chips of the refinements only a URL sets', () => {
  it('name the attribute and the value, statuses in words and ranges by their bound', () => {
    expect(urlRefinementLabel('state', 'QLD')).toBe('State: QLD');
    expect(urlRefinementLabel('status', 'sold')).toBe('Status: Sold');
    expect(urlRefinementLabel('status', 'coming_soon')).toBe('Status: Coming soon');
    expect(urlRefinementLabel('item_type', 'caravan')).toBe('Vehicle type: caravan');
    expect(urlRefinementLabel('subscription_price', urlRangeText('>=', 200))).toBe(
      'Weekly subscription: from $200',
    );
    expect(urlRangeText('<=', 400)).toBe('up to $400');
  });
});
