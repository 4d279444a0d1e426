/**
 * The card marks' path data and colours from simple-icons' own files, read at build time.
 * Not `import { siVisa } from 'simple-icons'`: that module is 5 MB of every brand's icon,
 * which the bundler parsed on every tenant's build for four logos.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface CardMark {
  path: string;
  hex: string;
}

let folder: string | undefined;
let colours: Map<string, string> | undefined;
// Read once per build: every reserve page shows the marks.
const marks = new Map<string, CardMark>();

export function cardMark(slug: 'mastercard' | 'visa' | 'googlepay' | 'applepay'): CardMark {
  const known = marks.get(slug);
  if (known) return known;
  folder ??= dirname(createRequire(import.meta.url).resolve('simple-icons')); // the package's index.js
  colours ??= new Map(
    (
      JSON.parse(readFileSync(join(folder, 'data', 'simple-icons.json'), 'utf8')) as {
        slug?: string;
        title: string;
        hex: string;
      }[]
    ).map((icon) => [icon.slug ?? icon.title.toLowerCase().replace(/[^a-z0-9]/g, ''), icon.hex]),
  );
  const svg = readFileSync(join(folder, 'icons', `${slug}.svg`), 'utf8');
  const path = /<path d="([^"]+)"/.exec(svg)?.[1];
  const hex = colours.get(slug);
  if (!path || !hex) throw new Error(`simple-icons has no ${slug} mark`);
  marks.set(slug, { path, hex });
  return { path, hex };
}
