/**
 * Expiring signed links to a valuation's photos (issue: "photos uploaded in the trade-in wizard
 * are attached or linked with an expiring signed URL"). The dealer's e-mail carries one link per
 * photo; a link names the tenant's valuation and the photo's number, when it expires, and an
 * HMAC of those over the API's secret, so nobody can guess another photo or stretch a link.
 * Links are made when the lead is delivered and last PHOTO_LINK_DAYS from then.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../errors.ts';
import { detectImageType, type ImageType } from './valuation.ts';

export const PHOTO_LINK_DAYS = 30;
export const PHOTO_LINK_EXPIRED = 'This photo link has expired. Ask the customer for new photos.';
const BAD_LINK = 'This photo link is not valid.';

export const PHOTO_PATH = '/api/eval-expert/photos';

const CONTENT_TYPES: Readonly<Record<ImageType, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  heic: 'image/heic',
};

function signature(secret: string, tenant: string, evalId: string, photo: number, expires: number): string {
  return createHmac('sha256', `${secret}:photos`)
    .update(`${tenant}\n${evalId}\n${photo}\n${expires}`)
    .digest('base64url');
}

/** The links to photos 1…count of a valuation, valid PHOTO_LINK_DAYS from `now`. */
export function photoLinks(
  siteUrl: string,
  secret: string,
  tenant: string,
  evalId: string,
  count: number,
  now: Date,
): string[] {
  const expires = Math.floor(now.getTime() / 1000) + PHOTO_LINK_DAYS * 86_400;
  const base = siteUrl.replace(/\/$/, '');
  return Array.from({ length: count }, (_, index) => {
    const photo = index + 1;
    const sig = signature(secret, tenant, evalId, photo, expires);
    return `${base}${PHOTO_PATH}/${encodeURIComponent(evalId)}/${photo}?expires=${expires}&sig=${sig}`;
  });
}

/** Throws a 403 unless the link was signed by us for this tenant's photo and has not expired. */
export function checkPhotoLink(
  secret: string,
  tenant: string,
  evalId: string,
  photo: number,
  expires: string | undefined,
  sig: string | undefined,
  now: Date,
): void {
  const seconds = Number(expires);
  if (!Number.isInteger(seconds) || !sig) throw new HttpError(403, BAD_LINK);
  const expected = Buffer.from(signature(secret, tenant, evalId, photo, seconds));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new HttpError(403, BAD_LINK);
  if (seconds * 1000 < now.getTime()) throw new HttpError(410, PHOTO_LINK_EXPIRED);
}

/** Photo `photo` (1-based) of a valuation, with its type from its bytes. */
export async function readPhoto(
  dataDir: string,
  tenant: string,
  evalId: string,
  photo: number,
): Promise<{ bytes: Buffer; contentType: string }> {
  const dir = join(dataDir, 'valuations', tenant, evalId);
  const prefix = `${String(photo).padStart(2, '0')}-`;
  const name = (await readdir(dir).catch(() => [] as string[])).find((file) => file.startsWith(prefix));
  if (!name) throw new HttpError(404, 'This photo is no longer stored.');
  const bytes = await readFile(join(dir, name));
  const type = detectImageType(bytes);
  if (!type) throw new HttpError(404, 'This photo is no longer stored.');
  return { bytes, contentType: CONTENT_TYPES[type] };
}
