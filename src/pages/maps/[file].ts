// The static locator maps (LOC-09, locations.map.locator): one SVG file per place a page can
// show, /maps/locator-<city>-<state>.<hash>.svg (src/build/locator-file.ts). A split build
// writes them in one part only, as it does the search index.
import type { APIRoute } from 'astro';
import { LOCATOR_DIR, locatorFiles } from '../../build/locator-file.ts';
import { pageHere, siteData } from '../../lib/site-data.ts';

export function getStaticPaths() {
  if (!pageHere(LOCATOR_DIR)) return [];
  return locatorFiles(process.cwd(), siteData()).map((file) => ({
    params: { file: file.path.slice(LOCATOR_DIR.length) },
    props: { contents: file.contents },
  }));
}

export const GET: APIRoute = ({ props }) =>
  new Response((props as { contents: string }).contents, { headers: { 'content-type': 'image/svg+xml' } });
