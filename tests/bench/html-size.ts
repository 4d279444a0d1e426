// Vehicle page HTML size (issue 12's target: ≤ 12 KB gzip): every built car page of each
// tenant in a dist folder, gzip level 9 and Brotli (what a CDN sends), median and largest.
// Run by bench:vehicle after its build; alone: node tests/bench/html-size.ts [dist] [slug…]
import '../../scripts/lib/node-version.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

/** Sizes of a tenant's vehicle pages (dist/<slug>/cars/<car>/index.html), in KB. */
export function vehiclePageSizes(distDir: string, slug: string): Record<string, string | number> {
  const carsDir = join(distDir, slug, 'cars');
  const files = readdirSync(carsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(carsDir, entry.name, 'index.html'))
    .filter((file) => existsSync(file));
  const raw: number[] = [];
  const gzip: number[] = [];
  const brotli: number[] = [];
  for (const file of files) {
    const html = readFileSync(file);
    raw.push(html.length);
    gzip.push(gzipSync(html, { level: 9 }).length);
    brotli.push(brotliCompressSync(html).length);
  }
  return {
    tenant: slug,
    pages: files.length,
    'HTML KB (median)': kb(median(raw)),
    'gzip KB (median)': kb(median(gzip)),
    'gzip KB (largest)': kb(Math.max(...gzip)),
    'brotli KB (median)': kb(median(brotli)),
  };
}

if (import.meta.main) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  const slugs =
    process.argv.length > 3
      ? process.argv.slice(3)
      : readdirSync(distDir).filter((name) => existsSync(join(distDir, name, 'cars')));
  console.table(slugs.map((slug) => vehiclePageSizes(distDir, slug)));
}
