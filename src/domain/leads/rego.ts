/**
 * A number plate as the forms send it and the vehicle register compares it: capitals, no
 * spaces or hyphens ('abc 12-3' is ABC123), at most 12 characters (the lead schema's cap).
 */
export function normaliseRego(rego: string): string {
  return rego
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .slice(0, 12);
}
