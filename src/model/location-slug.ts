import { slugify } from './slugify.ts';

/** Location page slug: the name without a trailing " - Sales", " - Service" or " - Parts" (LOC-05). */
export function locationSlug(name: string): string {
  return slugify(name.replace(/\s+-\s+(Sales|Service|Parts)\s*$/i, ''));
}
