/**
 * Key information, features and specification lists (VDP-05): features show the first 8
 * then 'Show All' / 'Hide'; each specification list shows the first 4 then 'Show More' /
 * 'Show Less'; one 'Show All Specs' / 'Hide Specs' control opens every specification list.
 */

export const FEATURES_VISIBLE = 8;
export const SPECIFICATIONS_VISIBLE = 4;

export interface ToggleLabels {
  more: string;
  less: string;
}

export const FEATURE_LABELS = { more: 'Show All', less: 'Hide' } as const satisfies ToggleLabels;
export const SPECIFICATION_LABELS = { more: 'Show More', less: 'Show Less' } as const satisfies ToggleLabels;
export const ALL_SPECS_LABELS = {
  more: 'Show All Specs',
  less: 'Hide Specs',
} as const satisfies ToggleLabels;

export interface CollapsedList<T> {
  visible: T[];
  /** Items not shown now (0 when expanded or short). */
  hiddenCount: number;
  /** Undefined when the list fits, so no toggle is shown. */
  toggleLabel: string | undefined;
}

/** The first `limit` items while collapsed; everything when expanded; a toggle only for longer lists. */
export function collapsedList<T>(
  items: readonly T[],
  expanded: boolean,
  limit: number,
  labels: ToggleLabels,
): CollapsedList<T> {
  if (items.length <= limit) return { visible: [...items], hiddenCount: 0, toggleLabel: undefined };
  if (expanded) return { visible: [...items], hiddenCount: 0, toggleLabel: labels.less };
  return { visible: items.slice(0, limit), hiddenCount: items.length - limit, toggleLabel: labels.more };
}

export function featureList<T>(items: readonly T[], expanded: boolean): CollapsedList<T> {
  return collapsedList(items, expanded, FEATURES_VISIBLE, FEATURE_LABELS);
}

/** One specification list; `expanded` is its own toggle or the 'Show All Specs' control. */
export function specificationList<T>(items: readonly T[], expanded: boolean): CollapsedList<T> {
  return collapsedList(items, expanded, SPECIFICATIONS_VISIBLE, SPECIFICATION_LABELS);
}

/** The 'Show All Specs' control: shown only when some list is longer than 4. */
export function allSpecsToggleLabel(
  lists: readonly (readonly unknown[])[],
  expanded: boolean,
): string | undefined {
  if (!lists.some((list) => list.length > SPECIFICATIONS_VISIBLE)) return undefined;
  return expanded ? ALL_SPECS_LABELS.less : ALL_SPECS_LABELS.more;
}
