// The delivery calculator's postcode dataset (CALC-02, CALC-03), one content-hashed static
// file per tenant site: /postcodes/au-postcodes.<hash>.json (src/build/postcode-file.ts).
// Builds run from the project folder, whose node_modules holds the source package.
import type { APIRoute } from 'astro';
import { POSTCODE_DIR, postcodeFile } from '../../build/postcode-file.ts';

export function getStaticPaths() {
  return [{ params: { file: postcodeFile(process.cwd()).path.slice(POSTCODE_DIR.length) } }];
}

export const GET: APIRoute = () =>
  new Response(postcodeFile(process.cwd()).contents, { headers: { 'content-type': 'application/json' } });
