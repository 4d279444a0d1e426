/**
 * Disk quotas for trade-in photos (issue 14, defect 5). A stored photo is at most 2048 px on
 * its long side (normalise-photo.ts), a few hundred KB, so a valuation's ten fit well within
 * its quota; the tenant's quota bounds what one site's shoppers can put on the API's disk
 * until the clean-up (upload-cleanup.ts) frees it.
 */
const MB = 1024 * 1024;

/** The photos of one valuation, together. */
export const VALUATION_PHOTO_QUOTA_BYTES = 25 * MB;
/** The photos of one tenant, together, unless UPLOAD_QUOTA_MB says otherwise. */
export const DEFAULT_TENANT_PHOTO_QUOTA_MB = 2048;
/** When a full tenant quota is worth trying again: the clean-up runs hourly. */
export const PHOTO_STORAGE_RETRY_SECONDS = 3600;

export const PHOTOS_OVER_VALUATION_QUOTA =
  'These photos are too large to keep together. Please upload fewer photos.';
export const PHOTO_STORAGE_FULL =
  "We can't store more photos right now. Please skip the photos: our buying team will ask you for any they need.";

/** UPLOAD_QUOTA_MB: the tenant quota in MB (fractions allowed); a value that is not a positive number is refused. */
export function tenantPhotoQuotaBytes(env: Record<string, string | undefined> = process.env): number {
  const text = env['UPLOAD_QUOTA_MB'];
  if (text === undefined || text.trim() === '') return DEFAULT_TENANT_PHOTO_QUOTA_MB * MB;
  const mb = Number(text);
  if (!Number.isFinite(mb) || mb <= 0)
    throw new Error(`UPLOAD_QUOTA_MB must be a positive number of megabytes, not "${text}".`);
  return Math.floor(mb * MB);
}
