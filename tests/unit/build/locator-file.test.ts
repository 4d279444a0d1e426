import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locatorFile, locatorFiles } from '../../../src/build/locator-file.ts';
import type { SiteData } from '../../../src/build/site-data.ts';
import { feedPlace } from '../../../src/domain/locations/feed-location.ts';
import { makeLocation, settingsWith } from '../../fixtures/helpers.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const caringbah = {
  lat: -34.0378,
  long: 151.1253,
  city: 'Caringbah',
  state: 'NSW',
  directions: 'https://example.com/directions',
};

/** The parts of a tenant's site data the locator files read. */
function siteWith(map: Record<string, unknown>, cars: SiteData['cars'] = []): SiteData {
  const settings = settingsWith({ locations: { map }, branding: { colours: { primary: '#eb0a1e' } } });
  const sales = makeLocation({ id: 'l1' });
  const service = makeLocation({ id: 'l2', name: 'Fixture Motors - Service' });
  const perth = makeLocation({
    id: 'l3',
    address: { city: 'Osborne Park', state: 'WA', lat: -31.9, long: 115.81 },
  });
  return { tenant: { settings, locations: [sales, service, perth] }, cars } as unknown as SiteData;
}

describe('locator files (locations.map.locator)', () => {
  it('one content-hashed SVG per place, named after its city, with the pin in the tenant’s colour', () => {
    const file = locatorFile(ROOT, caringbah, '#eb0a1e');
    expect(file.path).toMatch(/^\/maps\/locator-caringbah-nsw\.[0-9a-f]{10}\.svg$/);
    expect(file.contents).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 320"/);
    expect(file.contents).toContain('fill="#eb0a1e"');
    // Another colour is another drawing, so another name.
    expect(locatorFile(ROOT, caringbah, '#0b3d91').path).not.toBe(file.path);
    expect(locatorFile(ROOT, { ...caringbah, directions: 'elsewhere' }, '#eb0a1e').path).toBe(file.path);
  });

  it('the site’s files: each dealership address once and each car’s own feed place; none unless asked for', () => {
    const penrith = feedPlace(
      { city: 'Penrith', state: 'NSW' },
      { postcode: '2750', lat: -33.751, lng: 150.694 },
    );
    const cars = [{ location: penrith }, { location: penrith }] as unknown as SiteData['cars'];
    const paths = locatorFiles(ROOT, siteWith({ locator: true }, cars)).map((file) => file.path);
    expect(paths.map((path) => path.replace(/\.[0-9a-f]{10}\.svg$/, ''))).toEqual([
      '/maps/locator-caringbah-nsw',
      '/maps/locator-osborne-park-wa',
      '/maps/locator-penrith-nsw',
    ]);
    expect(locatorFiles(ROOT, siteWith({}, cars))).toEqual([]);
    expect(locatorFiles(ROOT, siteWith({ locator: true, enabled: false }, cars))).toEqual([]);
  });
});
