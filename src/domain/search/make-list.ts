/**
 * The make refinement as displayed (SRCH-15, spec-1 §4 "Make refinement"): a 'Popular Makes'
 * group, an 'All Makes' group after the first 20, a collapsed length with 'Show all makes' /
 * 'Hide extra makes', and under each selected make a model sub-list toggled by
 * 'Select models' / 'Hide'. Models come from the make_model facet, whose values read
 * 'Make:Model'.
 */
import { dedupeModels, type FacetItem, facetLabel } from './facets.ts';
import { SEARCH_MESSAGES } from './messages.ts';

/** Makes shown before 'Show all makes' unless the tenant sets search.makeListCollapsedCount. */
export const DEFAULT_MAKE_LIST_COLLAPSED_COUNT = 7;
/** How many makes the 'Popular Makes' group holds before 'All Makes' starts. */
export const POPULAR_MAKES_COUNT = 20;
/** Models shown in one make's sub-list. */
export const MODEL_SUB_LIST_LIMIT = 30;

const compareLabels = (a: FacetItem, b: FacetItem) =>
  a.label.localeCompare(b.label, 'en', { sensitivity: 'base', numeric: true });

/**
 * The make order behind the two headers: the 20 makes with the most cars first (count
 * descending, ties alphabetical), then every other make alphabetically. A make appears
 * once: 'All Makes' lists the makes not already listed as popular, so a checkbox is never
 * shown twice.
 */
export function orderMakes<T extends FacetItem>(makes: readonly T[]): { popular: T[]; rest: T[] } {
  const byCount = [...makes].sort((a, b) => b.count - a.count || compareLabels(a, b));
  return {
    popular: byCount.slice(0, POPULAR_MAKES_COUNT),
    rest: byCount.slice(POPULAR_MAKES_COUNT).sort(compareLabels),
  };
}

/** The make part of a make_model value ('Toyota:Corolla' → 'Toyota'). */
export function makeOfModelValue(value: string): string {
  const colon = value.indexOf(':');
  return colon === -1 ? '' : value.slice(0, colon);
}

const sameMake = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The make_model items of one make, for its sub-list: duplicates merged, most cars first
 * (ties alphabetical), at most `limit`, labelled by the model alone. Make names compare
 * case-insensitively, as the search filters do.
 */
export function modelsOfMake<T extends FacetItem>(
  make: string,
  makeModels: readonly T[],
  limit = MODEL_SUB_LIST_LIMIT,
): T[] {
  const own = dedupeModels(makeModels.filter((item) => sameMake(makeOfModelValue(item.value), make)));
  return own
    .sort((a, b) => b.count - a.count || compareLabels(a, b))
    .slice(0, limit)
    .map((item) => ({ ...item, label: facetLabel('make_model', item.label) }));
}

/**
 * make_model values to drop when a make is deselected: its models would otherwise stay
 * refined behind a hidden sub-list and silently narrow the results.
 */
export function modelRefinementsOfMake(make: string, refinedMakeModels: readonly string[]): string[] {
  return refinedMakeModels.filter((value) => sameMake(makeOfModelValue(value), make));
}

/**
 * Makes whose sub-list starts open: those with a refined model (for example when the page
 * loads from a URL carrying make_model), so a refined model is never hidden.
 */
export function initialOpenMakes(makeModels: readonly FacetItem[]): string[] {
  const makes = makeModels.filter((item) => item.isRefined).map((item) => makeOfModelValue(item.value));
  return makes.filter(
    (make, index) => make !== '' && makes.findIndex((other) => sameMake(other, make)) === index,
  );
}

export interface ModelSubList<T extends FacetItem> {
  open: boolean;
  /** 'Hide' while open, 'Select models' while closed. */
  toggleLabel: string;
  /** The models when open; empty when closed. */
  items: T[];
}

export type MakeListRow<T extends FacetItem> =
  | { kind: 'header'; label: string }
  /** `models` is present only for a selected make (the sub-list appears once a make is selected). */
  | { kind: 'make'; item: T; models: ModelSubList<T> | undefined };

export interface MakeListView<T extends FacetItem> {
  rows: MakeListRow<T>[];
  /** 'Show all makes' / 'Hide extra makes'; absent when every make fits the collapsed length. */
  toggleLabel: string | undefined;
}

export interface MakeListState {
  /** Whether the user expanded the list with 'Show all makes'. */
  expanded: boolean;
  /** Selected makes whose model sub-list the user opened with 'Select models'. */
  openMakes: readonly string[];
  /** search.makeListCollapsedCount */
  collapsedCount?: number;
}

/**
 * The rows of the make refinement. Collapsed, only the first `collapsedCount` makes in
 * display order show (the toggle appears only when more exist); expanded, all do. The
 * 'Popular Makes' header tops any non-empty list; 'All Makes' appears only when a make
 * past the 20th is shown. Headers are not counted against the collapsed length.
 */
export function makeListView<T extends FacetItem>(
  makes: readonly T[],
  makeModels: readonly T[],
  state: MakeListState,
): MakeListView<T> {
  const collapsedCount = state.collapsedCount ?? DEFAULT_MAKE_LIST_COLLAPSED_COUNT;
  const { popular, rest } = orderMakes(makes);
  const ordered = [...popular, ...rest];
  const shownCount = state.expanded ? ordered.length : Math.min(collapsedCount, ordered.length);
  const rows: MakeListRow<T>[] = [];
  ordered.slice(0, shownCount).forEach((item, index) => {
    if (index === 0) rows.push({ kind: 'header', label: SEARCH_MESSAGES.popularMakes });
    if (index === POPULAR_MAKES_COUNT) rows.push({ kind: 'header', label: SEARCH_MESSAGES.allMakes });
    rows.push({
      kind: 'make',
      item,
      models: item.isRefined ? subList(item.value, makeModels, state.openMakes) : undefined,
    });
  });
  const toggleLabel =
    ordered.length <= collapsedCount
      ? undefined
      : state.expanded
        ? SEARCH_MESSAGES.hideExtraMakes
        : SEARCH_MESSAGES.showAllMakes;
  return { rows, toggleLabel };
}

function subList<T extends FacetItem>(
  make: string,
  makeModels: readonly T[],
  openMakes: readonly string[],
): ModelSubList<T> {
  const open = openMakes.some((other) => sameMake(other, make));
  return {
    open,
    toggleLabel: open ? SEARCH_MESSAGES.hideModels : SEARCH_MESSAGES.selectModels,
    items: open ? modelsOfMake(make, makeModels) : [],
  };
}

/** Opens or closes one make's model sub-list; returns the new list of open makes. */
export function toggleModelSubList(openMakes: readonly string[], make: string): string[] {
  return openMakes.some((other) => sameMake(other, make))
    ? openMakes.filter((other) => !sameMake(other, make))
    : [...openMakes, make];
}
