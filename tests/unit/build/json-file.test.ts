import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeJsonInPieces } from '../../../src/build/json-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'json-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a large JSON file written a piece at a time', () => {
  it('writes the text JSON.stringify gives, left-out values and accents included', () => {
    const value = {
      tenant: { slug: 'côte-motors', name: 'Côte "Motors"' },
      skipped: undefined,
      cars: [
        { id: 'A1', make: 'Škoda', price: 21_990, notes: undefined },
        undefined,
        { id: 'A2', make: 'Citroën', tags: ['new', 'ev'] },
      ],
      builtAt: '2026-11-27T00:00:00.000Z',
      render: () => 'no JSON',
    };
    const file = join(dir, 'data.json');
    writeJsonInPieces(file, value, 'cars');
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(value));
    expect(readFileSync(file, 'utf8')).toBe(
      '{"tenant":{"slug":"côte-motors","name":"Côte \\"Motors\\""},"cars":[{"id":"A1","make":"Škoda","price":21990},null,{"id":"A2","make":"Citroën","tags":["new","ev"]}],"builtAt":"2026-11-27T00:00:00.000Z"}',
    );
  });

  it('writes a list longer than one piece, and an empty list', () => {
    const long = { cars: Array.from({ length: 30_000 }, (_, i) => ({ id: `C${i}`, text: 'x'.repeat(50) })) };
    const file = join(dir, 'long.json');
    writeJsonInPieces(file, long, 'cars');
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(long));
    writeJsonInPieces(file, { first: 1, cars: [] }, 'cars');
    expect(readFileSync(file, 'utf8')).toBe('{"first":1,"cars":[]}');
  });
});

describe('a large JSON file that cannot be written', () => {
  it('leaves no half file when a value cannot be written', () => {
    const file = join(dir, 'broken.json');
    const cars = [{ id: 'A1' }, { id: 'A2', price: 10n }];
    expect(() => writeJsonInPieces(file, { cars }, 'cars')).toThrow(/BigInt/);
    expect(existsSync(file)).toBe(false);
  });
});
