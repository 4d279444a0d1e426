import Papa from 'papaparse';
import type { TenantSettings } from '../config/schema.ts';
import { MissingColumnError, readMappedValue, repairSplitMake, setPath, type CsvRow } from './csv-mapping.ts';
import { FeedError, type FeedIssue } from './report.ts';

export interface CsvReadResult {
  records: unknown[];
  /** Rows that could not be read as rows (wrong field count, bad quotes). */
  rowIssues: FeedIssue[];
}

/** Reads a dealer CSV export and maps each row to a raw Car record (FEED-08). */
export function readCsvFeed(text: string, file: string, feed: TenantSettings['feed']): CsvReadResult {
  const mapping = feed.csv.columns;
  if (Object.keys(mapping).length === 0)
    throw new FeedError(file, 'CSV feed needs feed.csv.columns in settings.json (a column mapping)');
  const parsed = parseRows(text.replace(/^\uFEFF/, ''), feed.csv.delimiter);
  const { headers } = parsed;
  if (headers.length < 2) throw new FeedError(file, 'has no header row with column names');

  // Check the mapping against the header once, so a wrong column name is caught even in an
  // export without rows.
  for (const columnMapping of Object.values(mapping)) {
    for (const column of [
      ...(columnMapping.columns ?? []),
      ...(columnMapping.column ? [columnMapping.column] : []),
      ...(columnMapping.hash ?? []),
    ]) {
      if (!headers.includes(column))
        throw new FeedError(
          file,
          `mapping refers to column "${column}", which is not in the file; columns are: ${headers.join(', ')}`,
        );
    }
  }
  const imageColumns = feed.csv.images
    ? [feed.csv.images.photos, ...(feed.csv.images.thumbs ? [feed.csv.images.thumbs] : [])]
    : [];
  for (const column of imageColumns) {
    if (!headers.includes(column))
      throw new FeedError(
        file,
        `feed.csv.images refers to column "${column}", which is not in the file; columns are: ${headers.join(', ')}`,
      );
  }
  const rowIssues: FeedIssue[] = [];
  const records: unknown[] = [];
  parsed.rows.forEach(({ row, line, problem: parseProblem }) => {
    // The line the row starts on, as the dealer's spreadsheet or editor numbers it.
    const rowLabel = `row ${line}`;
    if (parseProblem) {
      rowIssues.push({ record: rowLabel, field: '(row)', reason: parseProblem });
      return;
    }
    const record: Record<string, unknown> = { __row: rowLabel };
    try {
      for (const [field, columnMapping] of Object.entries(mapping)) {
        const value = readMappedValue(row, columnMapping);
        if (value !== undefined) setPath(record, field, value);
      }
    } catch (error) {
      if (error instanceof MissingColumnError)
        throw new FeedError(file, `mapping refers to a ${error.message}; columns are: ${headers.join(', ')}`);
      throw error;
    }
    const repaired = repairSplitMake(
      record['make'],
      record['model'],
      feed.csv.multiWordMakes,
      record['name'],
      feed.csv.multiWordModels,
    );
    record['make'] = repaired.make;
    if (repaired.model === undefined) delete record['model'];
    else record['model'] = repaired.model;
    if (repaired.badge !== undefined && record['badge'] === undefined) record['badge'] = repaired.badge;
    if (feed.csv.images) record['images'] = readImages(row, feed.csv.images);
    records.push(record);
  });
  return { records, rowIssues };
}

/** Image URLs from a photos column and an optional thumbnails column, paired by position. */
function readImages(
  row: CsvRow,
  columns: NonNullable<TenantSettings['feed']['csv']['images']>,
): { image: string; thumb?: string }[] {
  const split = (column: string | undefined) =>
    (column ? (row[column] ?? '') : '')
      .split(columns.separator)
      .map((url) => url.trim())
      .filter((url) => url && url !== '-');
  const thumbs = split(columns.thumbs);
  return split(columns.photos).map((image, index) =>
    thumbs[index] ? { image, thumb: thumbs[index] } : { image },
  );
}

interface ParsedRow {
  row: CsvRow;
  /** The file line the row starts on (1 is the header). */
  line: number;
  /** Why the row could not be read as a row (a missing field, an unclosed quote). */
  problem: string | undefined;
}

/**
 * Papa Parse row by row, keeping the line each row starts on: a cell with a line break inside
 * quotes makes a row span several lines, so the row count is not the line number a dealer
 * looks for in the export.
 */
function parseRows(body: string, delimiter: string): { headers: string[]; rows: ParsedRow[] } {
  let headers: string[] = [];
  const rows: ParsedRow[] = [];
  let line = 1;
  let counted = 0;
  // Where the previous row (first, the header) ended.
  let previousEnd = body.search(/\r|\n/);
  if (previousEnd === -1) previousEnd = body.length;
  Papa.parse<CsvRow>(body, {
    header: true,
    delimiter,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    step: (result) => {
      headers = result.meta.fields ?? headers;
      let start = previousEnd;
      while (start < body.length && /\s/.test(body[start]!)) start++;
      for (; counted < start; counted++) if (body.charCodeAt(counted) === 10) line++;
      rows.push({ row: result.data, line, problem: result.errors[0]?.message });
      previousEnd = result.meta.cursor;
    },
  });
  // An export with a header and no rows is an empty stock, not a file without columns.
  if (rows.length === 0)
    headers = (Papa.parse<string[]>(body, { delimiter, preview: 1 }).data[0] ?? []).map((h) => h.trim());
  return { headers, rows };
}
