/**
 * The syntax tree of a Meilisearch filter expression.
 *
 * Values stay the strings the dealer wrote (quotes and escapes removed): Meilisearch itself
 * decides per document whether a value compares as a number or as a string, so the tree
 * must not pick a type up front. `attribute` is the name as written, dots included
 * (`location.id`); the evaluator resolves the path.
 */

export type ComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

/** `attribute = value`, `attribute > value`, ... */
export interface ComparisonNode {
  readonly type: 'comparison';
  readonly attribute: string;
  readonly operator: ComparisonOperator;
  readonly value: string;
}

/** `attribute low TO high`: both bounds inclusive, like `>= low AND <= high`. */
export interface RangeNode {
  readonly type: 'range';
  readonly attribute: string;
  readonly low: string;
  readonly high: string;
}

/** `attribute IN [a, b]`, or `attribute NOT IN [a, b]` when negated. */
export interface InNode {
  readonly type: 'in';
  readonly attribute: string;
  readonly values: readonly string[];
  readonly negated: boolean;
}

/** `attribute EXISTS`, or `attribute NOT EXISTS` when negated. */
export interface ExistsNode {
  readonly type: 'exists';
  readonly attribute: string;
  readonly negated: boolean;
}

/** `attribute IS NULL`, or `attribute IS NOT NULL` when negated. */
export interface IsNullNode {
  readonly type: 'isNull';
  readonly attribute: string;
  readonly negated: boolean;
}

/** `attribute IS EMPTY`, or `attribute IS NOT EMPTY` when negated. */
export interface IsEmptyNode {
  readonly type: 'isEmpty';
  readonly attribute: string;
  readonly negated: boolean;
}

export interface AndNode {
  readonly type: 'and';
  readonly operands: readonly FilterNode[];
}

export interface OrNode {
  readonly type: 'or';
  readonly operands: readonly FilterNode[];
}

export interface NotNode {
  readonly type: 'not';
  readonly operand: FilterNode;
}

export type ConditionNode = ComparisonNode | RangeNode | InNode | ExistsNode | IsNullNode | IsEmptyNode;

export type FilterNode = ConditionNode | AndNode | OrNode | NotNode;

/**
 * Meilisearch's `filter` parameter: an expression, or an array whose items are ANDed,
 * where an item that is itself an array is ORed.
 */
export type FilterInput = string | readonly (string | readonly string[])[];
