/**
 * The checks a dealer records for a car (COMP-04, COMP-05): a PPSR search's certificate, an
 * odometer check with its method, the service history with its source, and a roadworthy
 * certificate. Each is optional; a page states a check only when its record is here. Values are
 * matched without regard to case, spaces, hyphens or underscores ("Service_Records" is
 * "service records"), so an export's spelling needs no mapping table.
 */
import * as v from 'valibot';
import { AU_STATES } from './location.ts';
import { dateLike, optional, textual } from './fields.ts';

/** How an odometer reading was checked. */
export const ODOMETER_CHECK_METHODS = ['service records', 'nevdis', 'inspection', 'history report'] as const;
export type OdometerCheckMethod = (typeof ODOMETER_CHECK_METHODS)[number];

/** How complete the service history is. */
export const SERVICE_HISTORY_KINDS = ['full', 'partial', 'none'] as const;
export type ServiceHistoryKind = (typeof SERVICE_HISTORY_KINDS)[number];

/** Where the service history comes from. */
export const SERVICE_HISTORY_SOURCES = [
  'logbook',
  'dealer records',
  'manufacturer records',
  'receipts',
] as const;
export type ServiceHistorySource = (typeof SERVICE_HISTORY_SOURCES)[number];

function quoted(values: readonly string[]): string {
  return values.map((value) => `"${value}"`).join(', ');
}

/** One of `values`, written in any case, with spaces, hyphens or underscores between words. */
function wordChoice<const T extends readonly string[]>(values: T, field: string) {
  return v.pipe(
    v.string(`${field} must be one of ${quoted(values)}`),
    v.transform((text) =>
      text
        .trim()
        .toLowerCase()
        .replace(/[\s_-]+/g, ' '),
    ),
    v.picklist(
      values,
      (issue) => `${field} must be one of ${quoted(values)}, but found ${JSON.stringify(issue.input)}`,
    ),
  );
}

/** An ISO day, optionally with a time: the only written form that cannot be misread. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether the day exists: 2026-02-31 does not (JavaScript would read it as 3 March). */
function realDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The day of a check: ISO 8601 (2026-11-10, optionally with a time) or a unix timestamp. A day
 * like 03/11/26 is refused: it is 3 November in Australia and 11 March to a parser, and the
 * wrong one on a page is a false record of a check.
 */
export function checkDate(field: string) {
  const expected = `${field} must be a date like 2026-11-10 (ISO 8601 or a unix timestamp)`;
  return v.pipe(
    v.union([v.string(), v.number()], expected),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = typeof dataset.value === 'string' ? dataset.value.trim() : dataset.value;
      const parts = typeof value === 'string' ? ISO_DAY.exec(value) : undefined;
      const wellFormed =
        typeof value === 'number' ||
        (parts !== null &&
          parts !== undefined &&
          realDay(Number(parts[1]), Number(parts[2]), Number(parts[3])));
      const result = wellFormed ? v.safeParse(dateLike, value) : undefined;
      if (result?.success) return result.output;
      addIssue({ message: `${expected}, but found ${JSON.stringify(dataset.value)}` });
      return NEVER;
    }),
  );
}

/** A certificate or search number as printed: letters, digits and hyphens. */
const certificateNumber = (field: string) =>
  v.pipe(
    textual,
    v.regex(
      /^[A-Za-z0-9][A-Za-z0-9/-]{2,39}$/,
      `${field} must be the certificate number as printed: 3 to 40 letters, digits, hyphens or slashes`,
    ),
  );

/** The PPSR search certificate number of the search recorded by `ppsr_clear_date`. */
export const ppsrCertificate = certificateNumber('ppsr_certificate');

/** An odometer check: when, and how the reading was checked. */
export const OdometerCheckSchema = v.strictObject({
  date: checkDate('odometer_check.date'),
  method: wordChoice(ODOMETER_CHECK_METHODS, 'odometer_check.method'),
});

/** The service history: how complete it is, where it comes from, and the last service. */
export const ServiceHistorySchema = v.pipe(
  v.strictObject({
    kind: wordChoice(SERVICE_HISTORY_KINDS, 'service_history.kind'),
    source: optional(wordChoice(SERVICE_HISTORY_SOURCES, 'service_history.source')),
    last_service_date: optional(checkDate('service_history.last_service_date')),
  }),
  v.forward(
    v.check(
      (history) => history.kind === 'none' || history.source !== undefined,
      `service_history.source is required with a full or partial history: one of ${quoted(SERVICE_HISTORY_SOURCES)}`,
    ),
    ['source'],
  ),
);

/** A roadworthy (safety) certificate: when and in which state it was issued, and its number. */
export const RoadworthySchema = v.strictObject({
  date: checkDate('roadworthy.date'),
  state: v.pipe(
    v.string('roadworthy.state must be a state like VIC'),
    v.transform((text) => text.trim().toUpperCase()),
    v.picklist(
      AU_STATES,
      (issue) =>
        `roadworthy.state must be one of ${AU_STATES.join(', ')}, but found ${JSON.stringify(issue.input)}`,
    ),
  ),
  certificate: optional(certificateNumber('roadworthy.certificate')),
});

export type OdometerCheck = v.InferOutput<typeof OdometerCheckSchema>;
export type ServiceHistory = v.InferOutput<typeof ServiceHistorySchema>;
export type Roadworthy = v.InferOutput<typeof RoadworthySchema>;
