import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../src/config/load-tenant.ts';
import { TEMPLATES } from '../../../src/config/schemas/site.ts';
import { TEMPLATE_PRESETS } from '../../../src/config/templates.ts';
import { configError, FIXTURE_TENANTS, settingsWith } from '../../fixtures/helpers.ts';

const LOCATIONS = {
  dealerships: [{ id: 'd1', name: 'Template Motors', slug: 'template-motors' }],
  locations: [
    {
      id: 'l1',
      name: 'Template Motors',
      dealership_id: 'd1',
      address: { city: 'Toowoomba', state: 'QLD', postcode: '4350', lat: -27.56, long: 151.95 },
      contact_detail: {},
    },
  ],
};

describe('[CFG-07] tenant templates', () => {
  it('offers exactly the five templates of the spec, each with a preset', () => {
    expect([...TEMPLATES]).toEqual(['franchise', 'group', 'used-yard', 'caravan-motorcycle', 'subscription']);
    expect(Object.keys(TEMPLATE_PRESETS).sort()).toEqual([...TEMPLATES].sort());
  });

  it('[CFG-07] a group tenant gets 4 grid columns without setting them', () => {
    const group = settingsWith({ site: { template: 'group' } });
    expect(group.search.gridColumns).toBe(4);
    // The rest of the search group keeps the schema defaults.
    expect(group.search.hitsPerPage).toBe(21);
    const franchise = settingsWith({ site: { template: 'franchise' } });
    expect(franchise.search.gridColumns).toBe(3);
  });

  it('[CFG-07] a tenant’s own settings override its template preset', () => {
    const group = settingsWith({
      site: { template: 'group' },
      search: { gridColumns: 3 },
    });
    expect(group.search.gridColumns).toBe(3);

    const subscription = settingsWith({
      site: { template: 'subscription' },
      vehicle: { reserve: { enabled: true } },
    });
    expect(subscription.vehicle.reserve.enabled).toBe(true);
    expect(subscription.features.subscriptionSite).toBe(true);
  });

  it('[CFG-07] template presets change behaviour per tenant', () => {
    const yard = settingsWith({ site: { template: 'used-yard' } });
    expect(yard.vehicle.tradeInButton).toBe('all');

    const caravans = settingsWith({ site: { template: 'caravan-motorcycle' } });
    expect(caravans.features.specificationsInFeet).toBe(true);
    expect(caravans.wording.vehicleNoun).toBe('vehicles');

    const subscription = settingsWith({ site: { template: 'subscription' } });
    expect(subscription.features.subscriptionSite).toBe(true);
    expect(subscription.vehicle.reserve).toEqual({
      enabled: false,
      mode: 'checkout',
      defaultDeposit: 200,
      labelShowsDeposit: true,
      payOnline: true,
    });
  });

  it('[CFG-07] an unknown template is reported at site.template', () => {
    const error = configError(() => settingsWith({ site: { template: 'grop' } }));
    expect(error.problems.map((p) => p.path)).toEqual(['site.template']);
  });

  describe('each template loads as a tenant folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'templates-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it.each([...TEMPLATES])('[CFG-07] template %s', (template) => {
      const slug = `t-${template}`;
      mkdirSync(join(root, slug));
      writeFileSync(
        join(root, slug, 'settings.json'),
        JSON.stringify({ site: { name: `Tenant ${template}`, url: 'https://example.com.au', template } }),
      );
      writeFileSync(join(root, slug, 'locations.json'), JSON.stringify(LOCATIONS));
      writeFileSync(join(root, slug, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const tenant = loadTenant(root, slug);
      expect(tenant.settings.site.template).toBe(template);
      expect(tenant.settings.search.gridColumns).toBe(template === 'group' ? 4 : 3);
      expect(tenant.settings.features.subscriptionSite).toBe(template === 'subscription');
    });
  });

  it('[CFG-07] fixture tenants: a group tenant without grid settings vs a group tenant that overrides them', () => {
    const defaults = loadTenant(FIXTURE_TENANTS, 'group-defaults').settings;
    expect(defaults.search.gridColumns).toBe(4);
    const overridden = loadTenant(FIXTURE_TENANTS, 'group-override').settings;
    expect(overridden.search.gridColumns).toBe(3);
  });
});
