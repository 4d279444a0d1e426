import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  dateLike,
  flag,
  integer,
  isUnknownValue,
  nonNegative,
  numeric,
  optional,
  text,
  textual,
  url,
} from '../../../src/model/fields.ts';

const ok = <T extends v.GenericSchema>(schema: T, input: unknown) => v.parse(schema, input);
const fails = (schema: v.GenericSchema, input: unknown) => !v.safeParse(schema, input).success;
const message = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe('isUnknownValue', () => {
  it.each([null, undefined, '', ' ', '-', ' - ', '--', 'n/a', 'N/A', 'na', 'NULL', 'Unknown'])(
    '%j means unknown',
    (value) => {
      expect(isUnknownValue(value)).toBe(true);
    },
  );

  it.each([0, false, 'x', '0', 'No', 'Nil'])('%j is a value', (value) => {
    expect(isUnknownValue(value)).toBe(false);
  });
});

describe('optional()', () => {
  const schema = optional(numeric);
  it('turns null and the unknown spellings into undefined', () => {
    for (const value of [null, undefined, '', '-', 'n/a']) expect(ok(schema, value)).toBeUndefined();
  });

  it('lets a key be absent from an object', () => {
    expect(ok(v.object({ km: optional(numeric) }), {})).toEqual({});
  });

  it('still validates a real value', () => {
    expect(ok(schema, '12,990')).toBe(12990);
    expect(fails(schema, 'twelve')).toBe(true);
  });
});

describe('numeric', () => {
  it.each([
    [12990, 12990],
    ['12990', 12990],
    ['12,990', 12990],
    ['$12,990', 12990],
    [' $ 1,234,567.50 ', 1234567.5],
    ['-3', -3],
    ['0', 0],
  ])('%j → %j', (input, expected) => {
    expect(ok(numeric, input)).toBe(expected);
  });

  it.each(['POA', '12k', '1.2.3', 'abc', '', Number.NaN, Number.POSITIVE_INFINITY, true, null])(
    'rejects %j',
    (input) => {
      expect(fails(numeric, input)).toBe(true);
    },
  );

  it('nonNegative rejects negatives with a clear reason', () => {
    expect(ok(nonNegative, 0)).toBe(0);
    expect(message(nonNegative, -1)).toBe('Must not be negative');
    expect(message(nonNegative, '-1,000')).toBe('Must not be negative');
  });

  it('integer rejects fractions', () => {
    expect(ok(integer, '2021')).toBe(2021);
    expect(message(integer, 4.5)).toBe('Expected a whole number');
  });
});

describe('text and textual', () => {
  it('text trims and refuses empty text', () => {
    expect(ok(text, '  Corolla ')).toBe('Corolla');
    expect(message(text, '   ')).toBe('Must not be empty');
    expect(fails(text, 5)).toBe(true);
  });

  it('textual turns numbers into text (stock numbers, postcodes)', () => {
    expect(ok(textual, 2229)).toBe('2229');
    expect(ok(textual, ' TC1042 ')).toBe('TC1042');
    expect(message(textual, '')).toBe('Must not be empty');
  });
});

describe('flag', () => {
  it.each([
    [true, true],
    ['true', true],
    ['TRUE', true],
    ['Yes', true],
    ['1', true],
    [1, true],
    [false, false],
    ['False', false],
    ['no', false],
    ['0', false],
    [0, false],
  ])('%j → %j', (input, expected) => {
    expect(ok(flag, input)).toBe(expected);
  });

  it.each(['maybe', 'Y', 2, null])('rejects %j', (input) => {
    expect(fails(flag, input)).toBe(true);
  });
});

describe('dateLike', () => {
  it('keeps ISO dates as ISO text', () => {
    expect(ok(dateLike, '2026-11-21T09:30:00Z')).toBe('2026-11-21T09:30:00.000Z');
    expect(ok(dateLike, '2026-11-21T09:30:00+10:00')).toBe('2026-11-20T23:30:00.000Z');
    expect(ok(dateLike, '2026-11-21')).toBe('2026-11-21T00:00:00.000Z');
  });

  it('reads unix timestamps in seconds and in milliseconds', () => {
    expect(ok(dateLike, 1_763_683_200)).toBe('2025-11-21T00:00:00.000Z');
    expect(ok(dateLike, 1_763_683_200_000)).toBe('2025-11-21T00:00:00.000Z');
  });

  it('rejects text that is not a date', () => {
    expect(message(dateLike, 'next tuesday')).toBe('Expected a date (ISO 8601 or a unix timestamp)');
    expect(fails(dateLike, true)).toBe(true);
  });
});

describe('url', () => {
  it('accepts absolute http(s) URLs and site paths', () => {
    expect(ok(url, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(ok(url, ' /media/a.jpg ')).toBe('/media/a.jpg');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'cdn.example.com/a.jpg',
    'https://cdn.example.com/a b.jpg',
  ])('rejects %j', (input) => {
    expect(message(url, input)).toBe('Expected an absolute URL or a path starting with /');
  });
});
