/**
 * A rendered page from Astro's text to its file (src/build/tenant-batch.ts): Astro's runtime
 * scripts become shared files (external-scripts.ts), the page loses the bytes nothing reads
 * (compact-html.ts), its own inline scripts are hashed for the site's Content-Security-Policy
 * (csp.ts), and the page is written where the site serves it (page-reuse.ts). The same steps
 * run on the rendering thread or, when the build has a core to spare, on a writer thread
 * (page-writer.ts): one function, so both write the same bytes.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compactPage } from './compact-html.ts';
import { inlineScriptHashes } from './csp.ts';
import { externaliseAstroScripts } from './external-scripts.ts';
import { writePage } from './page-reuse.ts';

/** Writes each of Astro's runtime scripts into the build's `_astro/` once. */
export type ScriptWriter = (name: string, text: string) => void;

/**
 * A ScriptWriter for the build's output folder. `known` names files already there (copied
 * from a live site); a name first seen here is written unless its file exists: the scripts'
 * names are their content's hash, so an existing file has the same bytes.
 */
export function scriptWriter(outDir: string, known: Set<string> = new Set()): ScriptWriter {
  const scriptsDir = join(outDir, '_astro');
  return (name, text) => {
    if (known.has(name)) return;
    const file = join(scriptsDir, name);
    if (!existsSync(file)) {
      mkdirSync(scriptsDir, { recursive: true });
      writeFileSync(file, text);
    }
    known.add(name);
  };
}

/** The page as the site serves it, and the CSP hashes of its inline scripts. */
export function finishPage(
  html: string,
  writeScript: ScriptWriter,
): { html: string; scriptHashes: string[] } {
  const external = externaliseAstroScripts(html);
  for (const [name, text] of external.files) writeScript(name, text);
  const page = compactPage(external.html);
  return { html: page, scriptHashes: inlineScriptHashes(page) };
}

/** finishPage, then the page's file under `siteDir`; the CSP hashes of its inline scripts. */
export async function writeFinishedPage(
  siteDir: string,
  pathname: string,
  html: string,
  writeScript: ScriptWriter,
): Promise<string[]> {
  const page = finishPage(html, writeScript);
  await writePage(siteDir, pathname, page.html);
  return page.scriptHashes;
}
