import { describe, expect, it } from 'vitest';
import type { FilterNode } from '../../../src/search/filter/index.ts';
import {
  FilterSyntaxError,
  MAX_FILTER_DEPTH,
  parseFilter,
  parseFilterInput,
} from '../../../src/search/filter/index.ts';

const eq = (attribute: string, value: string): FilterNode => ({
  type: 'comparison',
  attribute,
  operator: '=',
  value,
});

/** Parses and returns the FilterSyntaxError, failing the test when nothing is thrown. */
function syntaxError(expression: string): FilterSyntaxError {
  try {
    parseFilter(expression);
  } catch (error) {
    if (error instanceof FilterSyntaxError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(expression)} to be rejected`);
}

/** The first line of the message: the part that says what is wrong and where. */
function headline(expression: string): string {
  return syntaxError(expression).message.split('\n')[0]!;
}

describe('parseFilter: empty input', () => {
  it.each(['', '   ', '\n\t  \r\n'])('returns null for the blank expression %j', (expression) => {
    expect(parseFilter(expression)).toBeNull();
  });
});

describe('parseFilter: comparisons', () => {
  it.each(['=', '!=', '>', '>=', '<', '<='] as const)('parses the %s operator', (operator) => {
    expect(parseFilter(`km ${operator} 3000`)).toEqual({
      type: 'comparison',
      attribute: 'km',
      operator,
      value: '3000',
    });
  });

  it('needs no spaces around operators', () => {
    expect(parseFilter('km>=3000')).toEqual({
      type: 'comparison',
      attribute: 'km',
      operator: '>=',
      value: '3000',
    });
    expect(parseFilter('make!=Kia')).toEqual({
      type: 'comparison',
      attribute: 'make',
      operator: '!=',
      value: 'Kia',
    });
    expect(parseFilter('price<-1.5')).toEqual({
      type: 'comparison',
      attribute: 'price',
      operator: '<',
      value: '-1.5',
    });
  });

  it('keeps values as written: type is decided per record at evaluation time', () => {
    expect(parseFilter('km = 03000')).toEqual(eq('km', '03000'));
    expect(parseFilter('km = "3000"')).toEqual(eq('km', '3000'));
    expect(parseFilter('show = true')).toEqual(eq('show', 'true'));
  });

  it('accepts whitespace of any kind between tokens, including line breaks', () => {
    expect(parseFilter('\n  make\t=\r\n Kia  ')).toEqual(eq('make', 'Kia'));
  });
});

describe('parseFilter: values', () => {
  it('reads bare words made of letters, digits, "_", "-" and "."', () => {
    expect(parseFilter('stocknum = A-12_3.b')).toEqual(eq('stocknum', 'A-12_3.b'));
    expect(parseFilter('simple_drive = 4WD')).toEqual(eq('simple_drive', '4WD'));
    expect(parseFilter('rating = 4.5')).toEqual(eq('rating', '4.5'));
  });

  it('reads non-ASCII letters in bare words', () => {
    expect(parseFilter('make = Škoda')).toEqual(eq('make', 'Škoda'));
    expect(parseFilter('make = 日産')).toEqual(eq('make', '日産'));
  });

  it('reads double- and single-quoted strings with spaces and syntax characters inside', () => {
    expect(parseFilter('make = "Land Rover"')).toEqual(eq('make', 'Land Rover'));
    expect(parseFilter("make = 'Land Rover'")).toEqual(eq('make', 'Land Rover'));
    expect(parseFilter('model = "(AND) = [x, y]"')).toEqual(eq('model', '(AND) = [x, y]'));
    expect(parseFilter(`model = 'say "hi"'`)).toEqual(eq('model', 'say "hi"'));
    expect(parseFilter(`model = "it's"`)).toEqual(eq('model', "it's"));
  });

  it('reads the empty string', () => {
    expect(parseFilter('tag = ""')).toEqual(eq('tag', ''));
    expect(parseFilter("tag = ''")).toEqual(eq('tag', ''));
  });

  it('unescapes backslash escapes inside quotes', () => {
    expect(parseFilter('model = "say \\"hi\\""')).toEqual(eq('model', 'say "hi"'));
    expect(parseFilter("model = 'it\\'s'")).toEqual(eq('model', "it's"));
    expect(parseFilter('model = "back\\\\slash"')).toEqual(eq('model', 'back\\slash'));
    expect(parseFilter('model = "a\\/b"')).toEqual(eq('model', 'a/b'));
    expect(parseFilter('model = "line\\nbreak\\ttab\\rreturn"')).toEqual(
      eq('model', 'line\nbreak\ttab\rreturn'),
    );
    expect(parseFilter('model = "\\b\\f"')).toEqual(eq('model', '\b\f'));
    expect(parseFilter('model = "caf\\u00e9"')).toEqual(eq('model', 'café'));
    expect(parseFilter('model = "\\u{1F697} car"')).toEqual(eq('model', '🚗 car'));
  });

  it('takes quoted keywords as plain values', () => {
    expect(parseFilter('tag = "AND"')).toEqual(eq('tag', 'AND'));
    expect(parseFilter("tag = 'null'")).toEqual(eq('tag', 'null'));
  });
});

describe('parseFilter: attributes', () => {
  it('reads dotted attribute names as one name', () => {
    expect(parseFilter('location.id = 7')).toEqual(eq('location.id', '7'));
  });

  it('reads quoted attribute names, spaces, dots and keywords included', () => {
    expect(parseFilter('"car type" = demo')).toEqual(eq('car type', 'demo'));
    expect(parseFilter("'location.id' = 7")).toEqual(eq('location.id', '7'));
    expect(parseFilter('"AND" = 1')).toEqual(eq('AND', '1'));
  });
});

describe('parseFilter: range (TO)', () => {
  it('parses attribute low TO high', () => {
    expect(parseFilter('km 1000 TO 5000')).toEqual({
      type: 'range',
      attribute: 'km',
      low: '1000',
      high: '5000',
    });
  });

  it('accepts negative, decimal and quoted bounds', () => {
    expect(parseFilter('t -5.5 TO "7"')).toEqual({ type: 'range', attribute: 't', low: '-5.5', high: '7' });
  });

  it('combines with other conditions', () => {
    expect(parseFilter('km 0 TO 10 AND make = Kia')).toEqual({
      type: 'and',
      operands: [{ type: 'range', attribute: 'km', low: '0', high: '10' }, eq('make', 'Kia')],
    });
  });
});

describe('parseFilter: IN and NOT IN', () => {
  it('parses IN with bare and quoted values', () => {
    expect(parseFilter('stocknum IN [A123, "B 456", \'C,7\']')).toEqual({
      type: 'in',
      attribute: 'stocknum',
      values: ['A123', 'B 456', 'C,7'],
      negated: false,
    });
  });

  it('parses NOT IN', () => {
    expect(parseFilter('make NOT IN [Kia, Hyundai]')).toEqual({
      type: 'in',
      attribute: 'make',
      values: ['Kia', 'Hyundai'],
      negated: true,
    });
  });

  it('accepts an empty list, a trailing comma and no spaces', () => {
    expect(parseFilter('make IN []')).toEqual({ type: 'in', attribute: 'make', values: [], negated: false });
    expect(parseFilter('make IN[a,b,]')).toEqual({
      type: 'in',
      attribute: 'make',
      values: ['a', 'b'],
      negated: false,
    });
  });
});

describe('parseFilter: EXISTS, IS NULL, IS EMPTY', () => {
  it.each([
    ['tag EXISTS', { type: 'exists', attribute: 'tag', negated: false }],
    ['tag NOT EXISTS', { type: 'exists', attribute: 'tag', negated: true }],
    ['tag IS NULL', { type: 'isNull', attribute: 'tag', negated: false }],
    ['tag IS NOT NULL', { type: 'isNull', attribute: 'tag', negated: true }],
    ['tag IS EMPTY', { type: 'isEmpty', attribute: 'tag', negated: false }],
    ['tag IS NOT EMPTY', { type: 'isEmpty', attribute: 'tag', negated: true }],
  ] as const)('parses %s', (expression, expected) => {
    expect(parseFilter(expression)).toEqual(expected);
  });
});

describe('parseFilter: AND, OR, NOT and precedence', () => {
  const a = eq('a', '1');
  const b = eq('b', '2');
  const c = eq('c', '3');

  it('collects a chain of ANDs or ORs into one node', () => {
    expect(parseFilter('a = 1 AND b = 2 AND c = 3')).toEqual({ type: 'and', operands: [a, b, c] });
    expect(parseFilter('a = 1 OR b = 2 OR c = 3')).toEqual({ type: 'or', operands: [a, b, c] });
  });

  it('binds AND tighter than OR', () => {
    expect(parseFilter('a = 1 OR b = 2 AND c = 3')).toEqual({
      type: 'or',
      operands: [a, { type: 'and', operands: [b, c] }],
    });
    expect(parseFilter('a = 1 AND b = 2 OR c = 3')).toEqual({
      type: 'or',
      operands: [{ type: 'and', operands: [a, b] }, c],
    });
  });

  it('binds NOT tighter than AND', () => {
    expect(parseFilter('NOT a = 1 AND b = 2')).toEqual({
      type: 'and',
      operands: [{ type: 'not', operand: a }, b],
    });
    expect(parseFilter('a = 1 OR NOT b = 2')).toEqual({
      type: 'or',
      operands: [a, { type: 'not', operand: b }],
    });
  });

  it('allows NOT to repeat', () => {
    expect(parseFilter('NOT NOT a = 1')).toEqual({ type: 'not', operand: { type: 'not', operand: a } });
  });

  it('lets parentheses override precedence', () => {
    expect(parseFilter('(a = 1 OR b = 2) AND c = 3')).toEqual({
      type: 'and',
      operands: [{ type: 'or', operands: [a, b] }, c],
    });
    expect(parseFilter('NOT (a = 1 AND b = 2)')).toEqual({
      type: 'not',
      operand: { type: 'and', operands: [a, b] },
    });
  });

  it('treats redundant parentheses as grouping only', () => {
    expect(parseFilter('((a = 1))')).toEqual(a);
    expect(parseFilter('(a = 1)AND(b = 2)')).toEqual({ type: 'and', operands: [a, b] });
  });

  it('keeps explicitly grouped chains as written', () => {
    expect(parseFilter('(a = 1 AND b = 2) AND c = 3')).toEqual({
      type: 'and',
      operands: [{ type: 'and', operands: [a, b] }, c],
    });
  });

  it(`accepts ${MAX_FILTER_DEPTH} levels of nesting`, () => {
    const nested = `${'('.repeat(MAX_FILTER_DEPTH)}a = 1${')'.repeat(MAX_FILTER_DEPTH)}`;
    expect(parseFilter(nested)).toEqual(a);
    expect(parseFilter(`${'NOT '.repeat(MAX_FILTER_DEPTH)}a = 1`)).toMatchObject({ type: 'not' });
  });
});

describe('parseFilter: keywords are case-insensitive', () => {
  it.each([
    ['a = 1 and b = 2', { type: 'and', operands: [eq('a', '1'), eq('b', '2')] }],
    ['a = 1 Or b = 2', { type: 'or', operands: [eq('a', '1'), eq('b', '2')] }],
    ['not a = 1', { type: 'not', operand: eq('a', '1') }],
    ['km 1 to 5', { type: 'range', attribute: 'km', low: '1', high: '5' }],
    ['a in [x]', { type: 'in', attribute: 'a', values: ['x'], negated: false }],
    ['a Not In [x]', { type: 'in', attribute: 'a', values: ['x'], negated: true }],
    ['a exists', { type: 'exists', attribute: 'a', negated: false }],
    ['a not exists', { type: 'exists', attribute: 'a', negated: true }],
    ['a is null', { type: 'isNull', attribute: 'a', negated: false }],
    ['a Is Not Empty', { type: 'isEmpty', attribute: 'a', negated: true }],
  ] as const)('parses %s', (expression, expected) => {
    expect(parseFilter(expression)).toEqual(expected);
  });
});

describe('parseFilter: syntax errors', () => {
  it('throws a FilterSyntaxError carrying the expression, position, line, column and length', () => {
    const error = syntaxError('make = AND km < 3');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FilterSyntaxError');
    expect(error.expression).toBe('make = AND km < 3');
    expect(error.position).toBe(7);
    expect(error.line).toBe(1);
    expect(error.column).toBe(8);
    expect(error.length).toBe(3);
  });

  it('writes a message with position, column, expectation and a caret line', () => {
    expect(syntaxError('status = sold AND = 5').message).toBe(
      'Unexpected "=" at position 18 (column 19): expected a condition after "AND"\n' +
        '  status = sold AND = 5\n' +
        '                    ^',
    );
    expect(syntaxError('km > 1 AND make = AND x = 1').message).toBe(
      'Unexpected "AND" at position 18 (column 19): expected a value after "=" (to use AND as a value, quote it: "AND")\n' +
        '  km > 1 AND make = AND x = 1\n' +
        '                    ^^^',
    );
  });

  it('names the line and column and shows only the offending line in a multi-line filter', () => {
    const error = syntaxError('status != sold\nAND km <\n  AND x = 1');
    expect(error.position).toBe(26);
    expect(error.line).toBe(3);
    expect(error.column).toBe(3);
    expect(error.message).toBe(
      'Unexpected "AND" at position 26 (line 3, column 3): expected a value after "<" (to use AND as a value, quote it: "AND")\n' +
        '    AND x = 1\n' +
        '    ^^^',
    );
  });

  it('keeps tabs in the caret line so the caret stays under the problem', () => {
    expect(syntaxError('\ta = ').message.split('\n')[2]).toBe('  \t    ^');
  });

  describe('missing value', () => {
    it.each([
      ['make = AND km < 3', 'Unexpected "AND" at position 7 (column 8): expected a value after "="'],
      ['make =', 'Unexpected end of filter at position 6 (column 7): expected a value after "="'],
      ['(make != )', 'Unexpected ")" at position 9 (column 10): expected a value after "!="'],
      ['km >= [1]', 'Unexpected "[" at position 6 (column 7): expected a value after ">="'],
      ['km 5 TO', 'Unexpected end of filter at position 7 (column 8): expected a value after "TO"'],
      ['km 5 to or', 'Unexpected "or" at position 8 (column 9): expected a value after "to"'],
    ])('%s', (expression, expected) => {
      expect(headline(expression)).toContain(expected);
    });

    it('suggests quoting when the value is a keyword', () => {
      expect(headline('tag = null')).toBe(
        'Unexpected "null" at position 6 (column 7): expected a value after "=" (to use null as a value, quote it: "null")',
      );
    });
  });

  describe('missing condition', () => {
    it.each([
      ['AND make = Kia', 'Unexpected "AND" at position 0 (column 1): expected a condition'],
      [
        'make = Kia AND',
        'Unexpected end of filter at position 14 (column 15): expected a condition after "AND"',
      ],
      [
        'make = Kia OR OR x = 1',
        'Unexpected "OR" at position 14 (column 15): expected a condition after "OR"',
      ],
      ['NOT', 'Unexpected end of filter at position 3 (column 4): expected a condition after "NOT"'],
      ['()', 'Unexpected ")" at position 1 (column 2): expected a condition after "("'],
      ['= 5', 'Unexpected "=" at position 0 (column 1): expected a condition'],
    ])('%s', (expression, expected) => {
      expect(headline(expression)).toBe(expected);
    });

    it('suggests quoting a keyword used as an attribute name', () => {
      expect(headline('exists = 1')).toBe(
        'Unexpected "exists" at position 0 (column 1): expected a condition (to use exists as an attribute name, quote it: "exists")',
      );
    });
  });

  describe('missing or unknown operator', () => {
    it.each([
      [
        'make == Kia',
        'Unknown operator "==" at position 5 (column 6): expected one of =, !=, >, >=, <, <= (did you mean "="?)',
      ],
      [
        'make <> Kia',
        'Unknown operator "<>" at position 5 (column 6): expected one of =, !=, >, >=, <, <= (did you mean "!="?)',
      ],
      [
        'km => 5',
        'Unknown operator "=>" at position 3 (column 4): expected one of =, !=, >, >=, <, <= (did you mean ">="?)',
      ],
      [
        'km =< 5',
        'Unknown operator "=<" at position 3 (column 4): expected one of =, !=, >, >=, <, <= (did you mean "<="?)',
      ],
      [
        'make ! Kia',
        'Unknown operator "!" at position 5 (column 6): expected one of =, !=, >, >=, <, <= (did you mean "NOT"?)',
      ],
      ['km =! 5', 'Unknown operator "=!" at position 3 (column 4): expected one of =, !=, >, >=, <, <='],
    ])('%s', (expression, expected) => {
      expect(headline(expression)).toBe(expected);
    });

    it('names an unknown word operator and lists the valid ones', () => {
      expect(headline('make LIKE Kia')).toBe(
        'Unknown operator "LIKE" at position 5 (column 6): expected =, !=, >, >=, <, <=, IN, NOT IN, EXISTS, NOT EXISTS, IS NULL, IS EMPTY or "low TO high"',
      );
    });

    it('reports a missing operator at the end or before a parenthesis', () => {
      expect(headline('make')).toMatch(
        /^Unexpected end of filter at position 4 \(column 5\): expected an operator after "make"/,
      );
      expect(headline('(make)')).toMatch(
        /^Unexpected "\)" at position 5 \(column 6\): expected an operator after "make"/,
      );
      expect(headline('make AND x = 1')).toMatch(
        /^Unexpected "AND" at position 5 \(column 6\): expected an operator after "make"/,
      );
    });

    it('hints at quoting an attribute name that contains a space', () => {
      expect(headline('car type = demo')).toBe(
        'Unexpected "type" at position 4 (column 5): expected an operator after "car" (quote attribute names that contain spaces: "car type")',
      );
    });

    it('reports a range without a lower bound', () => {
      expect(headline('km TO 5')).toBe(
        'Unexpected "TO" at position 3 (column 4): expected the lower bound of a range before "TO", as in: price 1000 TO 5000',
      );
    });

    it('explains what may follow NOT and IS', () => {
      expect(headline('tag NOT = x')).toBe(
        'Unexpected "=" at position 8 (column 9): expected IN or EXISTS after "NOT"',
      );
      expect(headline('tag IS x')).toBe(
        'Unexpected "x" at position 7 (column 8): expected NULL, EMPTY or NOT after "IS"',
      );
      expect(headline('tag IS NOT')).toBe(
        'Unexpected end of filter at position 10 (column 11): expected NULL or EMPTY after "NOT"',
      );
    });

    it('refuses the experimental CONTAINS and STARTS WITH operators and geo filters clearly', () => {
      expect(headline('make CONTAINS ki')).toMatch(
        /^Unsupported operator "CONTAINS" at position 5 \(column 6\): CONTAINS and STARTS WITH/,
      );
      expect(headline('make starts with ki')).toMatch(
        /^Unsupported operator "starts" at position 5 \(column 6\)/,
      );
      expect(headline('_geoRadius(45.4, 9.1, 2000)')).toBe(
        'Unsupported filter "_geoRadius" at position 0 (column 1): geo filters are not supported',
      );
    });
  });

  describe('parentheses', () => {
    it('reports an unclosed "(" at the parenthesis itself', () => {
      expect(headline('(make = Kia')).toBe(
        'Unclosed "(" at position 0 (column 1): expected ")" before the end of the filter',
      );
      expect(headline('a = 1 AND (b = 2 OR (c = 3)')).toBe(
        'Unclosed "(" at position 10 (column 11): expected ")" before the end of the filter',
      );
    });

    it('reports what stands where ")" was expected', () => {
      expect(headline('(a = 1 b = 2)')).toBe(
        'Unexpected "b" at position 7 (column 8): expected AND, OR or ")" to close the "(" at position 0',
      );
    });

    it('reports a ")" that closes nothing', () => {
      expect(headline('a = 1)')).toBe(
        'Unexpected ")" at position 5 (column 6): there is no "(" for it to close',
      );
    });
  });

  describe('strings', () => {
    it.each([
      ['make = "Kia', 7, 'expected a closing " before the end of the filter'],
      ["make = 'Kia", 7, "expected a closing ' before the end of the filter"],
      ['make = "Kia\\"', 7, 'expected a closing " before the end of the filter'],
      ['"car type = demo', 0, 'expected a closing " before the end of the filter'],
      ['model = "end\\', 8, 'expected a closing " before the end of the filter'],
    ])('reports the unterminated string %s at its opening quote', (expression, position, expected) => {
      const error = syntaxError(expression);
      expect(error.position).toBe(position);
      expect(error.message.split('\n')[0]).toBe(
        `Unterminated string at position ${position} (column ${position + 1}): ${expected}`,
      );
    });

    it.each([
      ['model = "a\\qb"', 10, '\\q'],
      ['model = "\\u12"', 9, '\\u'],
      ['model = "\\u{110000}"', 9, '\\u'],
    ])('reports the invalid escape in %s at the backslash', (expression, position, sequence) => {
      const error = syntaxError(expression);
      expect(error.position).toBe(position);
      expect(error.message).toMatch(
        new RegExp(`^Invalid escape "${sequence.replaceAll('\\', '\\\\')}" at position ${position} `),
      );
    });
  });

  describe('trailing input', () => {
    it.each([
      ['make = Kia km < 3', 11, '"km"'],
      ['make = Kia Hyundai', 11, '"Hyundai"'],
      ['make = "Land" Rover', 14, '"Rover"'],
      ['a IN [x] [y]', 9, '"["'],
    ])('%s', (expression, position, found) => {
      expect(headline(expression)).toBe(
        `Unexpected ${found} at position ${position} (column ${position + 1}): expected AND, OR or the end of the filter`,
      );
    });
  });

  describe('IN lists', () => {
    it.each([
      ['a IN b', 'Unexpected "b" at position 5 (column 6): expected "[" after "IN"'],
      ['a not in x', 'Unexpected "x" at position 9 (column 10): expected "[" after "in"'],
      [
        'a IN [x y]',
        'Unexpected "y" at position 8 (column 9): expected "," or "]" after a value in the list',
      ],
      ['a IN [x,, y]', 'Unexpected "," at position 8 (column 9): expected a value or "]"'],
      ['a IN [x, (y)]', 'Unexpected "(" at position 9 (column 10): expected a value or "]"'],
      ['a IN [x,', 'Unclosed "[" at position 5 (column 6): expected "]" before the end of the filter'],
      ['a IN [x', 'Unclosed "[" at position 5 (column 6): expected "]" before the end of the filter'],
      ['a IN [', 'Unclosed "[" at position 5 (column 6): expected "]" before the end of the filter'],
    ])('%s', (expression, expected) => {
      expect(headline(expression)).toBe(expected);
    });

    it('suggests quoting a keyword in the list', () => {
      expect(headline('tag IN [new, EMPTY]')).toBe(
        'Unexpected "EMPTY" at position 13 (column 14): expected a value or "]" (to use EMPTY as a value, quote it: "EMPTY")',
      );
    });
  });

  describe('characters outside the syntax', () => {
    it.each([
      ['a = 1 & b = 2', 6, '&', 'combine conditions with AND'],
      ['a = 1 || b = 2', 6, '|', 'combine conditions with OR'],
      ['price = $5', 8, '$', 'outside quotes only letters, digits, "_", "-" and "." can form a value'],
    ])('reports %s at the character', (expression, position, char, expected) => {
      expect(headline(expression)).toMatch(
        new RegExp(
          `^Unexpected character "\\${char}" at position ${position} \\(column ${position + 1}\\): ${escapeRegExp(expected)}`,
        ),
      );
    });

    it('reports problems in reading order, not the last one first', () => {
      expect(headline('make = = "Kia')).toBe(
        'Unexpected "=" at position 7 (column 8): expected a value after "="',
      );
      expect(headline('make LIKE & x')).toMatch(/^Unknown operator "LIKE" at position 5/);
    });
  });

  describe('nesting limit', () => {
    it(`refuses more than ${MAX_FILTER_DEPTH} nested parentheses at the first one too many`, () => {
      const depth = MAX_FILTER_DEPTH + 1;
      const error = syntaxError(`${'('.repeat(depth)}a = 1${')'.repeat(depth)}`);
      expect(error.position).toBe(MAX_FILTER_DEPTH);
      expect(error.message).toMatch(
        /^Filter nested too deeply at position 200 \(column 201\): at most 200 levels/,
      );
    });

    it(`refuses more than ${MAX_FILTER_DEPTH} nested NOTs`, () => {
      const error = syntaxError(`${'NOT '.repeat(MAX_FILTER_DEPTH + 1)}a = 1`);
      expect(error.position).toBe(MAX_FILTER_DEPTH * 4);
    });
  });
});

describe('parseFilterInput: Meilisearch array form', () => {
  const kia = eq('make', 'Kia');
  const hyundai = eq('make', 'Hyundai');
  const unsold: FilterNode = { type: 'comparison', attribute: 'status', operator: '!=', value: 'sold' };

  it('parses a plain expression like parseFilter', () => {
    expect(parseFilterInput('make = Kia')).toEqual(kia);
    expect(parseFilterInput('  ')).toBeNull();
  });

  it('ANDs the items of the outer array', () => {
    expect(parseFilterInput(['status != sold', 'make = Kia'])).toEqual({
      type: 'and',
      operands: [unsold, kia],
    });
  });

  it('ORs the items of an inner array', () => {
    expect(parseFilterInput(['status != sold', ['make = Kia', 'make = Hyundai']])).toEqual({
      type: 'and',
      operands: [unsold, { type: 'or', operands: [kia, hyundai] }],
    });
  });

  it('unwraps single items and keeps each item a full expression', () => {
    expect(parseFilterInput(['make = Kia'])).toEqual(kia);
    expect(parseFilterInput([['make = Kia']])).toEqual(kia);
    expect(parseFilterInput([['make = Kia OR make = Hyundai', 'km < 5']])).toEqual({
      type: 'or',
      operands: [
        { type: 'or', operands: [kia, hyundai] },
        { type: 'comparison', attribute: 'km', operator: '<', value: '5' },
      ],
    });
  });

  it('skips blank items and empty arrays, as Meilisearch does', () => {
    expect(parseFilterInput(['', 'make = Kia', [], ['  ']])).toEqual(kia);
    expect(parseFilterInput([])).toBeNull();
    expect(parseFilterInput([[], ''])).toBeNull();
  });

  it('treats null and undefined as no filter', () => {
    expect(parseFilterInput(null)).toBeNull();
    expect(parseFilterInput(undefined)).toBeNull();
  });

  it('reports a syntax error inside an item against that item', () => {
    let caught: unknown;
    try {
      parseFilterInput(['make = Kia', ['km < 5', 'status = ']]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FilterSyntaxError);
    expect((caught as FilterSyntaxError).expression).toBe('status = ');
    expect((caught as FilterSyntaxError).position).toBe(9);
  });

  it('rejects shapes Meilisearch rejects with a TypeError', () => {
    const parseUnknown = parseFilterInput as (input: unknown) => unknown;
    expect(() => parseUnknown([[['make = Kia']]])).toThrow(/arrays can nest only one level deep/);
    expect(() => parseUnknown([42])).toThrow(TypeError);
    expect(() => parseUnknown([['a = 1', null]])).toThrow(/got null/);
    expect(() => parseUnknown({ make: 'Kia' })).toThrow(/got object/);
    expect(() => parseUnknown(true)).toThrow(/got boolean/);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
