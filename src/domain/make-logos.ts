/**
 * Logos for makes (CFG-05): looked up by make name and tenant slug. A tenant's own file in
 * tenants/<slug>/makes/ wins over the shared one in public/makes/; no file means the make
 * shows as text.
 */
import { slugify } from '../model/slugify.ts';

export interface MakeLogoFiles {
  /** File names in tenants/<slug>/makes/, e.g. "toyota.svg". */
  tenant: readonly string[];
  /** File names in public/makes/. */
  shared: readonly string[];
}

const EXTENSIONS = ['svg', 'webp', 'png'];

/** Site path of the logo for `make`, or undefined. Tenant logos are published under /brand/makes/. */
export function makeLogoPath(make: string, files: MakeLogoFiles): string | undefined {
  const base = slugify(make);
  for (const extension of EXTENSIONS) {
    const name = `${base}.${extension}`;
    if (files.tenant.includes(name)) return `/brand/makes/${name}`;
  }
  for (const extension of EXTENSIONS) {
    const name = `${base}.${extension}`;
    if (files.shared.includes(name)) return `/makes/${name}`;
  }
  return undefined;
}

export interface Brand {
  label: string;
  logo: string | undefined;
  /** Only the tenant's extra brand links carry a link. */
  href: string | undefined;
}

/**
 * The brands a site shows: makes in stock minus the tenant's hidden brands, by name, then
 * the tenant's extra brand links (CFG-05), each with its logo when one exists.
 */
export function siteBrands(
  makesInStock: readonly string[],
  navigation: {
    hiddenBrands: readonly string[];
    extraBrandLinks: readonly { label: string; href: string }[];
  },
  files: MakeLogoFiles,
): Brand[] {
  const hidden = new Set(navigation.hiddenBrands.map((b) => b.toLowerCase()));
  const makes = [...new Set(makesInStock)]
    .filter((make) => !hidden.has(make.toLowerCase()))
    .sort((a, b) => a.localeCompare(b));
  return [
    ...makes.map((make) => ({ label: make, logo: makeLogoPath(make, files), href: undefined })),
    ...navigation.extraBrandLinks
      .filter((link) => !hidden.has(link.label.toLowerCase()))
      .map((link) => ({ label: link.label, href: link.href, logo: makeLogoPath(link.label, files) })),
  ];
}
