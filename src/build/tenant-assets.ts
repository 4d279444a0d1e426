/**
 * Files a tenant's site serves besides what Astro emits: its logo (/brand/<file>) and the
 * car images and spin frames its stock references (/media/...), taken from the local media
 * folder. Real feeds point at a CDN; demo feeds point at locally generated images.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PLACEHOLDER_IMAGE } from '../domain/media.ts';
import { contentImages } from './images/content-images.ts';
import type { SiteData } from './site-data.ts';

export const MEDIA_DIR = '.cache/demo-media';

/** The make logos every tenant may show (public/makes/; a tenant's own in tenants/<slug>/makes/). */
export const SHARED_MAKES_DIR = join(import.meta.dirname, '..', '..', 'public', 'makes');

/** Site paths under /media/ that the stock refers to. */
export function referencedMediaPaths(data: SiteData): Set<string> {
  const paths = new Set<string>([PLACEHOLDER_IMAGE]);
  const add = (url: string | undefined) => {
    if (url?.startsWith('/media/')) paths.add(url.split(/[?#]/)[0]!);
  };
  for (const car of data.cars) {
    for (const image of car.images) {
      add(image.image);
      add(image.thumb);
    }
    car.spin_images.forEach(add);
    car.spin_interior_image.forEach(add);
  }
  // Content images may point at local media too (the same list the image pipeline reads).
  for (const { url } of contentImages(data.tenant)) add(url);
  return paths;
}

/** Hard-links (or copies, across devices) one file; `made` holds the folders already made. */
function place(from: string, to: string, made = new Set<string>()): void {
  const dir = dirname(to);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** What a tenant's site needs copied besides Astro's output: small, kept while the stock is not. */
export interface TenantAssets {
  tenantDir: string;
  logo: string;
  makeLogos: readonly string[];
  media: Set<string>;
  /** The photo sets of the image pipeline the stock points at (src/build/images), by folder name. */
  imageSets: readonly string[];
}

/** Where the image pipeline keeps its photo sets across builds (IMAGE_CACHE_DIR, else .cache/images). */
export function imageCacheDir(root: string): string {
  return process.env['IMAGE_CACHE_DIR'] || join(root, '.cache', 'images');
}

export function tenantAssetsOf(data: SiteData, imageSets: readonly string[] = []): TenantAssets {
  return {
    tenantDir: data.tenant.dir,
    logo: data.tenant.settings.branding.logo,
    makeLogos: data.makeLogos.tenant,
    media: referencedMediaPaths(data),
    imageSets,
  };
}

/**
 * Places the logo and referenced media into outDir. With `live` (a site changed in place,
 * src/build/update-in-place.ts), a photo set the live site already has is left there: sets are
 * named by their photo's bytes, so it is the same set. Returns the media paths that were not
 * found and the folders kept in the live site.
 */
export function copyTenantAssets(
  root: string,
  assets: TenantAssets,
  outDir: string,
  live?: string,
): { missing: string[]; keptFolders: Set<string> } {
  place(join(assets.tenantDir, assets.logo), join(outDir, 'brand', assets.logo));
  for (const file of assets.makeLogos)
    place(join(assets.tenantDir, 'makes', file), join(outDir, 'brand', 'makes', file));
  const missing: string[] = [];
  for (const path of assets.media) {
    // The platform's own files (public/media: the placeholder photo) first, then the demo media.
    const source = [join(root, 'public', path), join(root, MEDIA_DIR, path.slice('/media/'.length))].find(
      (file) => existsSync(file),
    );
    if (source) place(source, join(outDir, path));
    else missing.push(path);
  }
  // Each photo set under /img/<set>/ (hard links: the cache keeps one copy for every build).
  const cache = imageCacheDir(root);
  const made = new Set<string>();
  const keptFolders = new Set<string>();
  for (const set of assets.imageSets) {
    if (live && existsSync(join(live, 'img', set))) {
      keptFolders.add(`img/${set}`);
      continue;
    }
    for (const file of readdirSync(join(cache, set)))
      if (!file.startsWith('.')) place(join(cache, set, file), join(outDir, 'img', set, file), made);
  }
  return { missing, keptFolders };
}
