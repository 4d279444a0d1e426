import * as v from 'valibot';
import { fontStack, group, hexColour, optionalSetting, setting } from '../define.ts';

const phone = v.pipe(v.string(), v.regex(/^[0-9 +()]{6,20}$/, 'Expected a phone number like 02 9555 0101'));

export const BrandingSchema = group('Logo, colours, fonts and phone numbers.', {
  logo: setting(
    v.pipe(
      v.string(),
      v.regex(/^[\w.-]+\.(svg|png|webp|jpg)$/, 'Expected a file name in the tenant folder, like logo.svg'),
    ),
    'logo.svg',
    'Logo file in the tenant folder.',
    'logo.svg',
  ),
  colours: group('Brand colours; text colours must keep WCAG AA contrast on their backgrounds.', {
    primary: setting(hexColour, '#0b3d91', 'Buttons, links and highlights.', '#eb0a1e'),
    primaryText: setting(hexColour, '#ffffff', 'Text on the primary colour.', '#ffffff'),
    header: setting(hexColour, '#ffffff', 'Header background.', '#111111'),
    headerText: setting(hexColour, '#111111', 'Header text.', '#ffffff'),
    accent: setting(hexColour, '#b3261e', 'Tags and badges (red by default, spec-1 §4).', '#b3261e'),
    success: setting(
      hexColour,
      '#1b6e2d',
      'Green tags, e.g. runout sale on sites that colour it.',
      '#1b6e2d',
    ),
  }),
  fonts: group('Font stacks (system fonts by default: no web-font download).', {
    heading: setting(
      fontStack,
      'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      'Headings.',
      'Georgia, serif',
    ),
    body: setting(
      fontStack,
      'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      'Body text.',
      'Arial, sans-serif',
    ),
  }),
  phones: group('Phone numbers shown in the header, footer and call buttons.', {
    sales: optionalSetting(phone, 'Sales phone.', '02 9555 0101'),
    service: optionalSetting(phone, 'Service phone.', '02 9555 0102'),
    parts: optionalSetting(phone, 'Parts phone.', '02 9555 0103'),
  }),
});
