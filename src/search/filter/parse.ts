/**
 * Public entry points for turning a filter, as written in config or sent by the search UI,
 * into a FilterNode.
 */
import type { FilterInput, FilterNode } from './ast.ts';
import { parseExpression } from './parse-expression.ts';

/**
 * Parses a Meilisearch filter expression. Returns null for an empty or blank expression,
 * which, as in Meilisearch, means "no filter". Throws FilterSyntaxError when invalid.
 */
export function parseFilter(expression: string): FilterNode | null {
  if (expression.trim() === '') return null;
  return parseExpression(expression);
}

/**
 * Parses either form Meilisearch accepts for `filter`: an expression, or an array whose
 * items are ANDed, where an item that is itself an array is ORed
 * (`["status != sold", ["make = Kia", "make = Hyundai"]]`). Blank expressions and empty
 * arrays are skipped, as Meilisearch does; null when nothing is left.
 * Throws FilterSyntaxError for an invalid expression and TypeError for an invalid shape
 * (config is read from files, so the shape is checked at runtime too).
 */
export function parseFilterInput(input: FilterInput | null | undefined): FilterNode | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string') return parseFilter(input);
  if (!Array.isArray(input)) throw invalidShape(input);

  const conditions: FilterNode[] = [];
  for (const item of input as readonly unknown[]) {
    const node = Array.isArray(item) ? parseAlternatives(item) : parseItem(item);
    if (node !== null) conditions.push(node);
  }
  return combine('and', conditions);
}

function parseAlternatives(items: readonly unknown[]): FilterNode | null {
  const alternatives: FilterNode[] = [];
  for (const item of items) {
    if (Array.isArray(item)) {
      throw new TypeError(
        'Invalid filter: arrays can nest only one level deep (outer array = AND, inner array = OR)',
      );
    }
    const node = parseItem(item);
    if (node !== null) alternatives.push(node);
  }
  return combine('or', alternatives);
}

function parseItem(item: unknown): FilterNode | null {
  if (typeof item !== 'string') throw invalidShape(item);
  return parseFilter(item);
}

function combine(type: 'and' | 'or', operands: FilterNode[]): FilterNode | null {
  if (operands.length === 0) return null;
  if (operands.length === 1) return operands[0]!;
  return { type, operands };
}

function invalidShape(value: unknown): TypeError {
  const shown = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return new TypeError(
    `Invalid filter: expected a string or an array of strings and arrays of strings, got ${shown}`,
  );
}
