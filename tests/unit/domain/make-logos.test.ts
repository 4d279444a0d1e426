import { describe, expect, it } from 'vitest';
import { brandMenu, makeLogoPath, siteBrands } from '../../../src/domain/make-logos.ts';

describe('make logos and brand links', () => {
  const files = {
    tenant: ['toyota.svg', 'land-rover.png'],
    shared: ['toyota.svg', 'mazda.svg', 'mercedes-benz.webp'],
  };

  it('[CFG-05] looks a make logo up by make name, the tenant’s own file winning over the shared one', () => {
    expect(makeLogoPath('Toyota', files)).toBe('/brand/makes/toyota.svg');
    expect(makeLogoPath('Mazda', files)).toBe('/makes/mazda.svg');
    expect(makeLogoPath('Land Rover', files)).toBe('/brand/makes/land-rover.png');
    expect(makeLogoPath('Mercedes-Benz', files)).toBe('/makes/mercedes-benz.webp');
    expect(makeLogoPath('Kia', files)).toBeUndefined();
    expect(makeLogoPath('Toyota', { tenant: [], shared: [] })).toBeUndefined();
  });

  it('shows a picture logo from the set the build resized it into', () => {
    const resized = {
      ...files,
      resized: { '/brand/makes/land-rover.png': '/img/0123456789abcdef-320/160.png' },
    };
    expect(makeLogoPath('Land Rover', resized)).toBe('/img/0123456789abcdef-320/160.png');
    expect(makeLogoPath('Toyota', resized)).toBe('/brand/makes/toyota.svg');
  });

  it('[CFG-05] lists makes in stock minus hidden brands, then the tenant’s extra brand links', () => {
    const brands = siteBrands(
      ['Toyota', 'Haval', 'Mazda', 'Toyota', 'Kia'],
      { hiddenBrands: ['haval'], extraBrandLinks: [{ label: 'GWM', href: 'https://gwm.example.com' }] },
      files,
    );
    expect(brands).toEqual([
      { label: 'Kia', logo: undefined, href: undefined },
      { label: 'Mazda', logo: '/makes/mazda.svg', href: undefined },
      { label: 'Toyota', logo: '/brand/makes/toyota.svg', href: undefined },
      { label: 'GWM', logo: undefined, href: 'https://gwm.example.com' },
    ]);
  });

  it('an extra brand link for a make already in stock shows once, as the make', () => {
    const brands = siteBrands(
      ['GWM', 'Kia'],
      { hiddenBrands: [], extraBrandLinks: [{ label: 'gwm', href: 'https://gwm.example.com' }] },
      files,
    );
    expect(brands.map((brand) => brand.label)).toEqual(['GWM', 'Kia']);
  });

  it('[CFG-05] a hidden brand is hidden from the extra links too', () => {
    const brands = siteBrands(
      [],
      { hiddenBrands: ['GWM'], extraBrandLinks: [{ label: 'GWM', href: 'https://gwm.example.com' }] },
      files,
    );
    expect(brands).toEqual([]);
  });

  it('[NAV-01] the brands menu: logos, hidden brands left out, each brand once, a make linked to its stock search only where that page is built', () => {
    const brands = siteBrands(
      ['Toyota', 'Haval', 'Mazda', 'Land Rover'],
      {
        hiddenBrands: ['Haval'],
        extraBrandLinks: [
          { label: 'GWM', href: 'https://gwm.example.com' },
          { label: 'Isuzu', href: '/search/isuzu' },
          { label: 'TOYOTA', href: 'https://www.toyota.com.au' },
        ],
      },
      files,
    );
    expect(brandMenu(brands, new Set(['/search/toyota', '/search/land-rover']))).toEqual([
      {
        label: 'Land Rover',
        logo: '/brand/makes/land-rover.png',
        href: '/search/land-rover',
        external: false,
      },
      { label: 'Mazda', logo: '/makes/mazda.svg', href: undefined, external: false },
      { label: 'Toyota', logo: '/brand/makes/toyota.svg', href: '/search/toyota', external: false },
      { label: 'GWM', logo: undefined, href: 'https://gwm.example.com', external: true },
      { label: 'Isuzu', logo: undefined, href: undefined, external: false },
    ]);
  });
});
