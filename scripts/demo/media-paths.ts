/**
 * Names of the generated demo images, shared by the stock generator (which links to them)
 * and the media generator (which draws them). The build copies the media folder to /media/.
 */
import type { BaseColour, MediaBody } from './catalogue.ts';

export const ANGLES = ['front', 'side', 'rear', 'interior'] as const;
export type Angle = (typeof ANGLES)[number];

export const SPIN_FRAMES = 24;

/** Body/colour pairs that have 360° spin frames. */
export const SPIN_PAIRS: readonly { body: MediaBody; colour: BaseColour }[] = [
  { body: 'suv', colour: 'white' },
  { body: 'ute', colour: 'white' },
  { body: 'sedan', colour: 'black' },
  { body: 'hatch', colour: 'red' },
  { body: 'caravan', colour: 'white' },
  { body: 'motorcycle', colour: 'orange' },
];

export const PLACEHOLDER_URL = '/media/placeholder.jpg';

/** File name (without folder) of one pool image. */
export function imageName(body: MediaBody, colour: BaseColour, angle: Angle): string {
  return `${body}-${colour}-${angle}.jpg`;
}

export function imageUrl(body: MediaBody, colour: BaseColour, angle: Angle): string {
  return `/media/demo/${imageName(body, colour, angle)}`;
}

export function thumbUrl(body: MediaBody, colour: BaseColour, angle: Angle): string {
  return `/media/demo/thumbs/${imageName(body, colour, angle)}`;
}

export function spinFrameName(frame: number): string {
  return `${String(frame).padStart(2, '0')}.jpg`;
}

export function spinUrls(body: MediaBody, colour: BaseColour): string[] {
  return Array.from(
    { length: SPIN_FRAMES },
    (_, frame) => `/media/demo/spin/${body}-${colour}/${spinFrameName(frame)}`,
  );
}
