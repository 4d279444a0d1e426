/**
 * The instant-offer valuation (eval-expert calls, spec-2 §7, LEAD-11…LEAD-14): rego lookup,
 * manual choice, image uploads and the update with odometer and contact details. A lookup
 * that identifies one vehicle opens a valuation (an EvalID) owned by the tenant; every later
 * call finds it by tenant AND id, so another tenant's EvalID is simply unknown (SEC-01).
 * Images are checked by content, decoded and re-encoded, counted atomically within quotas and
 * stored under $DATA_DIR/valuations/<tenant>/<EvalID>/ (LEAD-12, SEC-02).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buyingTeamCalls,
  type Condition,
  offerLimits,
  overLimits,
  shopperValuation,
  type VehicleValuation,
} from '../../domain/valuation.ts';
import type { AuState } from '../../model/location.ts';
import {
  type ValuationAdapter,
  type ValuationContext,
  ValuationProviderError,
  type VehicleRecord,
} from '../adapters/valuation.ts';
import { INSTANT_OFFER_MESSAGES, MAX_IMAGE_BYTES, MAX_IMAGES } from '../../domain/leads/instant-offer.ts';
import { LEAD_MESSAGES } from '../../domain/leads/messages.ts';
import { HttpError } from '../errors.ts';
import { normalisePhoto } from './images/normalise-photo.ts';
import {
  PHOTO_STORAGE_FULL,
  PHOTO_STORAGE_RETRY_SECONDS,
  PHOTOS_OVER_VALUATION_QUOTA,
  tenantPhotoQuotaBytes,
  VALUATION_PHOTO_QUOTA_BYTES,
} from './images/upload-quota.ts';
import type { ValuationStore } from '../store/types.ts';

/** LEAD-12: at most 10 images of at most 10MB each; the wizard checks the same before it sends. */
export { MAX_IMAGE_BYTES, MAX_IMAGES };
export const IMAGE_TOO_LARGE = LEAD_MESSAGES.imageTooLarge;
export const TOO_MANY_IMAGES = LEAD_MESSAGES.tooManyImages;
export const NOT_AN_IMAGE = INSTANT_OFFER_MESSAGES.notAnImage;
export const UNKNOWN_VALUATION = 'We could not find that valuation. Please start again.';
export const PROVIDER_UNAVAILABLE =
  'Our valuation service is not answering just now. Please try again in a few minutes, or call us.';

/**
 * A call to the valuation provider; its failure is a 503 the shopper can retry (the wizard says
 * 'An error occurred while submitting the form. Please try again.'), logged with the detail.
 */
async function fromProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ValuationProviderError)) throw error;
    console.error('[valuation]', error.message);
    throw new HttpError(503, PROVIDER_UNAVAILABLE, { retryAfterSeconds: 60 });
  }
}

export type ImageType = 'jpg' | 'png' | 'gif' | 'heic';

/** HEIF brands of the ftyp box that are HEIC/HEIF still images (and sequences). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * The image type from the file's first bytes (magic numbers), whatever its name or declared
 * type says (SEC-02): JPEG FF D8 FF; PNG 89 'PNG' 0D 0A 1A 0A; GIF 'GIF87a'/'GIF89a';
 * HEIC an ISO-BMFF 'ftyp' box at offset 4 with a HEIF major brand.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'heic';
  return undefined;
}

export interface StoredValuation {
  /**
   * The vehicle record; once Your Details is sent, its odometer reading, the valuation (an offer
   * or the buying team's call) and valued_at, when it was made (ISO), from which an offer's 7 days run.
   */
  vehicle: VehicleRecord & { KM?: number; valuation?: VehicleValuation; valued_at?: string };
  images: number;
}

/** The answer of enter-vin and manual-entry for an identified vehicle (spec-2 §7). */
export function lookupAnswer(evalId: string, vehicle: VehicleRecord) {
  return {
    EvalID: evalId,
    VIN: vehicle.VIN,
    Make: vehicle.Make,
    Model: vehicle.Model,
    Variant: vehicle.Variant,
    Year: vehicle.Year,
    Body: vehicle.Body,
    Transmission: vehicle.Transmission,
    Cylinders: vehicle.Cylinders,
    CompMth: vehicle.CompMth,
    CompYr: vehicle.CompYr,
    BuildMth: vehicle.BuildMth,
    BuildYr: vehicle.BuildYr,
  };
}

async function openValuation(
  store: ValuationStore,
  tenantSlug: string,
  vehicle: VehicleRecord,
  now: Date,
): Promise<string> {
  const evalId = randomUUID();
  await store.open(tenantSlug, evalId, vehicle, now);
  return evalId;
}

export async function findValuation(
  store: ValuationStore,
  tenantSlug: string,
  evalId: string,
): Promise<StoredValuation> {
  const row = await store.find(tenantSlug, evalId);
  if (!row) throw new HttpError(404, UNKNOWN_VALUATION);
  return { vehicle: row.vehicle as StoredValuation['vehicle'], images: row.images };
}

/**
 * POST /eval-expert/enter-vin: [] when the plate is unknown (the not-found panel),
 * [{ VIN, vehicleDescriptions: [{ Description }] }] when the shopper must choose, else
 * [{ EvalID, VIN, Make, … }] with a new valuation opened.
 */
export async function enterVin(
  store: ValuationStore,
  adapter: ValuationAdapter,
  context: ValuationContext,
  rego: string,
  state: AuState,
): Promise<unknown[]> {
  const found = await fromProvider(() => adapter.lookupRego(rego, state, context));
  if (!found) return [];
  if (found.kind === 'choose')
    return [
      { VIN: found.vin, vehicleDescriptions: found.descriptions.map((Description) => ({ Description })) },
    ];
  return [
    lookupAnswer(await openValuation(store, context.tenant, found.vehicle, context.now), found.vehicle),
  ];
}

/** POST /eval-expert/manual-entry: the chosen description opens a valuation. */
export async function manualEntry(
  store: ValuationStore,
  adapter: ValuationAdapter,
  context: ValuationContext,
  vin: string,
  description: string,
): Promise<unknown[]> {
  const vehicle = await fromProvider(() => adapter.chooseDescription(vin, description, context));
  if (!vehicle)
    throw new HttpError(404, 'We could not find that vehicle. Please choose one of the listed cars.');
  return [lookupAnswer(await openValuation(store, context.tenant, vehicle, context.now), vehicle)];
}

/**
 * Stores one photo of a valuation (LEAD-12, SEC-02): checks the owner, the size, the type by
 * content, then decodes it and stores it re-encoded (normalise-photo.ts), within the photo
 * count and the valuation's and tenant's disk quotas, all taken atomically with its place.
 */
export async function addImage(
  store: ValuationStore,
  dataDir: string,
  tenantSlug: string,
  evalId: string,
  bytes: Uint8Array,
  now: Date,
  tenantQuotaBytes: number = tenantPhotoQuotaBytes(),
): Promise<{ images: number; type: ImageType }> {
  const valuation = await findValuation(store, tenantSlug, evalId);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
  const type = detectImageType(bytes);
  if (!type) throw new HttpError(415, NOT_AN_IMAGE);
  // Checked again atomically below; this spares decoding an eleventh photo.
  if (valuation.images >= MAX_IMAGES) throw new HttpError(400, TOO_MANY_IMAGES);
  const photo = await normalisePhoto(bytes, type);
  const reserved = await store.reserveImage(
    tenantSlug,
    evalId,
    {
      bytes: photo.byteLength,
      maxImages: MAX_IMAGES,
      maxValuationBytes: VALUATION_PHOTO_QUOTA_BYTES,
      maxTenantBytes: tenantQuotaBytes,
    },
    now,
  );
  if ('refused' in reserved) {
    if (reserved.refused === 'images') throw new HttpError(400, TOO_MANY_IMAGES);
    if (reserved.refused === 'valuation bytes') throw new HttpError(413, PHOTOS_OVER_VALUATION_QUOTA);
    throw new HttpError(503, PHOTO_STORAGE_FULL, { retryAfterSeconds: PHOTO_STORAGE_RETRY_SECONDS });
  }
  const dir = join(dataDir, 'valuations', tenantSlug, evalId);
  const file = join(dir, `${String(reserved.number).padStart(2, '0')}-${randomUUID().slice(0, 8)}.jpg`);
  try {
    await mkdir(dir, { recursive: true });
    // A place given back earlier may have left its file (a write that failed half way): the
    // photo links find a photo by its number, so only this photo may carry it.
    const prefix = `${String(reserved.number).padStart(2, '0')}-`;
    for (const stale of await readdir(dir)) if (stale.startsWith(prefix)) await unlink(join(dir, stale));
    await writeFile(file, photo, { flag: 'wx' });
  } catch (error) {
    await unlink(file).catch(() => undefined);
    await store.releaseImage(tenantSlug, evalId, photo.byteLength);
    throw error;
  }
  return { images: reserved.number, type };
}

export interface EvalUpdate {
  km: number;
  userEmail?: string | undefined;
  cName: string;
  cEmail?: string | undefined;
  cPhone?: string | undefined;
  condition: Condition;
}

/**
 * The instant offer for a stored vehicle (LEAD-14): past the dealer's limits (spec-2 §9) the
 * buying team calls, for either adapter; else the adapter's answer (the dealer's references
 * offline, the provider's offer online).
 */
export async function valueVehicle(
  adapter: ValuationAdapter,
  vehicle: VehicleRecord,
  details: { km: number; condition: Condition },
  context: ValuationContext,
): Promise<VehicleValuation> {
  const limits = offerLimits(context.rules);
  const built = { year: vehicle.BuildYr, month: vehicle.BuildMth };
  const over = overLimits(built, details.km, limits, context.now);
  if (over)
    return buyingTeamCalls(over, details, limits, adapter.kind === 'provider' ? 'provider' : 'dealer-rules');
  return fromProvider(() => adapter.value(vehicle, details, context));
}

/**
 * POST /eval-expert/update-eval: records odometer and contact, values the vehicle and answers
 * [{ EvalID, VIN, EngineNo, Registration, RegExpiry, KM, Make, Model, Series, Variant, Year,
 * Transmission, redbookCode, offer_price, valuation }] (spec-2 §7). offer_price is null when
 * the buying team calls instead.
 */
export async function updateEval(
  store: ValuationStore,
  adapter: ValuationAdapter,
  context: ValuationContext,
  evalId: string,
  update: EvalUpdate,
): Promise<unknown[]> {
  const stored = await findValuation(store, context.tenant, evalId);
  const { valuation: _previous, KM: _previousKm, valued_at: _previousAt, ...vehicle } = stored.vehicle;
  const valuation = await valueVehicle(
    adapter,
    vehicle,
    { km: update.km, condition: update.condition },
    context,
  );
  const contact = {
    userEmail: update.userEmail,
    cName: update.cName,
    cEmail: update.cEmail,
    cPhone: update.cPhone,
  };
  await store.update(
    context.tenant,
    evalId,
    {
      km: update.km,
      contact,
      vehicle: { ...vehicle, KM: update.km, valuation, valued_at: context.now.toISOString() },
    },
    context.now,
  );
  return [
    {
      EvalID: evalId,
      VIN: vehicle.VIN,
      EngineNo: vehicle.EngineNo,
      Registration: vehicle.Registration,
      RegExpiry: vehicle.RegExpiry,
      KM: update.km,
      Make: vehicle.Make,
      Model: vehicle.Model,
      Series: vehicle.Series,
      Variant: vehicle.Variant,
      Year: vehicle.Year,
      Transmission: vehicle.Transmission,
      redbookCode: vehicle.redbookCode,
      offer_price: valuation.offer_price,
      images: stored.images,
      valuation: shopperValuation(valuation),
    },
  ];
}
