import { describe, expect, it } from 'vitest';
import { FILL_ICONS, STROKE_ICONS } from '../../../src/icons/paths.ts';
import { fillIconHref, SPRITE_PATH, spriteSvg, strokeIconHref } from '../../../src/icons/sprite.ts';

describe('the icon sprite', () => {
  it('holds one symbol per icon, line icons stroked and action icons filled', () => {
    const svg = spriteSvg();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(svg.match(/<symbol /g)).toHaveLength(
      Object.keys(STROKE_ICONS).length + Object.keys(FILL_ICONS).length,
    );
    expect(svg).toContain(
      `<symbol id="s-check" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></symbol>`,
    );
    expect(svg).toContain('<symbol id="f-bookmark" viewBox="0 0 24 24"><path fill="currentColor" d="M6 2h12');
  });

  it('is named by its content, so it can be cached for good, and icons point into it', () => {
    expect(SPRITE_PATH).toMatch(/^\/icons\/icons\.[0-9a-f]{10}\.svg$/);
    expect(strokeIconHref('odometer')).toBe(`${SPRITE_PATH}#s-odometer`);
    expect(fillIconHref('facebook')).toBe(`${SPRITE_PATH}#f-facebook`);
  });
});
