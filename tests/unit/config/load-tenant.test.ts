import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TenantConfigError } from '../../../src/config/errors.ts';
import { loadTenant, TENANT_SLUG, tenantsRoot } from '../../../src/config/load-tenant.ts';
import { configError, FIXTURE_TENANTS } from '../../fixtures/helpers.ts';

/** The file name loadTenant reports: relative to the working directory. */
const reported = (slug: string, file: string) => relative(process.cwd(), join(FIXTURE_TENANTS, slug, file));

describe('[CFG-01] selecting a tenant by slug', () => {
  it('[CFG-01] loads the tenant from its own folder under the tenants directory', () => {
    const tenant = loadTenant(FIXTURE_TENANTS, 'full-franchise');
    expect(tenant.slug).toBe('full-franchise');
    expect(tenant.dir).toBe(join(FIXTURE_TENANTS, 'full-franchise'));
    expect(tenant.settings.site.name).toBe('Fixture City Toyota');
    expect(tenant.settings.search.hitsPerPage).toBe(24);
  });

  it('[CFG-01] two slugs give two different sites from the same code', () => {
    const a = loadTenant(FIXTURE_TENANTS, 'full-franchise');
    const b = loadTenant(FIXTURE_TENANTS, 'group-defaults');
    expect(a.settings.site.url).toBe('https://www.fixturecitytoyota.com.au');
    expect(b.settings.site.url).toBe('https://www.fixtureautogroup.com.au');
    expect(a.settings.search.gridColumns).toBe(3);
    expect(b.settings.search.gridColumns).toBe(4);
    expect(a.locations.map((l) => l.id)).toEqual(['l1', 'l2', '3']);
    expect(b.locations.map((l) => l.id)).toEqual(['l1']);
  });

  it.each([
    'Full-Franchise',
    'full_franchise',
    '../full-franchise',
    'full-franchise/',
    '-lead',
    'trail-',
    'a--b',
    '',
    ' full-franchise',
    'full franchise',
  ])('[CFG-01] rejects the bad slug %j before touching the file system', (slug) => {
    const error = configError(() => loadTenant(FIXTURE_TENANTS, slug));
    expect(error.tenant).toBe(slug);
    expect(error.message).toContain('Tenant folder name must be lowercase letters, digits and hyphens');
  });

  it('[CFG-01] the slug pattern accepts lowercase words joined by single hyphens', () => {
    for (const slug of ['harbour-city-toyota', 'a1', 'westside-used-cars', '4wd-centre'])
      expect(TENANT_SLUG.test(slug)).toBe(true);
  });

  it('[CFG-01] a slug with no tenant folder fails naming the missing settings.json', () => {
    const error = configError(() => loadTenant(FIXTURE_TENANTS, 'no-such-tenant'));
    expect(error.problems).toEqual([
      { file: reported('no-such-tenant', 'settings.json'), path: '', message: 'settings.json is missing' },
    ]);
  });

  describe('tenantsRoot', () => {
    const saved = process.env['TENANTS_DIR'];
    afterEach(() => {
      if (saved === undefined) delete process.env['TENANTS_DIR'];
      else process.env['TENANTS_DIR'] = saved;
    });

    it('[CFG-01] is tenants/ in the project unless TENANTS_DIR points elsewhere', () => {
      delete process.env['TENANTS_DIR'];
      expect(tenantsRoot('/srv/dealer-sites')).toBe(join('/srv/dealer-sites', 'tenants'));
      process.env['TENANTS_DIR'] = 'tests/fixtures/tenants';
      expect(tenantsRoot('/srv/dealer-sites')).toBe(resolve('tests/fixtures/tenants'));
    });
  });
});

describe('a loaded tenant', () => {
  it('[CFG-02] has the schema defaults filled in under the tenant’s own settings', () => {
    const { settings } = loadTenant(FIXTURE_TENANTS, 'full-franchise');
    expect(settings.branding.colours.primary).toBe('#c8102e');
    expect(settings.branding.colours.primaryText).toBe('#ffffff');
    expect(settings.vehicle.reserve).toEqual({
      enabled: true,
      mode: 'buy-online',
      defaultDeposit: 200,
      labelShowsDeposit: true,
      payOnline: true,
    });
    expect(settings.stock.soldWindowDays).toBe(7);
    expect(settings.stock.onlyDealerWebsiteCars).toBe(true);
    expect(settings.promotions.positions).toEqual([4, 12]);
    expect(settings.wording.noPriceText).toBe('Call for price');
    expect(settings.wording.heroHeading).toBe('Search Our New & Used Vehicles');
    expect(settings.finance.provider).toBe('A');
    expect(settings.navigation.hiddenBrands).toEqual(['Haval']);
  });

  it('has no content when the optional content files are absent', () => {
    const tenant = loadTenant(FIXTURE_TENANTS, 'group-defaults');
    expect(tenant.manufacturers).toEqual([]);
    expect(tenant.models).toEqual([]);
    expect(tenant.promos).toEqual([]);
    expect(tenant.slides).toEqual([]);
    expect(tenant.reviews).toBeUndefined();
  });
});

describe('[CFG-03] invalid tenant configuration', () => {
  it('[CFG-03] names tenant, file, key path and expected type, and collects every problem in one error', () => {
    const error = configError(() => loadTenant(FIXTURE_TENANTS, 'broken-settings'));
    const settingsFile = reported('broken-settings', 'settings.json');
    expect(error.tenant).toBe('broken-settings');
    expect(error.problems).toEqual([
      { file: settingsFile, path: 'branding.colours.primary', message: 'Expected a colour like #1a2b3c' },
      {
        file: settingsFile,
        path: 'search.hitsPerPage',
        message: 'Invalid type: Expected number but received "21"',
      },
      {
        file: settingsFile,
        path: 'vehicle.reserve.enabld',
        message: 'unknown setting "enabld" (check the spelling)',
      },
      { file: settingsFile, path: 'serch', message: 'unknown setting "serch" (check the spelling)' },
      {
        file: reported('broken-settings', 'locations.json'),
        path: '',
        message: 'locations.json is missing (at least one dealership and location)',
      },
    ]);
    expect(error.message).toContain('Tenant "broken-settings" has invalid configuration');
    expect(error.message).toContain(
      `${settingsFile} at search.hitsPerPage: Invalid type: Expected number but received "21"`,
    );
    expect(error.message).toContain('tests/fixtures/tenants/broken-settings/settings.json');
  });

  it('[CFG-03] reports malformed settings JSON with the file and the parser’s reason', () => {
    const error = configError(() => loadTenant(FIXTURE_TENANTS, 'malformed-settings-json'));
    expect(error.problems).toHaveLength(1);
    const [problem] = error.problems;
    expect(problem!.file).toBe(reported('malformed-settings-json', 'settings.json'));
    expect(problem!.message.startsWith(`${problem!.file} is not valid JSON (`)).toBe(true);
    // The parser's reason points at the trailing comma on line 2/3.
    expect(problem!.message).toMatch(/position 83/);
  });

  it('[CFG-03] reports malformed locations.json with the file', () => {
    const error = configError(() => loadTenant(FIXTURE_TENANTS, 'malformed-locations-json'));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]!.file).toBe(reported('malformed-locations-json', 'locations.json'));
    expect(error.problems[0]!.message).toMatch(
      /^tests\/fixtures\/tenants\/malformed-locations-json\/locations\.json is not valid JSON \(.+\)$/,
    );
    expect(error.message).toContain('tests/fixtures/tenants/malformed-locations-json/locations.json');
  });

  it('[CFG-03] reports a missing locations.json', () => {
    const error = configError(() => loadTenant(FIXTURE_TENANTS, 'missing-locations'));
    expect(error.problems).toEqual([
      {
        file: reported('missing-locations', 'locations.json'),
        path: '',
        message: 'locations.json is missing (at least one dealership and location)',
      },
    ]);
  });

  it('[CFG-03] reports invalid locations.json fields with file and key path', () => {
    const error = configError(() => loadTenant(FIXTURE_TENANTS, 'bad-locations-schema'));
    const file = reported('bad-locations-schema', 'locations.json');
    expect(error.problems.every((p) => p.file === file)).toBe(true);
    const byPath = Object.fromEntries(error.problems.map((p) => [p.path, p.message]));
    expect(byPath).toMatchObject({
      'dealerships.0.slug': 'Slug must be lowercase letters, digits and hyphens',
      'locations.0.address.state': 'State must be one of QLD, NSW, VIC, SA, WA, TAS, ACT, NT',
      'locations.0.address.postcode': 'Postcode must be 4 digits',
      'locations.0.contact_detail.email': 'Expected an e-mail address',
      'locations.0.contact_detail.opening_hours.0.open': 'Expected HH:MM',
      'locations.0.special_hours.0.date': 'Expected a date (ISO 8601 or a unix timestamp)',
    });
    expect(Object.keys(byPath)).toContain('locations.0.contact_detail.opening_hours.0.weekday');
    expect(Object.keys(byPath)).toContain('locations.0.reviews.average_rating');
  });

  it('[CFG-03] reports duplicate location ids and unknown dealerships', () => {
    const error = configError(() => loadTenant(FIXTURE_TENANTS, 'bad-locations'));
    const file = reported('bad-locations', 'locations.json');
    expect(error.problems).toEqual([
      { file, path: 'locations.1.id', message: 'duplicate location id "l1"' },
      { file, path: 'locations.1.dealership_id', message: 'no dealership with id "d9"' },
    ]);
  });

  it('[CFG-03] reports a logo that is not in the tenant folder', () => {
    const error = configError(() => loadTenant(FIXTURE_TENANTS, 'missing-logo'));
    expect(error.problems).toEqual([
      {
        file: reported('missing-logo', 'settings.json'),
        path: 'branding.logo',
        message: 'logo file "brand-mark.svg" is not in the tenant folder',
      },
    ]);
  });

  it('[CFG-03] a broken tenant fails alone: every other fixture tenant still loads', () => {
    const mine = [
      'bad-content',
      'bad-locations',
      'bad-locations-schema',
      'broken-settings',
      'csv-yard',
      'full-franchise',
      'group-defaults',
      'group-override',
      'malformed-locations-json',
      'malformed-settings-json',
      'missing-locations',
      'missing-logo',
    ];
    expect(readdirSync(FIXTURE_TENANTS)).toEqual(expect.arrayContaining(mine));
    const outcomes = Object.fromEntries(
      mine.map((slug) => {
        try {
          loadTenant(FIXTURE_TENANTS, slug);
          return [slug, 'ok'];
        } catch (error) {
          if (!(error instanceof TenantConfigError)) throw error;
          return [slug, 'invalid'];
        }
      }),
    );
    expect(outcomes).toEqual({
      'bad-content': 'invalid',
      'bad-locations': 'invalid',
      'bad-locations-schema': 'invalid',
      'broken-settings': 'invalid',
      'csv-yard': 'ok',
      'full-franchise': 'ok',
      'group-defaults': 'ok',
      'group-override': 'ok',
      'malformed-locations-json': 'invalid',
      'malformed-settings-json': 'invalid',
      'missing-locations': 'invalid',
      'missing-logo': 'invalid',
    });
  });

  describe('in a temporary tenants folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'load-tenant-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('[CFG-03] a settings error and a locations error in one tenant come back together', () => {
      cpSync(join(FIXTURE_TENANTS, 'bad-locations'), join(root, 'two-problems'), { recursive: true });
      writeFileSync(
        join(root, 'two-problems', 'settings.json'),
        JSON.stringify({
          site: { name: 'Two Problems', url: 'https://x.com.au' },
          stock: { soldWindowDays: 'three' },
        }),
      );
      const error = configError(() => loadTenant(root, 'two-problems'));
      expect(error.problems.map((p) => `${p.file.split('/').at(-1)} ${p.path}`)).toEqual([
        'settings.json stock.soldWindowDays',
        'locations.json locations.1.id',
        'locations.json locations.1.dealership_id',
      ]);
    });

    it('[CFG-03] a settings file that is valid JSON but not an object is reported', () => {
      cpSync(join(FIXTURE_TENANTS, 'group-defaults'), join(root, 'array-settings'), { recursive: true });
      writeFileSync(join(root, 'array-settings', 'settings.json'), '[]');
      const error = configError(() => loadTenant(root, 'array-settings'));
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]!.message).toBe('Expected a JSON object');
      expect(error.problems[0]!.file.endsWith(join('array-settings', 'settings.json'))).toBe(true);
    });

    it('a model page may not take a built-in route, nor a page another model has', () => {
      cpSync(join(FIXTURE_TENANTS, 'group-defaults'), join(root, 'model-slugs'), { recursive: true });
      const model = (id: string, slug: string, extra: Record<string, unknown> = {}) => ({
        id,
        name: id,
        slug,
        manufacturer_name: 'Toyota',
        ...extra,
      });
      writeFileSync(
        join(root, 'model-slugs', 'models.json'),
        JSON.stringify([
          model('Search', 'search'),
          model('HiLux', 'hilux'),
          model('HiLux 2', 'hilux-2', { new_slug: 'hilux' }),
          model('Finance', 'finance', { override_url: 'https://www.toyota.com.au/finance' }),
        ]),
      );
      const error = configError(() => loadTenant(root, 'model-slugs'));
      expect(error.problems.map(({ path, message }) => ({ path, message }))).toEqual([
        {
          path: 'models.0.slug',
          message: '"search" is a built-in route (/search); give the model another slug',
        },
        { path: 'models.2.new_slug', message: 'models.1 already has the page /hilux' },
      ]);
      expect(error.problems[0]!.file.endsWith(join('model-slugs', 'models.json'))).toBe(true);
    });

    it('a brand directory entry may not repeat a slug, sit under a built-in route, or lack the words of its overview page', () => {
      cpSync(join(FIXTURE_TENANTS, 'group-defaults'), join(root, 'brand-slugs'), { recursive: true });
      writeFileSync(
        join(root, 'brand-slugs', 'brands.json'),
        JSON.stringify([
          { name: 'Toyota', slug: 'toyota', category: 'car', description: 'Our Toyota dealership.' },
          { name: 'Toyota Again', slug: 'toyota', category: 'car', url: 'https://www.toyota.com.au' },
          { name: 'Cars Inc', slug: 'cars', category: 'company', description: 'A company.' },
          { name: 'Search Co', slug: 'search', category: 'company', url: 'https://search.example.com' },
          { name: 'Audi', slug: 'audi', category: 'car' },
          { name: 'Tractor', slug: 'tractor', category: 'tractor', url: 'https://tractor.example.com' },
        ]),
      );
      const error = configError(() => loadTenant(root, 'brand-slugs'));
      expect(error.problems.map(({ path, message }) => ({ path, message }))).toEqual([
        {
          path: '4.description',
          message: 'An entry without a url gets an overview page and needs a description for it',
        },
        { path: '5.category', message: 'Category must be one of car, motorcycle, truck, company' },
      ]);
      writeFileSync(
        join(root, 'brand-slugs', 'brands.json'),
        JSON.stringify([
          { name: 'Toyota', slug: 'toyota', category: 'car', description: 'Our Toyota dealership.' },
          { name: 'Toyota Again', slug: 'toyota', category: 'car', url: 'https://www.toyota.com.au' },
          { name: 'Cars Inc', slug: 'cars', category: 'company', description: 'A company.' },
          { name: 'Search Co', slug: 'search', category: 'company', url: 'https://search.example.com' },
        ]),
      );
      const second = configError(() => loadTenant(root, 'brand-slugs'));
      expect(second.problems.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: 'brands.1.slug', message: 'brands.0 already has the slug "toyota"' },
        {
          path: 'brands.2.slug',
          message:
            '"cars" is a built-in route, so /cars/overview cannot be its overview page; give the entry another slug',
        },
      ]);
      expect(second.problems[0]!.file.endsWith(join('brand-slugs', 'brands.json'))).toBe(true);
    });

    it('a servicing page (service.json) must name its make and book at a location the tenant has', () => {
      cpSync(join(FIXTURE_TENANTS, 'group-defaults'), join(root, 'service-page'), { recursive: true });
      writeFileSync(
        join(root, 'service-page', 'service.json'),
        JSON.stringify({ intro: 'Genuine servicing.', location_id: 'nowhere' }),
      );
      const error = configError(() => loadTenant(root, 'service-page'));
      expect(error.problems.map(({ path, message }) => ({ path, message }))).toEqual([
        {
          path: 'title',
          message: 'the servicing page needs a title, or site.manufacturer in settings.json to name it',
        },
        { path: 'location_id', message: 'no location with id "nowhere" in locations.json' },
      ]);
      expect(error.problems[0]!.file.endsWith(join('service-page', 'service.json'))).toBe(true);
      writeFileSync(
        join(root, 'service-page', 'service.json'),
        JSON.stringify({
          title: 'Service Centre',
          intro: 'Genuine servicing.',
          drop_off: { pick_up_times: ['4pm'] },
        }),
      );
      expect(
        configError(() => loadTenant(root, 'service-page')).problems.map(({ path, message }) => ({
          path,
          message,
        })),
      ).toEqual([{ path: 'drop_off.pick_up_times.0', message: 'Expected a time like 7:45am or 2:00pm' }]);
      writeFileSync(
        join(root, 'service-page', 'service.json'),
        JSON.stringify({ title: 'Service Centre', intro: 'Genuine servicing.', location_id: 'l1' }),
      );
      expect(loadTenant(root, 'service-page').service).toEqual({
        title: 'Service Centre',
        intro: 'Genuine servicing.',
        location_id: 'l1',
        hero_image_alt: '',
        // Not a certified dealership unless the dealer says so (COMP-05).
        certified_dealership: false,
        perks: false,
        wizard: 'long',
        service_intervals: [],
        interval_required: false,
        service_types: [],
        additional_services: [],
      });
    });
  });
});
