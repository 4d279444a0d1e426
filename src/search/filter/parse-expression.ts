/**
 * Recursive-descent parser for one Meilisearch filter expression, following the grammar
 * of Meilisearch's own filter-parser crate:
 *
 *   or        = and ("OR" and)*
 *   and       = not ("AND" not)*
 *   not       = "NOT" not | primary
 *   primary   = "(" or ")" | condition
 *   condition = attribute ( ("=" | "!=" | ">" | ">=" | "<" | "<=") value
 *                         | value "TO" value
 *                         | "NOT"? "IN" "[" (value ("," value)* ","?)? "]"
 *                         | "NOT"? "EXISTS"
 *                         | "IS" "NOT"? ("NULL" | "EMPTY") )
 *
 * Differences, both deliberate: keywords are matched case-insensitively, and therefore a
 * bare keyword in any spelling (`null`, `In`) is refused as a value or attribute and has to
 * be quoted. Meilisearch only reserves the upper-case spellings; refusing more can only
 * turn a filter into a clear error here, never give it another meaning.
 */
import type { ComparisonOperator, FilterNode } from './ast.ts';
import { type LexedToken, lex, type Token } from './lex.ts';
import { FilterSyntaxError } from './syntax-error.ts';

/** Reserved words. CONTAINS, STARTS and WITH are Meilisearch's experimental operators. */
const KEYWORDS = new Set([
  'AND',
  'OR',
  'NOT',
  'TO',
  'IN',
  'EXISTS',
  'IS',
  'NULL',
  'EMPTY',
  'CONTAINS',
  'STARTS',
  'WITH',
]);

/** Same nesting limit as Meilisearch; it also keeps hostile input from overflowing the stack. */
export const MAX_FILTER_DEPTH = 200;

const OPERATORS_AFTER_ATTRIBUTE =
  '=, !=, >, >=, <, <=, IN, NOT IN, EXISTS, NOT EXISTS, IS NULL, IS EMPTY or "low TO high"';

/** Parses a non-blank expression; throws FilterSyntaxError when it is not valid. */
export function parseExpression(expression: string): FilterNode {
  return new ExpressionParser(expression).parseWhole();
}

class ExpressionParser {
  readonly expression: string;
  readonly tokens: LexedToken[];
  index = 0;

  constructor(expression: string) {
    this.expression = expression;
    this.tokens = lex(expression);
  }

  parseWhole(): FilterNode {
    const node = this.parseOr(0);
    const next = this.current();
    if (next.kind === 'end') return node;
    if (next.kind === ')') throw this.unexpected(next, 'there is no "(" for it to close');
    throw this.unexpected(next, 'expected AND, OR or the end of the filter');
  }

  private parseOr(depth: number): FilterNode {
    const operands = [this.parseAnd(depth)];
    while (isKeyword(this.current(), 'OR')) {
      this.advance();
      operands.push(this.parseAnd(depth));
    }
    return operands.length === 1 ? operands[0]! : { type: 'or', operands };
  }

  private parseAnd(depth: number): FilterNode {
    const operands = [this.parseNot(depth)];
    while (isKeyword(this.current(), 'AND')) {
      this.advance();
      operands.push(this.parseNot(depth));
    }
    return operands.length === 1 ? operands[0]! : { type: 'and', operands };
  }

  private parseNot(depth: number): FilterNode {
    const token = this.current();
    if (!isKeyword(token, 'NOT')) return this.parsePrimary(depth);
    this.checkDepth(token, depth);
    this.advance();
    return { type: 'not', operand: this.parseNot(depth + 1) };
  }

  private parsePrimary(depth: number): FilterNode {
    const open = this.current();
    if (open.kind !== '(') return this.parseCondition();
    this.checkDepth(open, depth);
    this.advance();
    const inner = this.parseOr(depth + 1);
    const close = this.current();
    if (close.kind === ')') {
      this.advance();
      return inner;
    }
    if (close.kind === 'end') {
      throw this.error(open, 'Unclosed "("', 'expected ")" before the end of the filter');
    }
    throw this.unexpected(close, `expected AND, OR or ")" to close the "(" at position ${open.start}`);
  }

  private parseCondition(): FilterNode {
    const attributeToken = this.current();
    const keyword = keywordOf(attributeToken);
    if ((attributeToken.kind !== 'word' && attributeToken.kind !== 'string') || keyword !== null) {
      const quoteHint =
        keyword !== null && keyword !== 'AND' && keyword !== 'OR'
          ? ` (to use ${attributeToken.text} as an attribute name, quote it: "${attributeToken.text}")`
          : '';
      throw this.unexpected(attributeToken, `${this.expectedAfterPrevious('a condition')}${quoteHint}`);
    }
    this.advance();
    const attribute = attributeToken.value;
    const operator = this.current();

    if (operator.kind === '(' && attributeToken.kind === 'word' && attribute.startsWith('_geo')) {
      throw this.error(attributeToken, `Unsupported filter "${attribute}"`, 'geo filters are not supported');
    }
    if (operator.kind === 'operator') {
      this.advance();
      const value = this.parseValue(`a value after "${operator.text}"`);
      return { type: 'comparison', attribute, operator: operator.text as ComparisonOperator, value };
    }

    const isValue = operator.kind === 'string' || (operator.kind === 'word' && keywordOf(operator) === null);
    if (isValue && isKeyword(this.lookahead(1), 'TO')) return this.parseRange(attribute);
    switch (keywordOf(operator)) {
      case 'IN':
        this.advance();
        return { type: 'in', attribute, values: this.parseList(operator), negated: false };
      case 'EXISTS':
        this.advance();
        return { type: 'exists', attribute, negated: false };
      case 'NOT':
        this.advance();
        return this.parseNegatedOperator(attribute, operator);
      case 'IS':
        this.advance();
        return this.parseIs(attribute, operator);
      case 'TO':
        throw this.unexpected(
          operator,
          `expected the lower bound of a range before "${operator.text}", as in: price 1000 TO 5000`,
        );
      case 'CONTAINS':
      case 'STARTS':
        throw this.error(
          operator,
          `Unsupported operator "${operator.text}"`,
          `CONTAINS and STARTS WITH are experimental in Meilisearch and not supported here; use ${OPERATORS_AFTER_ATTRIBUTE}`,
        );
      default:
        throw this.unknownOperator(attributeToken, operator);
    }
  }

  /** After `attribute NOT`: only IN and EXISTS may follow. */
  private parseNegatedOperator(attribute: string, not: Token): FilterNode {
    const next = this.current();
    if (isKeyword(next, 'IN')) {
      this.advance();
      return { type: 'in', attribute, values: this.parseList(next), negated: true };
    }
    if (isKeyword(next, 'EXISTS')) {
      this.advance();
      return { type: 'exists', attribute, negated: true };
    }
    throw this.unexpected(next, `expected IN or EXISTS after "${not.text}"`);
  }

  /** After `attribute IS`: [NOT] NULL or [NOT] EMPTY. */
  private parseIs(attribute: string, is: Token): FilterNode {
    let previous = is;
    let negated = false;
    if (isKeyword(this.current(), 'NOT')) {
      previous = this.advance();
      negated = true;
    }
    const next = this.current();
    if (isKeyword(next, 'NULL')) {
      this.advance();
      return { type: 'isNull', attribute, negated };
    }
    if (isKeyword(next, 'EMPTY')) {
      this.advance();
      return { type: 'isEmpty', attribute, negated };
    }
    const choices = negated ? 'NULL or EMPTY' : 'NULL, EMPTY or NOT';
    throw this.unexpected(next, `expected ${choices} after "${previous.text}"`);
  }

  private parseRange(attribute: string): FilterNode {
    const low = this.advance().value;
    const to = this.advance();
    const high = this.parseValue(`a value after "${to.text}"`);
    return { type: 'range', attribute, low, high };
  }

  /** `[a, b, c]` after IN; an empty list and a trailing comma are allowed, as in Meilisearch. */
  private parseList(inKeyword: Token): string[] {
    const open = this.current();
    if (open.kind !== '[') throw this.unexpected(open, `expected "[" after "${inKeyword.text}"`);
    this.advance();
    const values: string[] = [];
    for (;;) {
      const token = this.current();
      if (token.kind === ']') {
        this.advance();
        return values;
      }
      if (token.kind === 'end')
        throw this.error(open, 'Unclosed "["', 'expected "]" before the end of the filter');
      values.push(this.parseValue('a value or "]"'));
      const separator = this.current();
      if (separator.kind === ',') {
        this.advance();
      } else if (separator.kind === 'end') {
        throw this.error(open, 'Unclosed "["', 'expected "]" before the end of the filter');
      } else if (separator.kind !== ']') {
        throw this.unexpected(separator, 'expected "," or "]" after a value in the list');
      }
    }
  }

  private parseValue(expected: string): string {
    const token = this.current();
    if (token.kind === 'string' || (token.kind === 'word' && keywordOf(token) === null)) {
      this.advance();
      return token.value;
    }
    const quoteHint =
      token.kind === 'word' ? ` (to use ${token.text} as a value, quote it: "${token.text}")` : '';
    throw this.unexpected(token, `expected ${expected}${quoteHint}`);
  }

  /** The token at the cursor; a lexing problem there is thrown now, in reading order. */
  private current(): Token {
    const token = this.lookahead(0);
    if (token.kind === 'invalid') throw token.error;
    return token;
  }

  /** Peeks without throwing, so looking ahead never reports a later problem first. */
  private lookahead(offset: number): LexedToken {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]!;
  }

  private advance(): Token {
    const token = this.current();
    this.index += 1;
    return token;
  }

  private checkDepth(token: Token, depth: number): void {
    if (depth >= MAX_FILTER_DEPTH) {
      throw this.error(
        token,
        'Filter nested too deeply',
        `at most ${MAX_FILTER_DEPTH} levels of "(" and NOT are allowed`,
      );
    }
  }

  private expectedAfterPrevious(what: string): string {
    const previous = this.index > 0 ? this.tokens[this.index - 1] : undefined;
    return previous === undefined ? `expected ${what}` : `expected ${what} after "${previous.text}"`;
  }

  private unknownOperator(attribute: Token, operator: Token): FilterSyntaxError {
    const isPlainWord = operator.kind === 'word' && keywordOf(operator) === null;
    if (isPlainWord && this.lookahead(1).kind === 'operator') {
      const joined = this.expression.slice(attribute.start, operator.start + operator.text.length);
      return this.unexpected(
        operator,
        `expected an operator after "${attribute.text}" (quote attribute names that contain spaces: "${joined}")`,
      );
    }
    if (isPlainWord) {
      return this.error(
        operator,
        `Unknown operator "${operator.text}"`,
        `expected ${OPERATORS_AFTER_ATTRIBUTE}`,
      );
    }
    return this.unexpected(
      operator,
      `expected an operator after "${attribute.text}": ${OPERATORS_AFTER_ATTRIBUTE}`,
    );
  }

  private unexpected(token: Token, expected: string): FilterSyntaxError {
    const found = token.kind === 'end' ? 'Unexpected end of filter' : `Unexpected ${quoted(token)}`;
    return this.error(token, found, expected);
  }

  private error(token: Token, found: string, expected: string): FilterSyntaxError {
    return new FilterSyntaxError({
      expression: this.expression,
      position: token.start,
      length: token.text.length,
      found,
      expected,
    });
  }
}

/** Strings are shown with their own quotes; everything else gets double quotes. */
function quoted(token: Token): string {
  return token.kind === 'string' ? token.text : `"${token.text}"`;
}

function keywordOf(token: LexedToken): string | null {
  if (token.kind !== 'word') return null;
  const upper = token.text.toUpperCase();
  return KEYWORDS.has(upper) ? upper : null;
}

function isKeyword(token: LexedToken, keyword: string): boolean {
  return keywordOf(token) === keyword;
}
