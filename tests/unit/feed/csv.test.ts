import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenant, validateSettings } from '../../../src/config/load-tenant.ts';
import {
  MissingColumnError,
  readMappedValue,
  repairSplitMake,
  setPath,
} from '../../../src/feed/csv-mapping.ts';
import { FeedError, importFeedText, readTenantFeed } from '../../../src/feed/read-feed.ts';
import { DEFAULT_MULTI_WORD_MAKES, DEFAULT_MULTI_WORD_MODELS } from '../../../src/config/schemas/feed.ts';
import { FIXTURE_TENANTS, makeLocation, settingsWith, thrown } from '../../fixtures/helpers.ts';

const HEADER =
  'Brand,Year,Model,Title,UsedOrNew,Transmission,Engine,DriveType,FuelType,FuelConsumption,Kilometres,ColourExtInt,Location,CylindersinEngine,BodyType,Doors,Seats,Price';

/** The csv-yard fixture's settings.json, validated as a settings object: the mapping lives in settings only. */
const csvSettings = validateSettings(
  'csv-yard',
  JSON.parse(readFileSync(join(FIXTURE_TENANTS, 'csv-yard', 'settings.json'), 'utf8')),
);
const caringbah = makeLocation({ id: 'l20', name: 'Fixture Used Cars', dealership_id: 'd20' });

function importCsv(text: string, settings = csvSettings, locations = [caringbah]) {
  return importFeedText(text, 'stock.csv', { settings, locations });
}

describe('readMappedValue parsers', () => {
  const row = {
    Engine: '4 cyl, 2.2 L',
    FuelConsumption: '8.7 L / 100 km',
    Kilometres: '86,500',
    Price: '$24,990',
    Big: '$1,234,567',
    ColourExtInt: 'White / Black',
    OnlyExterior: 'White',
    Location: 'Caringbah, NSW',
    Cyl: '6',
    Dash: '-',
    Empty: '',
    Spaces: '   ',
    UsedOrNew: 'USED',
    Certified: 'Yes',
    Title: '  2018 Mazda CX-5  ',
    Status: 'SOLD',
  };

  it.each([
    [{ column: 'Engine', parse: 'litres' }, 2.2],
    [{ column: 'Engine', parse: 'cylinders' }, 4],
    [{ column: 'Cyl', parse: 'cylinders' }, 6],
    [{ column: 'FuelConsumption', parse: 'number' }, 8.7],
    [{ column: 'Kilometres', parse: 'integer' }, 86500],
    [{ column: 'Price', parse: 'number' }, 24990],
    [{ column: 'Big', parse: 'number' }, 1234567],
    [{ column: 'ColourExtInt', split: '/', part: 0 }, 'White'],
    [{ column: 'ColourExtInt', split: '/', part: 1 }, 'Black'],
    [{ column: 'OnlyExterior', split: '/', part: 1 }, undefined],
    [{ column: 'Location', split: ',', part: 0 }, 'Caringbah'],
    [{ column: 'Location', split: ',', part: 1 }, 'NSW'],
    [{ column: 'UsedOrNew', values: { used: 'used', new: 'new' } }, 'used'],
    [{ column: 'Certified', parse: 'boolean' }, true],
    [{ column: 'Status', parse: 'lower' }, 'sold'],
    [{ column: 'Title' }, '2018 Mazda CX-5'],
    [{ column: 'Dash', parse: 'number' }, undefined],
    [{ column: 'Empty' }, undefined],
    [{ column: 'Spaces' }, undefined],
    [{ value: 'l20' }, 'l20'],
    [{ columns: ['Title', 'Dash', 'Cyl'] }, '2018 Mazda CX-5 6'],
  ] as const)('%j → %j', (mapping, expected) => {
    expect(readMappedValue(row, mapping as never)).toEqual(expected);
  });

  it('leaves unparseable numbers as text so validation reports them', () => {
    expect(readMappedValue({ Price: 'POA' }, { column: 'Price', parse: 'number' })).toBe('POA');
    expect(readMappedValue({ Engine: 'Electric' }, { column: 'Engine', parse: 'litres' })).toBeUndefined();
  });

  it('builds a stable id from a hash of columns', () => {
    const mapping = { hash: ['Brand', 'Model', 'Year'] };
    const a = readMappedValue({ Brand: 'Mazda', Model: 'CX-5', Year: '2018' }, mapping);
    expect(a).toMatch(/^[0-9a-f]{10}$/);
    expect(readMappedValue({ Year: '2018', Model: 'CX-5', Brand: 'Mazda' }, mapping)).toBe(a);
    expect(readMappedValue({ Brand: 'Mazda', Model: 'CX-5', Year: '2019' }, mapping)).not.toBe(a);
    // The separator keeps "ab"+"c" and "a"+"bc" apart.
    expect(readMappedValue({ Brand: 'ab', Model: 'c', Year: '' }, mapping)).not.toBe(
      readMappedValue({ Brand: 'a', Model: 'bc', Year: '' }, mapping),
    );
  });

  it('throws MissingColumnError for a column the row does not have', () => {
    expect(() => readMappedValue({ Brand: 'Mazda' }, { column: 'Make' })).toThrow(MissingColumnError);
    expect(() => readMappedValue({ Brand: 'Mazda' }, { hash: ['Brand', 'StockNumber'] })).toThrow(
      'column "StockNumber" is not in the file',
    );
  });
});

describe('setPath', () => {
  it('sets dotted paths, creating nested objects', () => {
    const record: Record<string, unknown> = {};
    setPath(record, 'variant.cylinders', 4);
    setPath(record, 'variant.enginesize_litres', 2.2);
    setPath(record, 'make', 'Mazda');
    expect(record).toEqual({ variant: { cylinders: 4, enginesize_litres: 2.2 }, make: 'Mazda' });
  });

  it('never writes through __proto__ or constructor', () => {
    const record: Record<string, unknown> = {};
    setPath(record, '__proto__.polluted', true);
    setPath(record, 'constructor.prototype.polluted', true);
    setPath(record, 'a.__proto__', { polluted: true });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
  });
});

describe('repairSplitMake', () => {
  it.each([
    ['Land', 'Rover Range Rover Evoque', 'Land Rover', 'Range Rover Evoque'],
    ['land', 'rover Discovery Sport', 'Land Rover', 'Discovery Sport'],
    ['Alfa', 'Romeo Giulia', 'Alfa Romeo', 'Giulia'],
    ['Great', 'Wall Cannon', 'Great Wall', 'Cannon'],
    ['Harley', 'Davidson Street Glide', 'Harley Davidson', 'Street Glide'],
    ['Land Rover', 'Range Rover', 'Land Rover', 'Range Rover'],
    ['Toyota', 'LandCruiser 300', 'Toyota', 'LandCruiser 300'],
    ['Land', 'Cruiser', 'Land', 'Cruiser'],
  ])('%s + %s → %s + %s', (make, model, expectedMake, expectedModel) => {
    expect(repairSplitMake(make, model, DEFAULT_MULTI_WORD_MAKES)).toEqual({
      make: expectedMake,
      model: expectedModel,
    });
  });

  it.each([
    [
      'Land',
      'Rover',
      '2016 Land Rover Range Rover Evoque TD4 150 SE',
      'Land Rover',
      'Range Rover Evoque',
      'TD4 150 SE',
    ],
    ['Alfa', 'Romeo', '2019 Alfa Romeo Giulia Veloce', 'Alfa Romeo', 'Giulia', 'Veloce'],
    ['Aston', 'Martin', '2015 Aston Martin Vantage', 'Aston Martin', 'Vantage', undefined],
    ['Great', 'Wall', '2021 Great Wall Cannon Ute L', 'Great Wall', 'Cannon Ute', 'L'],
    ['Mercedes', 'Benz', '2020 Mercedes-Benz C300 AMG Line', 'Mercedes Benz', 'C300', 'AMG Line'],
  ])(
    'a model column with only the end of the make reads the model from the title: %s + %s + "%s"',
    (make, model, title, expectedMake, expectedModel, expectedBadge) => {
      const repaired = repairSplitMake(
        make,
        model,
        DEFAULT_MULTI_WORD_MAKES,
        title,
        DEFAULT_MULTI_WORD_MODELS,
      );
      expect(repaired).toEqual({
        make: expectedMake,
        model: expectedModel,
        ...(expectedBadge && { badge: expectedBadge }),
      });
    },
  );

  it('without a title the model is left out, never the end of the make', () => {
    expect(repairSplitMake('Land', 'Rover', DEFAULT_MULTI_WORD_MAKES)).toEqual({
      make: 'Land Rover',
      model: undefined,
    });
  });

  it('leaves non-text values alone', () => {
    expect(repairSplitMake(undefined, 'Rover', DEFAULT_MULTI_WORD_MAKES)).toEqual({
      make: undefined,
      model: 'Rover',
    });
  });
});

describe('[FEED-08] a real-world CSV export mapped by settings alone', () => {
  const text = readFileSync(join(FIXTURE_TENANTS, 'csv-yard', 'stock.csv'), 'utf8');
  const { cars, report } = importCsv(text);
  const byModel = (model: string) => cars.find((c) => c.model === model)!;

  it('[FEED-08] the fixture uses the export header', () => {
    expect(text.split('\n')[0]).toBe(HEADER);
  });

  it('[FEED-08] maps a full row: numbers, litres, cylinders, fuel use, colours, location and price', () => {
    const mazda = byModel('CX-5');
    expect(mazda).toMatchObject({
      make: 'Mazda',
      model: 'CX-5',
      year: 2018,
      name: '2018 Mazda CX-5 GT (AWD), Diesel',
      car_type: 'used',
      simple_transmission: 'Automatic',
      engine_size_litres: 2.2,
      simple_drive: 'AWD',
      simple_fuel: 'Diesel',
      km: 86500,
      colour: 'White',
      interior_colour: 'Black',
      city: 'Caringbah',
      state: 'NSW',
      simple_body: 'SUV',
      doors: 5,
      seats: 5,
      price: 24990,
      status: 'in_stock',
    });
    expect(mazda.variant).toEqual(
      expect.objectContaining({ cylinders: 4, enginesize_litres: 2.2, fuelconsumptioncombined: 8.7 }),
    );
    expect(mazda.id).toMatch(/^[0-9a-f]{10}$/);
    expect(mazda.slug).toMatch(/^2018-mazda-cx-5-[0-9a-f]{10}$/);
    expect(mazda.location?.id).toBe('l20');
    expect(mazda.location_name).toBe('Fixture Used Cars');
  });

  it('[FEED-08] joins a make split across the make and model columns', () => {
    const evoque = byModel('Range Rover Evoque');
    expect(evoque.make).toBe('Land Rover');
    expect(evoque.name).toBe('2016 Land Rover Range Rover Evoque TD4 150 SE');
    expect(evoque).toMatchObject({
      km: 112300,
      price: 32500,
      colour: 'Grey',
      interior_colour: 'Ebony',
      city: 'Penrith',
      state: 'NSW',
    });
    expect(evoque.location).toBeUndefined();
  });

  it('[FEED-08] reads "-" and empty cells as unknown', () => {
    const hilux = byModel('HiLux');
    expect(hilux).toMatchObject({ car_type: 'new', km: 0, seats: 2, price: 48990, simple_body: 'Ute' });
    expect(hilux.engine_size_litres).toBeUndefined();
    expect(hilux.simple_drive).toBeUndefined();
    expect(hilux.colour).toBeUndefined();
    expect(hilux.interior_colour).toBeUndefined();
    expect(hilux.doors).toBeUndefined();
    expect(hilux.variant).toBeUndefined();
  });

  it('a row whose model column holds only the end of a split make reads model and badge from its title', () => {
    const [header, , evoqueRow] = text.split('\n') as [string, string, string];
    const row = evoqueRow.replace('Land,2016,Rover Range Rover Evoque,', 'Land,2016,Rover,');
    const { cars: one, report: imported } = importCsv(`${header}\n${row}\n`);
    expect(imported.skipped).toEqual([]);
    expect(one[0]).toMatchObject({
      make: 'Land Rover',
      model: 'Range Rover Evoque',
      badge: 'TD4 150 SE',
      name: '2016 Land Rover Range Rover Evoque TD4 150 SE',
    });
    expect(one[0]!.slug).toMatch(/^2016-land-rover-range-rover-evoque-/);
  });

  it('[FEED-08] maps values case-insensitively', () => {
    expect(byModel('Commodore').car_type).toBe('used');
  });

  it('[FEED-08] keeps the good rows and reports broken rows and bad records', () => {
    expect(cars.map((c) => c.make)).toEqual(['Mazda', 'Land Rover', 'Toyota', 'Kia', 'Holden']);
    expect(report.records).toBe(7);
    expect(report.imported).toBe(5);
    expect(report.skipped).toEqual([
      { record: 'row 6', field: '(row)', reason: 'Too few fields: expected 18 fields but parsed 3' },
      { record: 'row 7', field: '(row)', reason: 'Too many fields: expected 18 fields but parsed 19' },
    ]);
  });

  it('[FEED-08] a price on application ("-", "POA", "Call", "Enquire", empty) publishes as a listing with no price', () => {
    // The Cerato's price cell is '-': price on application, not a broken record.
    expect(byModel('Cerato').price).toBe(0);
    const [header, mazda] = text.split('\n') as [string, string];
    for (const cell of ['POA', 'Call', 'Enquire', 'p.o.a.', '']) {
      const row = mazda.replace(/"\$24,990"$/, cell);
      const { cars: one, report: imported } = importCsv(`${header}\n${row}\n`);
      expect(imported.skipped, cell).toEqual([]);
      expect(one[0]?.price, cell).toBe(0);
    }
  });

  it('[FEED-08] gives the same ids and slugs on a second import and when rows are reordered', () => {
    const [header, ...rows] = text.trimEnd().split('\n');
    const again = importCsv(text).cars.map((c) => [c.id, c.slug]);
    expect(again).toEqual(cars.map((c) => [c.id, c.slug]));
    const reordered = importCsv([header, ...rows.reverse()].join('\n')).cars;
    expect(Object.fromEntries(reordered.map((c) => [c.id, c.slug]))).toEqual(
      Object.fromEntries(cars.map((c) => [c.id, c.slug])),
    );
  });

  it('[FEED-08] a tenant folder with the mapping in settings.json reads its CSV through readTenantFeed', () => {
    const tenant = loadTenant(FIXTURE_TENANTS, 'csv-yard');
    const result = readTenantFeed(tenant);
    expect(result.report.file).toBe(relative(process.cwd(), join(FIXTURE_TENANTS, 'csv-yard', 'stock.csv')));
    expect(result.cars.map((c) => c.slug)).toEqual(cars.map((c) => c.slug));
    expect(result.cars[0]!.location?.id).toBe('l20');
  });

  it('[FEED-08] a mapping naming a missing column fails with the column and the list of columns', () => {
    const settings = settingsWith({
      feed: { format: 'csv', csv: { columns: { id: { column: 'StockNumber' }, make: { column: 'Brand' } } } },
    });
    const error = thrown(() => importCsv(text, settings));
    expect(error).toBeInstanceOf(FeedError);
    expect(error.message).toBe(
      `stock.csv: mapping refers to column "StockNumber", which is not in the file; columns are: ${HEADER.split(',').join(', ')}`,
    );
  });

  // Bug: the mapping is checked against each row only, so a header-only export hides a bad mapping.
  it('[FEED-08] a mapping naming a missing column fails even when the export has no data rows', () => {
    const settings = settingsWith({
      feed: { format: 'csv', csv: { columns: { id: { column: 'StockNumber' }, make: { column: 'Brand' } } } },
    });
    expect(() => importCsv(`${HEADER}\n`, settings)).toThrow(FeedError);
  });

  it('[FEED-08] a CSV feed without a mapping, or without a header row, fails naming the file', () => {
    const noMapping = settingsWith({ feed: { format: 'csv' } });
    expect(thrown(() => importCsv(text, noMapping)).message).toBe(
      'stock.csv: CSV feed needs feed.csv.columns in settings.json (a column mapping)',
    );
    expect(thrown(() => importCsv('just one column\nvalue\n')).message).toBe(
      'stock.csv: has no header row with column names',
    );
  });

  it('[FEED-08] honours the delimiter, a byte-order mark and padded headers', () => {
    const settings = settingsWith({
      feed: {
        format: 'csv',
        csv: {
          delimiter: ';',
          columns: {
            id: { column: 'Stock' },
            make: { column: 'Make' },
            model: { column: 'Model' },
            year: { column: 'Year', parse: 'integer' },
            price: { column: 'Price', parse: 'number' },
            car_type: { value: 'used' },
          },
        },
      },
    });
    const { cars: parsed, report: parsedReport } = importCsv(
      '\uFEFF Stock ;Make;Model;Year;Price\nS1;Kia;"Rio; S";2019;"$15,990"\n',
      settings,
      [],
    );
    expect(parsedReport.skipped).toEqual([]);
    expect(parsed[0]).toMatchObject({
      id: 'S1',
      make: 'Kia',
      model: 'Rio; S',
      year: 2019,
      price: 15990,
      car_type: 'used',
    });
  });
});

describe('[FEED-12] stable ids from chosen columns', () => {
  const row = (price: string, km: string) =>
    `${HEADER}\nMazda,2018,CX-5,"2018 Mazda CX-5 GT (AWD), Diesel",USED,Automatic,"4 cyl, 2.2 L",AWD,Diesel,8.7 L / 100 km,"${km}",White / Black,"Caringbah, NSW",4,SUV,5,5,"${price}"\n`;

  it('[FEED-12] a car keeps its id and its address when only its price or km change', () => {
    const before = importCsv(row('$24,990', '86,500')).cars[0]!;
    const after = importCsv(row('$23,990', '87,120')).cars[0]!;
    expect(after.price).toBe(23_990);
    expect(after.id).toBe(before.id);
    expect(after.slug).toBe(before.slug);
    // Without a stock number the address ends in the id, which the price and km are not part of.
    expect(after.path).toBe(`/cars/2018-mazda-cx-5-${before.id}`);
  });

  it('[FEED-12] the same car twice with different prices is reported by row, the first kept', () => {
    const text = `${row('$24,990', '86,500')}${row('$22,000', '86,500').split('\n')[1]}\n`;
    const { cars, report } = importCsv(text);
    expect(cars).toHaveLength(1);
    expect(cars[0]!.price).toBe(24_990);
    expect(report.skipped).toEqual([
      {
        record: `row 3 (${cars[0]!.id})`,
        field: 'id',
        reason: `Duplicate id "${cars[0]!.id}", the same as row 2; the first record with this id is kept`,
      },
    ]);
  });

  it('keeps a colour that holds a slash whole when the mapping splits on " / "', () => {
    const text = row('$24,990', '86,500').replace('White / Black', 'Black / Grey/Black');
    const car = importCsv(text).cars[0]!;
    expect([car.colour, car.interior_colour]).toEqual(['Black', 'Grey/Black']);
  });
});

describe('[FEED-12] bad exports are reported clearly, and nothing good is lost', () => {
  const mazda = `Mazda,2018,CX-5,"2018 Mazda CX-5 GT (AWD), Diesel",USED,Automatic,"4 cyl, 2.2 L",AWD,Diesel,8.7 L / 100 km,"86,500",White / Black,"Caringbah, NSW",4,SUV,5,5,"$24,990"`;
  const kia = `Kia,2020,Cerato,2020 Kia Cerato S,USED,Automatic,"4 cyl, 2.0 L",FWD,Petrol,7.4 L / 100 km,"41,000",Blue,"Caringbah, NSW",4,Hatch,5,5,"$19,990"`;

  it('[FEED-12] an export with a header and no rows is an empty stock, not an error', () => {
    const { cars, report } = importCsv(`${HEADER}\r\n`);
    expect(cars).toEqual([]);
    expect(report).toMatchObject({ records: 0, imported: 0, skipped: [] });
  });

  it('[FEED-12] a byte-order mark and Windows line endings read as any other export', () => {
    const { cars, report } = importCsv(`\uFEFF${HEADER}\r\n${mazda}\r\n${kia}\r\n`);
    expect(cars.map((car) => car.model)).toEqual(['CX-5', 'Cerato']);
    expect(report.skipped).toEqual([]);
  });

  it('[FEED-12] a line break inside a quoted cell stays in the cell, and later rows are named by their line', () => {
    const multiline = mazda.replace(
      '"2018 Mazda CX-5 GT (AWD), Diesel"',
      '"2018 Mazda CX-5 GT\r\n(AWD), Diesel"',
    );
    const broken = 'Kia,2020,Cerato';
    const { cars, report } = importCsv(`${HEADER}\r\n${multiline}\r\n${broken}\r\n${kia}\r\n`);
    expect(cars.map((car) => car.name)).toEqual(['2018 Mazda CX-5 GT\r\n(AWD), Diesel', '2020 Kia Cerato S']);
    // The broken row is on line 4 of the file (the Mazda takes lines 2 and 3).
    expect(report.skipped).toEqual([
      { record: 'row 4', field: '(row)', reason: 'Too few fields: expected 18 fields but parsed 3' },
    ]);
  });

  it('[FEED-12] a file cut off in the middle of a row keeps every whole row and names the cut one', () => {
    const cut = `${HEADER}\n${mazda}\n${kia.slice(0, 40)}`;
    const { cars, report } = importCsv(cut);
    expect(cars.map((car) => car.model)).toEqual(['CX-5']);
    expect(report.records).toBe(2);
    expect(report.skipped).toHaveLength(1);
    expect(report.skipped[0]).toMatchObject({ record: 'row 3', field: '(row)' });
  });

  it('[FEED-12] a renamed column fails the feed naming the column and the columns the file has', () => {
    const renamed = HEADER.replace('Brand', 'Make');
    expect(thrown(() => importCsv(`${renamed}\n${mazda}\n`)).message).toBe(
      `stock.csv: mapping refers to column "Brand", which is not in the file; columns are: ${renamed.split(',').join(', ')}`,
    );
  });

  it('[FEED-12] reads a 200,000-row export, every row, each car once', () => {
    const rows = Array.from({ length: 200_000 }, (_, i) =>
      kia.replace('2020 Kia Cerato S', `2020 Kia Cerato S ${i}`).replace('"41,000"', `"${i}"`),
    );
    const { cars, report } = importCsv(`${HEADER}\n${rows.join('\n')}\n`);
    expect(report.records).toBe(200_000);
    expect(cars).toHaveLength(200_000);
    expect(new Set(cars.map((car) => car.slug)).size).toBe(200_000);
  }, 60_000);
});
