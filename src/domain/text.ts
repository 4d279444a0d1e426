/**
 * Dealer text arrives with HTML in it. Pages show it as plain text (Astro escapes it on
 * output), so tags are dropped and common entities decoded, and nothing from a feed can
 * ever become markup (SEC-04).
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/?(p|li|div|ul|ol|h[1-6]|tr|table|section)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/^ +| +$/gm, '')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();
}

/** Paragraphs of plain text, for rendering one <p> each. */
export function paragraphs(html: string): string[] {
  return plainText(html)
    .split(/\n{2,}|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Cuts text at a word boundary to at most `max` characters, adding an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
