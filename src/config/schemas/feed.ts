import * as v from 'valibot';
import { group, optionalSetting, setting } from '../define.ts';

/** How one Car field is read from a CSV row (FEED-08). */
export const ColumnMappingSchema = v.strictObject({
  /** Column header to read. */
  column: v.optional(v.string()),
  /** Several columns joined with a space (e.g. a make split across two columns). */
  columns: v.optional(v.array(v.string())),
  /** Split the cell on this separator and take `part` (0-based), e.g. "White / Black" on "/". */
  split: v.optional(v.string()),
  part: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Parse the text: number ("8.7 L / 100 km" → 8.7), integer, litres ("4 cyl, 2.2 L" → 2.2), cylinders ("4 cyl" → 4), lower. */
  parse: v.optional(v.picklist(['text', 'number', 'integer', 'litres', 'cylinders', 'lower', 'boolean'])),
  /** Map cell values (case-insensitive) to field values, e.g. { "USED": "used" }. */
  values: v.optional(v.record(v.string(), v.string())),
  /** A constant value for every row. */
  value: v.optional(v.union([v.string(), v.number(), v.boolean()])),
  /** Build a stable id from these columns when the feed has no id or stock number. */
  hash: v.optional(v.array(v.string())),
});
export type ColumnMapping = v.InferOutput<typeof ColumnMappingSchema>;

/** Multi-word models a title is read with (longest first wins). */
export const DEFAULT_MULTI_WORD_MODELS = [
  'Range Rover Evoque',
  'Range Rover Sport',
  'Range Rover Velar',
  'Range Rover',
  'Discovery Sport',
  'Defender 110',
  'Defender 90',
  'Giulia Quadrifoglio',
  'Stelvio Quadrifoglio',
  'Cannon Alpha',
  'Cannon Ute',
  'Ghost Series II',
];

/** Multi-word makes that exports often split across the make and model columns ("Land" + "Rover Range Rover"). */
export const DEFAULT_MULTI_WORD_MAKES = [
  'Land Rover',
  'Alfa Romeo',
  'Aston Martin',
  'Great Wall',
  'Rolls Royce',
  'Rolls-Royce',
  'Mercedes Benz',
  'Mercedes-Benz',
  'Harley Davidson',
  'Harley-Davidson',
  'Royal Enfield',
  'Moto Guzzi',
  'Lynk & Co',
  'Jayco Caravans',
];

export const FeedSchema = group('Where the stock feed is and how to read it (README: Feed format).', {
  format: setting(
    v.picklist(['json', 'csv']),
    'json',
    'Feed format: json (canonical Car records) or csv (a dealer export with a column mapping).',
    'csv',
  ),
  file: setting(
    v.pipe(v.string(), v.regex(/^[\w./-]+$/, 'Expected a file name in the tenant folder')),
    'stock.json',
    'Feed file in the tenant folder.',
    'stock.csv',
  ),
  maxValidDrop: setting(
    v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    0.2,
    'Largest drop (0–1) in valid records, or in their share of the rows, against the last good build; a larger one fails the build and keeps the last good site (FEED-12).',
    0.3,
  ),
  csv: group('CSV reading: delimiter and the column mapping.', {
    delimiter: setting(
      v.pipe(v.string(), v.length(1, 'Delimiter must be one character')),
      ',',
      'Field delimiter.',
      ';',
    ),
    columns: setting(
      v.record(v.string(), ColumnMappingSchema),
      {},
      'Car field (dotted for nested, e.g. variant.cylinders) → how to read it from the row.',
      { make: { column: 'Brand' } },
    ),
    images: optionalSetting(
      v.strictObject({
        photos: v.string(),
        thumbs: v.optional(v.string()),
        separator: v.optional(v.pipe(v.string(), v.nonEmpty()), '|'),
      }),
      'Columns holding image URLs (photos and optional thumbnails), separated by `separator`.',
      { photos: 'Photos', thumbs: 'Thumbs', separator: '|' },
    ),
    multiWordMakes: setting(
      v.array(v.string()),
      DEFAULT_MULTI_WORD_MAKES,
      'Makes of several words; a make split into the model column is joined back. When the model column then holds nothing but the end of the make ("Land" + "Rover"), the model and badge are read from the title (the name column), after its year and make.',
      ['Land Rover'],
    ),
    multiWordModels: setting(
      v.array(v.string()),
      DEFAULT_MULTI_WORD_MODELS,
      'Models of several words, read whole from a title (the longest that matches): "Range Rover Evoque", not "Range".',
      ['Range Rover Evoque', 'Discovery Sport'],
    ),
  }),
  specificationsUnit: setting(
    v.picklist(['m', 'ft']),
    'm',
    'Unit of caravan body lengths and widths in this feed; feet are converted to metres (FEED-03).',
    'ft',
  ),
  placeholderImages: setting(
    v.array(v.string()),
    ['/media/placeholder.jpg', 'no-image', 'placeholder'],
    'Image URLs (or parts of them) that mean "no photo" (FEED-06).',
    ['https://cdn.example.com/noimage.jpg'],
  ),
});
