/**
 * URL-safe slug: lowercase ASCII letters and digits separated by single hyphens.
 * Accents are folded ("Škoda" → "skoda") and "&" reads as "and".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
