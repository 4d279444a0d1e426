import * as v from 'valibot';
import { group, linkTarget, setting } from '../define.ts';

const link = v.strictObject({ label: v.pipe(v.string(), v.nonEmpty()), href: linkTarget });
const menu = v.strictObject({
  label: v.pipe(v.string(), v.nonEmpty()),
  href: v.optional(linkTarget),
  children: v.optional(v.array(link), []),
});

export const NavigationSchema = group('Header and footer menus and brand links (NAV-*, CFG-05).', {
  header: setting(v.array(menu), [], 'Header menu; empty: the template default menu.', [
    { label: 'Stock', href: '/search/new-used-and-demo-cars', children: [] },
  ]),
  footer: setting(v.array(menu), [], 'Footer link groups; empty: the template default.', []),
  extraBrandLinks: setting(v.array(link), [], 'Extra brand links in the header (CFG-05).', [
    { label: 'Hyundai', href: 'https://hyundai.example.com.au' },
  ]),
  hiddenBrands: setting(v.array(v.string()), [], 'Makes hidden from brand lists (CFG-05).', ['Haval']),
  hoverOpen: setting(v.boolean(), false, 'Dropdowns open on hover (NAV-01).', true),
});
