/**
 * One SVG sprite per site holds every icon (src/icons/paths.ts); pages and islands draw an icon
 * with `<use href="/icons/icons.<hash>.svg#id">`. Inline, the 30-odd icons of a vehicle page
 * were about 10 KB of its HTML (2 KB gzip) on every car; the sprite is fetched once and cached
 * for good, since its name changes with its content (src/pages/icons/[file].ts serves it).
 * The hash is computed here, synchronously, so the server and the browser name the same file.
 */
import { FILL_ICONS, type FillIconName, STROKE_ICONS, type StrokeIconName } from './paths.ts';

/** 53-bit string hash (cyrb53): fast, synchronous, the same in Node and the browser. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0').slice(0, 10);
}

const strokeId = (name: StrokeIconName) => `s-${name}`;
const fillId = (name: FillIconName) => `f-${name}`;

/** The sprite file's contents. */
export function spriteSvg(): string {
  const stroke = Object.entries(STROKE_ICONS).map(
    ([name, d]) =>
      `<symbol id="${strokeId(name as StrokeIconName)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></symbol>`,
  );
  const fill = Object.entries(FILL_ICONS).map(
    ([name, d]) =>
      `<symbol id="${fillId(name as FillIconName)}" viewBox="0 0 24 24"><path fill="currentColor" d="${d}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...stroke, ...fill].join('')}</svg>`;
}

/** Where the sprite is on every site: /icons/icons.<content hash>.svg. */
export const SPRITE_PATH = `/icons/icons.${hash(spriteSvg())}.svg`;

export const strokeIconHref = (name: StrokeIconName) => `${SPRITE_PATH}#${strokeId(name)}`;
export const fillIconHref = (name: FillIconName) => `${SPRITE_PATH}#${fillId(name)}`;
