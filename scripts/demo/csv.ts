/**
 * Writes demo stock as a used-car yard's CSV export (FEED-08): the column names and value
 * spellings such exports use ("4 cyl, 2.2 L", "8.7 L / 100 km", "$24,990", "-" for unknown),
 * multi-word makes split across Brand and Model, plus three deliberately bad rows.
 */
import Papa from 'papaparse';
import type { DemoLocations } from './locations.ts';
import { Random } from './random.ts';
import type { DemoRecord } from './records.ts';
import { vinCheckDigit } from './records.ts';

/** The export's own columns, in order. */
export const CSV_EXPORT_COLUMNS = [
  'Brand',
  'Year',
  'Model',
  'Title',
  'UsedOrNew',
  'Transmission',
  'Engine',
  'DriveType',
  'FuelType',
  'FuelConsumption',
  'Kilometres',
  'ColourExtInt',
  'Location',
  'CylindersinEngine',
  'BodyType',
  'Doors',
  'Seats',
  'Price',
] as const;

/** Extra columns the dealer system appends. */
export const CSV_EXTRA_COLUMNS = [
  'StockNumber',
  'VIN',
  'Certified',
  'Status',
  'SoldDate',
  'ListedDate',
  'Photos',
  'Thumbs',
  'Comments',
  'PPSRDate',
  'PPSRCertificate',
  'OdometerCheckDate',
  'OdometerCheckMethod',
  'ServiceHistory',
  'ServiceHistorySource',
  'LastServiceDate',
  'RoadworthyDate',
  'RoadworthyState',
  'RoadworthyCertificate',
  'RegoExpiry',
  'FinanceRate',
  'FinanceComparisonRate',
  'FinanceWeekly',
  'FinanceMonthly',
  'FinanceDeposit',
  'FinanceTermMonths',
] as const;

export const CSV_COLUMNS = [...CSV_EXPORT_COLUMNS, ...CSV_EXTRA_COLUMNS];
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = Record<CsvColumn, string>;

export interface CsvOptions {
  /** How a car without a price is written. */
  noPrice: string;
  /** Add the three deliberately invalid rows. */
  badRows: boolean;
  /** Every n-th used car's Kilometres as "- / -", as real exports write an unknown km; 0: never. */
  unknownKmEvery: number;
  seed: number;
}

const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const number = (value: number) => NUMBER.format(value);

function title(record: DemoRecord): string {
  return [record.year, record.make, record.model, record.badge].filter(Boolean).join(' ');
}

/** One record as an export row. */
export function toCsvRow(record: DemoRecord, locations: DemoLocations, noPrice: string): CsvRow {
  const [brand, ...makeRest] = record.make.split(' ');
  const location = locations.locations.find((l) => String(l.id) === record.location_id);
  const cylinders = record.variant?.cylinders;
  const litres = record.engine_size_litres;
  const engine = [cylinders ? `${cylinders} cyl` : '', litres ? `${litres.toFixed(1)} L` : '']
    .filter(Boolean)
    .join(', ');
  const l100 = record.variant?.fuelconsumptioncombined;
  const lender = Object.values(record.finance_lenders ?? {})[0];
  return {
    Brand: brand!,
    Year: String(record.year),
    // Like many exports, the second word of a two-word make lands in the model column.
    Model: [...makeRest, record.model].join(' '),
    Title: title(record),
    UsedOrNew: record.car_type.toUpperCase(),
    Transmission: record.simple_transmission ?? '-',
    Engine: engine || '-',
    DriveType: record.simple_drive ?? '-',
    FuelType: record.simple_fuel ?? '-',
    FuelConsumption: l100 ? `${l100.toFixed(1)} L / 100 km` : '-',
    Kilometres: record.km === undefined ? '-' : number(record.km),
    ColourExtInt: record.interior_colour ? `${record.colour} / ${record.interior_colour}` : record.colour,
    Location: location ? `${location.address.city}, ${location.address.state}` : '-',
    CylindersinEngine: cylinders ? `${cylinders} cyl` : '-',
    BodyType: record.simple_body,
    Doors: record.doors ? String(record.doors) : '-',
    Seats: record.seats ? String(record.seats) : '-',
    Price: record.price > 0 ? `$${number(record.price)}` : noPrice,
    StockNumber: record.stocknum,
    VIN: record.vin,
    Certified: record.certified ? 'Yes' : 'No',
    Status: record.status,
    SoldDate: record.sold_date_timestamp
      ? new Date(record.sold_date_timestamp * 1000).toISOString().replace('.000Z', 'Z')
      : '',
    ListedDate: record.created_at,
    Photos: record.images.map((image) => image.image).join('|'),
    Thumbs: record.images.map((image) => image.thumb ?? image.image).join('|'),
    Comments: record.dealercomments ?? '',
    // The checks the dealer system records (COMP-05); empty where it records none.
    PPSRDate: record.ppsr_clear_date ?? '',
    PPSRCertificate: record.ppsr_certificate ?? '',
    OdometerCheckDate: record.odometer_check?.date ?? '',
    OdometerCheckMethod: record.odometer_check?.method ?? '',
    ServiceHistory: record.service_history?.kind ?? '',
    ServiceHistorySource: record.service_history?.source ?? '',
    LastServiceDate: record.service_history?.last_service_date ?? '',
    RoadworthyDate: record.roadworthy?.date ?? '',
    RoadworthyState: record.roadworthy?.state ?? '',
    RoadworthyCertificate: record.roadworthy?.certificate ?? '',
    RegoExpiry: record.rego_expiry ?? '',
    // The finance partner's figures for the car, as the dealer system exports them (FIN-07).
    FinanceRate: money(lender?.interestRate),
    FinanceComparisonRate: money(lender?.comparisonRate),
    FinanceWeekly: money(lender?.paymentWeek),
    FinanceMonthly: money(lender?.paymentMonth),
    FinanceDeposit: money(lender?.deposit),
    FinanceTermMonths: lender?.termMonths === undefined ? '' : String(lender.termMonths),
  };
}

/** A finance figure as the export writes it: '7.49', '123.45'; empty when the dealer system has none. */
const money = (value: number | undefined) => (value === undefined ? '' : String(value));

function withSerial(vin: string, serial: number): string {
  const draft = `${vin.slice(0, 11)}${String(serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/**
 * The three bad rows: one missing Brand and Price, one with negative Kilometres, and one
 * reusing an earlier row's StockNumber. Returned with the row index each goes before.
 */
function badRows(rows: CsvRow[], rng: Random): { at: number; row: CsvRow }[] {
  const n = rows.length;
  const lastNumber = Math.max(...rows.map((row) => Number(row.StockNumber.replace(/\D/g, '')) || 0));
  const prefix = rows[0]!.StockNumber.replace(/\d+$/, '');
  const pick = (from: number, to: number) =>
    rows[Math.min(n - 1, rng.int(Math.floor(n * from), Math.floor(n * to)))]!;

  const missing: CsvRow = {
    ...pick(0.1, 0.3),
    Brand: '',
    Price: '',
    StockNumber: `${prefix}${lastNumber + 1}`,
  };
  missing.VIN = withSerial(missing.VIN, 990_001);
  const negative: CsvRow = {
    ...pick(0.3, 0.6),
    Kilometres: '-500',
    StockNumber: `${prefix}${lastNumber + 2}`,
  };
  negative.VIN = withSerial(negative.VIN, 990_002);
  const earlier = pick(0.05, 0.4);
  const duplicate: CsvRow = { ...pick(0.6, 0.9), StockNumber: earlier.StockNumber };
  duplicate.VIN = withSerial(duplicate.VIN, 990_003);
  return [
    { at: Math.floor(n * 0.35), row: missing },
    { at: Math.floor(n * 0.65), row: negative },
    { at: Math.floor(n * 0.95), row: duplicate },
  ];
}

/** The CSV text for the records (header first; CRLF line ends as spreadsheet exports write them). */
export function toCsv(records: DemoRecord[], locations: DemoLocations, options: CsvOptions): string {
  let used = 0;
  const rows = records.map((record) => {
    const row = toCsvRow(record, locations, options.noPrice);
    if (record.car_type === 'used' && options.unknownKmEvery > 0 && ++used % options.unknownKmEvery === 0)
      row.Kilometres = '- / -';
    return row;
  });
  if (options.badRows && rows.length > 0) {
    // Insert from the back so earlier positions stay valid.
    const bad = badRows(rows, Random.derive(options.seed, 'csv-bad-rows'));
    for (const { at, row } of [...bad].sort((a, b) => b.at - a.at)) rows.splice(at, 0, row);
  }
  const data = rows.map((row) => CSV_COLUMNS.map((column) => row[column]));
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\r\n' })}\r\n`;
}
