/**
 * The platform's make and model spellings (FEED-10): exports write the same car many ways
 * ("Landcruiser", "Land Cruiser", "LANDCRUISER"; "Rav", "Rav 4"; "Mercedes Benz"; "C Class"),
 * and each spelling would otherwise be its own model in the facets, the breadcrumb, the model
 * landing page and the slug. The feed writes every record with the spelling here; search and
 * facets then see one model. A spelling not listed is kept as the feed wrote it.
 *
 * Matching ignores case, spaces, hyphens and dots; aliases cover exports' shortenings and the
 * misspellings shoppers type ("corrola", "hyundia", "commadore"). Search reads every alias (the
 * embedded engine rewrites the query with them; Meilisearch gets them as synonyms), and the feed
 * corrects the same spellings in a record: a dealer's "Hyundia" is still a Hyundai. So an alias
 * must never be the real name of another make or model, nor a word of one ("Cruiser" alone is a
 * RAV4 badge; "Range" a Tesla's); typo tolerance already covers most one-letter slips, the
 * aliases are for what it misses or ranks as a typo.
 */

/** Canonical make → its aliases. */
const MAKES: Record<string, string[]> = {
  'Mercedes-Benz': ['Mercedes', 'Mercedes Benz', 'Merc', 'Mercedez', 'Mercedez Benz'],
  Volkswagen: ['VW', 'Volkswagon', 'Volkswagan'],
  Mitsubishi: ['Mitsubushi', 'Mitsibishi', 'Mitsubishu', 'Mitsubichi'],
  Hyundai: ['Hyundia', 'Hundai', 'Huyndai', 'Hyunday'],
  Porsche: ['Porche', 'Porshe'],
  Peugeot: ['Peugot', 'Peuguot'],
  'Land Rover': ['Landrover'],
  // Not 'Alfa' alone: that is the first half of a split make ("Alfa" + "Romeo Giulia"), which the CSV reader joins.
  'Alfa Romeo': [],
  // Not GWM: the maker's own brand in Australia since 2021, a make of its own in feeds and menus.
  'Great Wall': ['Greatwall'],
  GWM: [],
  'Harley-Davidson': ['Harley Davidson'],
  'Rolls-Royce': ['Rolls Royce'],
  'Aston Martin': [],
  GMSV: [],
  LDV: [],
  MG: [],
  BMW: [],
  BYD: [],
  KTM: [],
  // The rest of the Australian market, so an export in capitals ("TOYOTA") reads as the make.
  ...Object.fromEntries(
    [
      'Abarth',
      'Audi',
      'Chery',
      'Chevrolet',
      'Citroen',
      'Cupra',
      'Ducati',
      'Fiat',
      'Ford',
      'Genesis',
      'Haval',
      'Holden',
      'Honda',
      'Isuzu',
      'Jaguar',
      'Jayco',
      'Jeep',
      'Kawasaki',
      'Kia',
      'Lexus',
      'Lotus',
      'Maserati',
      'Mazda',
      'Mini',
      'Nissan',
      'Polestar',
      'RAM',
      'Renault',
      'Skoda',
      'SsangYong',
      'Subaru',
      'Suzuki',
      'Tesla',
      'Toyota',
      'Triumph',
      'Volvo',
      'Yamaha',
    ].map((make) => [make, []]),
  ),
};

/** Canonical model (by make) → its aliases. Prefix models ("LandCruiser 300") follow their stem. */
const MODELS: Record<string, Record<string, string[]>> = {
  Toyota: {
    LandCruiser: ['Land Cruiser', 'Landcrusier', 'Landcruizer', 'Landcuiser'],
    'LandCruiser Prado': ['Prado', 'Land Cruiser Prado'],
    RAV4: ['Rav', 'Rav 4'],
    HiLux: ['Hi Lux', 'Hilix', 'Hylux'],
    Corolla: ['Corrola', 'Corola', 'Carolla', 'Corrolla'],
    Camry: ['Camery', 'Camrey'],
    Kluger: ['Kluga', 'Klugar'],
    HiAce: ['Hi Ace'],
    'C-HR': ['CHR'],
    bZ4X: [],
    GR86: ['GR 86'],
  },
  Mazda: {
    'CX-3': [],
    'CX-30': [],
    'CX-5': [],
    'CX-60': [],
    'CX-8': [],
    'CX-9': [],
    'CX-90': [],
    'MX-5': [],
    'BT-50': [],
    Mazda2: ['2'],
    Mazda3: ['3'],
    Mazda6: ['6'],
  },
  Nissan: { 'X-Trail': ['Xtrail'], Navara: [], Patrol: [], Qashqai: [] },
  Hyundai: {
    i30: [],
    i20: [],
    iLoad: [],
    iMax: [],
    'Santa Fe': ['Santafe'],
    'IONIQ 5': ['Ioniq5'],
    Tucson: ['Tuscon'],
  },
  Mitsubishi: { ASX: [], 'Pajero Sport': ['Pajerosport'], Triton: ['Tritan'], 'Outlander PHEV': [] },
  Holden: { Commodore: ['Commadore', 'Comodore', 'Commodor'] },
  Subaru: { Forester: ['Forrester'] },
  // The SUVs are GLA, GLC and GLE since 2015 (no "-Class"); the older names are aliases.
  'Mercedes-Benz': {
    'A-Class': [],
    'C-Class': [],
    'E-Class': [],
    'G-Class': [],
    GLA: ['GLA-Class'],
    GLC: ['GLC-Class'],
    GLE: ['GLE-Class'],
  },
  Isuzu: { 'D-Max': ['DMax'], 'MU-X': ['MUX'] },
  Volkswagen: { 'T-Roc': ['TRoc'], 'T-Cross': ['TCross'], Amarok: ['Amorak', 'Amarock'] },
  Kia: { EV6: [], EV9: [] },
  'Great Wall': { Cannon: [] },
};

/** Every make and model the platform spells, with the spellings exports and shoppers use for it. */
export function vocabularySpellings(): { canonical: string; aliases: readonly string[] }[] {
  return [
    ...Object.entries(MAKES).map(([canonical, aliases]) => ({ canonical, aliases })),
    ...Object.values(MODELS).flatMap((models) =>
      Object.entries(models).map(([canonical, aliases]) => ({ canonical, aliases })),
    ),
  ];
}

/** Case, spaces, hyphens and dots do not tell spellings apart. */
export function spellingKey(text: string): string {
  return text.toLowerCase().replace(/[\s.\-_]+/g, '');
}

const makeByKey = new Map<string, string>();
for (const [make, aliases] of Object.entries(MAKES))
  for (const spelling of [make, ...aliases]) makeByKey.set(spellingKey(spelling), make);

const modelByKey = new Map<string, Map<string, string>>();
for (const [make, models] of Object.entries(MODELS)) {
  const byKey = new Map<string, string>();
  for (const [model, aliases] of Object.entries(models))
    for (const spelling of [model, ...aliases]) byKey.set(spellingKey(spelling), model);
  modelByKey.set(spellingKey(make), byKey);
}

/** The make as the platform spells it ("mercedes benz" → "Mercedes-Benz"); unknown makes as given. */
export function canonicalMake(make: string): string {
  return makeByKey.get(spellingKey(make)) ?? make;
}

/**
 * The model as the platform spells it, for a canonical make: "Landcruiser" → "LandCruiser",
 * "Land Cruiser 300" → "LandCruiser 300" (a known stem and the rest as written), "rav 4" →
 * "RAV4". An unknown model is returned as written.
 */
export function canonicalModel(make: string, model: string): string {
  const models = modelByKey.get(spellingKey(make));
  if (!models) return model;
  const whole = models.get(spellingKey(model));
  if (whole) return whole;
  // The longest known stem the model starts with, then its other words unchanged.
  const words = model.trim().split(/\s+/);
  for (let take = words.length - 1; take >= 1; take--) {
    const stem = models.get(spellingKey(words.slice(0, take).join(' ')));
    if (stem) return [stem, ...words.slice(take)].join(' ');
  }
  return model;
}
