/**
 * Splits a filter expression into tokens. Lexing problems (a stray character, an
 * unterminated string) become an `invalid` token instead of an immediate throw, so the
 * parser reports problems in reading order: `make = = "Kia` complains about the second
 * `=` first, not about the quote at the end.
 */
import type { ComparisonOperator } from './ast.ts';
import { FilterSyntaxError } from './syntax-error.ts';

export type TokenKind = 'word' | 'string' | 'operator' | '(' | ')' | '[' | ']' | ',' | 'end';

export interface Token {
  readonly kind: TokenKind;
  /** The token as written, quotes and backslashes included. */
  readonly text: string;
  /** What the token means: a string's content after unescaping, otherwise `text`. */
  readonly value: string;
  /** 0-based index of the first character. */
  readonly start: number;
}

export interface InvalidToken {
  readonly kind: 'invalid';
  readonly text: string;
  readonly start: number;
  readonly error: FilterSyntaxError;
}

export type LexedToken = Token | InvalidToken;

const COMPARISON_OPERATORS: readonly string[] = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
] satisfies ComparisonOperator[];

/** Same characters as Meilisearch's unquoted values: letters, digits, `_`, `-` and `.`. */
const WORD = /[\p{Alphabetic}\p{N}_.-]+/uy;
const OPERATOR_CHARS = /[=!<>]+/y;
const WHITESPACE = /\s+/y;
const PUNCTUATION = new Set(['(', ')', '[', ']', ',']);

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  '/': '/',
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
};

/** Always ends with an `end` token, or with the first `invalid` one. */
export function lex(expression: string): LexedToken[] {
  const tokens: LexedToken[] = [];
  let index = 0;
  while (index < expression.length) {
    const whitespace = matchAt(WHITESPACE, expression, index);
    if (whitespace !== null) {
      index += whitespace.length;
      continue;
    }
    const token = readToken(expression, index);
    tokens.push(token);
    if (token.kind === 'invalid') return tokens;
    index += token.text.length;
  }
  tokens.push({ kind: 'end', text: '', value: '', start: expression.length });
  return tokens;
}

function readToken(expression: string, start: number): LexedToken {
  const char = expression[start]!;
  if (PUNCTUATION.has(char)) return { kind: char as TokenKind, text: char, value: char, start };
  if (char === '"' || char === "'") return readQuoted(expression, start, char);

  const word = matchAt(WORD, expression, start);
  if (word !== null) return { kind: 'word', text: word, value: word, start };

  const operator = matchAt(OPERATOR_CHARS, expression, start);
  if (operator !== null) {
    if (COMPARISON_OPERATORS.includes(operator))
      return { kind: 'operator', text: operator, value: operator, start };
    return invalid(expression, start, operator, `Unknown operator "${operator}"`, operatorHint(operator));
  }

  return invalid(expression, start, char, `Unexpected character "${char}"`, characterHint(char));
}

function readQuoted(expression: string, start: number, quote: string): LexedToken {
  let value = '';
  let index = start + 1;
  while (index < expression.length) {
    const char = expression[index]!;
    if (char === quote) {
      const text = expression.slice(start, index + 1);
      return { kind: 'string', text, value, start };
    }
    if (char !== '\\') {
      value += char;
      index += 1;
      continue;
    }
    // A backslash as the very last character leaves the string open rather than badly escaped.
    if (index === expression.length - 1) break;
    const escaped = readEscape(expression, index);
    if (escaped === null) {
      const sequence = expression.slice(index, index + 2);
      return invalid(
        expression,
        index,
        sequence,
        `Invalid escape "${sequence}"`,
        'inside quotes a backslash can only escape \\, \', ", /, n, t, r, b, f or a \\u code point',
      );
    }
    value += escaped.value;
    index += escaped.length;
  }
  return invalid(
    expression,
    start,
    expression.slice(start),
    'Unterminated string',
    `expected a closing ${quote} before the end of the filter`,
    1,
  );
}

/** Reads the escape sequence starting at the backslash at `index`; null when it is not valid. */
function readEscape(expression: string, index: number): { value: string; length: number } | null {
  const next = expression[index + 1];
  if (next === undefined) return null;
  const simple = SIMPLE_ESCAPES[next];
  if (simple !== undefined) return { value: simple, length: 2 };
  if (next !== 'u') return null;

  const braced = /^\{([0-9a-fA-F]{1,6})\}/.exec(expression.slice(index + 2));
  const fixed = /^[0-9a-fA-F]{4}/.exec(expression.slice(index + 2));
  const hex = braced?.[1] ?? fixed?.[0];
  if (hex === undefined) return null;
  const codePoint = Number.parseInt(hex, 16);
  if (codePoint > 0x10ffff) return null;
  const length = 2 + (braced ? braced[0].length : 4);
  return { value: String.fromCodePoint(codePoint), length };
}

function invalid(
  expression: string,
  start: number,
  text: string,
  found: string,
  expected: string,
  length = text.length,
): InvalidToken {
  return {
    kind: 'invalid',
    text,
    start,
    error: new FilterSyntaxError({ expression, position: start, length, found, expected }),
  };
}

function operatorHint(operator: string): string {
  const meant: Readonly<Record<string, string>> = {
    '==': '=',
    '<>': '!=',
    '=<': '<=',
    '=>': '>=',
    '!': 'NOT',
  };
  const suggestion = meant[operator];
  const known = 'expected one of =, !=, >, >=, <, <=';
  return suggestion === undefined ? known : `${known} (did you mean "${suggestion}"?)`;
}

function characterHint(char: string): string {
  if (char === '&') return 'combine conditions with AND';
  if (char === '|') return 'combine conditions with OR';
  return 'outside quotes only letters, digits, "_", "-" and "." can form a value; quote values with other characters';
}

function matchAt(pattern: RegExp, text: string, index: number): string | null {
  pattern.lastIndex = index;
  return pattern.exec(text)?.[0] ?? null;
}
