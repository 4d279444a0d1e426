/**
 * A car's own statutory warranty from the feed (COMP-03), which overrides the state rules
 * table in src/domain/vehicle/statutory-warranty.ts: "none" for a car the dealer sells
 * without one (a waiver the regulator approved, a restorable vehicle, an exemption the table
 * cannot see), or a period such as "3 months or 5,000 km". A value that is neither is a bad
 * value: the record is reported and skipped, since a misread warranty is a false claim.
 */
import * as v from 'valibot';
import { isUnknownValue } from './fields.ts';

export type WarrantyOverride = { kind: 'none' } | { kind: 'warranty'; months: number; km: number };

/** How dealers write "no statutory warranty" (case-insensitive, after trimming). */
const NONE_SPELLINGS = new Set([
  'none',
  'no',
  'nil',
  'exempt',
  'no warranty',
  'no statutory warranty',
  'without statutory warranty',
  'sold without statutory warranty',
]);

/** "3 months or 5,000 km", "1 month / 1000 km", "3 months or 5000km". */
const PERIOD = /^(\d{1,2})\s*months?\s*(?:or|\/)\s*(\d{1,3}(?:,\d{3})+|\d{1,6})\s*km$/i;

/** The override a feed value means, or undefined when it is neither "none" nor a period. */
export function parseWarrantyOverride(value: string): WarrantyOverride | undefined {
  const text = value.trim().replace(/\s+/g, ' ');
  if (NONE_SPELLINGS.has(text.toLowerCase())) return { kind: 'none' };
  const match = PERIOD.exec(text);
  if (!match) return undefined;
  const months = Number(match[1]);
  const km = Number(match[2]!.replace(/,/g, ''));
  return months > 0 && km > 0 ? { kind: 'warranty', months, km } : undefined;
}

const BAD_TYPE = 'statutory_warranty must be text, like "none" or "3 months or 5,000 km"';

/**
 * The optional feed field: absent and the unknown spellings ("", "-", "n/a") leave the rules
 * to decide; text becomes a WarrantyOverride; anything else is reported with what was found.
 * (Not `optional()` from ./fields.ts: its union would hide this message behind a type error.)
 */
export const statutoryWarrantyField = v.optional(
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }): WarrantyOverride | undefined => {
      const value = dataset.value;
      if (isUnknownValue(value)) return undefined;
      if (typeof value !== 'string') {
        addIssue({ message: BAD_TYPE });
        return NEVER;
      }
      const override = parseWarrantyOverride(value);
      if (override) return override;
      addIssue({
        message: `statutory_warranty must be "none" or a period like "3 months or 5,000 km", but found ${JSON.stringify(value.trim())}`,
      });
      return NEVER;
    }),
  ),
);
