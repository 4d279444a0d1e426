/**
 * Words shoppers type for makes and bodies, used by both backends (Meilisearch synonyms
 * setting; query expansion in the embedded engine). Mutual lists mean each word finds the others.
 */
export const SYNONYMS: Record<string, string[]> = {
  chevy: ['chevrolet'],
  chevrolet: ['chevy'],
  vw: ['volkswagen'],
  volkswagen: ['vw'],
  merc: ['mercedes'],
  benz: ['mercedes'],
  landcruiser: ['cruiser'],
  ute: ['pickup', 'utility'],
  pickup: ['ute'],
  '4x4': ['4wd', 'awd'],
  '4wd': ['4x4'],
  auto: ['automatic'],
  manual: ['manual'],
  electric: ['ev'],
  ev: ['electric'],
  hatchback: ['hatch'],
  hatch: ['hatchback'],
};
