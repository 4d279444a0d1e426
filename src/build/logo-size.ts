import { readFileSync } from 'node:fs';

/**
 * Intrinsic size of a tenant's SVG logo (width/height attributes or viewBox), so the header
 * can reserve its exact space and the layout does not shift when it loads.
 */
export function svgLogoSize(path: string): { width: number; height: number } {
  const fallback = { width: 240, height: 48 };
  if (!path.endsWith('.svg')) return fallback;
  const svg = /<svg\b[^>]*>/i.exec(readFileSync(path, 'utf8'))?.[0] ?? '';
  const number = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(svg)?.[1]);
  const viewBox = /viewBox="[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)"/.exec(svg);
  const width = number('width') || Number(viewBox?.[1]);
  const height = number('height') || Number(viewBox?.[2]);
  return width > 0 && height > 0 ? { width, height } : fallback;
}
