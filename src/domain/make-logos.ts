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
  /** A picture logo's site path → its resized file (src/build/images/logo-images.ts). */
  resized?: Readonly<Record<string, string>> | undefined;
}

const EXTENSIONS = ['svg', 'webp', 'png'];

/**
 * Site path of the logo for `make`, or undefined. Tenant logos are published under
 * /brand/makes/; a picture logo the build resized is shown from its resized set.
 */
export function makeLogoPath(make: string, files: MakeLogoFiles): string | undefined {
  const path = makeLogoFile(make, files);
  return path && (files.resized?.[path] ?? path);
}

function makeLogoFile(make: string, files: MakeLogoFiles): string | undefined {
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
 * the tenant's extra brand links (CFG-05), each with its logo when one exists. An extra link
 * for a make already in stock is not shown twice.
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
  const inStock = new Set(makes.map((make) => slugify(make)));
  return [
    ...makes.map((make) => ({ label: make, logo: makeLogoPath(make, files), href: undefined })),
    ...navigation.extraBrandLinks
      .filter((link) => !hidden.has(link.label.toLowerCase()) && !inStock.has(slugify(link.label)))
      .map((link) => ({ label: link.label, href: link.href, logo: makeLogoPath(link.label, files) })),
  ];
}

export interface BrandMenuEntry {
  label: string;
  logo: string | undefined;
  /** The make's stock search, when that page is built; an extra brand link's own URL. */
  href: string | undefined;
  external: boolean;
}

/**
 * The header's brands mega menu (NAV-01): the site's brands (siteBrands: hidden brands left
 * out) with their logos; a make links to its stock search /search/{make} only when that page
 * is built, an extra brand link (CFG-05) to its own site, or to a page of this one that is built.
 * (siteBrands already shows a make that is also an extra link once, as the make.)
 */
export function brandMenu(brands: readonly Brand[], builtPaths: ReadonlySet<string>): BrandMenuEntry[] {
  return brands.map((brand) => {
    const external = brand.href !== undefined && /^https?:\/\//.test(brand.href);
    const path = brand.href ?? `/search/${slugify(brand.label)}`;
    const href = external || builtPaths.has(path) ? path : undefined;
    return { label: brand.label, logo: brand.logo, href, external };
  });
}
