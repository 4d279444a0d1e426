import { describe, expect, it } from 'vitest';
import {
  configuredMenu,
  defaultFooterMenu,
  defaultHeaderMenu,
  financeMenuLinks,
  linksToPage,
  type MenuContext,
  megaMenuOverview,
  menuProblems,
  serviceAndPartsLinks,
  settleMenuKinds,
} from '../../../src/domain/navigation.ts';

const paths = new Set([
  '/',
  '/search/new-used-and-demo-cars',
  '/search/used-cars',
  '/search/demo-cars',
  '/trade-in',
  '/contact-us',
  '/contact-us/bay-motors',
  '/contact-us/north-motors',
  '/terms-and-conditions',
  '/watchlist',
  '/compare',
]);
const context: MenuContext = {
  paths,
  contactPath: '/contact-us',
  contactLabel: 'Contact Us',
  locationPages: [
    { label: 'Bay Motors', href: '/contact-us/bay-motors' },
    { label: 'North Motors', href: '/contact-us/north-motors' },
  ],
  savedLinks: [{ label: 'My Watchlist', href: '/watchlist' }],
};

describe('menus', () => {
  it('[NAV-01] the default header links only to pages this tenant has', () => {
    expect(defaultHeaderMenu(context)).toEqual([
      {
        label: 'Stock',
        href: '/search/new-used-and-demo-cars',
        children: [
          { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
          { label: 'Demo Cars', href: '/search/demo-cars' },
          { label: 'Used Cars', href: '/search/used-cars' },
        ],
      },
      { label: 'Sell My Car', href: '/trade-in', children: [] },
      { label: 'Contact Us', href: '/contact-us', children: context.locationPages },
    ]);
  });

  it('[NAV-01] [NAV-02] with one stock type and one location the header has no link dropdowns, and the Range model menu where the tenant has models', () => {
    const small = new Set(['/search/new-used-and-demo-cars', '/contact', '/trade-in', '/models']);
    expect(
      defaultHeaderMenu({ ...context, paths: small, contactPath: '/contact', locationPages: [] }),
    ).toEqual([
      { label: 'Stock', href: '/search/new-used-and-demo-cars', children: [] },
      { label: 'Range', href: '/models', children: [], kind: 'range' },
      { label: 'Sell My Car', href: '/trade-in', children: [] },
      { label: 'Contact Us', href: '/contact', children: [] },
    ]);
  });

  it('[NAV-01] the default footer: buyer tools and the dealership, saved cars where the tenant shows them', () => {
    expect(defaultFooterMenu(context)).toEqual([
      {
        label: 'Buyer Tools',
        href: undefined,
        children: [
          { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
          { label: 'Demo Cars', href: '/search/demo-cars' },
          { label: 'Used Cars', href: '/search/used-cars' },
          { label: 'Sell My Car', href: '/trade-in' },
          { label: 'My Watchlist', href: '/watchlist' },
        ],
      },
      {
        label: 'Our Dealership',
        href: undefined,
        children: [
          { label: 'Contact Us', href: '/contact-us' },
          ...context.locationPages,
          { label: 'Terms and Conditions', href: '/terms-and-conditions' },
        ],
      },
    ]);
  });

  it("[NAV-01] a tenant's own menu replaces the default", () => {
    const own = [{ label: 'Cars', href: '/search/used-cars', children: [] }];
    expect(configuredMenu(own, defaultHeaderMenu(context))).toEqual([
      { label: 'Cars', href: '/search/used-cars', children: [] },
    ]);
    expect(configuredMenu([], defaultHeaderMenu(context))).toEqual(defaultHeaderMenu(context));
  });

  it('[NAV-02] a configured item keeps its kind: the Range model menu, the brands mega menu', () => {
    const own = [
      { label: 'Home', href: '/', children: [] },
      { label: 'Range', href: undefined, children: [], kind: 'range' as const },
      { label: 'Our Brands', href: undefined, children: [], kind: 'brands' as const },
    ];
    expect(configuredMenu(own, [])).toEqual([
      { label: 'Home', href: '/', children: [] },
      { label: 'Range', href: undefined, children: [], kind: 'range' },
      { label: 'Our Brands', href: undefined, children: [], kind: 'brands' },
    ]);
  });

  it('[NAV-02] a dynamic dropdown takes its panel page as its link, and with nothing to show becomes a plain link or goes', () => {
    const menu = [
      { label: 'Range', href: undefined, children: [], kind: 'range' as const },
      { label: 'Brands', href: '/search/new-cars', children: [], kind: 'brands' as const },
      { label: 'Stock', href: '/search/used-cars', children: [] },
    ];
    expect(
      settleMenuKinds(menu, {
        range: { filled: true, href: '/models' },
        brands: { filled: true, href: undefined },
      }),
    ).toEqual([
      { label: 'Range', href: '/models', children: [], kind: 'range' },
      { label: 'Brands', href: '/search/new-cars', children: [], kind: 'brands' },
      { label: 'Stock', href: '/search/used-cars', children: [] },
    ]);
    expect(
      settleMenuKinds(menu, {
        range: { filled: false, href: undefined },
        brands: { filled: false, href: undefined },
      }),
    ).toEqual([
      { label: 'Brands', href: '/search/new-cars', children: [] },
      { label: 'Stock', href: '/search/used-cars', children: [] },
    ]);
  });

  it('[QUAL-03] a configured link to a page this site does not have is named with its key', () => {
    const menu = [
      { label: 'Finance', href: '/finance', children: [] },
      {
        label: 'More',
        href: undefined,
        children: [
          { label: 'Terms', href: '/terms-and-conditions/' },
          { label: 'About', href: '/about-us#team' },
          { label: 'Maker', href: 'https://www.toyota.com.au/' },
          { label: 'Used', href: '/search/used-cars?sortBy=price-asc' },
        ],
      },
    ];
    expect(menuProblems(menu, 'navigation.header', paths)).toEqual([
      { path: 'navigation.header[0].href', message: '"/finance" is not a page of this site' },
      {
        path: 'navigation.header[1].children[1].href',
        message: '"/about-us#team" is not a page of this site',
      },
    ]);
    expect(linksToPage('/', paths)).toBe(true);
    expect(linksToPage('https://example.com/x', paths)).toBe(true);
  });
});

describe('megaMenuOverview', () => {
  it('names the model menu’s and the brands menu’s overview link, and gives none to other items', () => {
    expect(megaMenuOverview({ label: 'Range', href: '/models', children: [], kind: 'range' })).toEqual({
      label: 'Models Overview',
      href: '/models',
    });
    expect(megaMenuOverview({ label: 'Brands', href: '/brands', children: [], kind: 'brands' })).toEqual({
      label: 'View All Brands',
      href: '/brands',
    });
    expect(
      megaMenuOverview({ label: 'Brands', href: undefined, children: [], kind: 'brands' }),
    ).toBeUndefined();
    expect(megaMenuOverview({ label: 'Stock', href: '/search/used-cars', children: [] })).toBeUndefined();
  });
});

describe('savedLinkText', () => {
  it('adds the count in brackets once there is one', async () => {
    const { savedLinkText } = await import('../../../src/domain/saved-link.ts');
    expect(savedLinkText('Compare', 0)).toBe('Compare');
    expect(savedLinkText('Compare', 2)).toBe('Compare (2)');
    expect(savedLinkText('My Watchlist', 12)).toBe('My Watchlist (12)');
  });

  it('[DEAL-04] counts the list the link goes to', async () => {
    const { savedListOf } = await import('../../../src/domain/saved-link.ts');
    expect(['/compare', '/favourites', '/watchlist', '/saved-searches'].map(savedListOf)).toEqual([
      'compare',
      'favourites',
      'watchlist',
      undefined,
    ]);
  });
});

describe('Service & Parts and Finance menus (spec-2 §2)', () => {
  const groupPaths = new Set([
    '/',
    '/models',
    '/brands',
    '/special-offers',
    '/search/new-used-and-demo-cars',
    '/search/new-cars',
    '/search/used-cars',
    '/trade-in',
    '/apply-for-finance',
    '/service',
    '/vehicle-parts-and-accessories',
    '/warranty',
    '/about-us',
    '/careers',
    '/contact-us',
    '/terms-and-conditions',
    '/privacy-policy',
    '/book-test-drive',
  ]);
  const financeLinks = financeMenuLinks({ label: 'Car Finance', href: '/apply-for-finance' }, [
    { label: 'Manufacturer Finance', url: 'https://finance.example.com.au/' },
    { label: 'Guaranteed Future Value Calculator', url: 'https://finance.example.com.au/gfv' },
  ]);
  const group: MenuContext = {
    paths: groupPaths,
    contactPath: '/contact-us',
    contactLabel: 'Contact Us',
    locationPages: [],
    savedLinks: [],
    contentLinks: {
      company: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Careers', href: '/careers' },
        { label: 'Warranty', href: '/warranty' },
        { label: 'Roadside Assist', href: '/roadside-assist' },
      ],
      legal: [{ label: 'Privacy Policy', href: '/privacy-policy' }],
    },
    group: true,
    offersPath: '/special-offers',
    financeLinks,
    serviceLinks: serviceAndPartsLinks(false),
  };

  it('[NAV-01] the group template’s default header is the group menu: Stock, Sell My Car, Finance, Service & Parts and More, each link where the page exists', () => {
    expect(defaultHeaderMenu(group)).toEqual([
      { label: 'Home', href: '/', children: [] },
      { label: 'Range', href: '/models', children: [], kind: 'range' },
      { label: 'Brands', href: '/brands', children: [], kind: 'brands' },
      {
        label: 'Stock',
        href: '/search/new-used-and-demo-cars',
        children: [
          { label: 'Special Offers', href: '/special-offers' },
          { label: 'Explore Our Range', href: '/models' },
          { label: 'New Cars', href: '/search/new-cars' },
          { label: 'Used Cars', href: '/search/used-cars' },
        ],
      },
      { label: 'Sell My Car', href: '/trade-in', children: [] },
      {
        label: 'Finance',
        href: undefined,
        children: [
          { label: 'Car Finance', href: '/apply-for-finance' },
          { label: 'Manufacturer Finance', href: 'https://finance.example.com.au/' },
          { label: 'Guaranteed Future Value Calculator', href: 'https://finance.example.com.au/gfv' },
        ],
      },
      {
        label: 'Service & Parts',
        href: undefined,
        children: [
          { label: 'Service', href: '/service' },
          { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
          { label: 'Warranty', href: '/warranty' },
        ],
      },
      {
        label: 'More',
        href: undefined,
        children: [
          { label: 'About Us', href: '/about-us' },
          { label: 'Careers', href: '/careers' },
          { label: 'Contact Us', href: '/contact-us' },
          { label: 'Terms and Conditions', href: '/terms-and-conditions' },
          { label: 'Privacy Policy', href: '/privacy-policy' },
        ],
      },
    ]);
  });

  it('[NAV-01] the group footer has Buyer Tools with the finance links, Service & Parts and Company', () => {
    expect(defaultFooterMenu(group)).toEqual([
      {
        label: 'Buyer Tools',
        href: undefined,
        children: [
          { label: 'All Stock', href: '/search/new-used-and-demo-cars' },
          { label: 'New Cars', href: '/search/new-cars' },
          { label: 'Used Cars', href: '/search/used-cars' },
          { label: 'Special Offers', href: '/special-offers' },
          { label: 'Models', href: '/models' },
          { label: 'Car Finance', href: '/apply-for-finance' },
          { label: 'Manufacturer Finance', href: 'https://finance.example.com.au/' },
          { label: 'Guaranteed Future Value Calculator', href: 'https://finance.example.com.au/gfv' },
          { label: 'Sell My Car', href: '/trade-in' },
          { label: 'Book a Test Drive', href: '/book-test-drive' },
        ],
      },
      {
        label: 'Service & Parts',
        href: undefined,
        children: [
          { label: 'Service', href: '/service' },
          { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
          { label: 'Warranty', href: '/warranty' },
        ],
      },
      {
        label: 'Company',
        href: undefined,
        children: [
          { label: 'Contact Us', href: '/contact-us' },
          { label: 'About Us', href: '/about-us' },
          { label: 'Careers', href: '/careers' },
          { label: 'Terms and Conditions', href: '/terms-and-conditions' },
          { label: 'Privacy Policy', href: '/privacy-policy' },
        ],
      },
    ]);
  });

  it('[NAV-01] a dealer’s default header has Service & Parts where it has two of those pages, a plain Service link with one, nothing with none', () => {
    const dealer = { ...group, group: false, paths: new Set([...groupPaths, '/accessories', '/offers']) };
    const serviceMenu = (context: MenuContext) =>
      defaultHeaderMenu(context).filter((item) => ['Service & Parts', 'Service'].includes(item.label));
    expect(serviceMenu({ ...dealer, offersPath: '/offers' })).toEqual([
      {
        label: 'Service & Parts',
        href: undefined,
        children: [
          { label: 'Service', href: '/service' },
          { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
          { label: 'Accessories', href: '/accessories' },
          { label: 'Warranty', href: '/warranty' },
        ],
      },
    ]);
    expect(
      defaultHeaderMenu({ ...dealer, offersPath: '/offers' }).find((item) => item.label === 'Offers'),
    ).toEqual({
      label: 'Offers',
      href: '/offers',
      children: [],
    });
    const onlyService = new Set(['/service', '/search/new-used-and-demo-cars', '/contact-us']);
    expect(serviceMenu({ ...dealer, paths: onlyService })).toEqual([
      { label: 'Service', href: '/service', children: [] },
    ]);
    expect(serviceMenu({ ...dealer, paths: new Set(['/contact-us']) })).toEqual([]);
  });

  it('[NAV-01] Warranty and Roadside Assist pages go under Service & Parts, not About, and pages under /pages/ are linked there', () => {
    expect(serviceAndPartsLinks(true).map((link) => link.href)).toEqual([
      '/service',
      '/vehicle-parts-and-accessories',
      '/accessories',
      '/pages/warranty',
      '/pages/roadside-assist',
    ]);
    const about = defaultHeaderMenu({ ...group, group: false }).find((item) => item.label === 'About');
    expect(about?.children.map((link) => link.label)).toEqual(['About Us', 'Careers']);
  });

  it('[NAV-01] a configured Finance item lists the finance page and the external finance pages; one link is a plain link; none leaves it out', () => {
    const menu = [
      { label: 'Sell My Car', href: '/trade-in', children: [] },
      { label: 'Finance', children: [], kind: 'finance' as const },
    ];
    expect(configuredMenu(menu, [], financeLinks)).toEqual([
      { label: 'Sell My Car', href: '/trade-in', children: [] },
      { label: 'Finance', href: undefined, children: financeLinks },
    ]);
    expect(configuredMenu(menu, [], financeLinks.slice(0, 1))).toEqual([
      { label: 'Sell My Car', href: '/trade-in', children: [] },
      { label: 'Finance', href: '/apply-for-finance', children: [] },
    ]);
    expect(configuredMenu(menu, [], [])).toEqual([{ label: 'Sell My Car', href: '/trade-in', children: [] }]);
  });
});
