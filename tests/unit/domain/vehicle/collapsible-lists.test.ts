import { describe, expect, it } from 'vitest';
import {
  allSpecsToggleLabel,
  collapsedList,
  featureList,
  specificationList,
} from '../../../../src/domain/vehicle/collapsible-lists.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => `item ${i + 1}`);

describe('[VDP-05] features: first 8 then Show All / Hide', () => {
  it('[VDP-05] 8 features show in full without a toggle', () => {
    expect(featureList(items(8), false)).toEqual({
      visible: items(8),
      hiddenCount: 0,
      toggleLabel: undefined,
    });
  });

  it('[VDP-05] 9 features show 8 and Show All; expanded all 9 and Hide', () => {
    expect(featureList(items(9), false)).toEqual({
      visible: items(8),
      hiddenCount: 1,
      toggleLabel: 'Show All',
    });
    expect(featureList(items(9), true)).toEqual({ visible: items(9), hiddenCount: 0, toggleLabel: 'Hide' });
  });

  it('no features: nothing to show or toggle', () => {
    expect(featureList([], false)).toEqual({ visible: [], hiddenCount: 0, toggleLabel: undefined });
  });
});

describe('[VDP-05] specification lists: first 4 then Show More / Show Less', () => {
  it('[VDP-05] 4 rows show in full; 5 rows show 4 and Show More, then Show Less', () => {
    expect(specificationList(items(4), false).toggleLabel).toBeUndefined();
    expect(specificationList(items(5), false)).toEqual({
      visible: items(4),
      hiddenCount: 1,
      toggleLabel: 'Show More',
    });
    expect(specificationList(items(5), true)).toEqual({
      visible: items(5),
      hiddenCount: 0,
      toggleLabel: 'Show Less',
    });
  });

  it('[VDP-05] Show All Specs / Hide Specs, only when some list is longer than 4', () => {
    expect(allSpecsToggleLabel([items(4), items(2)], false)).toBeUndefined();
    expect(allSpecsToggleLabel([items(4), items(5)], false)).toBe('Show All Specs');
    expect(allSpecsToggleLabel([items(5)], true)).toBe('Hide Specs');
  });

  it('collapsedList does not alias the input', () => {
    const input = items(3);
    const { visible } = collapsedList(input, false, 8, { more: 'm', less: 'l' });
    expect(visible).not.toBe(input);
    expect(visible).toEqual(input);
  });
});
