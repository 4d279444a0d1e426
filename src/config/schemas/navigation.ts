import * as v from 'valibot';
import { group, linkTarget, setting } from '../define.ts';

const link = v.strictObject({ label: v.pipe(v.string(), v.nonEmpty()), href: linkTarget });

/**
 * What a header item's dropdown shows (NAV-02, NAV-01): `range` the model menu (body types
 * from models.json on the left, model cards for the chosen body, a Models Overview link to
 * `href` or /models); `brands` a mega menu of the makes in stock with their logos, each
 * linking to its stock search; `finance` a dropdown of the tenant's finance page and
 * finance.externalPages. Without `kind` the item is a link or a list of `children`.
 */
const MENU_KINDS = ['range', 'brands', 'finance'] as const;

const headerItem = v.pipe(
  v.strictObject({
    label: v.pipe(v.string(), v.nonEmpty()),
    href: v.optional(linkTarget),
    children: v.optional(v.array(link), []),
    kind: v.optional(v.picklist(MENU_KINDS)),
  }),
  v.check(
    (item) => item.kind === undefined || item.children.length === 0,
    'A menu item with a kind fills its own dropdown: leave out its children',
  ),
);
const footerGroup = v.strictObject({
  label: v.pipe(v.string(), v.nonEmpty()),
  href: v.optional(linkTarget),
  children: v.optional(v.array(link), []),
});

export const NavigationSchema = group('Header and footer menus and brand links (NAV-*, CFG-05).', {
  header: setting(
    v.array(headerItem),
    [],
    'Header menu; empty: the template default menu (with a Range model menu when the tenant has models). An item is a link (`href`), a dropdown of `children`, or a dynamic dropdown by `kind` (NAV-02): `"range"` the model menu (bodies suvs, utes, cars, hybrids, sports, then others; model cards; a Models Overview link to `href`, default /models), `"brands"` the makes in stock with their logos, each linking to its /search/{make} page (navigation.hiddenBrands left out; `href`, if given, a View All Brands link), `"finance"` the tenant\'s finance page and finance.externalPages. A kind with nothing to show falls back to its `href` link, or is left out.',
    [
      { label: 'Range', kind: 'range', children: [] },
      { label: 'Brands', kind: 'brands', children: [] },
      { label: 'Finance', kind: 'finance', children: [] },
      { label: 'Stock', href: '/search/new-used-and-demo-cars', children: [] },
    ],
  ),
  footer: setting(v.array(footerGroup), [], 'Footer link groups; empty: the template default.', []),
  extraBrandLinks: setting(v.array(link), [], 'Extra brand links in the header (CFG-05).', [
    { label: 'Hyundai', href: 'https://hyundai.example.com.au' },
  ]),
  hiddenBrands: setting(v.array(v.string()), [], 'Makes hidden from brand lists (CFG-05).', ['Haval']),
  hoverOpen: setting(v.boolean(), false, 'Dropdowns open on hover (NAV-01).', true),
});
