/**
 * Whether an error means the database or the data folder cannot take writes now: a full or
 * read-only disk, a corrupt or missing file, a lock held too long, a database server that is
 * down or out of resources. The API answers those 503 with Retry-After (it is the machine's
 * state, not the request's fault) instead of a generic 500, and /api/ready reports them.
 */

// SQLite primary result codes (https://sqlite.org/rescode.html).
const SQLITE_UNAVAILABLE = new Set([
  5, // BUSY
  6, // LOCKED
  8, // READONLY
  10, // IOERR
  11, // CORRUPT
  13, // FULL
  14, // CANTOPEN
  15, // PROTOCOL
  26, // NOTADB
]);
// File-system errors of the data folder (uploads, mail files).
const FS_UNAVAILABLE = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO']);
// Network errors reaching PostgreSQL.
const NET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

export function isStorageUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number')
    return SQLITE_UNAVAILABLE.has(errcode & 0xff);
  if (typeof code !== 'string') return false;
  if (FS_UNAVAILABLE.has(code) || NET_UNAVAILABLE.has(code)) return true;
  // PostgreSQL SQLSTATE classes: 08 connection, 53 insufficient resources (disk full, out of
  // memory, too many connections), 57P shutting down, 58 system error; XX001/XX002 corruption.
  return /^(08|53|58)[0-9A-Z]{3}$/.test(code) || /^57P0[1-4]$/.test(code) || /^XX00[12]$/.test(code);
}

/** How long a client is asked to wait after a 503 for storage. */
export const STORAGE_RETRY_SECONDS = 30;
export const STORAGE_UNAVAILABLE_MESSAGE =
  'We could not save that just now. Nothing was lost on your side: please try again in a minute.';
