/**
 * Evaluates a filter against one record with Meilisearch's semantics, so a stock filter
 * applied at build time and the same filter sent to Meilisearch (or to the in-browser
 * engine) select the same cars:
 *
 * - a condition on an array matches when ANY element matches;
 * - `!=`, NOT IN, NOT EXISTS, IS NOT ... and NOT are complements: a record without the
 *   attribute matches `make != Kia`, as in Meilisearch;
 * - `>`, `>=`, `<`, `<=` and TO compare numbers only (numeric strings included);
 * - EXISTS is true for a present key even when its value is null.
 */
import type { ComparisonNode, FilterInput, FilterNode, InNode, RangeNode } from './ast.ts';
import { lookupAttribute } from './attribute-values.ts';
import {
  equalsFilterValue,
  numericValue,
  parseFiniteNumber,
  scalarValues,
  toFilterValue,
} from './facet-values.ts';
import { parseFilterInput } from './parse.ts';

/**
 * Any object. Not `Record<string, unknown>`: interfaces such as Car have no index signature
 * and would not be accepted, although they are exactly what gets filtered.
 */
export type FilterRecord = object;
export type RecordPredicate = (record: FilterRecord) => boolean;

const compiled = new WeakMap<FilterNode, RecordPredicate>();

/** Whether `record` passes the filter; a null filter (no filter) passes everything. */
export function matchesFilter(node: FilterNode | null, record: FilterRecord): boolean {
  if (node === null) return true;
  let predicate = compiled.get(node);
  if (predicate === undefined) {
    predicate = compileNode(node);
    compiled.set(node, predicate);
  }
  return predicate(record);
}

/**
 * Parses a filter (expression or Meilisearch's array form) once and returns a fast
 * predicate. Throws FilterSyntaxError right away for an invalid filter, so a bad stock
 * filter fails the build instead of silently selecting nothing.
 */
export function compileFilter(filter: FilterInput | null | undefined): RecordPredicate {
  const node = parseFilterInput(filter);
  return node === null ? () => true : compileNode(node);
}

/** Turns a syntax tree into a predicate; filter values are prepared once, not per record. */
export function compileNode(node: FilterNode): RecordPredicate {
  switch (node.type) {
    case 'comparison':
      return compileComparison(node);
    case 'range':
      return compileRange(node);
    case 'in':
      return negateIf(node.negated, compileIn(node));
    case 'exists': {
      const { attribute } = node;
      return negateIf(node.negated, (record) => lookupAttribute(record, attribute).found);
    }
    case 'isNull': {
      const { attribute } = node;
      return negateIf(node.negated, (record) => {
        const lookup = lookupAttribute(record, attribute);
        return lookup.found && lookup.value === null;
      });
    }
    case 'isEmpty': {
      const { attribute } = node;
      return negateIf(node.negated, (record) => {
        const lookup = lookupAttribute(record, attribute);
        return lookup.found && isEmptyValue(lookup.value);
      });
    }
    case 'and': {
      const operands = node.operands.map(compileNode);
      return (record) => operands.every((operand) => operand(record));
    }
    case 'or': {
      const operands = node.operands.map(compileNode);
      return (record) => operands.some((operand) => operand(record));
    }
    case 'not': {
      const operand = compileNode(node.operand);
      return (record) => !operand(record);
    }
  }
}

function compileComparison(node: ComparisonNode): RecordPredicate {
  const { attribute, operator } = node;
  if (operator === '=' || operator === '!=') {
    const target = toFilterValue(node.value);
    const equals = anyValue(attribute, (value) => equalsFilterValue(value, target));
    return negateIf(operator === '!=', equals);
  }
  const bound = parseFiniteNumber(node.value);
  if (bound === null) return () => false;
  const compare = NUMERIC_COMPARISONS[operator];
  return anyValue(attribute, (value) => {
    const number = numericValue(value);
    return number !== null && compare(number, bound);
  });
}

const NUMERIC_COMPARISONS: Readonly<
  Record<'>' | '>=' | '<' | '<=', (value: number, bound: number) => boolean>
> = {
  '>': (value, bound) => value > bound,
  '>=': (value, bound) => value >= bound,
  '<': (value, bound) => value < bound,
  '<=': (value, bound) => value <= bound,
};

function compileRange(node: RangeNode): RecordPredicate {
  const low = parseFiniteNumber(node.low);
  const high = parseFiniteNumber(node.high);
  if (low === null || high === null) return () => false;
  return anyValue(node.attribute, (value) => {
    const number = numericValue(value);
    return number !== null && number >= low && number <= high;
  });
}

function compileIn(node: InNode): RecordPredicate {
  const targets = node.values.map(toFilterValue);
  return anyValue(node.attribute, (value) => targets.some((target) => equalsFilterValue(value, target)));
}

/** True when the attribute is present and at least one of its values passes `test`. */
function anyValue(attribute: string, test: (value: unknown) => boolean): RecordPredicate {
  return (record) => {
    const lookup = lookupAttribute(record, attribute);
    return lookup.found && scalarValues(lookup.value).some(test);
  };
}

function negateIf(negated: boolean, predicate: RecordPredicate): RecordPredicate {
  return negated ? (record) => !predicate(record) : predicate;
}

/** Meilisearch's IS EMPTY: "", [] or {} — not null, and not [""] or [null]. */
function isEmptyValue(value: unknown): boolean {
  if (value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}
