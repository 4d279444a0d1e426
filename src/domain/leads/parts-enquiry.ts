/**
 * The parts enquiry (spec-2 §2 /parts/search, /vehicle-parts-and-accessories): the part by its
 * name or part number and the shopper's car (make, model, year; VIN optional). Checked by the
 * form and again by the API with the same messages; the API writes the request at the head of
 * the message the parts team reads, in the e-mail and the ADF comments alike. Pure.
 */
import type { FieldError } from './lead-rules.ts';
import type { Lead } from './lead-schema.ts';
import { LEAD_MESSAGES } from './messages.ts';

export const PARTS_CATEGORY = 'Parts';
export const PARTS_SUBCATEGORY = 'Parts Enquiry';

export const PARTS_MESSAGES = {
  partRequired: 'Please give the part name or its part number',
  vin: 'A VIN has 17 letters and digits, without I, O or Q',
} as const;

/** A 17-character VIN (ISO 3779: no I, O or Q). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;

const filled = (value: unknown) => value !== undefined && String(value).trim() !== '';

/** What a parts enquiry needs beyond the contact fields. */
export function partsEnquiryErrors(lead: Partial<Lead>): FieldError[] {
  const errors: FieldError[] = [];
  if (!filled(lead.part_name) && !filled(lead.part_number))
    errors.push({ field: 'part_name', message: PARTS_MESSAGES.partRequired });
  for (const field of ['Vehicle Make', 'Vehicle Model', 'Vehicle Year'] as const)
    if (!filled(lead[field])) errors.push({ field, message: LEAD_MESSAGES.required });
  if (filled(lead.VIN) && !VIN.test(String(lead.VIN).trim()))
    errors.push({ field: 'VIN', message: PARTS_MESSAGES.vin });
  return errors;
}

/** 'Part: Towbar\nPart number: PZ403-…\nVIN: …': the request, one line per thing given. */
export function partsRequestLines(lead: Pick<Lead, 'part_name' | 'part_number' | 'VIN'>): string[] {
  return [
    lead.part_name && `Part: ${lead.part_name}`,
    lead.part_number && `Part number: ${lead.part_number}`,
    lead.VIN && `VIN: ${lead.VIN.toUpperCase()}`,
  ].filter((line): line is string => Boolean(line));
}

/** A parts lead's message: the request first, then what the shopper wrote. */
export function withPartsRequest(lead: Lead): Lead {
  const request = partsRequestLines(lead).join('\n');
  const own = lead.message?.trim();
  return { ...lead, message: own ? `${request}\n\n${own}` : request };
}
