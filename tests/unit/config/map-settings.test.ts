import { describe, expect, it } from 'vitest';
import { mapImageUrlProblem, tileUrlProblem } from '../../../src/config/schemas/locations.ts';
import { configError, settingsWith } from '../../fixtures/helpers.ts';

describe('locations.map settings', () => {
  it('default to OpenStreetMap standard tiles with their required attribution, map on, no locator', () => {
    expect(settingsWith().locations.map).toEqual({
      enabled: true,
      base: 'tiles',
      locator: false,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
  });

  it('accept an https template with {z}, {x}, {y} and optional {s} and {r}', () => {
    const map = {
      tileUrl: 'https://{s}.tiles.example.com:8443/v1/{z}/{x}/{y}{r}.png?key=abc',
      attribution: '© Example',
    };
    expect(settingsWith({ locations: { map } }).locations.map.tileUrl).toBe(
      'https://{s}.tiles.example.com:8443/v1/{z}/{x}/{y}{r}.png?key=abc',
    );
    expect(tileUrlProblem('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeUndefined();
  });

  it('refuse javascript:, data:, http: and other shapes, each with its reason', () => {
    expect(tileUrlProblem('javascript:alert(1)//{z}/{x}/{y}')).toBe(
      'Expected an https:// tile URL template (javascript: is not allowed), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(tileUrlProblem('data:image/png;base64,AAAA')).toBe(
      'Expected an https:// tile URL template (data: is not allowed), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(tileUrlProblem('http://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'Expected an https:// tile URL template (http: is not allowed), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(tileUrlProblem('//tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'Expected an https:// tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(tileUrlProblem('https://tiles.example.com/{z}/{x}/{y}.png" onerror="x')).toBe(
      'Expected https://host/path with no spaces, quotes or angle brackets, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(tileUrlProblem('https://user:pw@tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'Expected https://host/path with no spaces, quotes or angle brackets, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(tileUrlProblem('https://tiles.example.com/{z}/{x}/{y}.png?k={accessToken}')).toBe(
      'Unknown placeholder {accessToken}: only {s}, {z}, {x}, {y} and {r} are filled in',
    );
    expect(tileUrlProblem('https://tiles.example.com/{z}/{x}.png')).toBe(
      'The tile URL template needs {z}, {x} and {y}; {y} missing',
    );
  });

  it('a refused tile URL fails the tenant with the key path and the reason', () => {
    const error = configError(() => settingsWith({ locations: { map: { tileUrl: 'javascript:alert(1)' } } }));
    expect(error.problems).toEqual([
      {
        file: 'settings.json',
        path: 'locations.map.tileUrl',
        message:
          'Expected an https:// tile URL template (javascript: is not allowed), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      },
    ]);
    expect(error.message).toContain(
      'settings.json at locations.map.tileUrl: Expected an https:// tile URL template (javascript: is not allowed)',
    );
    const attribution = configError(() =>
      settingsWith({ locations: { map: { attributionUrl: 'http://maps.example.com/copyright' } } }),
    );
    expect(attribution.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'locations.map.attributionUrl: Expected an https:// URL',
    ]);
  });
});

describe('locations.map.base and locator', () => {
  it('take the built-in outline and the locator map', () => {
    const map = settingsWith({ locations: { map: { base: 'outline', locator: true } } }).locations.map;
    expect(map).toMatchObject({ base: 'outline', locator: true });
  });

  it('a base that is neither fails the tenant naming the key and what it takes', () => {
    const error = configError(() => settingsWith({ locations: { map: { base: 'satellite' } } }));
    expect(error.problems).toEqual([
      {
        file: 'settings.json',
        path: 'locations.map.base',
        message:
          'Expected "tiles" (tiles from tileUrl) or "outline" (the built-in outline of Australia, no outside host)',
      },
    ]);
    const locator = configError(() => settingsWith({ locations: { map: { locator: 'yes' } } }));
    expect(locator.problems.map((p) => p.path)).toEqual(['locations.map.locator']);
  });
});

describe('locations.map.imageUrl (LOC-09)', () => {
  it('takes an https template with {map_key} and optional {width} and {height}; refuses anything else with its reason', () => {
    expect(
      mapImageUrlProblem('https://maps.example-cdn.com/{map_key}.png?w={width}&h={height}'),
    ).toBeUndefined();
    expect(mapImageUrlProblem('http://maps.example-cdn.com/{map_key}.png')).toBe(
      'Expected an https:// URL template with no spaces, quotes or angle brackets, e.g. https://maps.example-cdn.com/{map_key}.png?w={width}&h={height}',
    );
    expect(mapImageUrlProblem('javascript:alert(1)//{map_key}')).toMatch(
      /^Expected an https:\/\/ URL template/,
    );
    expect(mapImageUrlProblem('https://maps.example-cdn.com/{map_key}.png?k={token}')).toBe(
      'Unknown placeholder {token}: only {map_key}, {width} and {height} are filled in',
    );
    expect(mapImageUrlProblem('https://maps.example-cdn.com/static.png')).toBe(
      'The map image URL template needs {map_key}, e.g. https://maps.example-cdn.com/{map_key}.png?w={width}&h={height}',
    );
    expect(settingsWith().locations.map.imageUrl).toBeUndefined();
  });
});
