/**
 * URL-safe slug: lowercase ASCII letters and digits separated by single hyphens.
 * Accents are folded ("Škoda" → "skoda") and "&" reads as "and".
 */
export function slugify(text: string): string {
  let slug = known.get(text);
  if (slug === undefined) {
    slug = text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    // A build slugs the same makes, models and places hundreds of thousands of times; the
    // memory stays bounded when the texts are many and different (a feed's titles).
    if (known.size >= 10_000) known.clear();
    known.set(text, slug);
  }
  return slug;
}

const known = new Map<string, string>();
