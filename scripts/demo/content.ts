/**
 * Words for demo stock: standard equipment lists, dealer comments, hotspots.
 */
import type { ItemType, MediaBody } from './catalogue.ts';
import type { Random } from './random.ts';

/** Car equipment, roughly from base-model items to luxury items. */
const CAR_EQUIPMENT = [
  'Reversing camera',
  'Bluetooth',
  'Cruise control',
  'Apple CarPlay',
  'Android Auto',
  'Autonomous emergency braking',
  'Lane keep assist',
  'Air conditioning',
  'Power windows',
  'Remote central locking',
  'USB-C ports',
  'Seven airbags',
  'ISOFIX child seat anchors',
  'Electronic stability control',
  'Tyre pressure monitoring',
  'Auto headlights',
  'Rear parking sensors',
  'Alloy wheels',
  'Driver attention alert',
  'Traffic sign recognition',
  'DAB+ digital radio',
  'Adaptive cruise control',
  'Blind spot monitor',
  'Rear cross traffic alert',
  'LED headlights',
  'Keyless entry',
  'Push button start',
  'Dual-zone climate control',
  'Front parking sensors',
  'Rain-sensing wipers',
  'Sat nav',
  'Digital instrument cluster',
  'Wireless phone charger',
  'Electric park brake',
  'Auto-dimming rear-view mirror',
  'Privacy glass',
  'Leather-accented seats',
  'Heated front seats',
  "Power driver's seat",
  'Power tailgate',
  '360-degree camera',
  'Head-up display',
  'Premium sound system',
  'Sunroof',
  'Ventilated front seats',
  'Ambient lighting',
  'Heated steering wheel',
  'Matrix LED headlights',
  'Panoramic glass roof',
  'Adaptive dampers',
  'Memory seats',
];
const UTE_EQUIPMENT = [
  'Tub liner',
  'Tow bar',
  'Side steps',
  'Rear diff lock',
  'Hill descent control',
  'Trailer sway control',
  'Sports bar',
  'Roller shutter',
  'Bull bar',
  'Snorkel',
];
const SUV_EQUIPMENT = ['Roof rails', 'Hill descent control', 'Third-row air vents', 'Tow bar'];
const EV_EQUIPMENT = [
  'Vehicle-to-load adaptor',
  'Heat pump',
  'One-pedal driving',
  'Type 2 charging cable',
  'CCS2 fast charging',
];
const CARAVAN_EQUIPMENT = [
  'Queen bed',
  'Ensuite with shower and toilet',
  'Solar panels 2 x 200W',
  'Lithium battery 200Ah',
  'Diesel heater',
  'Reverse-cycle air conditioner',
  'Gas/electric hot water',
  'Three-way fridge 190L',
  'Microwave',
  'External BBQ',
  'Slide-out kitchen',
  'Roll-out awning',
  'Independent coil suspension',
  'All-terrain tyres',
  'Jerry can holders',
  'Water tanks 2 x 95L',
  'Grey water tank',
  '24-inch TV with antenna',
  'Front-load washing machine',
  'Bunk beds',
  'Electric brakes',
  'Stone guard',
  'Spare wheel',
  'Reversing camera',
  'Battery management system',
  '240V inverter',
  'LED lighting throughout',
  'External speakers',
  'Picnic table',
  'Smart TV bracket',
  'Leisure batteries',
  'Gas bottle holders',
];
const MOTORCYCLE_EQUIPMENT = [
  'ABS',
  'Traction control',
  'Riding modes',
  'LED lighting',
  'TFT display',
  'Slipper clutch',
  'USB charging',
  'Quickshifter',
  'Cruise control',
  'Heated grips',
  'Bluetooth connectivity',
  'Tyre pressure monitoring',
  'Cornering ABS',
  'Hand guards',
  'Crash bars',
  'Panniers',
  'Top box',
  'Adjustable suspension',
  'Keyless ignition',
  'Steering damper',
  'Wheelie control',
  'Launch control',
  'Sump guard',
  'Touring screen',
];

/** 5–30 equipment items; better trims and newer cars get more. */
export function equipmentFor(
  rng: Random,
  item: ItemType,
  media: MediaBody,
  level: number,
  electric: boolean,
  age: number,
  seats: number,
): string[] {
  if (item === 'caravan') return rng.sample(CARAVAN_EQUIPMENT, rng.int(10, 30));
  if (item === 'motorcycle') return rng.sample(MOTORCYCLE_EQUIPMENT, rng.int(5, 14));
  const base = Math.max(5, Math.min(30, Math.round(6 + level * 6 + rng.int(-3, 5) - age * 0.6)));
  // Lower trims take from the start of the list; higher trims reach further into it.
  const reach = Math.min(CAR_EQUIPMENT.length, 22 + level * 10);
  const items = CAR_EQUIPMENT.slice(0, reach);
  const extras = (media === 'ute' ? UTE_EQUIPMENT : media === 'suv' ? SUV_EQUIPMENT : []).filter(
    (extra) => seats >= 7 || !extra.startsWith('Third-row'),
  );
  const chosen = [
    ...rng.sample(items, base - Math.min(4, extras.length)),
    ...rng.sample(extras, Math.min(4, extras.length)),
  ];
  if (electric) chosen.push(...rng.sample(EV_EQUIPMENT, 2));
  return chosen.slice(0, 30);
}

// ---------------------------------------------------------------------------------------
// Dealer comments

export interface CommentFacts {
  title: string;
  colour: string;
  carType: 'new' | 'demo' | 'used';
  item: ItemType;
  km: number;
  equipment: string[];
  dealer: string;
  city: string;
}

const OPENERS_USED = [
  'This {title} has been well looked after and presents beautifully inside and out.',
  'Just traded in, this {title} is ready for you to inspect and test drive.',
  'Looking for a reliable {item}? This {title} in {colour} ticks all the boxes.',
  'Immaculate {title} with only {km} km on the clock.',
];
const OPENERS_NEW = [
  'Brand new {title} in {colour}, available for immediate delivery.',
  'Be the first owner of this {title}. Finished in {colour} and ready to drive away today.',
  'The all-new {title} is here. Come in for a test drive at {dealer}.',
];
const OPENERS_DEMO = [
  'Save thousands on this ex-demonstrator {title} with just {km} km and the balance of the new-car warranty.',
  'Our {title} demonstrator is now available. Finished in {colour} and in as-new condition.',
];
const CLOSERS = [
  'Call us today or enquire online to book a test drive.',
  'Finance available, trade-ins welcome. Enquire now.',
  'Visit us in {city} or enquire online. We can arrange delivery Australia-wide.',
  '',
];

const KM = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

function fill(template: string, facts: CommentFacts): string {
  return template
    .replace('{title}', facts.title)
    .replace('{colour}', facts.colour.toLowerCase())
    .replace('{km}', KM.format(facts.km))
    .replace('{dealer}', facts.dealer)
    .replace('{city}', facts.city)
    .replace('{item}', facts.item === 'car' ? 'car' : facts.item);
}

const PROPER_WORDS = new Set(['Apple', 'Android', 'Bluetooth']);

/** An equipment item inside a sentence: "Reversing camera" → "reversing camera", "Apple CarPlay" stays. */
function inSentence(item: string): string {
  const first = item.split(/\s/)[0]!;
  if (PROPER_WORDS.has(first) || /[A-Z0-9]/.test(first.slice(1))) return item;
  return item[0]!.toLowerCase() + item.slice(1);
}

/** A short, ordinary dealer comment. */
export function shortComment(rng: Random, facts: CommentFacts): string {
  const all = facts.carType === 'new' ? OPENERS_NEW : facts.carType === 'demo' ? OPENERS_DEMO : OPENERS_USED;
  // Caravans have no odometer: leave out the sentences that quote kilometres.
  const openers = facts.km > 0 ? all : all.filter((opener) => !opener.includes('{km}'));
  const highlights = rng.sample(facts.equipment, 3).map(inSentence);
  const features =
    highlights.length >= 3
      ? ` Features include ${highlights[0]}, ${highlights[1]} and ${highlights[2]}.`
      : '';
  return `${fill(rng.pick(openers), facts)}${features} ${fill(rng.pick(CLOSERS), facts)}`.trim();
}

/** A long, multi-paragraph comment with a feature list, as some dealers write them. */
export function longComment(rng: Random, facts: CommentFacts): string {
  const bullets = facts.equipment.slice(0, 14).map((item) => `- ${item}`);
  return [
    shortComment(rng, facts),
    `At ${facts.dealer} in ${facts.city} we would rather you knew what you are buying: ask us what this vehicle's records show, what we have checked and what we have not, and we will show you the paperwork. Honest advice and no-pressure sales.`,
    `Key features:\n${bullets.join('\n')}`,
    'Why buy from us?\n- Finance through our panel of lenders, subject to approval\n- Extended warranty options: ask us for the terms\n- Trade-ins welcome: ask us for a valuation',
    'Disclaimer: while every effort has been made to ensure the accuracy of this listing, specifications and equipment may vary. Please confirm details with our sales team before purchase. Photos are for illustration only and may show optional equipment.',
  ].join('\n\n');
}

/** A comment carrying markup, to prove the site escapes dealer text. */
export function htmlComment(facts: CommentFacts): string {
  return `<b>One owner</b> <script>alert(1)</script> ${facts.title} with log books & both keys. Price "as is" <i>excluding</i> on-road costs > see in store.`;
}

// ---------------------------------------------------------------------------------------
// Hotspots for 360° spins

const EXTERIOR_HOTSPOTS: Record<string, { title: string; description: string }[]> = {
  default: [
    { title: 'LED headlights', description: 'Bright, efficient LED lighting with automatic high beam.' },
    { title: 'Alloy wheels', description: 'Machined alloy wheels with near-new tyres.' },
    { title: 'Power tailgate', description: 'Hands-free power tailgate with height memory.' },
    { title: 'Stone chip', description: 'Small stone chip on the bonnet, priced accordingly.' },
    { title: 'Roof rails', description: 'Integrated roof rails rated to 75 kg.' },
  ],
  ute: [
    { title: 'Tub liner', description: 'Factory tub liner with 12V outlet.' },
    { title: 'Tow bar', description: '3,500 kg braked towing with the factory tow pack.' },
    { title: 'Side steps', description: 'Alloy side steps.' },
    { title: 'Bull bar', description: 'Winch-compatible steel bull bar.' },
  ],
  caravan: [
    { title: 'Roll-out awning', description: 'Electric roll-out awning with LED strip.' },
    { title: 'Slide-out kitchen', description: 'Two-burner slide-out kitchen with sink.' },
    { title: 'Solar panels', description: '2 x 200W roof-mounted solar panels.' },
    { title: 'Independent suspension', description: 'Off-road independent coil suspension.' },
  ],
  motorcycle: [
    { title: 'TFT display', description: 'Full-colour TFT dash with phone connectivity.' },
    { title: 'Exhaust', description: 'Aftermarket slip-on exhaust, original included.' },
    { title: 'Brakes', description: 'Radial-mount calipers with cornering ABS.' },
  ],
};

export function hotspotsFor(
  rng: Random,
  media: MediaBody,
): { angle: number; x: number; y: number; title: string; description: string }[] {
  const pool = EXTERIOR_HOTSPOTS[media] ?? EXTERIOR_HOTSPOTS['default']!;
  return rng.sample(pool, rng.int(2, Math.min(4, pool.length))).map((spot) => ({
    angle: rng.int(0, 23),
    x: Math.round(rng.float(15, 85) * 10) / 10,
    y: Math.round(rng.float(30, 75) * 10) / 10,
    title: spot.title,
    description: spot.description,
  }));
}
