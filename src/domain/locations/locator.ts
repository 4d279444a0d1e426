/**
 * The static locator map (LOC-09, locations.map.locator): an SVG of the project's own outline
 * (src/model/map-outline.ts) around one place, with its pin and its city's name, drawn at build
 * time. It shows where a dealership is, not its streets; the page puts Get Directions beside it.
 * Web Mercator, as the interactive map, so both put a place at the same spot on the coast.
 */
import { AUSTRALIA_BOUNDS, type LonLat, OUTLINE_VIEW, type OutlineMap } from '../../model/map-outline.ts';

/** The locator's size: the 2:1 box a static map takes (MAP_IMAGE_SIZE), so nothing shifts. */
export const LOCATOR_SIZE = { width: 640, height: 320 } as const;
/** Degrees of longitude across a locator: a region (about a state), wide enough to know the coast. */
export const LOCATOR_SPAN = 24;

/** The one place a locator shows. */
export interface LocatorPlace {
  lat: number;
  long: number;
  /** 'Caringbah' */
  city: string;
  /** 'NSW' */
  state: string;
}

export interface Point {
  x: number;
  y: number;
}

/** The part of the world an SVG shows, in Web Mercator degrees: its top-left and its pixels per degree. */
export interface LocatorFrame {
  west: number;
  /** Mercator y (degrees) of the top edge. */
  top: number;
  /** Pixels per degree of longitude (and of Mercator y). */
  scale: number;
  width: number;
  height: number;
}

/** Web Mercator y of a latitude, in degrees (the same unit as longitude): 0 at the equator, −34.0378° → −36.24. */
export function mercatorY(lat: number): number {
  return (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
}

/** Whether a place lies where the outline draws Australia, so a locator of it shows something true. */
export function inOutline(place: Pick<LocatorPlace, 'lat' | 'long'>): boolean {
  const [west, south, east, north] = AUSTRALIA_BOUNDS;
  return place.long >= west && place.long <= east && place.lat >= south && place.lat <= north;
}

/**
 * The frame of `span` degrees of longitude centred on the place, moved (not shrunk) to stay
 * within the outline's view, so a place near its edge is off-centre rather than at a blank edge.
 */
export function locatorFrame(
  place: Pick<LocatorPlace, 'lat' | 'long'>,
  size: { width: number; height: number } = LOCATOR_SIZE,
  span: number = LOCATOR_SPAN,
): LocatorFrame {
  const [viewWest, viewSouth, viewEast, viewNorth] = OUTLINE_VIEW;
  const scale = size.width / span;
  const tall = size.height / scale;
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  const west = clamp(place.long - span / 2, viewWest, viewEast - span);
  const top = clamp(mercatorY(place.lat) + tall / 2, mercatorY(viewSouth) + tall, mercatorY(viewNorth));
  return { west, top, scale, width: size.width, height: size.height };
}

/** Where a coordinate falls in the frame, in SVG pixels to 0.1 (to whole pixels with `step` 1). */
export function project(lat: number, long: number, frame: LocatorFrame, step = 0.1): Point {
  const factor = 1 / step;
  const round = (value: number) => Math.round(value * factor) / factor;
  return {
    x: round((long - frame.west) * frame.scale),
    y: round((frame.top - mercatorY(lat)) * frame.scale),
  };
}

/** A polygon's rings as SVG path data, or '' when the polygon lies wholly outside the frame. */
function polygonPath(polygon: LonLat[][], frame: LocatorFrame, step = 0.1): string {
  const rings = polygon.map((ring) => ring.map(([long, lat]) => project(lat, long, frame, step)));
  const outer = rings[0] ?? [];
  const xs = outer.map((p) => p.x);
  const ys = outer.map((p) => p.y);
  if (
    Math.max(...xs) < 0 ||
    Math.min(...xs) > frame.width ||
    Math.max(...ys) < 0 ||
    Math.min(...ys) > frame.height
  )
    return '';
  return rings
    .map((ring) => {
      const points = ring.filter((p, i) => i === 0 || p.x !== ring[i - 1]!.x || p.y !== ring[i - 1]!.y);
      return `M${points.map((p) => `${p.x} ${p.y}`).join('L')}Z`;
    })
    .join('');
}

/** The overview in a corner: all of Australia at this width, with the locator's frame marked on it. */
const OVERVIEW_WIDTH = 118;
const OVERVIEW_MARGIN = 10;

/** The overview's frame, its box placed in the corner farthest from the pin. */
function overviewFrame(
  pin: Point,
  size: { width: number; height: number },
): { frame: LocatorFrame; box: Point } {
  const [west, south, east, north] = AUSTRALIA_BOUNDS;
  const scale = OVERVIEW_WIDTH / (east - west);
  const height = Math.ceil((mercatorY(north) - mercatorY(south)) * scale);
  const corners: Point[] = [
    { x: OVERVIEW_MARGIN, y: OVERVIEW_MARGIN },
    { x: size.width - OVERVIEW_WIDTH - OVERVIEW_MARGIN, y: OVERVIEW_MARGIN },
    { x: OVERVIEW_MARGIN, y: size.height - height - OVERVIEW_MARGIN },
    { x: size.width - OVERVIEW_WIDTH - OVERVIEW_MARGIN, y: size.height - height - OVERVIEW_MARGIN },
  ];
  const distance = (corner: Point) =>
    Math.hypot(corner.x + OVERVIEW_WIDTH / 2 - pin.x, corner.y + height / 2 - pin.y);
  const box = corners.reduce((far, corner) => (distance(corner) > distance(far) ? corner : far));
  return { frame: { west, top: mercatorY(north), scale, width: OVERVIEW_WIDTH, height }, box };
}

/** The overview: Australia's states in one shape, and the main frame's area as a rectangle. */
function overviewSvg(
  outline: OutlineMap,
  main: LocatorFrame,
  { frame, box }: ReturnType<typeof overviewFrame>,
  colour: string,
): string {
  const land = outline.features
    .filter((feature) => feature.properties.kind === 'state')
    .flatMap((feature) => feature.geometry.coordinates.map((polygon) => polygonPath([polygon[0]!], frame, 1)))
    .join('');
  const x = Math.round((main.west - frame.west) * frame.scale * 10) / 10;
  const y = Math.round((frame.top - main.top) * frame.scale * 10) / 10;
  const w = Math.round((main.width / main.scale) * frame.scale * 10) / 10;
  const h = Math.round((main.height / main.scale) * frame.scale * 10) / 10;
  return [
    `<g transform="translate(${box.x} ${box.y})">`,
    `<rect x="-4" y="-4" width="${frame.width + 8}" height="${frame.height + 8}" rx="6" fill="${COLOURS.sea}" stroke="#fff" stroke-width="2"/>`,
    `<svg width="${frame.width}" height="${frame.height}" overflow="hidden"><path d="${land}" fill="${COLOURS.land}" stroke="${COLOURS.edge}" stroke-width=".75" stroke-linejoin="round"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}" fill-opacity=".12" stroke="${colour}" stroke-width="1.5"/></svg>`,
    '</g>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PIN_PATH = 'M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z';
const COLOURS = {
  sea: '#d4e6f1',
  neighbour: '#e9ebe4',
  neighbourEdge: '#c5cabd',
  land: '#f6f3e7',
  home: '#fdf0c4',
  edge: '#8f9a8c',
  stateLabel: '#5f6b5d',
  text: '#1f2937',
};

/**
 * The locator SVG of one place: sea, the neighbouring land, the states (the place's own
 * lightly marked), their names where they fall clear of the pin, the pin in `colour` (an
 * allow-listed #rrggbb) with its tip on the place, and the city's name beside it.
 */
export function locatorSvg(outline: OutlineMap, place: LocatorPlace, colour: string): string {
  const frame = locatorFrame(place);
  const { width, height } = frame;
  const pin = project(place.lat, place.long, frame);
  const overview = overviewFrame(pin, frame);
  const clearOfOverview = (at: Point) =>
    at.x < overview.box.x - 30 ||
    at.x > overview.box.x + overview.frame.width + 30 ||
    at.y < overview.box.y - 8 ||
    at.y > overview.box.y + overview.frame.height + 20;
  const shapes: string[] = [];
  const labels: string[] = [];
  for (const feature of outline.features) {
    const d = feature.geometry.coordinates.map((polygon) => polygonPath(polygon, frame)).join('');
    if (!d) continue;
    if (feature.properties.kind === 'neighbour') {
      shapes.push(`<path d="${d}" fill="${COLOURS.neighbour}" stroke="${COLOURS.neighbourEdge}"/>`);
      continue;
    }
    const fill = feature.id === place.state ? COLOURS.home : COLOURS.land;
    shapes.push(`<path d="${d}" fill="${fill}" stroke="${COLOURS.edge}"/>`);
    const label = feature.properties.label;
    if (!label) continue;
    const at = project(label[1], label[0], frame);
    const clearOfPin = Math.abs(at.x - pin.x) > 90 || Math.abs(at.y - pin.y) > 50;
    if (
      at.x > 30 &&
      at.x < width - 30 &&
      at.y > 20 &&
      at.y < height - 12 &&
      clearOfPin &&
      clearOfOverview(at)
    )
      labels.push(`<text x="${at.x}" y="${at.y}">${escapeXml(feature.id)}</text>`);
  }
  // The city's name beside the pin's head, on the side with room.
  const right = pin.x < width * 0.62;
  const nameX = Math.round((right ? pin.x + 20 : pin.x - 20) * 10) / 10;
  const nameY = Math.round(Math.min(Math.max(pin.y - 20, 24), height - 10) * 10) / 10;
  const pinScale = 1.1;
  const pinX = Math.round((pin.x - 12 * pinScale) * 10) / 10;
  const pinY = Math.round((pin.y - 36 * pinScale) * 10) / 10;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="${COLOURS.sea}"/>`,
    `<g stroke-width="1" stroke-linejoin="round">${shapes.join('')}</g>`,
    `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="13" font-weight="600" letter-spacing="1.5" fill="${COLOURS.stateLabel}" text-anchor="middle">${labels.join('')}</g>`,
    overviewSvg(outline, frame, overview, colour),
    `<path d="${PIN_PATH}" transform="translate(${pinX} ${pinY}) scale(${pinScale})" fill="${colour}" stroke="#fff" stroke-width="1.5"/>`,
    `<circle cx="${pin.x}" cy="${Math.round((pinY + 12 * pinScale) * 10) / 10}" r="${4.5 * pinScale}" fill="#fff"/>`,
    `<text x="${nameX}" y="${nameY}" text-anchor="${right ? 'start' : 'end'}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="21" font-weight="700" fill="${COLOURS.text}" stroke="#fff" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${escapeXml(place.city)}<tspan font-size="15" font-weight="600" dx="6">${escapeXml(place.state)}</tspan></text>`,
    '</svg>',
  ].join('');
}
