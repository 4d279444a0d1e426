import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TenantConfigError } from '../../../src/config/errors.ts';
import { validateSettings } from '../../../src/config/load-tenant.ts';
import { TenantSettingsSchema } from '../../../src/config/schema.ts';
import { DEFAULT_MULTI_WORD_MAKES, DEFAULT_MULTI_WORD_MODELS } from '../../../src/config/schemas/feed.ts';
import { configError, MINIMAL_SETTINGS, settingsWith } from '../../fixtures/helpers.ts';

/** Reads a dotted path from an object. */
function at(object: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], object);
}

/** Builds { a: { b: value } } from 'a.b'. */
function nested(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

describe('TenantSettingsSchema defaults', () => {
  it('[CFG-02] fills every group with its defaults when a tenant sets only the site', () => {
    const settings = settingsWith();
    expect(settings.site).toEqual({
      name: 'Fixture Motors',
      url: 'https://www.fixturemotors.com.au',
      domains: [],
      template: 'franchise',
      timezone: 'Australia/Sydney',
      frameAncestors: [],
      websiteId: '',
    });
    expect(settings.search.backend).toEqual({ type: 'embedded' });
    expect(settings.feed).toEqual({
      format: 'json',
      file: 'stock.json',
      maxValidDrop: 0.2,
      csv: {
        delimiter: ',',
        columns: {},
        multiWordMakes: DEFAULT_MULTI_WORD_MAKES,
        multiWordModels: DEFAULT_MULTI_WORD_MODELS,
      },
      specificationsUnit: 'm',
      placeholderImages: ['/media/placeholder.jpg', 'no-image', 'placeholder'],
    });
    expect(settings.promotions.positions).toEqual([5, 8, 9, 10, 17]);
    expect(settings.navigation).toEqual({
      header: [],
      footer: [],
      extraBrandLinks: [],
      hiddenBrands: [],
      hoverOpen: false,
    });
  });

  it('[CFG-02] deep-merges tenant overrides: a nested key keeps the defaults of its siblings', () => {
    const settings = settingsWith({
      vehicle: { reserve: { mode: 'buy-online' } },
      branding: { colours: { primary: '#c8102e' } },
    });
    expect(settings.vehicle.reserve).toEqual({
      enabled: true,
      mode: 'buy-online',
      defaultDeposit: 200,
      labelShowsDeposit: true,
      payOnline: true,
    });
    expect(settings.branding.colours).toEqual({
      primary: '#c8102e',
      primaryText: '#ffffff',
      header: '#ffffff',
      headerText: '#111111',
      accent: '#b3261e',
      success: '#1b6e2d',
    });
    // Untouched siblings of the overridden groups keep their defaults too.
    expect(settings.vehicle.similarCarsCount).toBe(6);
    expect(settings.branding.logo).toBe('logo.svg');
  });

  it('[CFG-02] a tenant array replaces the default array', () => {
    expect(settingsWith({ promotions: { positions: [4, 12] } }).promotions.positions).toEqual([4, 12]);
    expect(
      settingsWith({ feed: { placeholderImages: ['https://cdn.example.com/noimage.jpg'] } }).feed
        .placeholderImages,
    ).toEqual(['https://cdn.example.com/noimage.jpg']);
    expect(
      settingsWith({ feed: { csv: { multiWordMakes: ['Land Rover'] } } }).feed.csv.multiWordMakes,
    ).toEqual(['Land Rover']);
  });

  it('ignores the $schema key editors use', () => {
    expect(() => settingsWith({ $schema: '../../docs/tenant-settings.schema.json' })).not.toThrow();
  });

  it('accepts a self-hosted Meilisearch backend and rejects one without a search key', () => {
    const settings = settingsWith({
      search: {
        backend: { type: 'meilisearch', host: 'https://search.example.com', searchKey: 'public-key' },
      },
    });
    expect(settings.search.backend).toEqual({
      type: 'meilisearch',
      host: 'https://search.example.com',
      searchKey: 'public-key',
    });
    const error = configError(() =>
      settingsWith({ search: { backend: { type: 'meilisearch', host: 'https://search.example.com' } } }),
    );
    expect(error.problems.map((p) => p.path)).toContain('search.backend.searchKey');
  });
});

describe('[CFG-04] per-tenant switches: each exists with its spec default and can be switched', () => {
  // [path in settings, default, a tenant's own value]
  const switches: [string, unknown, unknown][] = [
    ['wording.noPriceText', 'Enquire for price.', 'Call for price'],
    ['wording.heroHeading', 'Search Our New & Used Vehicles', 'Search Our Stock'],
    ['wording.submitButton', 'Enquire Now', 'Message Now'],
    ['wording.contactLinkText', 'Contact Us', 'Get in touch'],
    ['branding.phones.sales', undefined, '02 9555 0101'],
    ['branding.phones.service', undefined, '02 9555 0102'],
    ['branding.logo', 'logo.svg', 'brand.png'],
    ['branding.colours.primary', '#0b3d91', '#eb0a1e'],
    ['stock.filter', '', 'NOT (car_type = demo AND make = Kia AND km < 3000)'],
    ['search.hitsPerPage', 21, 24],
    ['search.gridColumns', 3, 4],
    ['stock.soldWindowDays', 3, 7],
    ['finance.provider', undefined, 'D'],
    ['finance.defaultLink', '/finance', '/apply-for-finance'],
    ['vehicle.hideXShare', false, true],
    ['features.watchlist', true, false],
    ['features.compare', true, false],
    ['features.favourites', true, false],
    ['vehicle.reserve.mode', 'checkout', 'buy-online'],
    ['vehicle.reserve.enabled', true, false],
    ['forms.captcha', true, false],
    ['forms.termsCheckbox', false, true],
    ['forms.commentsRequired', true, false],
    ['features.subscriptionSite', false, true],
    ['features.certifiedOnlySite', false, true],
    ['vehicle.electricHybridTag', false, true],
    ['vehicle.newTagDisabled', false, true],
    ['vehicle.runoutSaleGreen', false, true],
    ['vehicle.phoneRevealedFromStart', false, true],
    ['features.pagesPath', false, true],
  ];

  it.each(switches)('%s defaults to %j and a tenant can set %j', (path, fallback, own) => {
    expect(at(settingsWith(), path)).toEqual(fallback);
    const settings = settingsWith(nested(path, own));
    expect(at(settings, path)).toEqual(own);
  });

  it('switching one setting leaves every other setting at its default', () => {
    const defaults = settingsWith();
    const switched = settingsWith({ vehicle: { newTagDisabled: true } });
    expect({ ...switched, vehicle: { ...switched.vehicle, newTagDisabled: false } }).toEqual(defaults);
  });

  it('rejects values outside what a switch allows', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ search: { gridColumns: 5 } }, 'search.gridColumns'],
      [{ search: { hitsPerPage: 0 } }, 'search.hitsPerPage'],
      [{ search: { hitsPerPage: 21.5 } }, 'search.hitsPerPage'],
      [{ stock: { soldWindowDays: -1 } }, 'stock.soldWindowDays'],
      [{ finance: { provider: 'Z' } }, 'finance.provider'],
      [{ finance: { defaultLink: 'finance' } }, 'finance.defaultLink'],
      [{ wording: { noPriceText: '   ' } }, 'wording.noPriceText'],
      [{ branding: { phones: { sales: 'call us' } } }, 'branding.phones.sales'],
      [{ branding: { logo: '../other-tenant/logo.svg' } }, 'branding.logo'],
      [{ vehicle: { reserve: { mode: 'deposit' } } }, 'vehicle.reserve.mode'],
    ];
    for (const [override, path] of cases) {
      const error = configError(() => settingsWith(override));
      expect(
        error.problems.map((p) => p.path),
        JSON.stringify(override),
      ).toContain(path);
    }
  });
});

describe('navigation: extra brand links and hidden brands per tenant', () => {
  it('defaults to none and takes a tenant’s own links and hidden makes', () => {
    expect(settingsWith().navigation.extraBrandLinks).toEqual([]);
    expect(settingsWith().navigation.hiddenBrands).toEqual([]);
    const settings = settingsWith({
      navigation: {
        extraBrandLinks: [
          { label: 'GWM', href: 'https://www.gwmanz.com/au/' },
          { label: 'Kia', href: '/kia' },
        ],
        hiddenBrands: ['Haval'],
      },
    });
    expect(settings.navigation.extraBrandLinks).toEqual([
      { label: 'GWM', href: 'https://www.gwmanz.com/au/' },
      { label: 'Kia', href: '/kia' },
    ]);
    expect(settings.navigation.hiddenBrands).toEqual(['Haval']);
  });

  it('rejects a brand link without a label or with a relative href', () => {
    const error = configError(() =>
      settingsWith({ navigation: { extraBrandLinks: [{ label: '', href: 'gwm.com' }] } }),
    );
    expect(error.problems.map((p) => p.path).sort()).toEqual([
      'navigation.extraBrandLinks.0.href',
      'navigation.extraBrandLinks.0.label',
    ]);
  });
});

describe('navigation: dynamic header dropdowns (NAV-02)', () => {
  it('takes a header item of kind range or brands', () => {
    const settings = settingsWith({
      navigation: {
        header: [
          { label: 'Range', kind: 'range' },
          { label: 'Our Brands', kind: 'brands' },
        ],
      },
    });
    expect(settings.navigation.header).toEqual([
      { label: 'Range', kind: 'range', children: [] },
      { label: 'Our Brands', kind: 'brands', children: [] },
    ]);
  });

  it('rejects an unknown kind, a kind with children, and a kind in the footer, naming the key', () => {
    const error = configError(() =>
      settingsWith({
        navigation: {
          header: [
            { label: 'Range', kind: 'models' },
            { label: 'Brands', kind: 'brands', children: [{ label: 'Kia', href: '/search/kia' }] },
          ],
          footer: [{ label: 'Models', kind: 'range' }],
        },
      }),
    );
    expect(error.problems.map((p) => p.path).sort()).toEqual([
      'navigation.footer.0.kind',
      'navigation.header.0.kind',
      'navigation.header.1',
    ]);
  });
});

describe('unknown keys', () => {
  it('[CFG-02] a misspelt top-level group is an error naming the key', () => {
    const error = configError(() => settingsWith({ serch: { hitsPerPage: 24 } }));
    expect(error.problems).toEqual([
      { file: 'settings.json', path: 'serch', message: 'unknown setting "serch" (check the spelling)' },
    ]);
  });

  it('[CFG-02] misspelt nested keys are errors at their full key path', () => {
    const error = configError(() =>
      settingsWith({
        search: { hitsPerPag: 24 },
        vehicle: { reserve: { enabld: false } },
        branding: { colours: { primry: '#000000' } },
      }),
    );
    expect(error.problems.map((p) => [p.path, p.message])).toEqual([
      ['branding.colours.primry', 'unknown setting "primry" (check the spelling)'],
      ['search.hitsPerPag', 'unknown setting "hitsPerPag" (check the spelling)'],
      ['vehicle.reserve.enabld', 'unknown setting "enabld" (check the spelling)'],
    ]);
  });

  it('[CFG-02] an unknown key inside a CSV column mapping is an error', () => {
    const error = configError(() =>
      settingsWith({ feed: { csv: { columns: { make: { colum: 'Brand' } } } } }),
    );
    expect(error.problems.map((p) => p.path)).toEqual(['feed.csv.columns.make.colum']);
  });
});

describe('validateSettings errors', () => {
  it('[CFG-03] names tenant, file, key path and expected type for a wrong type', () => {
    const error = configError(() =>
      validateSettings('harbour-city-toyota', { ...MINIMAL_SETTINGS, search: { hitsPerPage: '21' } }),
    );
    expect(error).toBeInstanceOf(TenantConfigError);
    expect(error.name).toBe('TenantConfigError');
    expect(error.tenant).toBe('harbour-city-toyota');
    expect(error.problems).toEqual([
      {
        file: 'settings.json',
        path: 'search.hitsPerPage',
        message: 'Invalid type: Expected number but received "21"',
      },
    ]);
    expect(error.message).toContain('Tenant "harbour-city-toyota" has invalid configuration');
    expect(error.message).toContain(
      'settings.json at search.hitsPerPage: Invalid type: Expected number but received "21"',
    );
  });

  it('[CFG-03] uses the file name it is given', () => {
    const error = configError(() =>
      validateSettings('t', { ...MINIMAL_SETTINGS, search: { gridColumns: '4' } }, 'tenants/t/settings.json'),
    );
    expect(error.message).toContain('tenants/t/settings.json at search.gridColumns');
  });

  it('[CFG-03] collects every problem of a settings object in one error', () => {
    const error = configError(() =>
      validateSettings('t', {
        site: { name: '', url: 'not a url' },
        search: { hitsPerPage: '21' },
        branding: { colours: { primary: 'red' } },
      }),
    );
    expect(error.problems.map((p) => p.path).sort()).toEqual([
      'branding.colours.primary',
      'search.hitsPerPage',
      'site.name',
      'site.url',
    ]);
    expect(error.problems.find((p) => p.path === 'branding.colours.primary')?.message).toBe(
      'Expected a colour like #1a2b3c',
    );
    expect(error.problems.find((p) => p.path === 'site.url')?.message).toBe('Expected an absolute URL');
    expect(error.message.split('\n')).toHaveLength(5);
  });

  it('[SEC-08] settings that reach CSS or URLs are allow-listed: a hostile font, link or URL is refused when loaded', () => {
    const error = configError(() =>
      validateSettings('t', {
        site: { name: 'Hostile', url: 'http://hostile.example.com' },
        branding: {
          fonts: { heading: 'x}</style><script>alert(1)</script><style>', body: 'Roboto; color: red' },
        },
        finance: { defaultLink: 'javascript:alert(1)' },
        navigation: { header: [{ label: 'Away', href: '//evil.example.com' }] },
        leads: { webhookUrl: 'data:text/plain,x' },
      }),
    );
    const messages = Object.fromEntries(error.problems.map((p) => [p.path, p.message]));
    expect(messages['site.url']).toBe('Expected an https:// URL');
    expect(messages['branding.fonts.heading']).toBe(
      'Expected a font stack like "Segoe UI", Roboto, sans-serif',
    );
    expect(messages['branding.fonts.body']).toBe('Expected a font stack like "Segoe UI", Roboto, sans-serif');
    expect(messages['finance.defaultLink']).toBe(
      'Expected a path on this site starting with / or an https:// URL',
    );
    expect(messages['leads.webhookUrl']).toBe('Expected an http:// or https:// URL');
    expect(messages['navigation.header.0.href']).toBe(
      'Expected a path on this site starting with / or an https:// URL',
    );
    // The defaults and ordinary stacks pass.
    expect(() =>
      validateSettings('t', {
        site: { name: 'Fine', url: 'https://fine.example.com' },
        branding: {
          fonts: { heading: "'Times New Roman', Times, serif", body: '-apple-system, "Segoe UI", Roboto' },
        },
      }),
    ).not.toThrow();
  });

  it('[SEC-08] site.frameAncestors takes https origins only: no wildcard, path, http or policy text', () => {
    for (const origin of [
      '*',
      'https://*.example.com',
      'http://group.example.com',
      'https://group.example.com/page',
      "https://group.example.com; script-src 'unsafe-inline'",
      "'none'",
      'https://group.example.com:70000',
      'https://-group.example.com',
    ]) {
      const error = configError(() =>
        validateSettings('t', {
          site: { name: 'Framed', url: 'https://framed.example.com', frameAncestors: [origin] },
        }),
      );
      expect(
        error.problems.map((p) => [p.path, p.message]),
        origin,
      ).toEqual([
        [
          'site.frameAncestors.0',
          'Expected an https origin like https://www.dealergroup.com.au (no path, no wildcard)',
        ],
      ]);
    }
    expect(
      validateSettings('t', {
        site: {
          name: 'Framed',
          url: 'https://framed.example.com',
          frameAncestors: ['https://www.group.com.au:8443'],
        },
      }).site.frameAncestors,
    ).toEqual(['https://www.group.com.au:8443']);
  });

  it('[CFG-03] rejects a settings file that is not an object', () => {
    for (const raw of [null, [], 'settings', 42]) {
      const error = configError(() => validateSettings('t', raw));
      expect(error.problems).toEqual([
        { file: 'settings.json', path: '', message: 'Expected a JSON object' },
      ]);
    }
  });

  // Bug: errors.ts reports a *missing required* key of a strict object as an unknown setting.
  it('[CFG-03] reports a missing required setting as missing, not as an unknown setting', () => {
    const error = configError(() => validateSettings('t', { site: { url: 'https://x.com.au' } }));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]!.path).toBe('site.name');
    expect(error.problems[0]!.message).not.toMatch(/unknown setting/);
  });

  it('the schema itself rejects unknown groups (strict at the top level)', () => {
    expect(v.safeParse(TenantSettingsSchema, { ...MINIMAL_SETTINGS, extra: true }).success).toBe(false);
    expect(v.safeParse(TenantSettingsSchema, MINIMAL_SETTINGS).success).toBe(true);
  });
});

describe('site.timezone', () => {
  it('takes an IANA zone and names the key when it is not one', () => {
    expect(settingsWith({ site: { timezone: 'Australia/Perth' } }).site.timezone).toBe('Australia/Perth');
    expect(settingsWith().site.timezone).toBe('Australia/Sydney');
    const error = configError(() => settingsWith({ site: { timezone: 'Mars/Olympus' } }));
    expect(error.problems).toContainEqual(
      expect.objectContaining({
        path: 'site.timezone',
        message: 'Expected an IANA time zone name like Australia/Perth',
      }),
    );
  });
});
