import { describe, expect, it } from 'vitest';
import { TenantConfigError } from '../../../src/config/errors.ts';
import { validateSettings } from '../../../src/config/load-tenant.ts';
import { contrastRatio } from '../../../src/config/contrast.ts';

describe('brand colour contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
  });

  it('[CFG-03] rejects brand colours whose text would be unreadable, naming the key path', () => {
    const settings = {
      site: { name: 'Sunny Motors', url: 'https://sunny.example.com.au' },
      branding: { colours: { primary: '#ffd400', primaryText: '#ffffff' } },
    };
    let error: unknown;
    try {
      validateSettings('sunny-motors', settings, 'tenants/sunny-motors/settings.json');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TenantConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Tenant "sunny-motors"');
    expect(message).toMatch(
      /tenants\/sunny-motors\/settings\.json at branding\.colours\.primaryText: contrast with branding\.colours\.primary is 1\.\d\d:1; WCAG AA needs at least 4\.5:1/,
    );
  });

  it('accepts the default colours', () => {
    expect(() =>
      validateSettings('plain', { site: { name: 'Plain', url: 'https://plain.example.com.au' } }),
    ).not.toThrow();
  });
});
