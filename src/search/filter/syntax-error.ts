/**
 * The error thrown for a filter that does not parse. Stock filters are typed by hand into
 * dealer config, so the message must let someone fix the filter without reading code: it
 * says what was found, where (0-based position for tools, 1-based column for people) and
 * what was expected, and shows the offending line with a caret under the problem.
 */

export interface FilterSyntaxErrorDetails {
  readonly expression: string;
  /** 0-based character index of the problem in `expression`. */
  readonly position: number;
  /** How many characters the caret underlines (at least one). */
  readonly length?: number;
  /** What was found, e.g. `Unexpected "AND"` or `Unterminated string`. */
  readonly found: string;
  /** What would have been valid there, e.g. `expected a value after "="`. */
  readonly expected: string;
}

export class FilterSyntaxError extends Error {
  override readonly name = 'FilterSyntaxError';
  readonly expression: string;
  /** 0-based character index of the problem in `expression`. */
  readonly position: number;
  /** 1-based line of the problem (filters written in YAML may span lines). */
  readonly line: number;
  /** 1-based column of the problem within its line. */
  readonly column: number;
  readonly length: number;

  constructor(details: FilterSyntaxErrorDetails) {
    const { expression, position, found, expected } = details;
    const length = Math.max(1, details.length ?? 1);
    const { line, column, lineText } = locate(expression, position);
    const where = expression.includes('\n') ? `line ${line}, column ${column}` : `column ${column}`;
    super(
      `${found} at position ${position} (${where}): ${expected}\n` +
        `  ${lineText}\n` +
        `  ${caretLine(lineText, column, length)}`,
    );
    this.expression = expression;
    this.position = position;
    this.line = line;
    this.column = column;
    this.length = length;
  }
}

function locate(expression: string, position: number): { line: number; column: number; lineText: string } {
  const before = expression.slice(0, position);
  const line = before.split('\n').length;
  const lineStart = before.lastIndexOf('\n') + 1;
  const lineEnd = expression.indexOf('\n', lineStart);
  const lineText = expression.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).replace(/\r$/, '');
  return { line, column: position - lineStart + 1, lineText };
}

/** Keeps tabs from the line so the caret stays aligned under tab-indented text. */
function caretLine(lineText: string, column: number, length: number): string {
  const indent = lineText
    .slice(0, column - 1)
    .split('')
    .map((char) => (char === '\t' ? '\t' : ' '))
    .join('');
  return `${indent}${'^'.repeat(length)}`;
}
