/** Postcode ranges as tenants write them in settings ("2000" or "2000-2249"). */

/** "2000-2249" → { from: 2000, to: 2249 }; "2000" → { from: 2000, to: 2000 }. Expects the schema's format. */
export function parsePostcodeRange(text: string): { from: number; to: number } {
  const [from, to = from] = text.split('-').map((part) => Number(part.trim()));
  return { from: from!, to: to! };
}
