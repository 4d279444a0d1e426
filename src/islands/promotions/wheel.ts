/**
 * The prize wheel's drawing: one SVG slice per prize, clockwise from the top, each label on its
 * slice's middle line and split over two lines when long. Pure; the island renders it.
 */
export const WHEEL_SIZE = 320;
const CENTRE = WHEEL_SIZE / 2;
const RADIUS = 150;

export interface WheelSlice {
  path: string;
  /** Degrees clockwise from the top to the slice's middle. */
  middle: number;
  lines: string[];
  fill: 'primary' | 'light' | 'mid';
}

function point(degrees: number, radius: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [CENTRE + radius * Math.cos(radians), CENTRE + radius * Math.sin(radians)];
}

/** A label in at most two lines of about 15 characters, split at the space nearest the middle. */
export function labelLines(label: string): string[] {
  if (label.length <= 15 || !label.includes(' ')) return [label];
  const spaces = [...label.matchAll(/ /g)].map((match) => match.index);
  const split = spaces.reduce((best, at) =>
    Math.abs(at - label.length / 2) < Math.abs(best - label.length / 2) ? at : best,
  );
  return [label.slice(0, split), label.slice(split + 1)];
}

export function wheelSlices(labels: readonly string[]): WheelSlice[] {
  const size = 360 / labels.length;
  return labels.map((label, index) => {
    const start = index * size;
    const end = start + size;
    const [x1, y1] = point(start, RADIUS);
    const [x2, y2] = point(end, RADIUS);
    const large = size > 180 ? 1 : 0;
    // Alternate the tenant's colour with a light one; an odd last slice takes a third so no two neighbours match.
    const odd = labels.length % 2 === 1 && index === labels.length - 1;
    return {
      path: `M${CENTRE} ${CENTRE} L${x1.toFixed(2)} ${y1.toFixed(2)} A${RADIUS} ${RADIUS} 0 ${large} 1 ${x2.toFixed(2)} ${y2.toFixed(2)} Z`,
      middle: start + size / 2,
      lines: labelLines(label),
      fill: odd ? 'mid' : index % 2 === 0 ? 'primary' : 'light',
    };
  });
}

export const WHEEL_GEOMETRY = { centre: CENTRE, radius: RADIUS } as const;
