/**
 * Make logos given as pictures (PNG or WebP, in tenants/<slug>/makes/ or public/makes/; CFG-05)
 * are resized once into the widths they are shown at (LOGO_WIDTHS: 2× the largest tile), as
 * PNG with their transparency, and kept in the image cache across builds, keyed by the file's
 * bytes (issue 16). A logo that cannot be read is reported and shown as the file it is. SVG
 * logos need none of this: they are sharp at any size.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSharp, SharpUnavailable } from './load-sharp.ts';
import { LOGO_WIDTHS, logoVariantPath } from '../../domain/responsive-image.ts';
import type { MakeLogoFiles } from '../../domain/make-logos.ts';
import { SHARED_MAKES_DIR } from '../tenant-assets.ts';
import { COMPLETE, isCompleteSet, placeSet } from './cache-set.ts';

const LOGO_VERSION = 1;
const LARGEST = LOGO_WIDTHS[LOGO_WIDTHS.length - 1]!;
/** A logo is a small picture: larger than this is not a logo. */
const MAX_LOGO_PIXELS = 25_000_000;

export interface LogoFile {
  /** Where the site serves the file, e.g. /brand/makes/toyota.png. */
  path: string;
  /** The file on disk. */
  file: string;
}

export interface LogoReport {
  resized: Record<string, string>;
  /** Image cache folders the site's /img/ needs. */
  dirs: string[];
  processed: number;
  cached: number;
  failed: { logo: string; reason: string }[];
}

/** Make logo files the build resizes: pictures, not drawings. */
export function isPictureLogo(name: string): boolean {
  return /\.(png|webp)$/i.test(name);
}

/** A tenant's picture logos: its own (tenants/<slug>/makes/) and the shared ones it could show. */
export function pictureLogos(files: MakeLogoFiles, tenantDir: string): LogoFile[] {
  return [
    ...files.tenant
      .filter(isPictureLogo)
      .map((name) => ({ path: `/brand/makes/${name}`, file: join(tenantDir, 'makes', name) })),
    ...files.shared
      .filter(isPictureLogo)
      .map((name) => ({ path: `/makes/${name}`, file: join(SHARED_MAKES_DIR, name) })),
  ];
}

/** Resizes each picture logo (or finds it in the cache); what the site shows of each. */
export async function processMakeLogos(logos: readonly LogoFile[], cacheDir: string): Promise<LogoReport> {
  const report: LogoReport = { resized: {}, dirs: [], processed: 0, cached: 0, failed: [] };
  mkdirSync(cacheDir, { recursive: true });
  for (const logo of logos) {
    try {
      const sharp = await loadSharp();
      const bytes = readFileSync(logo.file);
      const { width } = await sharp(bytes, { limitInputPixels: MAX_LOGO_PIXELS }).metadata();
      if (!width) throw new Error('no width');
      const key = createHash('sha256')
        .update(bytes)
        .update(`|logo|v${LOGO_VERSION}`)
        .digest('hex')
        .slice(0, 16);
      const maxWidth = Math.min(width, LARGEST);
      const dir = `${key}-${maxWidth}`;
      if (isCompleteSet(join(cacheDir, dir))) report.cached++;
      else {
        const staging = join(cacheDir, `${dir}.${process.pid}.tmp`);
        rmSync(staging, { recursive: true, force: true });
        mkdirSync(staging);
        try {
          for (const shown of new Set(LOGO_WIDTHS.map((w) => Math.min(w, maxWidth))))
            await sharp(bytes, { limitInputPixels: MAX_LOGO_PIXELS })
              .resize({ width: shown })
              .png({ compressionLevel: 9 })
              .toFile(join(staging, `${shown}.png`));
          writeFileSync(join(staging, COMPLETE), '');
          placeSet(staging, join(cacheDir, dir));
        } finally {
          rmSync(staging, { recursive: true, force: true });
        }
        report.processed++;
      }
      report.resized[logo.path] = logoVariantPath(key, maxWidth, Math.min(LOGO_WIDTHS[0], maxWidth));
      report.dirs.push(dir);
    } catch (error) {
      if (error instanceof SharpUnavailable) throw error;
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      report.failed.push({ logo: logo.path, reason: `could not be read as a picture (${message})` });
    }
  }
  return report;
}
