/**
 * Pages finished and written on a second thread (src/build/page-writer.ts): the same files and
 * CSP hashes as on the rendering thread (src/build/page-output.ts), and a page that cannot be
 * written says why. Whole builds with and without the thread are compared byte for byte in
 * tests/unit/build/tenant-batch.test.ts (a tenant alone on two cores, and in a batch on one).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { externalScriptName } from '../../../src/build/external-scripts.ts';
import { finishPage, scriptWriter, writeFinishedPage } from '../../../src/build/page-output.ts';
import { startPageWriter } from '../../../src/build/page-writer.ts';

const work = mkdtempSync(join(tmpdir(), 'page-writer-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Shortened copies of what Astro inlines (as tests/unit/build/external-scripts.test.ts).
const RUNTIME =
  '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const LOAD =
  '(()=>{var a=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=a;window.dispatchEvent(new Event("astro:load"));})();';
const OWN = "(function(){document.documentElement.dataset.js='1'})();";

function page(n: number): string {
  return `<!doctype html><html><head><script>${OWN}</script></head><body><h1>Car ${n}</h1><script>${LOAD}</script><script>${RUNTIME}</script><astro-island uid="Z1${n}" component-url="/_astro/A.js" props="{&quot;n&quot;:[0,${n}],&quot;gone&quot;:[0]}" opts="{&quot;name&quot;:&quot;A&quot;,&quot;value&quot;:true}" await-children><p>${n}</p><!--astro:end--></astro-island></body></html>`;
}

function files(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile())
      found[relative(dir, join(entry.parentPath, entry.name))] = readFileSync(
        join(entry.parentPath, entry.name),
        'utf8',
      );
  return found;
}

describe('pages finished and written on a writer thread', () => {
  it('[BLD-08] writes the same files and gives the same CSP hashes as the rendering thread', async () => {
    const inline = join(work, 'inline');
    const threaded = join(work, 'threaded');
    const paths = ['/', '/cars/a', '/cars/a/checkout', '/cars/b', '/search/toyota/corolla'];
    const writeScript = scriptWriter(inline);
    const inlineHashes = [];
    for (const [i, path] of paths.entries())
      inlineHashes.push(await writeFinishedPage(join(inline, 'site'), path, page(i), writeScript));
    const writer = startPageWriter(threaded);
    // Handed over all at once, as 16 concurrent renders do.
    const threadedHashes = await Promise.all(
      paths.map((path, i) => writer.write(join(threaded, 'site'), path, page(i))),
    );
    await writer.close();
    expect(threadedHashes).toEqual(inlineHashes);
    expect(files(threaded)).toEqual(files(inline));
    // What the pages are: compacted, Astro's scripts in _astro/ once each, the page's own kept.
    const written = files(threaded);
    expect(Object.keys(written).sort()).toEqual([
      `_astro/${externalScriptName(LOAD)}`,
      `_astro/${externalScriptName(RUNTIME)}`,
      'site/cars/a/checkout/index.html',
      'site/cars/a/index.html',
      'site/cars/b/index.html',
      'site/index.html',
      'site/search/toyota/corolla/index.html',
    ]);
    expect(written['site/cars/b/index.html']).toBe(finishPage(page(3), () => {}).html);
    expect(written['site/cars/b/index.html']).toContain(`<script>${OWN}</script>`);
    expect(written['site/cars/b/index.html']).not.toContain('uid=');
    expect(threadedHashes[0]).toHaveLength(1);
  });

  it('does not write a runtime script the build already has (copied from the live site)', async () => {
    const out = join(work, 'known');
    const writer = startPageWriter(out, [externalScriptName(RUNTIME)]);
    await writer.write(join(out, 'site'), '/', page(1));
    await writer.close();
    expect(Object.keys(files(out)).sort()).toEqual([`_astro/${externalScriptName(LOAD)}`, 'site/index.html']);
  });

  it('keeps a process with nothing else to do alive until its page is written, then lets it end', () => {
    // Outside Vitest (whose own handles keep its process alive): a build whose renders all
    // wait for their pages must not end with them unwritten.
    const out = join(work, 'alone');
    const writer = pathToFileURL(resolve(import.meta.dirname, '../../../src/build/page-writer.ts')).href;
    const script = `import { startPageWriter } from ${JSON.stringify(writer)};
const writer = startPageWriter(${JSON.stringify(out)});
const hashes = await writer.write(${JSON.stringify(join(out, 'site'))}, '/cars/a', ${JSON.stringify(page(7))});
console.log('written', hashes.length);`;
    // No close(): an idle thread must not hold the process open either.
    const file = join(work, 'alone.mjs');
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, [file], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe('written 1\n');
    expect(readFileSync(join(out, 'site', 'cars', 'a', 'index.html'), 'utf8')).toContain('<h1>Car 7</h1>');
  });

  it('rejects a page it cannot write with the reason, and writes the next', async () => {
    const out = join(work, 'blocked');
    const writer = startPageWriter(out);
    await writer.write(join(out, 'site'), '/', page(1));
    // A file where the page's folder should be.
    writeFileSync(join(out, 'site', 'cars'), 'not a folder');
    await expect(writer.write(join(out, 'site'), '/cars/a', page(2))).rejects.toThrow(/ENOTDIR|EEXIST/);
    await writer.write(join(out, 'site'), '/search', page(3));
    await writer.close();
    expect(readFileSync(join(out, 'site', 'search', 'index.html'), 'utf8')).toContain('<h1>Car 3</h1>');
  });
});
