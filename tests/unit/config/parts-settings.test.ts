/**
 * The settings and files behind the parts, accessories, offers and finance menu pages (NAV-04):
 * each checked when the tenant loads, a mistake named by file and key.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../src/config/load-tenant.ts';
import { configError, settingsWith } from '../../fixtures/helpers.ts';

const location = (id: string, type: string, email?: string) => ({
  id,
  name: `Parts Motors - ${type[0]!.toUpperCase()}${type.slice(1)}`,
  dealership_id: 'd1',
  location_type: type,
  manufacturers: ['Toyota'],
  address: { city: 'Toowoomba', state: 'QLD', postcode: '4350', lat: -27.56, long: 151.95 },
  contact_detail: email ? { email } : {},
});

const root = mkdtempSync(join(tmpdir(), 'parts-settings-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tenant(slug: string, files: { settings?: object; locations?: object[]; accessories?: unknown }) {
  mkdirSync(join(root, slug));
  writeFileSync(
    join(root, slug, 'settings.json'),
    JSON.stringify({ site: { name: 'Parts Motors', url: 'https://example.com.au' }, ...files.settings }),
  );
  writeFileSync(
    join(root, slug, 'locations.json'),
    JSON.stringify({
      dealerships: [{ id: 'd1', name: 'Parts Motors', slug: 'parts-motors' }],
      locations: files.locations ?? [location('l1', 'sales', 'sales@example.com.au')],
    }),
  );
  if (files.accessories !== undefined)
    writeFileSync(join(root, slug, 'accessories.json'), JSON.stringify(files.accessories));
  writeFileSync(join(root, slug, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return () => loadTenant(root, slug);
}

describe('parts and accessories settings (NAV-04)', () => {
  it('features.partsPages on without a parts location that takes enquiries fails the build at that key', () => {
    const error = configError(tenant('parts-on', { settings: { features: { partsPages: true } } }));
    expect(error.problems).toEqual([
      {
        file: expect.stringMatching(/parts-on\/settings\.json$/),
        path: 'features.partsPages',
        message:
          'the parts pages are on, but locations.json has no visible parts location (location_type "parts") with an e-mail address, and leads.emailTo is empty: there is no parts department to show or to send enquiries to',
      },
    ]);
    const loaded = tenant('parts-on-with-desk', {
      settings: { features: { partsPages: true } },
      locations: [location('l1', 'sales', 's@example.com.au'), location('l2', 'parts', 'p@example.com.au')],
    })();
    expect(loaded.settings.features.partsPages).toBe(true);
  });

  it('accessories.json is checked entry by entry: known keys only, and only makes the dealer sells', () => {
    const unknownKey = configError(
      tenant('acc-key', {
        accessories: [{ id: 'a1', name: 'Towbar', make: 'Toyota', category: 'Towing', colour: 'black' }],
      }),
    );
    expect(unknownKey.problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['0.colour', 'unknown setting "colour" (check the spelling)'],
    ]);
    const otherMake = configError(
      tenant('acc-make', {
        accessories: [
          { id: 'a1', name: 'Towbar', make: 'Toyota', category: 'Towing' },
          { id: 'a2', name: 'Canopy', make: 'Holden', category: 'Load carrying' },
        ],
      }),
    );
    expect(otherMake.problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['1.make', '"Holden" is not a make this dealer sells (locations.json lists Toyota)'],
    ]);
    const loaded = tenant('acc-ok', {
      accessories: [
        { id: 'a1', name: 'Towbar', make: 'toyota', category: 'Towing', fits: ['HiLux'], price: '1,495' },
      ],
    })();
    expect(loaded.accessories).toEqual([
      { id: 'a1', name: 'Towbar', make: 'toyota', category: 'Towing', fits: ['HiLux'], price: 1495 },
    ]);
  });

  it('the subscription template has no parts pages; other templates decide by their parts locations', () => {
    expect(settingsWith({ site: { template: 'subscription' } }).features.partsPages).toBe(false);
    expect(settingsWith({ site: { template: 'franchise' } }).features.partsPages).toBeUndefined();
    expect(settingsWith({ site: { template: 'group' } }).features.partsPages).toBeUndefined();
  });

  it('[NAV-01] external finance pages are https links with a label; the offers page is /special-offers or /offers', () => {
    const error = configError(() =>
      settingsWith({
        finance: {
          externalPages: [
            { label: 'Finance', url: 'http://finance.example.com.au/' },
            { label: '', url: 'https://finance.example.com.au/' },
          ],
        },
        features: { offersPath: '/deals' },
      }),
    );
    expect(error.problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['finance.externalPages.0.url', 'Expected an https:// URL'],
      ['finance.externalPages.1.label', 'Must not be empty'],
      ['features.offersPath', 'Invalid type: Expected ("/special-offers" | "/offers") but received "/deals"'],
    ]);
    expect(settingsWith({ features: { offersPath: '/offers' } }).features.offersPath).toBe('/offers');
  });
});
