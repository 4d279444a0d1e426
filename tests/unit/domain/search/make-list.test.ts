import { describe, expect, it } from 'vitest';
import type { FacetItem } from '../../../../src/domain/search/facets.ts';
import {
  DEFAULT_MAKE_LIST_COLLAPSED_COUNT,
  initialOpenMakes,
  type MakeListRow,
  makeListView,
  makeOfModelValue,
  MODEL_SUB_LIST_LIMIT,
  modelRefinementsOfMake,
  modelsOfMake,
  orderMakes,
  POPULAR_MAKES_COUNT,
  toggleModelSubList,
} from '../../../../src/domain/search/make-list.ts';

const item = (value: string, count = 1, isRefined = false): FacetItem => ({
  label: value,
  value,
  count,
  isRefined,
});

/** n makes named Make01…, counts falling so Make01 is the most popular. */
const makes = (n: number) =>
  Array.from({ length: n }, (_, i) => item(`Make${String(i + 1).padStart(2, '0')}`, 1000 - i));

const describeRows = (rows: MakeListRow<FacetItem>[]) =>
  rows.map((row) => (row.kind === 'header' ? `# ${row.label}` : row.item.label));

const closed = { expanded: false, openMakes: [] };
const open = { expanded: true, openMakes: [] };

describe('make order', () => {
  it('[SRCH-15] popular makes are the 20 with most cars; the rest follow alphabetically', () => {
    const list = [...makes(20), item('Zeta', 1), item('Alfa', 2), item('mini', 1)];
    const { popular, rest } = orderMakes(list);
    expect(popular).toHaveLength(20);
    expect(popular[0]!.label).toBe('Make01');
    expect(rest.map((entry) => entry.label)).toEqual(['Alfa', 'mini', 'Zeta']);
  });

  it('breaks count ties alphabetically', () => {
    const { popular } = orderMakes([item('Mazda', 5), item('Audi', 5), item('Kia', 9)]);
    expect(popular.map((entry) => entry.label)).toEqual(['Kia', 'Audi', 'Mazda']);
  });

  it('the 21st make by count is the first candidate for All Makes, not a popular one', () => {
    const { popular, rest } = orderMakes(makes(21));
    expect(popular.map((entry) => entry.label)).not.toContain('Make21');
    expect(rest.map((entry) => entry.label)).toEqual(['Make21']);
  });
});

describe('make list view', () => {
  it('[SRCH-15] collapses to 7 makes by default and offers Show all makes', () => {
    expect(DEFAULT_MAKE_LIST_COLLAPSED_COUNT).toBe(7);
    const view = makeListView(makes(8), [], closed);
    expect(describeRows(view.rows)).toEqual([
      '# Popular Makes',
      'Make01',
      'Make02',
      'Make03',
      'Make04',
      'Make05',
      'Make06',
      'Make07',
    ]);
    expect(view.toggleLabel).toBe('Show all makes');
  });

  it('[SRCH-15] with exactly 7 makes everything shows and there is no toggle', () => {
    const view = makeListView(makes(7), [], closed);
    expect(view.rows.filter((row) => row.kind === 'make')).toHaveLength(7);
    expect(view.toggleLabel).toBeUndefined();
  });

  it('[SRCH-15] expanded shows every make and offers Hide extra makes', () => {
    const view = makeListView(makes(8), [], open);
    expect(view.rows.filter((row) => row.kind === 'make')).toHaveLength(8);
    expect(view.toggleLabel).toBe('Hide extra makes');
  });

  it('[SRCH-15] the collapsed length is tenant-configurable', () => {
    const view = makeListView(makes(12), [], { ...closed, collapsedCount: 10 });
    expect(view.rows.filter((row) => row.kind === 'make')).toHaveLength(10);
    expect(view.toggleLabel).toBe('Show all makes');
    expect(makeListView(makes(10), [], { ...closed, collapsedCount: 10 }).toggleLabel).toBeUndefined();
  });

  it('[SRCH-15] Popular Makes heads the list and All Makes comes after the first 20', () => {
    const rows = describeRows(makeListView([...makes(20), item('Abarth', 1)], [], open).rows);
    expect(rows[0]).toBe('# Popular Makes');
    expect(rows.filter((row) => row.startsWith('#'))).toEqual(['# Popular Makes', '# All Makes']);
    expect(rows.indexOf('# All Makes')).toBe(21);
    expect(rows.slice(21)).toEqual(['# All Makes', 'Abarth']);
  });

  it('[SRCH-15] with exactly 20 makes there is no All Makes header', () => {
    const rows = describeRows(makeListView(makes(20), [], open).rows);
    expect(rows.filter((row) => row.startsWith('#'))).toEqual(['# Popular Makes']);
    expect(POPULAR_MAKES_COUNT).toBe(20);
  });

  it('a collapsed length past 20 shows the All Makes header inside the collapsed list', () => {
    const rows = describeRows(makeListView(makes(30), [], { ...closed, collapsedCount: 22 }).rows);
    expect(rows).toHaveLength(24);
    expect(rows[21]).toBe('# All Makes');
  });

  it('an empty make list has no rows and no toggle', () => {
    expect(makeListView([], [], closed)).toEqual({ rows: [], toggleLabel: undefined });
  });
});

describe('model sub-list', () => {
  const toyotaModels = [
    item('Toyota:Corolla', 9),
    item('Toyota:Camry', 12),
    item('Mazda:CX-5', 20),
    item('TOYOTA:corolla', 1),
  ];

  it('[SRCH-15] appears once a make is selected, closed with Select models', () => {
    const view = makeListView([item('Toyota', 22, true), item('Mazda', 20)], toyotaModels, closed);
    const [, toyota, mazda] = view.rows;
    expect(toyota).toMatchObject({
      kind: 'make',
      models: { open: false, toggleLabel: 'Select models', items: [] },
    });
    expect(mazda).toMatchObject({ kind: 'make', models: undefined });
  });

  it('[SRCH-15] opened, it lists the make’s models by their model name and offers Hide', () => {
    const view = makeListView([item('Toyota', 22, true)], toyotaModels, {
      expanded: false,
      openMakes: ['toyota'],
    });
    const row = view.rows[1];
    if (row?.kind !== 'make') throw new Error('expected a make row');
    expect(row.models?.toggleLabel).toBe('Hide');
    expect(row.models?.items.map((model) => [model.label, model.value, model.count])).toEqual([
      ['Camry', 'Toyota:Camry', 12],
      ['Corolla', 'Toyota:Corolla', 10],
    ]);
  });

  it('a make that is open but no longer selected shows no sub-list', () => {
    const view = makeListView([item('Toyota', 22)], toyotaModels, { expanded: false, openMakes: ['Toyota'] });
    expect(view.rows[1]).toMatchObject({ models: undefined });
  });

  it('[SRCH-15] lists at most 30 models: the 30th shows, the 31st does not', () => {
    const many = Array.from({ length: 31 }, (_, i) =>
      item(`Toyota:Model${String(i + 1).padStart(2, '0')}`, 100 - i),
    );
    expect(MODEL_SUB_LIST_LIMIT).toBe(30);
    const shown = modelsOfMake('Toyota', many);
    expect(shown).toHaveLength(30);
    expect(shown.at(-1)?.label).toBe('Model30');
    expect(shown.map((model) => model.label)).not.toContain('Model31');
    expect(modelsOfMake('Toyota', many.slice(0, 30))).toHaveLength(30);
  });

  it('lists only models of the given make, the make matched case-insensitively', () => {
    expect(modelsOfMake('mazda', toyotaModels).map((model) => model.label)).toEqual(['CX-5']);
    expect(modelsOfMake('Kia', toyotaModels)).toEqual([]);
    expect(modelsOfMake('Toyota', [item('Corolla', 3)])).toEqual([]);
  });

  it('toggles a sub-list open and closed', () => {
    expect(toggleModelSubList([], 'Toyota')).toEqual(['Toyota']);
    expect(toggleModelSubList(['Mazda', 'Toyota'], 'TOYOTA')).toEqual(['Mazda']);
  });

  it('starts open for makes with a refined model, each make once', () => {
    const refined = [
      item('Toyota:Corolla', 1, true),
      item('toyota:Camry', 1, true),
      item('Mazda:CX-5', 1),
      item('Kia:Rio', 1, true),
    ];
    expect(initialOpenMakes(refined)).toEqual(['Toyota', 'Kia']);
    expect(initialOpenMakes([item('Corolla', 1, true)])).toEqual([]);
  });

  it('finds the model refinements to drop with a make', () => {
    expect(modelRefinementsOfMake('Toyota', ['Toyota:Corolla', 'Mazda:CX-5', 'TOYOTA:Camry'])).toEqual([
      'Toyota:Corolla',
      'TOYOTA:Camry',
    ]);
  });

  it('reads the make of a make_model value', () => {
    expect(makeOfModelValue('Toyota:Corolla')).toBe('Toyota');
    expect(makeOfModelValue('Mercedes-Benz:AMG:GT')).toBe('Mercedes-Benz');
    expect(makeOfModelValue('Corolla')).toBe('');
  });
});
