/**
 * The demo promotions slides (PROMO-03) drawn by the media generator: served at
 * /media/demo/slides/<name>.jpg and named by the demo tenants' slides.json.
 */
import type { BaseColour, MediaBody } from './catalogue.ts';

export interface DemoSlide {
  name: string;
  body: MediaBody;
  colour: BaseColour;
  /** Sky gradient, top left to bottom right. */
  sky: [string, string];
  /** Words baked into the picture, for a slide shown without the page's overlay. */
  headline?: { title: string; line: string };
}

export const DEMO_SLIDES: readonly DemoSlide[] = [
  { name: 'ute-white-runout', body: 'ute', colour: 'white', sky: ['#7b1010', '#d4312b'] },
  { name: 'suv-blue-hybrid', body: 'suv', colour: 'blue', sky: ['#0d3b66', '#3f88c5'] },
  {
    name: 'wagon-silver-certified',
    body: 'wagon',
    colour: 'silver',
    sky: ['#1b4332', '#40916c'],
    headline: { title: 'Certified Pre-Owned', line: '90-point inspection · 12 months roadside assist' },
  },
];
