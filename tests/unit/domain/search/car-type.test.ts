import { describe, expect, it } from 'vitest';
import {
  autoSelectedCarTypes,
  carTypeItems,
  carTypeRefinement,
  nextCarTypeItem,
  normaliseCarTypes,
  previousCarTypeItem,
  selectedCarTypeItem,
  showCarTypeSlider,
} from '../../../../src/domain/search/car-type.ts';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const plain = { newAndDemoCombined: false, allOffered: true };
const combined = { newAndDemoCombined: true, allOffered: true };

describe('car type items', () => {
  it('[SRCH-16] offers All, New, Demo, Used in that order', () => {
    const items = carTypeItems(plain);
    expect(items.map((item) => item.label)).toEqual(['All', 'New', 'Demo', 'Used']);
    expect(items.map((item) => item.carTypes)).toEqual([[], ['new'], ['demo'], ['used']]);
  });

  it('[SRCH-16] combines New and Demo into one item on tenants that want it', () => {
    const items = carTypeItems(combined);
    expect(items.map((item) => item.label)).toEqual(['All', 'New & Demo', 'Used']);
    expect(items[1]!.carTypes).toEqual(['new', 'demo']);
  });

  it('leaves All out where it is not offered', () => {
    expect(ids(carTypeItems({ ...plain, allOffered: false }))).toEqual(['new', 'demo', 'used']);
  });

  it('offers only the car types the stock holds, in display order whatever the input order', () => {
    expect(ids(carTypeItems({ ...plain, available: ['used'] }))).toEqual(['all', 'used']);
    expect(ids(carTypeItems({ ...plain, available: ['Used', 'NEW'] }))).toEqual(['all', 'new', 'used']);
    expect(ids(carTypeItems({ ...combined, available: ['demo', 'used'] }))).toEqual([
      'all',
      'new-and-demo',
      'used',
    ]);
    expect(ids(carTypeItems({ ...plain, available: ['caravan'] }))).toEqual(['all']);
    expect(carTypeItems({ ...plain, allOffered: false, available: [] })).toEqual([]);
  });

  it('normalises car types: display order, lower case, known types once', () => {
    expect(normaliseCarTypes(['used', 'New', ' demo ', 'new', 'caravan'])).toEqual(['new', 'demo', 'used']);
  });
});

describe('selected item', () => {
  const items = carTypeItems(plain);

  it('[SRCH-16] no refinement selects All; a single type selects its item', () => {
    expect(selectedCarTypeItem(items, [])?.id).toBe('all');
    expect(selectedCarTypeItem(items, ['used'])?.id).toBe('used');
    expect(selectedCarTypeItem(items, ['DEMO'])?.id).toBe('demo');
  });

  it('[SRCH-16] new and demo refined together select the combined item, in any order', () => {
    expect(selectedCarTypeItem(carTypeItems(combined), ['demo', 'new'])?.id).toBe('new-and-demo');
  });

  it('a combination no item stands for selects nothing', () => {
    expect(selectedCarTypeItem(items, ['used', 'demo'])).toBeUndefined();
    expect(selectedCarTypeItem(carTypeItems(combined), ['new'])).toBeUndefined();
    expect(selectedCarTypeItem(carTypeItems({ ...plain, allOffered: false }), [])).toBeUndefined();
  });
});

describe('automatic choice', () => {
  it('[SRCH-16] picks the first item when All is not offered and nothing is refined', () => {
    expect(autoSelectedCarTypes(carTypeItems({ ...plain, allOffered: false }), [])).toEqual(['new']);
    expect(autoSelectedCarTypes(carTypeItems({ ...combined, allOffered: false }), [])).toEqual([
      'new',
      'demo',
    ]);
    expect(
      autoSelectedCarTypes(carTypeItems({ ...plain, allOffered: false, available: ['used'] }), []),
    ).toEqual(['used']);
  });

  it('does nothing when All is offered, something is refined, or there are no items', () => {
    expect(autoSelectedCarTypes(carTypeItems(plain), [])).toBeUndefined();
    expect(autoSelectedCarTypes(carTypeItems({ ...plain, allOffered: false }), ['used'])).toBeUndefined();
    expect(autoSelectedCarTypes([], [])).toBeUndefined();
  });
});

describe('cycling', () => {
  const items = carTypeItems(plain);

  it('[SRCH-16] cycles All → New → Demo → Used → All', () => {
    expect(nextCarTypeItem(items, 'all')?.id).toBe('new');
    expect(nextCarTypeItem(items, 'new')?.id).toBe('demo');
    expect(nextCarTypeItem(items, 'demo')?.id).toBe('used');
    expect(nextCarTypeItem(items, 'used')?.id).toBe('all');
  });

  it('[SRCH-16] cycles backwards, wrapping from the first to the last', () => {
    expect(previousCarTypeItem(items, 'all')?.id).toBe('used');
    expect(previousCarTypeItem(items, 'used')?.id).toBe('demo');
  });

  it('[SRCH-16] cycles the combined items', () => {
    const combinedItems = carTypeItems(combined);
    expect(nextCarTypeItem(combinedItems, 'all')?.id).toBe('new-and-demo');
    expect(nextCarTypeItem(combinedItems, 'new-and-demo')?.id).toBe('used');
    expect(nextCarTypeItem(combinedItems, 'used')?.id).toBe('all');
  });

  it('with nothing selected, next starts at the first item and previous at the last', () => {
    expect(nextCarTypeItem(items, undefined)?.id).toBe('all');
    expect(previousCarTypeItem(items, undefined)?.id).toBe('used');
    expect(nextCarTypeItem([], 'all')).toBeUndefined();
  });

  it('maps an item to its car_type refinement, a fresh array each time', () => {
    const used = items[3]!;
    expect(carTypeRefinement(items[0]!)).toEqual([]);
    expect(carTypeRefinement(used)).toEqual(['used']);
    expect(carTypeRefinement(used)).not.toBe(used.carTypes);
  });
});

describe('car type slider', () => {
  it('[SRCH-16] shows with 3 items or more, not with 2', () => {
    expect(showCarTypeSlider(2, false)).toBe(false);
    expect(showCarTypeSlider(3, false)).toBe(true);
    expect(showCarTypeSlider(4, false)).toBe(true);
  });

  it('[SRCH-16] shows with fewer items when forced', () => {
    expect(showCarTypeSlider(2, true)).toBe(true);
    expect(showCarTypeSlider(1, true)).toBe(true);
  });
});
