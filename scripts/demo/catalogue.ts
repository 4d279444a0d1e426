/**
 * Makes, models, badges and powertrains sold in Australia, with approximate current
 * list prices (AUD, before on-road costs). The generator derives used prices from these
 * by age, kilometres and how well the model holds its value.
 */

export type ItemType = 'car' | 'caravan' | 'motorcycle';
export type MediaBody =
  | 'sedan'
  | 'hatch'
  | 'suv'
  | 'ute'
  | 'wagon'
  | 'van'
  | 'coupe'
  | 'convertible'
  | 'caravan'
  | 'motorcycle';
export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric';
export type SimpleDrive = '2WD' | '4WD' | 'AWD' | 'FWD' | 'RWD';
export type BaseColour = 'white' | 'black' | 'silver' | 'grey' | 'blue' | 'red' | 'green' | 'orange';

export const MEDIA_BODIES: readonly MediaBody[] = [
  'sedan',
  'hatch',
  'suv',
  'ute',
  'wagon',
  'van',
  'coupe',
  'convertible',
  'caravan',
  'motorcycle',
];
export const BASE_COLOURS: readonly BaseColour[] = [
  'white',
  'black',
  'silver',
  'grey',
  'blue',
  'red',
  'green',
  'orange',
];

/** The simple_body of each media body. */
export const SIMPLE_BODY: Record<MediaBody, string> = {
  sedan: 'Sedan',
  hatch: 'Hatch',
  suv: 'SUV',
  ute: 'Ute',
  wagon: 'Wagon',
  van: 'Van',
  coupe: 'Coupe',
  convertible: 'Convertible',
  caravan: 'Caravan',
  motorcycle: 'Motorcycle',
};

export interface Powertrain {
  fuel: SimpleFuel;
  /** Engine size in litres; absent for electric. */
  litres: number | undefined;
  cylinders: number | undefined;
  /** 'A' automatic, 'M' manual, 'CVT', 'DCT' dual clutch, 'E' single-speed reduction gear. */
  gearbox: 'A' | 'M' | 'CVT' | 'DCT' | 'E';
  gears: number;
  drive: SimpleDrive;
  /** Combined fuel use, L/100 km (0 for electric). */
  l100: number;
  /** Torque, Nm. */
  torque: number;
  turbo: boolean;
}

export interface Badge {
  name: string;
  /** Current list price, AUD. */
  price: number;
  /** Index into the model's powertrains; random when absent. */
  pt: number | undefined;
  /** Trim level 1 (base) to 3 (top), drives the equipment list. */
  level: 1 | 2 | 3;
}

export interface CaravanSpec {
  lengthFt: number;
  widthFt: number;
  tare: number;
  atm: number;
  sleeps: number;
}

export interface ModelSpec {
  make: string;
  model: string;
  item: ItemType;
  media: MediaBody;
  /** Body configuration as RedBook writes it ("Double Cab Pick Up"). */
  config: string;
  series: string | undefined;
  /** First and last model year on sale in Australia. */
  from: number;
  to: number | undefined;
  /** Relative share of Australian sales / stock. */
  popularity: number;
  seats: number;
  doors: number;
  /** Share of value kept per year of age (0.84 luxury/EV … 0.93 LandCruiser). */
  keep: number;
  powertrains: Powertrain[];
  badges: Badge[];
  caravan: CaravanSpec | undefined;
  /** Preferred base colours (weights). */
  palette: Partial<Record<BaseColour, number>> | undefined;
}

// ---------------------------------------------------------------------------------------
// Compact builders

/** Powertrain from a short code: fuel letter, litres, cylinders, gearbox+gears, drive, L/100 km, Nm, turbo. */
function pt(
  fuel: 'P' | 'D' | 'H' | 'E',
  litres: number,
  cylinders: number,
  gearbox: string,
  drive: SimpleDrive,
  l100: number,
  torque: number,
  turbo = false,
): Powertrain {
  const match = gearbox.match(/^(A|M|CVT|DCT|E)(\d*)$/);
  if (!match) throw new Error(`Bad gearbox code ${gearbox}`);
  const kind = match[1] as Powertrain['gearbox'];
  const fuels = { P: 'Petrol', D: 'Diesel', H: 'Hybrid', E: 'Electric' } as const;
  return {
    fuel: fuels[fuel],
    litres: fuel === 'E' ? undefined : litres,
    cylinders: fuel === 'E' ? undefined : cylinders,
    gearbox: kind,
    gears: match[2] ? Number(match[2]) : kind === 'CVT' || kind === 'E' ? 1 : 6,
    drive,
    l100,
    torque,
    turbo: turbo || fuel === 'D',
  };
}

/** Badge list from "name:price[:pt][:level]" strings; level defaults to position (first 1, last 3). */
function badges(...specs: string[]): Badge[] {
  return specs.map((spec, index) => {
    const match = spec.match(/^(.+?):(\d+)(?::(\d+))?(?::(\d))?$/);
    if (!match) throw new Error(`Bad badge spec "${spec}"`);
    const [, name, price, ptIndex, level] = match;
    const defaultLevel = specs.length === 1 ? 2 : index === 0 ? 1 : index === specs.length - 1 ? 3 : 2;
    return {
      name: name!,
      price: Number(price),
      pt: ptIndex ? Number(ptIndex) : undefined,
      level: (level ? Number(level) : defaultLevel) as Badge['level'],
    };
  });
}

interface ModelInput {
  series?: string;
  from: number;
  to?: number;
  pop: number;
  seats?: number;
  doors?: number;
  keep?: number;
  config?: string;
  pts: Powertrain[];
  badges: Badge[];
  caravan?: CaravanSpec;
  palette?: Partial<Record<BaseColour, number>>;
}

const DEFAULT_SEATS: Record<MediaBody, number> = {
  sedan: 5,
  hatch: 5,
  suv: 5,
  ute: 5,
  wagon: 5,
  van: 3,
  coupe: 4,
  convertible: 2,
  caravan: 0,
  motorcycle: 2,
};
const DEFAULT_DOORS: Record<MediaBody, number> = {
  sedan: 4,
  hatch: 5,
  suv: 5,
  ute: 4,
  wagon: 5,
  van: 4,
  coupe: 2,
  convertible: 2,
  caravan: 1,
  motorcycle: 0,
};
const DEFAULT_CONFIG: Record<MediaBody, string> = {
  sedan: 'Sedan',
  hatch: 'Hatchback',
  suv: 'Wagon',
  ute: 'Double Cab Pick Up',
  wagon: 'Wagon',
  van: 'Van',
  coupe: 'Coupe',
  convertible: 'Convertible',
  caravan: 'Caravan',
  motorcycle: 'Motorcycle',
};

function m(make: string, model: string, media: MediaBody, input: ModelInput): ModelSpec {
  const item: ItemType = media === 'caravan' ? 'caravan' : media === 'motorcycle' ? 'motorcycle' : 'car';
  return {
    make,
    model,
    item,
    media,
    config: input.config ?? DEFAULT_CONFIG[media],
    series: input.series,
    from: input.from,
    to: input.to,
    popularity: input.pop,
    seats: input.seats ?? DEFAULT_SEATS[media],
    doors: input.doors ?? DEFAULT_DOORS[media],
    keep: input.keep ?? 0.88,
    powertrains: input.pts,
    badges: input.badges,
    caravan: input.caravan,
    palette: input.palette,
  };
}

/** Caravan: length and width in feet, tare and ATM in kg, berths. */
function caravan(
  make: string,
  model: string,
  from: number,
  pop: number,
  badgeSpecs: string[],
  lengthFt: number,
  tare: number,
  sleeps: number,
): ModelSpec {
  return m(make, model, 'caravan', {
    from,
    pop,
    keep: 0.93,
    pts: [],
    badges: badges(...badgeSpecs),
    caravan: {
      lengthFt,
      widthFt: lengthFt < 16 ? 7.2 : 7.9,
      tare,
      atm: Math.round((tare + 650 + lengthFt * 12) / 10) * 10,
      sleeps,
    },
    palette: { white: 12, grey: 2, silver: 1, black: 1 },
  });
}

/** Motorcycle: engine cc, cylinders, torque. */
function bike(
  make: string,
  model: string,
  from: number,
  pop: number,
  badgeSpecs: string[],
  cc: number,
  cylinders: number,
  torque: number,
  palette?: Partial<Record<BaseColour, number>>,
): ModelSpec {
  return m(make, model, 'motorcycle', {
    from,
    pop,
    keep: 0.9,
    seats: 2,
    pts: [pt('P', cc / 1000, cylinders, 'M6', 'RWD', Math.round((3 + cc / 450) * 10) / 10, torque)],
    badges: badges(...badgeSpecs),
    palette: palette ?? { black: 5, red: 2, blue: 2, white: 2, grey: 2, orange: 1, green: 1 },
  });
}

// ---------------------------------------------------------------------------------------
// Cars

const ute4x4 = pt('D', 2.8, 4, 'A6', '4WD', 8.0, 500);
const ev = (drive: SimpleDrive, torque: number) => pt('E', 0, 0, 'E', drive, 0, torque);

export const CATALOGUE: readonly ModelSpec[] = [
  // Toyota
  m('Toyota', 'HiLux', 'ute', {
    series: 'GUN126R',
    from: 2005,
    pop: 60,
    keep: 0.92,
    pts: [pt('D', 2.4, 4, 'A6', '2WD', 7.8, 400), ute4x4],
    badges: badges('Workmate:38990:0', 'SR:53990:1', 'SR5:63990:1', 'Rogue:73990:1', 'GR Sport:80990:1'),
  }),
  m('Toyota', 'RAV4', 'suv', {
    series: 'AXAH54R',
    from: 2006,
    pop: 55,
    keep: 0.9,
    pts: [pt('P', 2.0, 4, 'CVT', 'FWD', 6.5, 207), pt('H', 2.5, 4, 'CVT', 'AWD', 4.8, 221)],
    badges: badges('GX:38990', 'GXL:45990', 'XSE:50990:1', 'Cruiser:52990:1', 'Edge:57990:1'),
  }),
  m('Toyota', 'Corolla', 'hatch', {
    series: 'ZWE211R',
    from: 2007,
    pop: 40,
    pts: [pt('P', 2.0, 4, 'CVT', 'FWD', 6.0, 200), pt('H', 1.8, 4, 'CVT', 'FWD', 4.2, 142)],
    badges: badges('Ascent Sport:30990', 'SX:34990', 'ZR:39990'),
  }),
  m('Toyota', 'Corolla Cross', 'suv', {
    from: 2022,
    pop: 22,
    pts: [pt('H', 2.0, 4, 'CVT', 'AWD', 4.3, 188)],
    badges: badges('GX:35990', 'GXL:40990', 'Atmos:48990'),
  }),
  m('Toyota', 'Camry', 'sedan', {
    from: 2006,
    pop: 22,
    pts: [pt('H', 2.5, 4, 'CVT', 'FWD', 4.2, 221)],
    badges: badges('Ascent:39990', 'SL:48990'),
  }),
  m('Toyota', 'LandCruiser 300', 'suv', {
    series: 'FJA300R',
    from: 2021,
    pop: 22,
    keep: 0.94,
    seats: 7,
    pts: [pt('D', 3.3, 6, 'A10', '4WD', 8.9, 700)],
    badges: badges('GX:92990', 'GXL:104990:0:2', 'VX:115990:0:2', 'Sahara:136990'),
  }),
  m('Toyota', 'LandCruiser 200', 'suv', {
    series: 'VDJ200R',
    from: 2008,
    to: 2021,
    pop: 14,
    keep: 0.93,
    seats: 8,
    pts: [pt('D', 4.5, 8, 'A6', '4WD', 9.5, 650)],
    badges: badges('GXL:95990', 'VX:108990', 'Sahara:132990'),
  }),
  m('Toyota', 'LandCruiser 70', 'ute', {
    series: 'GDJ79R',
    from: 2008,
    pop: 10,
    keep: 0.95,
    config: 'Cab Chassis',
    seats: 2,
    doors: 2,
    pts: [pt('D', 2.8, 4, 'A6', '4WD', 9.6, 500)],
    badges: badges('Workmate:74990', 'GXL:80990'),
  }),
  m('Toyota', 'Prado', 'suv', {
    series: 'GDJ150R',
    from: 2009,
    pop: 20,
    keep: 0.92,
    seats: 7,
    pts: [pt('D', 2.8, 4, 'A8', '4WD', 7.9, 500)],
    badges: badges('GX:72990', 'GXL:80990', 'VX:90990', 'Kakadu:100990'),
  }),
  m('Toyota', 'Yaris Cross', 'suv', {
    from: 2020,
    pop: 14,
    pts: [pt('H', 1.5, 3, 'CVT', 'FWD', 3.8, 120)],
    badges: badges('GX:30990', 'GXL:34990', 'Urban:37990'),
  }),
  m('Toyota', 'Kluger', 'suv', {
    from: 2008,
    pop: 14,
    seats: 7,
    pts: [pt('H', 2.5, 4, 'CVT', 'AWD', 5.6, 242)],
    badges: badges('GX:55990', 'GXL:66990', 'Grande:80990'),
  }),
  m('Toyota', 'HiAce', 'van', {
    from: 2005,
    pop: 12,
    pts: [pt('D', 2.8, 4, 'A6', 'RWD', 8.4, 450)],
    badges: badges('LWB:50990', 'SLWB:58990'),
  }),
  m('Toyota', 'Yaris', 'hatch', {
    from: 2008,
    pop: 8,
    pts: [pt('P', 1.5, 3, 'CVT', 'FWD', 4.9, 145)],
    badges: badges('Ascent Sport:24990', 'SX:28990'),
    palette: { white: 4, red: 2, blue: 2, silver: 2, black: 2, orange: 1 },
  }),
  m('Toyota', 'C-HR', 'suv', {
    from: 2017,
    pop: 6,
    pts: [pt('H', 2.0, 4, 'CVT', 'FWD', 4.3, 190)],
    badges: badges('GXL:40990', 'Koba:47990'),
  }),
  m('Toyota', 'bZ4X', 'suv', {
    from: 2023,
    pop: 5,
    keep: 0.84,
    pts: [ev('FWD', 266), ev('AWD', 337)],
    badges: badges('Touring:66990:0', 'Touring AWD:74990:1'),
  }),
  m('Toyota', 'GR86', 'coupe', {
    from: 2022,
    pop: 3,
    pts: [pt('P', 2.4, 4, 'M6', 'RWD', 9.5, 240)],
    badges: badges('GT:46990'),
    palette: { red: 3, white: 3, black: 2, blue: 2, grey: 1 },
  }),
  m('Toyota', 'Fortuner', 'suv', {
    from: 2015,
    pop: 5,
    seats: 7,
    pts: [ute4x4],
    badges: badges('GX:52990', 'GXL:56990', 'Crusade:64990'),
  }),
  // Mazda
  m('Mazda', 'CX-5', 'suv', {
    series: 'KF',
    from: 2012,
    pop: 35,
    pts: [pt('P', 2.0, 4, 'A6', 'FWD', 6.9, 200), pt('P', 2.5, 4, 'A6', 'AWD', 7.4, 252)],
    badges: badges('Maxx:37990:0', 'Maxx Sport:42990', 'Touring:46990:1', 'GT SP:50990:1', 'Akera:56990:1'),
  }),
  m('Mazda', 'CX-3', 'suv', {
    from: 2015,
    pop: 14,
    pts: [pt('P', 2.0, 4, 'A6', 'FWD', 6.3, 195)],
    badges: badges('Neo Sport:29990', 'Maxx Sport:32990', 'Akari:38990'),
  }),
  m('Mazda', 'CX-30', 'suv', {
    from: 2019,
    pop: 14,
    pts: [pt('P', 2.0, 4, 'A6', 'FWD', 6.5, 200), pt('P', 2.5, 4, 'A6', 'AWD', 6.9, 252)],
    badges: badges('G20 Pure:34990:0', 'G20 Evolve:37990:0', 'G25 Astina:46990:1'),
  }),
  m('Mazda', '3', 'hatch', {
    from: 2004,
    pop: 20,
    pts: [pt('P', 2.0, 4, 'A6', 'FWD', 6.2, 200), pt('P', 2.5, 4, 'A6', 'FWD', 6.6, 252)],
    badges: badges('G20 Pure:32990:0', 'G20 Evolve:34990:0', 'G25 GT:38990:1', 'G25 Astina:43990:1'),
    palette: { red: 4, white: 3, grey: 3, black: 2, blue: 2, silver: 2 },
  }),
  m('Mazda', 'BT-50', 'ute', {
    series: 'TF',
    from: 2011,
    pop: 18,
    keep: 0.9,
    pts: [pt('D', 3.0, 4, 'A6', '4WD', 8.0, 450)],
    badges: badges('XT:52990', 'XTR:58990', 'GT:64990', 'Thunder:72990'),
  }),
  m('Mazda', 'CX-9', 'suv', {
    from: 2012,
    to: 2023,
    pop: 8,
    seats: 7,
    pts: [pt('P', 2.5, 4, 'A6', 'AWD', 9.0, 420, true)],
    badges: badges('Touring:55990', 'Azami:70990'),
  }),
  m('Mazda', 'MX-5', 'convertible', {
    from: 2006,
    pop: 4,
    pts: [pt('P', 2.0, 4, 'M6', 'RWD', 6.8, 205)],
    badges: badges('Roadster:40990', 'Roadster GT:47990'),
    palette: { red: 5, white: 2, grey: 2, black: 1, blue: 1 },
  }),
  // Ford
  m('Ford', 'Ranger', 'ute', {
    series: 'PY',
    from: 2011,
    pop: 65,
    keep: 0.91,
    pts: [
      pt('D', 2.0, 4, 'A10', '2WD', 7.6, 500),
      pt('D', 2.0, 4, 'A10', '4WD', 7.6, 500),
      pt('D', 3.0, 6, 'A10', '4WD', 8.4, 600),
      pt('P', 3.0, 6, 'A10', '4WD', 12.5, 583, true),
    ],
    badges: badges(
      'XL:45990:0',
      'XLS:55990:1',
      'XLT:64990:1',
      'Sport:67990:2',
      'Wildtrak:72990:2',
      'Raptor:88990:3',
    ),
    palette: { white: 5, grey: 3, black: 2, blue: 2, silver: 2, orange: 1, red: 1 },
  }),
  m('Ford', 'Everest', 'suv', {
    from: 2015,
    pop: 20,
    keep: 0.9,
    seats: 7,
    pts: [pt('D', 2.0, 4, 'A10', '4WD', 7.1, 500), pt('D', 3.0, 6, 'A10', '4WD', 8.6, 600)],
    badges: badges('Ambiente:56990:0', 'Trend:65990:0', 'Sport:70990:1', 'Platinum:80990:1'),
  }),
  m('Ford', 'Mustang', 'coupe', {
    from: 2016,
    pop: 5,
    pts: [pt('P', 2.3, 4, 'A10', 'RWD', 9.8, 448, true), pt('P', 5.0, 8, 'A10', 'RWD', 12.4, 556)],
    badges: badges('EcoBoost Fastback:65990:0', 'GT Fastback:79990:1'),
    palette: { red: 3, black: 3, white: 2, orange: 2, blue: 2, grey: 1 },
  }),
  m('Ford', 'Mustang', 'convertible', {
    from: 2016,
    pop: 2,
    seats: 4,
    pts: [pt('P', 5.0, 8, 'A10', 'RWD', 12.7, 556)],
    badges: badges('GT Convertible:89990'),
  }),
  m('Ford', 'Transit Custom', 'van', {
    from: 2014,
    pop: 6,
    pts: [pt('D', 2.0, 4, 'A6', 'FWD', 7.0, 390)],
    badges: badges('320S:52990', '340L:56990'),
  }),
  m('Ford', 'Puma', 'suv', {
    from: 2020,
    pop: 5,
    pts: [pt('P', 1.0, 3, 'DCT7', 'FWD', 5.3, 170, true)],
    badges: badges('Puma:33990', 'ST-Line:36990'),
  }),
  m('Ford', 'Escape', 'suv', {
    from: 2017,
    to: 2024,
    pop: 5,
    pts: [pt('P', 2.0, 4, 'A8', 'AWD', 8.1, 373, true)],
    badges: badges('ST-Line:43990', 'Vignale:50990'),
  }),
  m('Ford', 'Focus', 'hatch', {
    from: 2005,
    to: 2023,
    pop: 5,
    pts: [pt('P', 1.5, 3, 'A8', 'FWD', 6.4, 240, true)],
    badges: badges('Trend:30990', 'ST-Line:33990', 'ST:50990'),
  }),
  m('Ford', 'Falcon', 'sedan', {
    series: 'FG X',
    from: 2008,
    to: 2016,
    pop: 6,
    keep: 0.86,
    pts: [pt('P', 4.0, 6, 'A6', 'RWD', 10.0, 391), pt('P', 4.0, 6, 'A6', 'RWD', 11.7, 533, true)],
    badges: badges('XR6:42990:0', 'XR6 Turbo:52990:1'),
  }),
  m('Ford', 'Territory', 'suv', {
    from: 2008,
    to: 2016,
    pop: 5,
    seats: 7,
    pts: [pt('D', 2.7, 6, 'A6', 'RWD', 9.2, 440)],
    badges: badges('TX:42990', 'TS:48990', 'Titanium:56990'),
  }),
  m('Ford', 'Mustang Mach-E', 'suv', {
    from: 2023,
    pop: 2,
    keep: 0.84,
    pts: [ev('RWD', 430)],
    badges: badges('Select:72990', 'Premium:79990'),
  }),
  // Hyundai
  m('Hyundai', 'i30', 'hatch', {
    series: 'PD',
    from: 2007,
    pop: 28,
    pts: [pt('P', 2.0, 4, 'A6', 'FWD', 7.4, 203), pt('P', 2.0, 4, 'M6', 'FWD', 8.5, 353, true)],
    badges: badges('Active:27990:0', 'Elite:32990:0', 'N Line:35990:0', 'N:50990:1'),
  }),
  m('Hyundai', 'Tucson', 'suv', {
    series: 'NX4',
    from: 2015,
    pop: 30,
    pts: [pt('P', 2.0, 4, 'A6', 'FWD', 8.1, 192), pt('D', 2.0, 4, 'A8', 'AWD', 6.3, 416)],
    badges: badges('Tucson:36990:0', 'Elite:43990', 'Highlander:52990:1'),
  }),
  m('Hyundai', 'Kona', 'suv', {
    from: 2017,
    pop: 16,
    pts: [pt('P', 2.0, 4, 'CVT', 'FWD', 6.6, 180), pt('H', 1.6, 4, 'DCT6', 'FWD', 3.9, 265)],
    badges: badges('Kona:30990:0', 'Premium:40990:1'),
  }),
  m('Hyundai', 'Kona Electric', 'suv', {
    from: 2019,
    pop: 5,
    keep: 0.84,
    pts: [ev('FWD', 255)],
    badges: badges('Standard Range:54990', 'Premium:64990'),
  }),
  m('Hyundai', 'Santa Fe', 'suv', {
    from: 2008,
    pop: 12,
    seats: 7,
    pts: [pt('D', 2.2, 4, 'A8', 'AWD', 6.1, 440)],
    badges: badges('Active:50990', 'Elite:60990', 'Highlander:70990'),
  }),
  m('Hyundai', 'IONIQ 5', 'suv', {
    from: 2021,
    pop: 6,
    keep: 0.84,
    pts: [ev('RWD', 350), ev('AWD', 605)],
    badges: badges('Dynamiq:68990:0', 'Techniq:75990:0', 'Epiq:80990:1'),
  }),
  m('Hyundai', 'Staria', 'van', {
    from: 2021,
    pop: 5,
    seats: 8,
    pts: [pt('D', 2.2, 4, 'A8', 'AWD', 8.2, 430)],
    badges: badges('Load:50990', 'Elite:60990'),
  }),
  m('Hyundai', 'Venue', 'suv', {
    from: 2019,
    pop: 8,
    pts: [pt('P', 1.6, 4, 'A6', 'FWD', 7.0, 151)],
    badges: badges('Venue:25990', 'Active:27990', 'Elite:30990'),
  }),
  m('Hyundai', 'iLoad', 'van', {
    from: 2008,
    to: 2021,
    pop: 6,
    pts: [pt('D', 2.5, 4, 'A5', 'RWD', 8.8, 441)],
    badges: badges('iLoad:38990'),
  }),
  // Kia
  m('Kia', 'Sportage', 'suv', {
    series: 'NQ5',
    from: 2010,
    pop: 30,
    pts: [pt('P', 2.0, 4, 'A6', 'FWD', 8.1, 192), pt('D', 2.0, 4, 'A8', 'AWD', 6.3, 416)],
    badges: badges('S:36990:0', 'SX:40990:0', 'SX+:46990', 'GT-Line:53990:1'),
    palette: { white: 4, grey: 3, black: 2, green: 2, blue: 2, silver: 2, red: 1 },
  }),
  m('Kia', 'Cerato', 'hatch', {
    series: 'BD',
    from: 2009,
    to: 2024,
    pop: 18,
    pts: [pt('P', 2.0, 4, 'A6', 'FWD', 7.4, 192), pt('P', 1.6, 4, 'DCT7', 'FWD', 6.8, 265, true)],
    badges: badges('S:26990:0', 'Sport:29990:0', 'Sport+:32990:0', 'GT:37990:1'),
  }),
  m('Kia', 'Seltos', 'suv', {
    from: 2019,
    pop: 12,
    pts: [pt('P', 2.0, 4, 'CVT', 'FWD', 6.8, 180)],
    badges: badges('S:30990', 'Sport:32990', 'GT-Line:42990'),
  }),
  m('Kia', 'Sorento', 'suv', {
    from: 2009,
    pop: 12,
    seats: 7,
    pts: [pt('D', 2.2, 4, 'A8', 'AWD', 6.1, 440)],
    badges: badges('S:50990', 'Sport:54990', 'GT-Line:68990'),
  }),
  m('Kia', 'Carnival', 'van', {
    from: 2008,
    pop: 10,
    seats: 8,
    config: 'Wagon',
    doors: 5,
    pts: [pt('D', 2.2, 4, 'A8', 'FWD', 6.5, 440)],
    badges: badges('S:50990', 'Sport:55990', 'Platinum:68990'),
  }),
  m('Kia', 'EV6', 'suv', {
    from: 2022,
    pop: 4,
    keep: 0.84,
    pts: [ev('RWD', 350), ev('AWD', 605)],
    badges: badges('Air:72990:0', 'GT-Line:85990:1'),
  }),
  m('Kia', 'Picanto', 'hatch', {
    from: 2011,
    pop: 8,
    pts: [pt('P', 1.25, 4, 'A4', 'FWD', 5.8, 122)],
    badges: badges('S:18990', 'GT-Line:21990'),
    palette: { white: 3, red: 2, blue: 2, silver: 2, orange: 1, green: 1 },
  }),
  m('Kia', 'Tasman', 'ute', {
    from: 2025,
    pop: 6,
    keep: 0.9,
    pts: [pt('D', 2.2, 4, 'A8', '4WD', 8.2, 441)],
    badges: badges('SX:58990', 'X-Line:66990', 'X-Pro:74990'),
  }),
  // Mitsubishi
  m('Mitsubishi', 'Triton', 'ute', {
    series: 'MV',
    from: 2008,
    pop: 28,
    keep: 0.89,
    pts: [pt('D', 2.4, 4, 'M6', '2WD', 7.5, 430), pt('D', 2.4, 4, 'A6', '4WD', 7.7, 470)],
    badges: badges('GLX:40990:0', 'GLX+:52990:1', 'GLS:58990:1', 'GSR:64990:1'),
  }),
  m('Mitsubishi', 'Outlander', 'suv', {
    series: 'ZM',
    from: 2012,
    pop: 20,
    seats: 7,
    pts: [pt('P', 2.5, 4, 'CVT', 'FWD', 7.2, 245), pt('H', 2.4, 4, 'E', 'AWD', 1.5, 255)],
    badges: badges('ES:38990:0', 'LS:44990:0', 'Aspire:50990:0', 'Exceed PHEV:70990:1'),
  }),
  m('Mitsubishi', 'ASX', 'suv', {
    from: 2010,
    pop: 14,
    pts: [pt('P', 2.0, 4, 'CVT', 'FWD', 7.6, 197)],
    badges: badges('ES:28990', 'LS:31990', 'Exceed:35990'),
  }),
  m('Mitsubishi', 'Eclipse Cross', 'suv', {
    from: 2018,
    pop: 6,
    pts: [pt('P', 1.5, 4, 'CVT', 'FWD', 7.3, 250, true)],
    badges: badges('ES:33990', 'LS:36990', 'Exceed:41990'),
  }),
  m('Mitsubishi', 'Pajero Sport', 'suv', {
    from: 2015,
    pop: 8,
    seats: 7,
    pts: [pt('D', 2.4, 4, 'A8', '4WD', 8.0, 430)],
    badges: badges('GLX:50990', 'GLS:55990', 'Exceed:60990'),
  }),
  m('Mitsubishi', 'Pajero', 'suv', {
    from: 2008,
    to: 2021,
    pop: 5,
    seats: 7,
    pts: [pt('D', 3.2, 4, 'A5', '4WD', 9.2, 441)],
    badges: badges('GLX:50990', 'Exceed:62990'),
  }),
  // Nissan
  m('Nissan', 'Navara', 'ute', {
    series: 'D23',
    from: 2015,
    pop: 18,
    keep: 0.89,
    pts: [pt('D', 2.3, 4, 'A7', '4WD', 7.0, 450)],
    badges: badges('SL:50990', 'ST:55990', 'ST-X:63990', 'PRO-4X:66990'),
  }),
  m('Nissan', 'X-Trail', 'suv', {
    series: 'T33',
    from: 2008,
    pop: 18,
    pts: [pt('P', 2.5, 4, 'CVT', 'AWD', 7.4, 244), pt('H', 1.5, 3, 'E', 'AWD', 6.1, 525)],
    badges: badges('ST:38990:0', 'ST-L:45990:0', 'Ti:52990:0', 'Ti-L e-POWER:58990:1'),
  }),
  m('Nissan', 'Patrol', 'suv', {
    series: 'Y62',
    from: 2013,
    pop: 8,
    keep: 0.91,
    seats: 8,
    pts: [pt('P', 5.6, 8, 'A7', '4WD', 14.4, 560)],
    badges: badges('Ti:85990', 'Ti-L:100990'),
  }),
  m('Nissan', 'Qashqai', 'suv', {
    from: 2014,
    pop: 10,
    pts: [pt('P', 1.3, 4, 'CVT', 'FWD', 6.1, 250, true)],
    badges: badges('ST:35990', 'ST+:38990', 'Ti:47990'),
  }),
  m('Nissan', 'Leaf', 'hatch', {
    from: 2012,
    pop: 3,
    keep: 0.82,
    pts: [ev('FWD', 320)],
    badges: badges('Leaf:50990', 'e+:61990'),
  }),
  // Isuzu
  m('Isuzu', 'D-Max', 'ute', {
    from: 2012,
    pop: 30,
    keep: 0.9,
    pts: [pt('D', 3.0, 4, 'A6', '2WD', 7.7, 450), pt('D', 3.0, 4, 'A6', '4WD', 8.0, 450)],
    badges: badges('SX:38990:0', 'LS-M:55990:1', 'LS-U:60990:1', 'X-Terrain:70990:1'),
    palette: { white: 6, grey: 2, silver: 2, blue: 1, red: 1, black: 1, orange: 1 },
  }),
  m('Isuzu', 'MU-X', 'suv', {
    from: 2013,
    pop: 14,
    keep: 0.9,
    seats: 7,
    pts: [pt('D', 3.0, 4, 'A6', '4WD', 8.3, 450)],
    badges: badges('LS-M:54990', 'LS-U:58990', 'LS-T:66990'),
  }),
  // Volkswagen
  m('Volkswagen', 'Amarok', 'ute', {
    from: 2011,
    pop: 12,
    keep: 0.89,
    pts: [pt('D', 2.0, 4, 'A10', '4WD', 8.0, 500), pt('D', 3.0, 6, 'A10', '4WD', 8.9, 600)],
    badges: badges(
      'Core:56990:0',
      'Life:60990:0',
      'Style:68990:1',
      'PanAmericana:75990:1',
      'Aventura:80990:1',
    ),
  }),
  m('Volkswagen', 'Golf', 'hatch', {
    series: 'Mk8',
    from: 2005,
    pop: 14,
    pts: [
      pt('P', 1.4, 4, 'A8', 'FWD', 5.8, 250, true),
      pt('P', 2.0, 4, 'DCT7', 'FWD', 7.0, 370, true),
      pt('P', 2.0, 4, 'DCT7', 'AWD', 8.1, 420, true),
    ],
    badges: badges('110TSI Life:38990:0', '110TSI R-Line:44990:0', 'GTI:57990:1', 'R:68990:2'),
    palette: { white: 3, grey: 3, blue: 3, black: 2, silver: 2, red: 1 },
  }),
  m('Volkswagen', 'Tiguan', 'suv', {
    from: 2008,
    pop: 10,
    pts: [pt('P', 1.4, 4, 'DCT6', 'FWD', 6.3, 250, true), pt('P', 2.0, 4, 'DCT7', 'AWD', 8.2, 400, true)],
    badges: badges('110TSI Life:45990:0', '162TSI R-Line:60990:1'),
  }),
  m('Volkswagen', 'T-Roc', 'suv', {
    from: 2020,
    pop: 6,
    pts: [pt('P', 1.4, 4, 'A8', 'FWD', 6.4, 250, true)],
    badges: badges('110TSI Style:40990', 'R-Line:45990'),
  }),
  m('Volkswagen', 'Polo', 'hatch', {
    from: 2008,
    pop: 7,
    pts: [pt('P', 1.0, 3, 'DCT7', 'FWD', 5.4, 200, true), pt('P', 2.0, 4, 'DCT6', 'FWD', 6.8, 320, true)],
    badges: badges('85TSI Life:28990:0', 'GTI:40990:1'),
  }),
  m('Volkswagen', 'Passat', 'wagon', {
    from: 2008,
    to: 2023,
    pop: 4,
    pts: [pt('P', 2.0, 4, 'DCT7', 'FWD', 6.8, 320, true)],
    badges: badges('140TSI Business:50990', '206TSI R-Line:63990'),
  }),
  m('Volkswagen', 'Transporter', 'van', {
    from: 2005,
    pop: 5,
    pts: [pt('D', 2.0, 4, 'DCT7', 'FWD', 7.8, 340)],
    badges: badges('TDI340 SWB:55990', 'TDI340 LWB:58990'),
  }),
  // Subaru
  m('Subaru', 'Forester', 'suv', {
    from: 2008,
    pop: 20,
    pts: [pt('P', 2.5, 4, 'CVT', 'AWD', 7.4, 239), pt('H', 2.0, 4, 'CVT', 'AWD', 6.7, 196)],
    badges: badges(
      '2.5i:38990:0',
      '2.5i-L:41990:0',
      '2.5i Premium:44990:0',
      '2.5i-S:48990:0',
      'Hybrid S:52990:1',
    ),
  }),
  m('Subaru', 'Outback', 'wagon', {
    from: 2008,
    pop: 14,
    pts: [pt('P', 2.5, 4, 'CVT', 'AWD', 7.3, 245)],
    badges: badges('AWD:46990', 'AWD Sport:50990', 'AWD Touring:55990'),
  }),
  m('Subaru', 'XV', 'suv', {
    from: 2012,
    to: 2023,
    pop: 8,
    pts: [pt('P', 2.0, 4, 'CVT', 'AWD', 7.0, 196)],
    badges: badges('2.0i:31990', '2.0i-L:34990', '2.0i-S:39990'),
  }),
  m('Subaru', 'WRX', 'sedan', {
    from: 2008,
    pop: 5,
    pts: [pt('P', 2.4, 4, 'CVT', 'AWD', 8.6, 350, true), pt('P', 2.4, 4, 'M6', 'AWD', 9.9, 350, true)],
    badges: badges('WRX:57990', 'tS:63990:0'),
    palette: { blue: 5, white: 3, grey: 2, black: 1, red: 1 },
  }),
  m('Subaru', 'BRZ', 'coupe', {
    from: 2012,
    pop: 2,
    pts: [pt('P', 2.4, 4, 'M6', 'RWD', 9.5, 249)],
    badges: badges('BRZ:43990', 'S:45990'),
  }),
  // Honda
  m('Honda', 'CR-V', 'suv', {
    from: 2007,
    pop: 14,
    pts: [pt('P', 1.5, 4, 'CVT', 'FWD', 7.3, 240, true), pt('H', 2.0, 4, 'E', 'AWD', 5.3, 335)],
    badges: badges('VTi:40990:0', 'VTi X:44990:0', 'VTi L:46990:0', 'e:HEV RS:60990:1'),
  }),
  m('Honda', 'HR-V', 'suv', {
    from: 2015,
    pop: 8,
    pts: [pt('P', 1.5, 4, 'CVT', 'FWD', 6.0, 145), pt('H', 1.5, 4, 'E', 'FWD', 4.3, 253)],
    badges: badges('Vi X:37990:0', 'e:HEV L:45990:1'),
  }),
  m('Honda', 'Civic', 'hatch', {
    from: 2008,
    pop: 8,
    pts: [pt('P', 1.5, 4, 'CVT', 'FWD', 6.3, 240, true), pt('P', 2.0, 4, 'M6', 'FWD', 9.5, 420, true)],
    badges: badges('VTi-LX:50990:0', 'Type R:73990:1'),
  }),
  m('Honda', 'Jazz', 'hatch', {
    from: 2008,
    to: 2021,
    pop: 6,
    pts: [pt('P', 1.5, 4, 'CVT', 'FWD', 5.8, 145)],
    badges: badges('VTi:22990', 'VTi-L:25990'),
  }),
  m('Honda', 'Accord', 'sedan', {
    from: 2008,
    pop: 3,
    pts: [pt('H', 2.0, 4, 'E', 'FWD', 4.4, 335)],
    badges: badges('VTi-LX:64990'),
  }),
  // MG
  m('MG', 'ZS', 'suv', {
    from: 2017,
    pop: 24,
    keep: 0.84,
    pts: [pt('P', 1.5, 4, 'CVT', 'FWD', 6.9, 141)],
    badges: badges('Vibe:23990', 'Excite:26990', 'Essence:29990'),
  }),
  m('MG', 'ZS EV', 'suv', {
    from: 2021,
    pop: 6,
    keep: 0.8,
    pts: [ev('FWD', 280)],
    badges: badges('Excite:41990', 'Essence:47990'),
  }),
  m('MG', 'MG4', 'hatch', {
    from: 2023,
    pop: 10,
    keep: 0.82,
    pts: [ev('RWD', 250), ev('AWD', 600)],
    badges: badges('Excite 51:41990:0', 'Essence 64:48990:0', 'XPOWER:60990:1'),
    palette: { white: 3, grey: 2, black: 2, blue: 1, orange: 2, silver: 1, red: 1 },
  }),
  m('MG', 'MG3', 'hatch', {
    from: 2013,
    pop: 10,
    keep: 0.82,
    pts: [pt('P', 1.5, 4, 'A4', 'FWD', 6.7, 150), pt('H', 1.5, 4, 'E', 'FWD', 4.4, 250)],
    badges: badges('Core:20990:0', 'Excite:22990:0', 'Excite Hybrid+:29990:1'),
  }),
  m('MG', 'HS', 'suv', {
    from: 2019,
    pop: 10,
    keep: 0.84,
    pts: [pt('P', 1.5, 4, 'DCT7', 'FWD', 7.3, 250, true)],
    badges: badges('Vibe:32990', 'Excite:36990', 'Essence:40990'),
  }),
  // Tesla, BYD, Polestar
  m('Tesla', 'Model 3', 'sedan', {
    from: 2019,
    pop: 12,
    keep: 0.83,
    pts: [ev('RWD', 420), ev('AWD', 493)],
    badges: badges('RWD:55990:0', 'Long Range:68990:1', 'Performance:80990:1'),
    palette: { white: 4, black: 3, grey: 3, blue: 2, red: 2, silver: 1 },
  }),
  m('Tesla', 'Model Y', 'suv', {
    from: 2022,
    pop: 18,
    keep: 0.84,
    pts: [ev('RWD', 420), ev('AWD', 493)],
    badges: badges('RWD:58990:0', 'Long Range:70990:1', 'Performance:82990:1'),
    palette: { white: 4, black: 3, grey: 3, blue: 2, red: 2, silver: 1 },
  }),
  m('BYD', 'Atto 3', 'suv', {
    from: 2022,
    pop: 12,
    keep: 0.8,
    pts: [ev('FWD', 310)],
    badges: badges('Standard Range:45990', 'Extended Range:48990'),
  }),
  m('BYD', 'Seal', 'sedan', {
    from: 2023,
    pop: 6,
    keep: 0.8,
    pts: [ev('RWD', 360), ev('AWD', 670)],
    badges: badges('Dynamic:50990:0', 'Premium:58990:0', 'Performance:68990:1'),
  }),
  m('BYD', 'Dolphin', 'hatch', {
    from: 2023,
    pop: 6,
    keep: 0.8,
    pts: [ev('FWD', 290)],
    badges: badges('Dynamic:36990', 'Premium:40990'),
  }),
  m('BYD', 'Shark 6', 'ute', {
    from: 2025,
    pop: 8,
    keep: 0.85,
    pts: [pt('H', 1.5, 4, 'E', '4WD', 2.0, 650, true)],
    badges: badges('Premium:58990'),
  }),
  m('Polestar', '2', 'sedan', {
    from: 2022,
    pop: 3,
    keep: 0.8,
    config: 'Liftback',
    pts: [ev('RWD', 490), ev('AWD', 740)],
    badges: badges('Long Range Single Motor:70990:0', 'Long Range Dual Motor:77990:1'),
  }),
  // Great Wall / GWM / Haval / LDV / Chery
  m('Great Wall', 'Cannon', 'ute', {
    from: 2020,
    to: 2022,
    pop: 5,
    keep: 0.84,
    pts: [pt('D', 2.0, 4, 'A8', '4WD', 9.4, 400)],
    badges: badges('L:33990', 'LUX:38990'),
  }),
  m('Great Wall', 'Steed', 'ute', {
    from: 2016,
    to: 2021,
    pop: 3,
    keep: 0.8,
    pts: [pt('D', 2.0, 4, 'M6', '4WD', 8.9, 310)],
    badges: badges('Steed:25990'),
  }),
  m('GWM', 'Cannon', 'ute', {
    from: 2022,
    pop: 8,
    keep: 0.85,
    pts: [pt('D', 2.4, 4, 'A9', '4WD', 8.9, 480)],
    badges: badges('Cannon:40990', 'Cannon-X:47990', 'Alpha Ultra:58990'),
  }),
  m('Haval', 'Jolion', 'suv', {
    from: 2021,
    pop: 10,
    keep: 0.82,
    pts: [pt('P', 1.5, 4, 'DCT7', 'FWD', 8.1, 210, true), pt('H', 1.5, 4, 'E', 'FWD', 4.7, 375)],
    badges: badges('Premium:28990:0', 'Lux:31990:0', 'Ultra Hybrid:37990:1'),
  }),
  m('Haval', 'H6', 'suv', {
    from: 2021,
    pop: 6,
    keep: 0.82,
    pts: [pt('P', 2.0, 4, 'DCT7', 'FWD', 7.4, 325, true)],
    badges: badges('Premium:36990', 'Lux:38990', 'Ultra:42990'),
  }),
  m('LDV', 'T60', 'ute', {
    from: 2017,
    pop: 6,
    keep: 0.83,
    pts: [pt('D', 2.0, 4, 'A8', '4WD', 8.8, 500)],
    badges: badges('Pro:40990', 'Max Pro:45990', 'Max Luxe:52990'),
  }),
  m('Chery', 'Omoda 5', 'suv', {
    from: 2023,
    pop: 5,
    keep: 0.8,
    pts: [pt('P', 1.5, 4, 'CVT', 'FWD', 6.9, 210, true)],
    badges: badges('BX:30990', 'EX:33990'),
  }),
  // Holden (used only)
  m('Holden', 'Commodore', 'sedan', {
    series: 'VF II',
    from: 2008,
    to: 2020,
    pop: 12,
    keep: 0.85,
    pts: [pt('P', 3.6, 6, 'A6', 'RWD', 9.0, 350), pt('P', 6.2, 8, 'A6', 'RWD', 12.6, 570)],
    badges: badges('Evoke:40990:0', 'SV6:45990:0', 'Calais:50990:0', 'SS V Redline:58990:1'),
  }),
  m('Holden', 'Colorado', 'ute', {
    series: 'RG',
    from: 2012,
    to: 2020,
    pop: 10,
    keep: 0.87,
    pts: [pt('D', 2.8, 4, 'A6', '4WD', 8.7, 500)],
    badges: badges('LS:46990', 'LTZ:52990', 'Z71:57990'),
  }),
  m('Holden', 'Captiva', 'suv', {
    from: 2008,
    to: 2018,
    pop: 5,
    keep: 0.82,
    seats: 7,
    pts: [pt('P', 2.4, 4, 'A6', 'FWD', 9.1, 230)],
    badges: badges('Active:32990', 'LT:36990', 'LTZ:42990'),
  }),
  m('Holden', 'Astra', 'hatch', {
    from: 2008,
    to: 2020,
    pop: 4,
    keep: 0.83,
    pts: [pt('P', 1.4, 4, 'A6', 'FWD', 6.2, 245, true)],
    badges: badges('R:26990', 'RS:30990', 'RS-V:34990'),
  }),
  // Suzuki, Jeep, Skoda, Peugeot, Renault, Mini, Volvo, Lexus, RAM
  m('Suzuki', 'Swift', 'hatch', {
    from: 2008,
    pop: 10,
    pts: [pt('P', 1.2, 4, 'CVT', 'FWD', 4.9, 120), pt('P', 1.4, 4, 'A6', 'FWD', 6.1, 230, true)],
    badges: badges('GL:23990:0', 'GLX:27990:0', 'Sport:32990:1'),
    palette: { white: 3, red: 3, blue: 2, silver: 2, orange: 1, black: 1 },
  }),
  m('Suzuki', 'Jimny', 'suv', {
    from: 2018,
    pop: 6,
    keep: 0.93,
    seats: 4,
    doors: 3,
    pts: [pt('P', 1.5, 4, 'M5', '4WD', 6.4, 130)],
    badges: badges('Jimny:33990', 'XL:37990'),
    palette: { green: 3, white: 3, black: 1, grey: 1, silver: 1 },
  }),
  m('Suzuki', 'Vitara', 'suv', {
    from: 2015,
    pop: 4,
    pts: [pt('P', 1.6, 4, 'A6', 'FWD', 6.2, 156)],
    badges: badges('Vitara:31990', 'Turbo:37990'),
  }),
  m('Jeep', 'Wrangler', 'suv', {
    from: 2008,
    pop: 4,
    keep: 0.87,
    pts: [pt('P', 2.0, 4, 'A8', '4WD', 9.6, 400, true)],
    badges: badges('Sport S:80990', 'Rubicon:92990'),
  }),
  m('Jeep', 'Grand Cherokee', 'suv', {
    from: 2011,
    pop: 5,
    keep: 0.84,
    pts: [pt('P', 3.6, 6, 'A8', '4WD', 10.4, 347)],
    badges: badges('Laredo:75990', 'Limited:85990', 'Summit Reserve:110990'),
  }),
  m('Skoda', 'Octavia', 'wagon', {
    from: 2008,
    pop: 5,
    pts: [pt('P', 1.4, 4, 'A8', 'FWD', 5.6, 250, true), pt('P', 2.0, 4, 'DCT7', 'FWD', 6.7, 370, true)],
    badges: badges('110TSI Style:45990:0', 'RS:60990:1'),
  }),
  m('Skoda', 'Kodiaq', 'suv', {
    from: 2017,
    pop: 4,
    seats: 7,
    pts: [pt('P', 2.0, 4, 'DCT7', 'AWD', 7.9, 320, true)],
    badges: badges('Style:60990', 'Sportline:66990'),
  }),
  m('Peugeot', '3008', 'suv', {
    from: 2017,
    pop: 3,
    keep: 0.83,
    pts: [pt('P', 1.6, 4, 'A8', 'FWD', 7.0, 250, true)],
    badges: badges('Allure:50990', 'GT:55990'),
  }),
  m('Renault', 'Koleos', 'suv', {
    from: 2016,
    pop: 3,
    keep: 0.83,
    pts: [pt('P', 2.5, 4, 'CVT', 'FWD', 8.1, 233)],
    badges: badges('Life:38990', 'Zen:42990', 'Intens:49990'),
  }),
  m('Mini', 'Hatch', 'hatch', {
    from: 2008,
    pop: 4,
    keep: 0.86,
    doors: 3,
    pts: [pt('P', 2.0, 4, 'DCT7', 'FWD', 6.1, 280, true)],
    badges: badges('Cooper S:50990'),
  }),
  m('Mini', 'Convertible', 'convertible', {
    from: 2008,
    pop: 2,
    keep: 0.86,
    seats: 4,
    pts: [pt('P', 2.0, 4, 'DCT7', 'FWD', 6.2, 280, true)],
    badges: badges('Cooper S:58990'),
  }),
  m('Volvo', 'XC40', 'suv', {
    from: 2018,
    pop: 5,
    keep: 0.84,
    pts: [pt('P', 2.0, 4, 'A7', 'AWD', 7.4, 350, true)],
    badges: badges('B4 Plus:60990', 'B5 Ultimate:68990'),
  }),
  m('Volvo', 'XC60', 'suv', {
    from: 2009,
    pop: 4,
    keep: 0.84,
    pts: [pt('P', 2.0, 4, 'A8', 'AWD', 7.8, 350, true)],
    badges: badges('B5 Plus:75990', 'B5 Ultra:82990'),
  }),
  m('Volvo', 'XC90', 'suv', {
    from: 2008,
    pop: 3,
    keep: 0.84,
    seats: 7,
    pts: [pt('P', 2.0, 4, 'A8', 'AWD', 8.3, 400, true)],
    badges: badges('B6 Ultimate:110990'),
  }),
  m('Lexus', 'NX', 'suv', {
    from: 2015,
    pop: 5,
    keep: 0.88,
    pts: [pt('H', 2.5, 4, 'CVT', 'AWD', 5.0, 239)],
    badges: badges('NX350h Luxury:80990', 'NX350h F Sport:88990'),
  }),
  m('Lexus', 'RX', 'suv', {
    from: 2009,
    pop: 3,
    keep: 0.87,
    pts: [pt('H', 2.5, 4, 'CVT', 'AWD', 5.3, 239)],
    badges: badges('RX350h Luxury:105990'),
  }),
  m('Lexus', 'IS', 'sedan', {
    from: 2008,
    pop: 2,
    keep: 0.86,
    pts: [pt('H', 2.5, 4, 'CVT', 'RWD', 5.1, 221)],
    badges: badges('IS300h Luxury:70990'),
  }),
  m('RAM', '1500', 'ute', {
    from: 2019,
    pop: 4,
    keep: 0.87,
    seats: 5,
    pts: [pt('P', 5.7, 8, 'A8', '4WD', 12.2, 556)],
    badges: badges('Express:99990', 'Laramie:130990'),
  }),
  // Luxury
  m('Land Rover', 'Range Rover Evoque', 'suv', {
    from: 2011,
    pop: 5,
    keep: 0.83,
    pts: [pt('P', 2.0, 4, 'A9', 'AWD', 8.1, 365, true), pt('D', 2.0, 4, 'A9', 'AWD', 5.8, 430)],
    badges: badges('P250 SE:80990:0', 'D200 R-Dynamic SE:85990:1'),
  }),
  m('Land Rover', 'Defender', 'suv', {
    from: 2020,
    pop: 6,
    keep: 0.88,
    pts: [pt('D', 3.0, 6, 'A8', '4WD', 7.6, 570), pt('P', 3.0, 6, 'A8', '4WD', 9.9, 550, true)],
    badges: badges('110 D250 S:100990:0', '110 D300 X-Dynamic SE:118990:0', '110 P400 X:145990:1'),
    palette: { green: 3, white: 3, grey: 3, black: 2, silver: 1, blue: 1 },
  }),
  m('Land Rover', 'Discovery Sport', 'suv', {
    from: 2015,
    pop: 3,
    keep: 0.82,
    seats: 7,
    pts: [pt('P', 2.0, 4, 'A9', 'AWD', 8.1, 365, true)],
    badges: badges('P250 SE:78990'),
  }),
  m('Land Rover', 'Range Rover Sport', 'suv', {
    from: 2013,
    pop: 2,
    keep: 0.83,
    pts: [pt('D', 3.0, 6, 'A8', '4WD', 7.9, 650)],
    badges: badges('D300 Dynamic SE:150990'),
  }),
  m('Mercedes-Benz', 'C-Class', 'sedan', {
    series: 'W206',
    from: 2008,
    pop: 8,
    keep: 0.84,
    pts: [
      pt('P', 1.5, 4, 'A9', 'RWD', 6.5, 300, true),
      pt('P', 2.0, 4, 'A9', 'RWD', 6.9, 400, true),
      pt('P', 2.0, 4, 'A9', 'AWD', 8.4, 500, true),
    ],
    badges: badges('C200:78990:0', 'C300:90990:1', 'C43 AMG:120990:2'),
  }),
  m('Mercedes-Benz', 'GLC', 'suv', {
    from: 2016,
    pop: 6,
    keep: 0.84,
    pts: [pt('P', 2.0, 4, 'A9', 'AWD', 8.0, 400, true)],
    badges: badges('GLC300 4MATIC:95990'),
  }),
  m('Mercedes-Benz', 'A-Class', 'hatch', {
    from: 2013,
    pop: 5,
    keep: 0.84,
    pts: [pt('P', 1.3, 4, 'DCT7', 'FWD', 6.2, 250, true), pt('P', 2.0, 4, 'DCT8', 'AWD', 7.3, 350, true)],
    badges: badges('A180:50990:0', 'A250 4MATIC:65990:1'),
  }),
  m('Mercedes-Benz', 'Sprinter', 'van', {
    from: 2008,
    pop: 4,
    pts: [pt('D', 2.0, 4, 'A9', 'RWD', 9.4, 400)],
    badges: badges('316CDI MWB:70990', '319CDI LWB:78990'),
  }),
  m('Mercedes-Benz', 'GLE', 'suv', {
    from: 2016,
    pop: 3,
    keep: 0.83,
    seats: 7,
    pts: [pt('P', 3.0, 6, 'A9', 'AWD', 9.3, 500, true)],
    badges: badges('GLE450 4MATIC:130990'),
  }),
  m('BMW', 'X3', 'suv', {
    from: 2008,
    pop: 6,
    keep: 0.84,
    pts: [
      pt('P', 2.0, 4, 'A8', 'AWD', 7.7, 350, true),
      pt('D', 2.0, 4, 'A8', 'AWD', 5.9, 400),
      pt('P', 3.0, 6, 'A8', 'AWD', 8.6, 500, true),
    ],
    badges: badges('sDrive20i:75990:0', 'xDrive20d:80990:1', 'xDrive30i M Sport:88990:0', 'M40i:110990:2'),
  }),
  m('BMW', '3 Series', 'sedan', {
    from: 2008,
    pop: 6,
    keep: 0.84,
    pts: [pt('P', 2.0, 4, 'A8', 'RWD', 6.4, 300, true), pt('P', 3.0, 6, 'A8', 'AWD', 7.6, 500, true)],
    badges: badges('320i:75990:0', '330i M Sport:85990:0', 'M340i xDrive:105990:1'),
  }),
  m('BMW', 'X5', 'suv', {
    from: 2008,
    pop: 4,
    keep: 0.84,
    pts: [pt('D', 3.0, 6, 'A8', 'AWD', 7.2, 670)],
    badges: badges('xDrive30d:125990'),
  }),
  m('BMW', '1 Series', 'hatch', {
    from: 2008,
    pop: 3,
    keep: 0.83,
    pts: [pt('P', 1.5, 3, 'DCT7', 'FWD', 6.0, 230, true)],
    badges: badges('118i:55990'),
  }),
  m('BMW', '4 Series', 'convertible', {
    from: 2014,
    pop: 2,
    keep: 0.84,
    seats: 4,
    pts: [pt('P', 2.0, 4, 'A8', 'RWD', 6.8, 300, true)],
    badges: badges('420i Convertible:95990', '430i M Sport Convertible:110990'),
  }),
  m('BMW', 'Z4', 'convertible', {
    from: 2009,
    pop: 2,
    keep: 0.85,
    pts: [pt('P', 2.0, 4, 'A8', 'RWD', 6.4, 320, true), pt('P', 3.0, 6, 'A8', 'RWD', 7.4, 500, true)],
    badges: badges('sDrive20i:90990:0', 'M40i:120990:1'),
  }),
  m('BMW', 'i4', 'sedan', {
    from: 2022,
    pop: 2,
    keep: 0.8,
    config: 'Gran Coupe',
    pts: [ev('RWD', 400), ev('AWD', 795)],
    badges: badges('eDrive35:85990:0', 'M50:115990:1'),
  }),
  m('Audi', 'Q5', 'suv', {
    from: 2009,
    pop: 5,
    keep: 0.84,
    pts: [pt('D', 2.0, 4, 'DCT7', 'AWD', 5.9, 400), pt('P', 2.0, 4, 'DCT7', 'AWD', 8.0, 370, true)],
    badges: badges('40 TDI quattro:75990:0', '45 TFSI quattro Sport:80990:1'),
  }),
  m('Audi', 'A3', 'hatch', {
    from: 2008,
    pop: 4,
    keep: 0.84,
    config: 'Sportback',
    pts: [pt('P', 1.4, 4, 'DCT8', 'FWD', 5.6, 250, true), pt('P', 2.0, 4, 'DCT7', 'AWD', 7.4, 400, true)],
    badges: badges('35 TFSI:50990:0', 'S3:75990:1'),
  }),
  m('Audi', 'Q3', 'suv', {
    from: 2012,
    pop: 4,
    keep: 0.84,
    pts: [pt('P', 1.4, 4, 'DCT6', 'FWD', 6.7, 250, true), pt('P', 2.0, 4, 'DCT7', 'AWD', 8.0, 320, true)],
    badges: badges('35 TFSI:55990:0', '40 TFSI quattro S line:65990:1'),
  }),
  m('Audi', 'A4', 'wagon', {
    from: 2008,
    pop: 3,
    keep: 0.83,
    config: 'Avant',
    pts: [pt('P', 2.0, 4, 'DCT7', 'AWD', 7.2, 370, true)],
    badges: badges('Avant 45 TFSI quattro:72990'),
  }),
  m('Audi', 'A5', 'convertible', {
    from: 2010,
    pop: 2,
    keep: 0.83,
    seats: 4,
    pts: [pt('P', 2.0, 4, 'DCT7', 'AWD', 7.5, 370, true)],
    badges: badges('45 TFSI quattro Cabriolet:95990'),
  }),
  m('Alfa Romeo', 'Giulia', 'sedan', {
    from: 2017,
    pop: 2,
    keep: 0.82,
    pts: [pt('P', 2.0, 4, 'A8', 'RWD', 6.4, 330, true), pt('P', 2.9, 6, 'A8', 'RWD', 9.6, 600, true)],
    badges: badges('Veloce:73990:0', 'Quadrifoglio:140990:1'),
    palette: { red: 5, white: 2, black: 2, grey: 2, blue: 1 },
  }),
  m('Alfa Romeo', 'Stelvio', 'suv', {
    from: 2017,
    pop: 1,
    keep: 0.82,
    pts: [pt('P', 2.0, 4, 'A8', 'AWD', 7.0, 330, true)],
    badges: badges('Ti:80990'),
  }),
  m('Porsche', 'Macan', 'suv', {
    from: 2014,
    pop: 2,
    keep: 0.86,
    pts: [pt('P', 2.0, 4, 'DCT7', 'AWD', 8.8, 400, true)],
    badges: badges('Macan:95990', 'S:120990'),
  }),
  m('Porsche', '911', 'coupe', {
    from: 2008,
    pop: 1,
    keep: 0.92,
    pts: [pt('P', 3.0, 6, 'DCT8', 'RWD', 10.1, 450, true)],
    badges: badges('Carrera:270990', 'Carrera S:310990'),
    palette: { white: 2, grey: 3, black: 2, silver: 2, blue: 1, red: 1, green: 1 },
  }),

  // ---------------------------------------------------------------------------------------
  // Caravans (lengths in feet, as the caravan trade quotes them)
  caravan('Jayco', 'Journey', 2012, 14, ['21.61-3 Outback:92990', '19.61-3 Outback:86990'], 21.5, 2440, 4),
  caravan('Jayco', 'Crossover', 2019, 10, ['19.61-3 OB:78990', '17.55-2 OB:72990'], 19.5, 2050, 3),
  caravan('Jayco', 'Silverline', 2014, 8, ['21.63-3 Outback:119990', '23.66-4:124990'], 21.6, 2690, 2),
  caravan('Jayco', 'Starcraft', 2012, 8, ['17.55-2:56990', '19.58-3:61990'], 17.5, 1850, 2),
  caravan('Jayco', 'Swan', 2012, 6, ['Outback:35990'], 13.0, 1180, 4),
  caravan('Jayco', 'Conquest', 2015, 5, ['23.71-4:114990'], 23.5, 2750, 6),
  caravan('Crusader', 'Ambassador', 2014, 6, ["21'6 Club Lounge:94990", "21'6 Bunk:97990"], 21.5, 2620, 4),
  caravan('Crusader', 'Prestige', 2014, 5, ["23'6 Ensuite:101990"], 23.5, 2800, 2),
  caravan('Crusader', 'Sensation', 2015, 4, ["19'6 Ensuite:87990"], 19.5, 2350, 2),
  caravan(
    'Lotus Caravans',
    'Trooper',
    2015,
    5,
    ["19'6 Off Grid:129990", "21'6 Family:138990"],
    19.5,
    2650,
    2,
  ),
  caravan('Lotus Caravans', 'Off Grid', 2016, 4, ["21'6 Bunk:144990"], 21.5, 2890, 5),
  caravan('Lotus Caravans', 'Freelander', 2015, 3, ["20'6 Ensuite:119990"], 20.5, 2600, 2),
  caravan('Jurgens', 'Lunar', 2015, 4, ['C2110 Pop Top:68990'], 21.0, 2150, 2),
  caravan('Jurgens', 'Jewel', 2016, 3, ['C1920:62990'], 19.0, 1950, 2),
  caravan('New Age', 'Manta Ray', 2014, 5, ["19'6 MR19ERL:84990", "21'6 MR21ERL:89990"], 19.5, 2400, 2),
  caravan('New Age', 'Big Red', 2014, 5, ["21'6 BR21ERD:109990"], 21.5, 2780, 4),
  caravan('New Age', 'Wallaby', 2016, 3, ["17'6 Pop Top:69990"], 17.5, 2050, 2),
  caravan('Zone RV', 'Z-3', 2017, 3, ["16'6 Off Road:119990"], 16.5, 2150, 2),
  caravan('Zone RV', 'Z-4', 2017, 3, ["17'6 Off Road:129990"], 17.5, 2350, 2),
  caravan('Zone RV', 'Z-6', 2018, 2, ["19'6 Off Road:144990"], 19.5, 2650, 4),

  // Motorcycles
  bike('Harley-Davidson', 'Street Glide', 2012, 6, ['Special:47995'], 1868, 2, 165, {
    black: 6,
    red: 2,
    grey: 2,
    blue: 1,
    white: 1,
  }),
  bike('Harley-Davidson', 'Fat Boy', 2012, 5, ['114:36995'], 1868, 2, 165, {
    black: 6,
    grey: 2,
    silver: 2,
    red: 1,
  }),
  bike('Harley-Davidson', 'Sportster S', 2021, 4, ['Sportster S:29995'], 1252, 2, 125, {
    black: 5,
    white: 1,
    red: 1,
    grey: 1,
  }),
  bike('Harley-Davidson', 'Nightster', 2022, 3, ['Nightster:24995'], 975, 2, 95, {
    black: 5,
    grey: 2,
    red: 1,
  }),
  bike('Harley-Davidson', 'Pan America', 2021, 3, ['1250 Special:32995'], 1252, 2, 127, {
    black: 3,
    grey: 2,
    orange: 1,
    white: 1,
  }),
  bike('Kawasaki', 'Ninja 650', 2012, 6, ['Ninja 650:12499', 'KRT Edition:12899'], 649, 2, 64, {
    green: 5,
    black: 3,
    white: 1,
    grey: 1,
  }),
  bike('Kawasaki', 'Z900', 2017, 6, ['Z900:15499', 'SE:17999'], 948, 4, 98, { green: 3, black: 4, grey: 2 }),
  bike('Kawasaki', 'Z650RS', 2022, 3, ['Z650RS:12999'], 649, 2, 64, {
    green: 2,
    black: 2,
    grey: 2,
    silver: 1,
  }),
  bike('Kawasaki', 'KLR650', 2012, 3, ['KLR650:10499'], 652, 1, 58, { green: 3, black: 2, grey: 1 }),
  bike('Kawasaki', 'Versys 1000', 2015, 2, ['SE:25999'], 1043, 4, 102, { grey: 3, green: 2, black: 1 }),
  bike('Yamaha', 'MT-07', 2014, 7, ['MT-07:11999', 'LAMS:11499'], 689, 2, 67, { blue: 4, black: 3, grey: 2 }),
  bike('Yamaha', 'MT-09', 2014, 5, ['MT-09:16499', 'SP:19499'], 890, 3, 93, { blue: 4, black: 3, grey: 2 }),
  bike('Yamaha', 'YZF-R7', 2022, 4, ['YZF-R7:14499'], 689, 2, 67, { blue: 5, black: 3 }),
  bike('Yamaha', 'Tenere 700', 2019, 5, ['Tenere 700:18999', 'World Raid:22999'], 689, 2, 68, {
    white: 2,
    blue: 3,
    black: 2,
  }),
  bike('Yamaha', 'YZF-R1', 2012, 2, ['YZF-R1:31999'], 998, 4, 112, { blue: 4, black: 2 }),
  bike('Honda', 'CB650R', 2019, 4, ['CB650R:14499'], 649, 4, 63, { red: 3, black: 3, grey: 2 }),
  bike('Honda', 'CRF1100L Africa Twin', 2020, 4, ['DCT:25999', 'Adventure Sports ES:28999'], 1084, 2, 112, {
    red: 4,
    white: 2,
    black: 2,
  }),
  bike('Honda', 'Rebel 500', 2017, 5, ['Rebel 500:9999'], 471, 2, 43, { black: 4, grey: 2, red: 1, blue: 1 }),
  bike('Honda', 'CRF300L', 2021, 4, ['CRF300L:8499', 'Rally:9999'], 286, 1, 26, { red: 5, white: 1 }),
  bike('Honda', 'CBR1000RR-R Fireblade', 2020, 1, ['SP:44999'], 1000, 4, 113, { red: 4, black: 2 }),
  bike('KTM', '390 Duke', 2014, 5, ['390 Duke:8495'], 373, 1, 37, { orange: 6, black: 2, white: 1 }),
  bike('KTM', '890 Adventure', 2021, 3, ['R:24995', 'Adventure:20995'], 889, 2, 100, {
    orange: 6,
    white: 1,
    black: 1,
  }),
  bike('KTM', '1290 Super Duke', 2014, 2, ['R:31995'], 1301, 2, 140, { orange: 5, black: 2 }),
  bike('KTM', '500 EXC-F', 2014, 3, ['Six Days:15995', '500 EXC-F:14995'], 510, 1, 48, {
    orange: 6,
    white: 1,
  }),
  bike(
    'BMW Motorrad',
    'R 1250 GS',
    2019,
    5,
    ['Adventure:38990', 'Rallye:34990', 'R 1250 GS:32990'],
    1254,
    2,
    143,
    { white: 3, blue: 2, grey: 2, black: 2 },
  ),
  bike('BMW Motorrad', 'R 1300 GS', 2024, 3, ['Trophy:39990', 'Option 719:44990'], 1300, 2, 149, {
    white: 3,
    blue: 2,
    grey: 2,
  }),
  bike('BMW Motorrad', 'S 1000 RR', 2012, 2, ['M Package:37990'], 999, 4, 113, {
    white: 3,
    blue: 2,
    black: 2,
  }),
  bike('BMW Motorrad', 'F 900 R', 2020, 3, ['F 900 R:15990'], 895, 2, 92, {
    blue: 2,
    red: 2,
    black: 2,
    white: 1,
  }),
  bike('BMW Motorrad', 'G 310 R', 2017, 3, ['G 310 R:7490'], 313, 1, 28, { white: 2, black: 2, blue: 1 }),
  bike('Royal Enfield', 'Classic 350', 2012, 5, ['Signals:7490', 'Chrome:8290'], 349, 1, 27, {
    black: 3,
    green: 2,
    red: 2,
    silver: 1,
    blue: 1,
  }),
  bike('Royal Enfield', 'Himalayan', 2016, 4, ['450:9990'], 452, 1, 40, {
    grey: 2,
    white: 2,
    black: 2,
    blue: 1,
  }),
  bike('Royal Enfield', 'Interceptor 650', 2019, 4, ['Interceptor 650:10290'], 648, 2, 52, {
    orange: 2,
    black: 2,
    red: 2,
    silver: 2,
  }),
  bike('Royal Enfield', 'Continental GT 650', 2019, 3, ['Continental GT 650:10790'], 648, 2, 52, {
    red: 2,
    black: 2,
    silver: 2,
    green: 1,
  }),
  bike('Royal Enfield', 'Meteor 350', 2021, 3, ['Fireball:6990'], 349, 1, 27, {
    red: 2,
    black: 2,
    blue: 2,
    orange: 1,
  }),
];

/** Makes written as several words (exports split them across the make and model columns). */
export const MULTI_WORD_MAKES = [
  ...new Set(CATALOGUE.map((spec) => spec.make).filter((make) => make.includes(' '))),
];

// ---------------------------------------------------------------------------------------
// Colours

const DEFAULT_PALETTE: Record<ItemType, Partial<Record<BaseColour, number>>> = {
  car: { white: 30, grey: 15, silver: 12, black: 14, blue: 10, red: 8, green: 3, orange: 2 },
  caravan: { white: 12, grey: 2, silver: 1, black: 1 },
  motorcycle: { black: 5, red: 2, blue: 2, white: 2, grey: 2, orange: 1, green: 1 },
};

export function paletteOf(spec: ModelSpec): Partial<Record<BaseColour, number>> {
  return spec.palette ?? DEFAULT_PALETTE[spec.item];
}

const GENERIC_COLOUR_NAMES: Record<BaseColour, string[]> = {
  white: ['White', 'Pearl White', 'Glacier White', 'Alpine White'],
  black: ['Black', 'Jet Black', 'Ebony Black', 'Black Pearl'],
  silver: ['Silver', 'Silver Metallic', 'Sterling Silver', 'Moonlight Silver'],
  grey: ['Grey', 'Graphite', 'Gunmetal Grey', 'Charcoal'],
  blue: ['Blue', 'Deep Blue', 'Ocean Blue', 'Navy Blue'],
  red: ['Red', 'Flame Red', 'Crimson Red', 'Racing Red'],
  green: ['Green', 'Olive Green', 'British Racing Green', 'Forest Green'],
  orange: ['Orange', 'Sunset Orange', 'Copper Orange', 'Amber Orange'],
};

const MAKE_COLOUR_NAMES: Record<string, Partial<Record<BaseColour, string[]>>> = {
  Toyota: {
    white: ['Glacier White', 'Crystal Pearl'],
    black: ['Eclipse Black'],
    silver: ['Silver Pearl'],
    grey: ['Graphite', 'Ink'],
    blue: ['Saturn Blue', 'Nebula Blue'],
    red: ['Feverish Red'],
    green: ['Eclectic Green'],
    orange: ['Oxide Bronze'],
  },
  Mazda: {
    white: ['Snowflake White Pearl', 'Arctic White'],
    black: ['Jet Black'],
    silver: ['Sonic Silver'],
    grey: ['Machine Grey', 'Polymetal Grey'],
    blue: ['Deep Crystal Blue'],
    red: ['Soul Red Crystal'],
  },
  Ford: {
    white: ['Arctic White'],
    black: ['Shadow Black'],
    silver: ['Aluminium'],
    grey: ['Meteor Grey', 'Carbonised Grey'],
    blue: ['Blue Lightning'],
    red: ['True Red'],
    orange: ['Code Orange'],
    green: ['Command Green'],
  },
  Hyundai: {
    white: ['Polar White', 'Creamy White'],
    black: ['Phantom Black'],
    silver: ['Shimmering Silver'],
    grey: ['Amazon Grey'],
    blue: ['Intense Blue'],
    red: ['Fiery Red'],
  },
  Kia: {
    white: ['Clear White', 'Snow White Pearl'],
    black: ['Aurora Black'],
    silver: ['Silky Silver'],
    grey: ['Gravity Grey'],
    blue: ['Blue Flame'],
    red: ['Runway Red'],
    green: ['Experience Green'],
  },
  Mitsubishi: {
    white: ['White Diamond', 'Solid White'],
    black: ['Jet Black'],
    silver: ['Sterling Silver'],
    grey: ['Titanium Grey'],
    blue: ['Impulse Blue'],
    red: ['Red Diamond'],
  },
  Nissan: {
    white: ['Ivory Pearl', 'Polar White'],
    black: ['Diamond Black'],
    silver: ['Brilliant Silver'],
    grey: ['Slate Grey', 'Twilight Grey'],
    blue: ['Denim Blue'],
    red: ['Burning Red'],
  },
  Isuzu: {
    white: ['Mineral White', 'Splash White'],
    black: ['Basalt Black'],
    silver: ['Mercury Silver'],
    grey: ['Obsidian Grey'],
    blue: ['Cobalt Blue'],
    red: ['Magnetic Red'],
    orange: ['Valencia Orange'],
  },
  Tesla: {
    white: ['Pearl White Multi-Coat'],
    black: ['Solid Black'],
    grey: ['Stealth Grey', 'Midnight Silver'],
    blue: ['Deep Blue Metallic'],
    red: ['Ultra Red'],
    silver: ['Quicksilver'],
  },
  Kawasaki: { green: ['Lime Green'], black: ['Metallic Spark Black'], grey: ['Metallic Graphite Grey'] },
  KTM: { orange: ['KTM Orange'] },
};

export function colourName(make: string, base: BaseColour, pick: (names: string[]) => string): string {
  const names = MAKE_COLOUR_NAMES[make]?.[base] ?? GENERIC_COLOUR_NAMES[base];
  return pick(names);
}

// ---------------------------------------------------------------------------------------
// VIN world manufacturer identifiers (first three characters)

const WMI: Record<string, string> = {
  Toyota: 'JTM',
  Mazda: 'JM0',
  Ford: 'MNA',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Mitsubishi: 'MMB',
  Nissan: 'JN1',
  Isuzu: 'MPA',
  Volkswagen: 'WVW',
  Subaru: 'JF1',
  Honda: 'JHM',
  MG: 'LSJ',
  Tesla: 'LRW',
  BYD: 'LGX',
  Polestar: 'LPS',
  'Great Wall': 'LGW',
  GWM: 'LGW',
  Haval: 'LGW',
  LDV: 'LSH',
  Chery: 'LVV',
  Holden: '6G1',
  Suzuki: 'JS2',
  Jeep: '1C4',
  Skoda: 'TMB',
  Peugeot: 'VF3',
  Renault: 'VF1',
  Mini: 'WMW',
  Volvo: 'YV1',
  Lexus: 'JTH',
  RAM: '1C6',
  'Land Rover': 'SAL',
  'Mercedes-Benz': 'W1K',
  BMW: 'WBA',
  Audi: 'WAU',
  'Alfa Romeo': 'ZAR',
  Porsche: 'WP0',
  'Harley-Davidson': '1HD',
  Kawasaki: 'JKA',
  Yamaha: 'JYA',
  KTM: 'VBK',
  'BMW Motorrad': 'WB1',
  'Royal Enfield': 'ME3',
};

/** WMI for a make; Australian-built caravans and unknown makes get an Oceania prefix. */
export function wmiOf(spec: ModelSpec): string {
  if (spec.item === 'caravan') return '6T9';
  if (spec.make === 'Honda' && spec.item === 'motorcycle') return 'JH2';
  return WMI[spec.make] ?? '6F9';
}
