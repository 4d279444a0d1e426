import { describe, expect, it } from 'vitest';
import {
  type CompactPostcodes,
  createPostcodeLookup,
  parseCompactPostcodes,
} from '../../../../src/domain/calculators/postcode-lookup.ts';

const data = (rows: unknown[], extra: Record<string, unknown> = {}) => ({
  format: 'au-postcodes/1',
  source: 'test',
  count: rows.length,
  rows,
  ...extra,
});
const valid: CompactPostcodes = data([
  ['0800', -12.426, 130.807, 'NT', 'Darwin'],
  ['2000', -33.864, 151.228, 'NSW', 'Sydney'],
]) as CompactPostcodes;

describe('compact postcode data', () => {
  it('parses the au-postcodes/1 format', () => {
    expect(parseCompactPostcodes(JSON.parse(JSON.stringify(valid)))).toEqual(valid);
  });

  it('refuses other formats, wrong counts, unsorted or duplicate rows and bad values', () => {
    expect(() => parseCompactPostcodes(data([], { format: 'au-postcodes/2' }))).toThrow(
      'Invalid postcode data at format: Expected format au-postcodes/1',
    );
    expect(() => parseCompactPostcodes({ ...valid, count: 3 })).toThrow(
      'count must equal the number of rows',
    );
    expect(() => parseCompactPostcodes(data([valid.rows[1], valid.rows[0]]))).toThrow(
      'rows must be sorted by postcode without duplicates',
    );
    expect(() => parseCompactPostcodes(data([valid.rows[0], valid.rows[0]]))).toThrow(
      'rows must be sorted by postcode without duplicates',
    );
    expect(() => parseCompactPostcodes(data([['800', -12.4, 130.8, 'NT', 'Darwin']]))).toThrow(
      'Postcode must be 4 digits',
    );
    expect(() => parseCompactPostcodes(data([['0800', -95, 130.8, 'NT', 'Darwin']]))).toThrow('rows.0.1');
    expect(() => parseCompactPostcodes(data([['0800', -12.4, 130.8, 'XX', 'Darwin']]))).toThrow('rows.0.3');
    expect(() => parseCompactPostcodes(data([['0800', -12.4, 130.8, 'NT', '']]))).toThrow(
      'Locality must not be empty',
    );
    expect(() => parseCompactPostcodes(null)).toThrow('Invalid postcode data');
  });
});

describe('postcode lookup', () => {
  const lookup = createPostcodeLookup(valid);

  it('[CALC-03] finds a postcode in the data with its position, state and locality', () => {
    expect(lookup('0800')).toEqual({
      postcode: '0800',
      lat: -12.426,
      lng: 130.807,
      state: 'NT',
      locality: 'Darwin',
    });
    expect(lookup(' 2000 ')).toMatchObject({ postcode: '2000', locality: 'Sydney' });
  });

  it('[CALC-03] finds nothing for a postcode not in the data, or not written with 4 digits', () => {
    for (const postcode of ['0000', '9999', '1234', '800', '', '08000'])
      expect(lookup(postcode)).toBeUndefined();
  });
});
