/**
 * SVG drawings for demo stock photos: a simple vector silhouette per body type and angle,
 * in the paint colour, on a light studio background, with a small caption.
 * All drawings are 600×400; the media generator renders them to JPEG.
 */
import { type BaseColour, type MediaBody, SIMPLE_BODY as LABEL } from './catalogue.ts';
import type { Angle } from './media-paths.ts';

export const WIDTH = 600;
export const HEIGHT = 400;
const GROUND = 305;

export const PAINT: Record<BaseColour, string> = {
  white: '#f4f4f2',
  black: '#1e2024',
  silver: '#b9bdc3',
  grey: '#6b7079',
  blue: '#1f4f9e',
  red: '#b5191f',
  green: '#2e6b3b',
  orange: '#e0691b',
};

type Point = [number, number];

/** Darker or lighter shade of a hex colour (amount −1…1). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, next)));
  };
  return `#${[channel(16), channel(8), channel(0)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function outline(paint: string): string {
  return shade(paint, paint === PAINT.white || paint === PAINT.silver ? -0.35 : -0.3);
}

const poly = (points: Point[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" ${extra}/>`;
const GLASS = '#2b3440';
const TYRE = '#1a1a1a';

function wheel(cx: number, r: number): string {
  const cy = GROUND - r;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="#a9adb3"/><circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="#5d6168"/>`;
}

function background(): string {
  return (
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="0.72" stop-color="#e7eaee"/><stop offset="1" stop-color="#d9dde2"/></linearGradient>' +
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>' +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    `<rect y="${GROUND + 2}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="#d4d8de" opacity="0.55"/>` +
    `<ellipse cx="300" cy="${GROUND + 4}" rx="250" ry="16" fill="url(#shadow)"/>`
  );
}

function caption(text: string): string {
  return `<text x="22" y="380" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="15" fill="#8a9099" letter-spacing="0.5">${text}</text>`;
}

// ---------------------------------------------------------------------------------------
// Side views (front of the vehicle to the right)

interface SideShape {
  body: Point[];
  windows: Point[][];
  wheels: number[];
  radius: number;
  extra?: (paint: string) => string;
}

const SIDE: Record<Exclude<MediaBody, 'caravan' | 'motorcycle'>, SideShape> = {
  sedan: {
    body: [
      [80, 290],
      [78, 250],
      [95, 232],
      [185, 222],
      [238, 176],
      [266, 164],
      [372, 164],
      [410, 178],
      [462, 220],
      [515, 228],
      [528, 246],
      [526, 290],
    ],
    windows: [
      [
        [244, 218],
        [270, 180],
        [318, 175],
        [318, 218],
      ],
      [
        [328, 218],
        [328, 175],
        [372, 176],
        [398, 188],
        [436, 218],
      ],
    ],
    wheels: [165, 440],
    radius: 34,
  },
  hatch: {
    body: [
      [100, 290],
      [98, 235],
      [108, 192],
      [148, 160],
      [300, 154],
      [345, 160],
      [405, 205],
      [480, 220],
      [500, 240],
      [498, 290],
    ],
    windows: [
      [
        [116, 208],
        [150, 168],
        [228, 165],
        [228, 208],
      ],
      [
        [238, 208],
        [238, 165],
        [300, 163],
        [338, 170],
        [378, 208],
      ],
    ],
    wheels: [172, 425],
    radius: 33,
  },
  suv: {
    body: [
      [80, 292],
      [78, 220],
      [92, 150],
      [115, 130],
      [330, 126],
      [360, 132],
      [420, 185],
      [500, 198],
      [522, 215],
      [524, 292],
    ],
    windows: [
      [
        [97, 182],
        [108, 143],
        [172, 139],
        [172, 182],
      ],
      [
        [182, 182],
        [182, 139],
        [272, 137],
        [272, 182],
      ],
      [
        [282, 182],
        [282, 137],
        [340, 137],
        [392, 182],
      ],
    ],
    wheels: [165, 435],
    radius: 38,
  },
  ute: {
    body: [
      [60, 292],
      [58, 205],
      [70, 197],
      [250, 197],
      [252, 140],
      [270, 128],
      [360, 126],
      [388, 132],
      [430, 182],
      [510, 194],
      [535, 212],
      [538, 292],
    ],
    windows: [
      [
        [262, 184],
        [266, 142],
        [318, 138],
        [318, 184],
      ],
      [
        [328, 184],
        [328, 138],
        [362, 138],
        [380, 146],
        [420, 184],
      ],
    ],
    wheels: [150, 445],
    radius: 38,
    extra: (paint) =>
      `<line x1="62" y1="203" x2="248" y2="203" stroke="${outline(paint)}" stroke-width="3"/>`,
  },
  wagon: {
    body: [
      [70, 292],
      [70, 240],
      [80, 190],
      [105, 168],
      [330, 160],
      [365, 166],
      [430, 212],
      [505, 222],
      [526, 240],
      [526, 292],
    ],
    windows: [
      [
        [92, 205],
        [108, 176],
        [180, 171],
        [180, 205],
      ],
      [
        [190, 205],
        [190, 170],
        [270, 167],
        [270, 205],
      ],
      [
        [280, 205],
        [280, 166],
        [338, 166],
        [360, 174],
        [402, 205],
      ],
    ],
    wheels: [155, 440],
    radius: 34,
  },
  van: {
    body: [
      [60, 292],
      [60, 110],
      [72, 95],
      [400, 92],
      [430, 100],
      [482, 172],
      [525, 190],
      [536, 215],
      [536, 292],
    ],
    windows: [
      [
        [410, 110],
        [428, 110],
        [470, 168],
        [410, 168],
      ],
      [
        [330, 110],
        [398, 110],
        [398, 168],
        [330, 168],
      ],
    ],
    wheels: [140, 455],
    radius: 34,
    extra: (paint) =>
      `<line x1="320" y1="104" x2="320" y2="270" stroke="${outline(paint)}" stroke-width="2"/><line x1="200" y1="104" x2="200" y2="270" stroke="${outline(paint)}" stroke-width="2"/>`,
  },
  coupe: {
    body: [
      [90, 290],
      [88, 245],
      [100, 228],
      [170, 215],
      [250, 172],
      [290, 162],
      [350, 164],
      [400, 186],
      [460, 215],
      [515, 225],
      [525, 250],
      [522, 290],
    ],
    windows: [
      [
        [200, 212],
        [255, 178],
        [300, 170],
        [300, 212],
      ],
      [
        [310, 212],
        [310, 170],
        [340, 172],
        [385, 195],
        [402, 212],
      ],
    ],
    wheels: [165, 440],
    radius: 34,
  },
  convertible: {
    body: [
      [90, 290],
      [88, 245],
      [102, 225],
      [380, 222],
      [460, 222],
      [515, 230],
      [525, 250],
      [522, 290],
    ],
    windows: [
      [
        [372, 222],
        [392, 178],
        [401, 178],
        [386, 222],
      ],
    ],
    wheels: [170, 440],
    radius: 34,
    extra: () =>
      '<rect x="262" y="190" width="24" height="34" rx="9" fill="#3a3d42"/><rect x="318" y="190" width="24" height="34" rx="9" fill="#3a3d42"/>',
  },
};

function carSide(body: Exclude<MediaBody, 'caravan' | 'motorcycle'>, paint: string): string {
  const shape = SIDE[body];
  const stroke = outline(paint);
  const lights = `<rect x="${shape.body.at(-2)![0] - 14}" y="${shape.body.at(-2)![1] + 4}" width="14" height="8" rx="3" fill="#f6e7a8"/>`;
  return (
    poly(shape.body, paint, `stroke="${stroke}" stroke-width="3" stroke-linejoin="round"`) +
    shape.windows.map((window) => poly(window, GLASS, 'stroke-linejoin="round"')).join('') +
    (shape.extra?.(paint) ?? '') +
    lights +
    `<rect x="${shape.body[0]![0]}" y="${shape.body[1]![1] + 6}" width="8" height="12" fill="#c0262d"/>` +
    shape.wheels.map((x) => wheel(x, shape.radius)).join('')
  );
}

function caravanSide(paint: string): string {
  const stroke = outline(paint);
  const stripe = paint === PAINT.white ? '#7b8591' : shade(paint, 0.35);
  return (
    `<polygon points="470,248 560,276 470,262" fill="#5b6068"/>` +
    `<circle cx="548" cy="290" r="10" fill="${TYRE}"/><line x1="548" y1="262" x2="548" y2="282" stroke="#5b6068" stroke-width="5"/>` +
    `<rect x="60" y="80" width="412" height="192" rx="22" fill="${paint}" stroke="${stroke}" stroke-width="3"/>` +
    `<rect x="62" y="214" width="408" height="12" fill="${stripe}"/>` +
    `<rect x="98" y="118" width="96" height="58" rx="8" fill="${GLASS}"/><rect x="336" y="118" width="104" height="58" rx="8" fill="${GLASS}"/>` +
    `<rect x="232" y="110" width="62" height="150" rx="6" fill="${shade(paint, -0.06)}" stroke="${stroke}" stroke-width="2"/>` +
    `<rect x="246" y="126" width="34" height="40" rx="4" fill="${GLASS}"/>` +
    `<rect x="60" y="80" width="412" height="8" rx="4" fill="${shade(paint, -0.12)}"/>` +
    wheel(262, 30) +
    wheel(334, 30)
  );
}

function motorcycleSide(paint: string): string {
  const r = 58;
  const cy = GROUND - r;
  const tyre = (cx: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${TYRE}" stroke-width="15"/><circle cx="${cx}" cy="${cy}" r="${r - 18}" fill="none" stroke="#9aa0a7" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="9" fill="#5d6168"/>`;
  return (
    tyre(170) +
    tyre(432) +
    `<line x1="170" y1="${cy}" x2="290" y2="225" stroke="#4a4e55" stroke-width="10" stroke-linecap="round"/>` +
    `<line x1="400" y1="135" x2="432" y2="${cy}" stroke="#8e949b" stroke-width="9" stroke-linecap="round"/>` +
    `<rect x="268" y="196" width="86" height="58" rx="10" fill="#3c4047"/>` +
    `<line x1="300" y1="258" x2="170" y2="238" stroke="#c4c8cd" stroke-width="11" stroke-linecap="round"/>` +
    poly(
      [
        [250, 172],
        [296, 146],
        [366, 146],
        [392, 170],
        [352, 196],
        [270, 196],
      ],
      paint,
      `stroke="${outline(paint)}" stroke-width="3" stroke-linejoin="round"`,
    ) +
    poly(
      [
        [150, 176],
        [200, 160],
        [258, 168],
        [268, 186],
        [214, 190],
        [156, 190],
      ],
      '#2a2c30',
      'stroke-linejoin="round"',
    ) +
    poly(
      [
        [120, 178],
        [160, 170],
        [166, 186],
        [126, 188],
      ],
      paint,
      `stroke="${outline(paint)}" stroke-width="2"`,
    ) +
    `<line x1="384" y1="122" x2="414" y2="132" stroke="#2a2c30" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="424" cy="152" r="13" fill="#f6e7a8" stroke="#5d6168" stroke-width="3"/>`
  );
}

// ---------------------------------------------------------------------------------------
// Front and rear views

/** Width, body height and roof height of the front/rear outline. */
const FACE: Record<
  Exclude<MediaBody, 'caravan' | 'motorcycle'>,
  { w: number; body: number; roof: number; roofW: number }
> = {
  sedan: { w: 300, body: 70, roof: 62, roofW: 0.7 },
  hatch: { w: 280, body: 76, roof: 70, roofW: 0.72 },
  suv: { w: 320, body: 98, roof: 78, roofW: 0.78 },
  ute: { w: 330, body: 100, roof: 76, roofW: 0.76 },
  wagon: { w: 300, body: 76, roof: 66, roofW: 0.74 },
  van: { w: 310, body: 120, roof: 92, roofW: 0.9 },
  coupe: { w: 300, body: 64, roof: 52, roofW: 0.66 },
  convertible: { w: 300, body: 62, roof: 0, roofW: 0.7 },
};

function carFace(body: Exclude<MediaBody, 'caravan' | 'motorcycle'>, paint: string, rear: boolean): string {
  const { w, body: bodyH, roof, roofW } = FACE[body];
  const cx = 300;
  const bottom = GROUND - 14;
  const belt = bottom - bodyH;
  const top = belt - roof;
  const stroke = outline(paint);
  const half = w / 2;
  const roofHalf = (w * roofW) / 2;
  const tyres = `<rect x="${cx - half + 14}" y="${bottom - 10}" width="46" height="${GROUND - bottom + 10}" rx="8" fill="${TYRE}"/><rect x="${cx + half - 60}" y="${bottom - 10}" width="46" height="${GROUND - bottom + 10}" rx="8" fill="${TYRE}"/>`;
  const lower = poly(
    [
      [cx - half, bottom],
      [cx - half, belt + 12],
      [cx - half + 12, belt],
      [cx + half - 12, belt],
      [cx + half, belt + 12],
      [cx + half, bottom],
    ],
    paint,
    `stroke="${stroke}" stroke-width="3" stroke-linejoin="round"`,
  );
  const cabin =
    roof > 0
      ? poly(
          [
            [cx - half + 16, belt + 2],
            [cx - roofHalf, top],
            [cx + roofHalf, top],
            [cx + half - 16, belt + 2],
          ],
          paint,
          `stroke="${stroke}" stroke-width="3" stroke-linejoin="round"`,
        ) +
        poly(
          [
            [cx - half + 30, belt - 2],
            [cx - roofHalf + 10, top + 9],
            [cx + roofHalf - 10, top + 9],
            [cx + half - 30, belt - 2],
          ],
          GLASS,
          'stroke-linejoin="round"',
        )
      : poly(
          [
            [cx - half + 30, belt + 2],
            [cx - half + 44, belt - 44],
            [cx + half - 44, belt - 44],
            [cx + half - 30, belt + 2],
          ],
          GLASS,
          `opacity="0.85" stroke="#5d6168" stroke-width="4"`,
        );
  const mirrors = `<rect x="${cx - half - 16}" y="${belt - 12}" width="20" height="14" rx="4" fill="${paint}" stroke="${stroke}" stroke-width="2"/><rect x="${cx + half - 4}" y="${belt - 12}" width="20" height="14" rx="4" fill="${paint}" stroke="${stroke}" stroke-width="2"/>`;
  const lampY = belt + 14;
  const details = rear
    ? `<rect x="${cx - half + 12}" y="${lampY}" width="56" height="20" rx="6" fill="#c0262d"/><rect x="${cx + half - 68}" y="${lampY}" width="56" height="20" rx="6" fill="#c0262d"/>` +
      `<rect x="${cx - 42}" y="${bottom - 44}" width="84" height="24" rx="3" fill="#fafafa" stroke="#5d6168" stroke-width="2"/>` +
      `<rect x="${cx - half + 8}" y="${bottom - 12}" width="${w - 16}" height="10" rx="4" fill="${shade(paint, -0.25)}"/>`
    : `<rect x="${cx - half + 12}" y="${lampY}" width="60" height="18" rx="8" fill="#f6f1d5" stroke="#8d9299" stroke-width="2"/><rect x="${cx + half - 72}" y="${lampY}" width="60" height="18" rx="8" fill="#f6f1d5" stroke="#8d9299" stroke-width="2"/>` +
      `<rect x="${cx - 70}" y="${lampY + 2}" width="140" height="${Math.max(26, bodyH - 40)}" rx="10" fill="#2a2c30"/>` +
      `<rect x="${cx - 32}" y="${bottom - 26}" width="64" height="16" rx="2" fill="#fafafa" stroke="#5d6168" stroke-width="2"/>`;
  return tyres + cabin + lower + mirrors + details;
}

function caravanFace(paint: string, rear: boolean): string {
  const stroke = outline(paint);
  const box = `<rect x="160" y="86" width="280" height="186" rx="18" fill="${paint}" stroke="${stroke}" stroke-width="3"/>`;
  const tyres = `<rect x="150" y="252" width="30" height="53" rx="6" fill="${TYRE}"/><rect x="420" y="252" width="30" height="53" rx="6" fill="${TYRE}"/>`;
  if (rear) {
    return (
      tyres +
      box +
      `<rect x="236" y="112" width="128" height="54" rx="8" fill="${GLASS}"/>` +
      `<circle cx="300" cy="214" r="34" fill="${TYRE}"/><circle cx="300" cy="214" r="18" fill="#a9adb3"/>` +
      `<rect x="172" y="242" width="40" height="14" rx="4" fill="#c0262d"/><rect x="388" y="242" width="40" height="14" rx="4" fill="#c0262d"/>`
    );
  }
  return (
    tyres +
    box +
    `<rect x="214" y="120" width="172" height="60" rx="10" fill="${GLASS}"/>` +
    `<rect x="178" y="200" width="244" height="44" rx="6" fill="${shade(paint, -0.15)}"/>` +
    `<polygon points="240,272 360,272 300,320" fill="#5b6068"/><circle cx="300" cy="326" r="9" fill="${TYRE}"/>`
  );
}

function motorcycleFace(paint: string, rear: boolean): string {
  const base = `<rect x="284" y="200" width="32" height="${GROUND - 200}" rx="14" fill="${TYRE}"/>`;
  if (rear) {
    return (
      base +
      poly(
        [
          [262, 150],
          [338, 150],
          [330, 196],
          [270, 196],
        ],
        paint,
        `stroke="${outline(paint)}" stroke-width="3"`,
      ) +
      `<rect x="272" y="130" width="56" height="22" rx="8" fill="#2a2c30"/>` +
      `<rect x="282" y="172" width="36" height="12" rx="4" fill="#c0262d"/>` +
      `<rect x="276" y="204" width="48" height="26" rx="3" fill="#fafafa" stroke="#5d6168" stroke-width="2"/>` +
      `<line x1="200" y1="118" x2="400" y2="118" stroke="#2a2c30" stroke-width="8" stroke-linecap="round"/>`
    );
  }
  return (
    base +
    `<line x1="276" y1="150" x2="284" y2="250" stroke="#8e949b" stroke-width="8"/><line x1="324" y1="150" x2="316" y2="250" stroke="#8e949b" stroke-width="8"/>` +
    poly(
      [
        [248, 120],
        [352, 120],
        [336, 178],
        [264, 178],
      ],
      paint,
      `stroke="${outline(paint)}" stroke-width="3" stroke-linejoin="round"`,
    ) +
    `<circle cx="300" cy="160" r="20" fill="#f6e7a8" stroke="#5d6168" stroke-width="3"/>` +
    `<line x1="190" y1="112" x2="410" y2="112" stroke="#2a2c30" stroke-width="8" stroke-linecap="round"/>` +
    `<line x1="206" y1="112" x2="194" y2="84" stroke="#2a2c30" stroke-width="4"/><line x1="394" y1="112" x2="406" y2="84" stroke="#2a2c30" stroke-width="4"/>` +
    `<ellipse cx="192" cy="80" rx="14" ry="9" fill="#2a2c30"/><ellipse cx="408" cy="80" rx="14" ry="9" fill="#2a2c30"/>`
  );
}

// ---------------------------------------------------------------------------------------
// Interiors

function interior(body: MediaBody, paint: string): string {
  if (body === 'caravan') {
    return (
      `<rect x="40" y="40" width="520" height="265" fill="#efe6d6"/>` +
      `<rect x="60" y="70" width="140" height="80" rx="8" fill="#bcd3e6" stroke="#9aa0a6" stroke-width="3"/>` +
      `<rect x="330" y="180" width="210" height="90" rx="10" fill="#f7f5f0" stroke="#b9b2a4" stroke-width="2"/>` +
      `<rect x="340" y="160" width="80" height="30" rx="10" fill="${paint}" stroke="${outline(paint)}" stroke-width="2"/><rect x="440" y="160" width="80" height="30" rx="10" fill="${paint}" stroke="${outline(paint)}" stroke-width="2"/>` +
      `<rect x="60" y="200" width="220" height="105" fill="#a57c52"/><rect x="60" y="190" width="220" height="14" fill="#d9d3c7"/>` +
      `<rect x="120" y="176" width="50" height="14" rx="3" fill="#6b7079"/>`
    );
  }
  if (body === 'motorcycle') {
    return (
      `<rect x="0" y="0" width="${WIDTH}" height="180" fill="#cfe0ee"/>` +
      `<ellipse cx="300" cy="370" rx="170" ry="120" fill="${paint}" stroke="${outline(paint)}" stroke-width="3"/>` +
      `<line x1="60" y1="200" x2="540" y2="200" stroke="#2a2c30" stroke-width="16" stroke-linecap="round"/>` +
      `<rect x="230" y="150" width="140" height="84" rx="12" fill="#1f2226"/><rect x="242" y="162" width="116" height="60" rx="6" fill="#2f6db5"/>` +
      `<text x="300" y="200" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="22" fill="#ffffff">88 km/h</text>`
    );
  }
  // Right-hand drive: the steering wheel is on the right.
  return (
    `<rect x="0" y="0" width="${WIDTH}" height="170" fill="#cfe0ee"/>` +
    `<rect x="0" y="150" width="${WIDTH}" height="250" fill="#2b2e33"/>` +
    `<rect x="0" y="150" width="${WIDTH}" height="14" fill="${paint}"/>` +
    `<rect x="240" y="190" width="120" height="72" rx="6" fill="#111417" stroke="#5d6168" stroke-width="2"/><rect x="248" y="198" width="104" height="56" rx="3" fill="#2f6db5"/>` +
    `<circle cx="430" cy="270" r="86" fill="none" stroke="#17191c" stroke-width="20"/><circle cx="430" cy="270" r="24" fill="#17191c"/>` +
    `<line x1="344" y1="270" x2="516" y2="270" stroke="#17191c" stroke-width="14"/>` +
    `<rect x="60" y="200" width="120" height="16" rx="6" fill="${shade(paint, 0.1)}" opacity="0.9"/>` +
    `<rect x="270" y="300" width="60" height="100" rx="10" fill="#1f2226"/>`
  );
}

// ---------------------------------------------------------------------------------------

function vehicle(body: MediaBody, paint: string, angle: Exclude<Angle, 'interior'>): string {
  if (body === 'caravan') return angle === 'side' ? caravanSide(paint) : caravanFace(paint, angle === 'rear');
  if (body === 'motorcycle')
    return angle === 'side' ? motorcycleSide(paint) : motorcycleFace(paint, angle === 'rear');
  return angle === 'side' ? carSide(body, paint) : carFace(body, paint, angle === 'rear');
}

function svg(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${content}</svg>`;
}

/** One stock photo: body type and colour from one angle. */
export function photoSvg(body: MediaBody, colour: BaseColour, angle: Angle): string {
  const paint = PAINT[colour];
  const scene = angle === 'interior' ? interior(body, paint) : vehicle(body, paint, angle);
  return svg(`${background()}${scene}${caption(`${LABEL[body]} · ${angle}`)}`);
}

/**
 * One frame of a 24-frame 360° spin. The side view narrows and flips as the vehicle turns,
 * the front or rear view fades in, and a marker runs round the turntable.
 */
export function spinFrameSvg(body: MediaBody, colour: BaseColour, frame: number, frames = 24): string {
  const paint = PAINT[colour];
  const theta = (frame / frames) * 2 * Math.PI;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const scaleX = Math.sign(cos || 1) * Math.max(0.12, Math.abs(cos));
  const side = `<g transform="translate(300 0) scale(${scaleX.toFixed(3)} 1) translate(-300 0)" opacity="${Math.max(0.08, Math.abs(cos)).toFixed(3)}">${vehicle(body, paint, 'side')}</g>`;
  const faceScale = Math.max(0.12, Math.abs(sin));
  const face = `<g transform="translate(300 0) scale(${faceScale.toFixed(3)} 1) translate(-300 0)" opacity="${Math.abs(sin).toFixed(3)}">${vehicle(body, paint, sin > 0 ? 'front' : 'rear')}</g>`;
  const markerX = 300 + 230 * Math.sin(theta);
  const markerY = GROUND + 14 + 12 * Math.cos(theta);
  const turntable = `<ellipse cx="300" cy="${GROUND + 10}" rx="240" ry="22" fill="none" stroke="#b8bec6" stroke-width="2"/><circle cx="${markerX.toFixed(1)}" cy="${markerY.toFixed(1)}" r="7" fill="#e0691b"/>`;
  const degrees = Math.round((frame / frames) * 360);
  return svg(
    `${background()}${turntable}${Math.abs(cos) >= Math.abs(sin) ? face + side : side + face}${caption(`${LABEL[body]} · 360° · ${degrees}°`)}`,
  );
}

/** The "no photo yet" image. */
export function placeholderSvg(): string {
  return svg(
    `${background()}<rect x="250" y="130" width="100" height="72" rx="12" fill="none" stroke="#9aa0a6" stroke-width="6"/>` +
      `<rect x="276" y="118" width="40" height="16" rx="4" fill="#9aa0a6"/><circle cx="300" cy="166" r="22" fill="none" stroke="#9aa0a6" stroke-width="6"/>` +
      `<text x="300" y="250" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="26" fill="#6b7079">Photo coming soon</text>`,
  );
}

/** Size of a home promotions slide (PROMO-03: 540 by 1920). */
export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 540;

/**
 * A promotions slide: the vehicle's side view on a road under a sky in the dealer's colours,
 * on the right, leaving the left for the slide's text. `headline` bakes words into the picture
 * (for slides shown with hide_overlay); without it the page lays its own text over the image.
 */
export function slideSvg(
  body: MediaBody,
  colour: BaseColour,
  sky: [string, string],
  headline?: { title: string; line: string },
): string {
  const paint = PAINT[colour];
  const words = headline
    ? `<text x="120" y="250" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold" font-size="92" fill="#ffffff">${headline.title}</text>` +
      `<text x="124" y="330" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="44" fill="#ffffff">${headline.line}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" viewBox="0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" fill="url(#sky)"/>` +
    `<rect y="440" width="${SLIDE_WIDTH}" height="100" fill="#2b2f36"/><rect y="486" width="${SLIDE_WIDTH}" height="6" fill="#d9dde2" stroke-dasharray="60 40"/>` +
    `<g transform="translate(1080 -8) scale(1.45)">${vehicle(body, paint, 'side')}</g>` +
    `${words}</svg>`
  );
}
