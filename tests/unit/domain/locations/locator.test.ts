import { describe, expect, it } from 'vitest';
import {
  inOutline,
  LOCATOR_SIZE,
  locatorFrame,
  locatorSvg,
  mercatorY,
  project,
} from '../../../../src/domain/locations/locator.ts';
import type { OutlineMap } from '../../../../src/model/map-outline.ts';

const caringbah = { lat: -34.0378, long: 151.1253, city: 'Caringbah', state: 'NSW' };

/** A made-up outline: one square "state" around Caringbah and one neighbour far away. */
const square: OutlineMap = {
  type: 'FeatureCollection',
  format: 'au-outline/1',
  source: 'test',
  features: [
    {
      type: 'Feature',
      id: 'NSW',
      properties: { kind: 'state', label: [146, -32] },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [140, -30],
              [152, -30],
              [152, -38],
              [140, -38],
              [140, -30],
            ],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      id: 'PNG',
      properties: { kind: 'neighbour' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [141, -6],
              [150, -6],
              [150, -10],
              [141, -10],
              [141, -6],
            ],
          ],
        ],
      },
    },
  ],
};

describe('the locator projection (Web Mercator, as the interactive map)', () => {
  it('maps latitudes to Mercator degrees', () => {
    expect(mercatorY(0)).toBeCloseTo(0, 12);
    expect(mercatorY(-34.0378)).toBeCloseTo(-36.237, 3);
    expect(mercatorY(-47)).toBeCloseTo(-53.379, 3);
  });

  it('centres a place in a 2:1 frame 24° wide, 26⅔ px a degree', () => {
    const frame = locatorFrame({ lat: -23.7, long: 133.88 });
    expect(frame.west).toBeCloseTo(121.88, 6);
    expect(frame.scale).toBeCloseTo(640 / 24, 9);
    expect([frame.width, frame.height]).toEqual([LOCATOR_SIZE.width, LOCATOR_SIZE.height]);
    expect(project(-23.7, 133.88, frame)).toEqual({ x: 320, y: 160 });
  });

  it('moves the frame, never the place, to stay inside the outline: east of 134° and south of 47° are the edges', () => {
    // Caringbah: 151.1253° would put the frame's east edge at 163°, past the outline's 158°.
    const sydney = locatorFrame(caringbah);
    expect(sydney.west).toBe(134);
    expect(project(caringbah.lat, caringbah.long, sydney)).toEqual({ x: 456.7, y: 160 });
    // Perth: the frame stops at the outline's west edge, 108°.
    const perth = locatorFrame({ lat: -31.9, long: 115.81 });
    expect(perth.west).toBe(108);
    expect(project(-31.9, 115.81, perth)).toEqual({ x: 208.3, y: 160 });
    // Hobart: the frame's bottom edge stops at 47° south, so the pin sits below the middle.
    const hobart = locatorFrame({ lat: -42.88, long: 147.326 });
    expect(hobart.top).toBeCloseTo(mercatorY(-47) + 12, 9);
    expect(project(-42.88, 147.326, hobart)).toEqual({ x: 355.4, y: 164.7 });
  });

  it('draws only places where the outline draws Australia', () => {
    expect(inOutline(caringbah)).toBe(true);
    expect(inOutline({ lat: -42.88, long: 147.326 })).toBe(true);
    expect(inOutline({ lat: -36.85, long: 174.76 })).toBe(false); // Auckland
    expect(inOutline({ lat: 0, long: 0 })).toBe(false);
  });
});

describe('the locator SVG', () => {
  const svg = locatorSvg(square, caringbah, '#eb0a1e');

  it('is a 640×320 image with the sea, the place’s state marked, and the neighbour left out when outside the frame', () => {
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 320" width="640" height="320">/,
    );
    expect(svg).toContain('<rect width="640" height="320" fill="#d4e6f1"/>');
    // The square, projected: 140° → x 160, 152° → x 480; 30° S (Mercator 31.47) → y 33, 38° S (41.14) → y 290.7.
    expect(svg).toContain('<path d="M160 33L480 33L480 290.7L160 290.7L160 33Z" fill="#fdf0c4"');
    // PNG lies north of the frame (y < 0): not drawn in the main map.
    expect(svg.match(/fill="#e9ebe4"/g)).toBeNull();
  });

  it('puts the pin’s tip on the place in the tenant’s colour, and the city’s name beside it', () => {
    // The pin (24×36 at 1.1) is drawn from its top-left: tip at (456.7, 160).
    expect(svg).toContain('transform="translate(443.5 120.4) scale(1.1)" fill="#eb0a1e"');
    expect(svg).toContain('<text x="436.7" y="140" text-anchor="end"');
    expect(svg).toContain('>Caringbah<tspan font-size="15" font-weight="600" dx="6">NSW</tspan></text>');
    // The state's name where it falls clear of the pin: 146°, 32° S (Mercator 33.81).
    expect(svg).toContain('<text x="320" y="95.2">NSW</text>');
  });

  it('marks the frame on an overview of Australia in the corner farthest from the pin', () => {
    expect(svg).toMatch(/<g transform="translate\(10 \d+\)"><rect x="-4" y="-4"/);
    expect(svg).toContain('fill="#eb0a1e" fill-opacity=".12"');
  });

  it('writes names as text, never as markup', () => {
    const odd = locatorSvg(square, { ...caringbah, city: 'Bay & <Co>' }, '#000000');
    expect(odd).toContain('>Bay &#38; &#60;Co&#62;<tspan');
    expect(odd).not.toContain('<Co>');
  });
});
