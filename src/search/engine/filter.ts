/**
 * Compiles a Meilisearch filter tree to a predicate over document positions. Equality,
 * IN and numeric comparisons on known columns run on the columns (codes and typed arrays);
 * anything else (EXISTS, IS NULL, unknown attributes) falls back to the shared evaluator on
 * the document itself, so the meaning is always exactly the one of src/search/filter.
 */
import type { FilterNode } from '../filter/ast.ts';
import { compileNode } from '../filter/evaluate.ts';
import { normalizeFacet, parseFiniteNumber } from '../filter/facet-values.ts';
import type { Columns } from './columns.ts';

export type PositionPredicate = (i: number) => boolean;

function codeSet(columns: Columns, attribute: string, values: readonly string[]): Set<number> | undefined {
  const column = columns.byName.get(attribute);
  if (column?.kind !== 'string') return undefined;
  const set = new Set<number>();
  for (const value of values) {
    const normalized = normalizeFacet(value);
    // `= ""` never matches in Meilisearch (empty strings are not indexed).
    if (normalized === '') continue;
    for (const code of column.byNormalized.get(normalized) ?? []) set.add(code);
  }
  return set;
}

export function compilePositions(columns: Columns, node: FilterNode): PositionPredicate {
  switch (node.type) {
    case 'and': {
      const parts = node.operands.map((operand) => compilePositions(columns, operand));
      return (i) => parts.every((part) => part(i));
    }
    case 'or': {
      const parts = node.operands.map((operand) => compilePositions(columns, operand));
      return (i) => parts.some((part) => part(i));
    }
    case 'not': {
      const inner = compilePositions(columns, node.operand);
      return (i) => !inner(i);
    }
    case 'comparison': {
      const column = columns.byName.get(node.attribute);
      if (
        column?.kind === 'string' &&
        (node.operator === '=' || node.operator === '!=') &&
        parseFiniteNumber(node.value) === null
      ) {
        const set = codeSet(columns, node.attribute, [node.value])!;
        const codes = column.codes;
        return node.operator === '=' ? (i) => set.has(codes[i]!) : (i) => !set.has(codes[i]!);
      }
      if (column?.kind === 'number') {
        const target = parseFiniteNumber(node.value);
        const values = column.values;
        if (target === null) return node.operator === '!=' ? () => true : () => false;
        switch (node.operator) {
          case '=':
            return (i) => values[i] === target;
          case '!=':
            return (i) => values[i] !== target;
          case '>':
            return (i) => values[i]! > target;
          case '>=':
            return (i) => values[i]! >= target;
          case '<':
            return (i) => values[i]! < target;
          case '<=':
            return (i) => values[i]! <= target;
        }
      }
      break;
    }
    case 'range': {
      const column = columns.byName.get(node.attribute);
      const low = parseFiniteNumber(node.low);
      const high = parseFiniteNumber(node.high);
      if (column?.kind === 'number') {
        if (low === null || high === null) return () => false;
        const values = column.values;
        return (i) => values[i]! >= low && values[i]! <= high;
      }
      break;
    }
    case 'in': {
      const column = columns.byName.get(node.attribute);
      if (column?.kind === 'string' && node.values.every((value) => parseFiniteNumber(value) === null)) {
        const set = codeSet(columns, node.attribute, node.values)!;
        const codes = column.codes;
        return node.negated ? (i) => !set.has(codes[i]!) : (i) => set.has(codes[i]!);
      }
      break;
    }
  }
  const predicate = compileNode(node);
  return (i) => predicate(columns.docs[i]!);
}
