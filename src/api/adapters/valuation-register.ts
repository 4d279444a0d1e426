/**
 * The demo vehicle register behind the offline valuation adapter (API-06): Australian
 * registrations with state, VIN, engine number, registration expiry, build and compliance
 * month/year, and the RedBook-style vehicle description(s) the VIN decodes to. Where a VIN
 * decodes to more than one variant, `vehicles` lists them all and the shopper chooses
 * (the Vehicle Selection step, LEAD-11). Deterministic: the same rego always answers the same.
 *
 * newPrice is the new (list) price of that variant in dollars, the start of the depreciation
 * curve in src/domain/valuation.ts. The data is made up; no real person's registration.
 */
import type { AuState } from '../../feed/schemas/location.ts';

export interface RegisterVehicle {
  Make: string;
  Model: string;
  Variant: string;
  Series: string;
  /** Model year. */
  Year: number;
  Body: string;
  Transmission: string;
  Cylinders: number;
  redbookCode: string;
  newPrice: number;
}

export interface RegisterEntry {
  rego: string;
  state: AuState;
  vin: string;
  engineNo: string;
  /** YYYY-MM-DD */
  regExpiry: string;
  buildMth: number;
  buildYr: number;
  compMth: number;
  compYr: number;
  colour: string;
  /** One vehicle: an exact match. Several: the VIN decodes to several variants to choose from. */
  vehicles: readonly RegisterVehicle[];
}

export const VALUATION_REGISTER: readonly RegisterEntry[] = [
  // ---- NSW ----
  {
    rego: 'DF47KR', state: 'NSW', vin: 'JTNK4RBE603012345', engineNo: 'M20A1048211', regExpiry: '2027-03-14', buildMth: 8, buildYr: 2019, compMth: 9, compYr: 2019, colour: 'Glacier White',
    vehicles: [
      { Make: 'Toyota', Model: 'Corolla', Variant: 'Ascent Sport', Series: 'MZEA12R', Year: 2019, Body: 'Hatchback', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVTOYO2019AEAC', newPrice: 25_370 },
      { Make: 'Toyota', Model: 'Corolla', Variant: 'Ascent Sport Hybrid', Series: 'ZWE211R', Year: 2019, Body: 'Hatchback', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVTOYO2019AEAF', newPrice: 26_870 },
    ],
  },
  {
    rego: 'EHN58T', state: 'NSW', vin: 'MR0HA3CD300854217', engineNo: '1GD0593184', regExpiry: '2027-06-02', buildMth: 5, buildYr: 2020, compMth: 6, compYr: 2020, colour: 'Silver Sky',
    vehicles: [{ Make: 'Toyota', Model: 'HiLux', Variant: 'SR5 (4x4)', Series: 'GUN126R', Year: 2020, Body: 'Double Cab Pick Up', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVTOYO2020AEBD', newPrice: 59_390 }],
  },
  {
    rego: 'FKP21Z', state: 'NSW', vin: 'JTMW23FV50D081732', engineNo: 'A25A2391870', regExpiry: '2027-01-19', buildMth: 2, buildYr: 2021, compMth: 3, compYr: 2021, colour: 'Saturn Blue',
    vehicles: [{ Make: 'Toyota', Model: 'RAV4', Variant: 'GX (2WD) Hybrid', Series: 'AXAH52R', Year: 2021, Body: 'Wagon', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVTOYO2021AEAK', newPrice: 37_290 }],
  },
  {
    rego: 'CJ17MD', state: 'NSW', vin: 'KMHH351EMJU204418', engineNo: 'G4NAHU318552', regExpiry: '2026-12-08', buildMth: 11, buildYr: 2017, compMth: 1, compYr: 2018, colour: 'Phantom Black',
    vehicles: [{ Make: 'Hyundai', Model: 'i30', Variant: 'Active', Series: 'PD2', Year: 2018, Body: 'Hatchback', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVHYUN2018AEAE', newPrice: 23_290 }],
  },
  {
    rego: 'GAB73X', state: 'NSW', vin: 'LRW3E7EK8PC914256', engineNo: 'TG223081473', regExpiry: '2027-08-30', buildMth: 4, buildYr: 2023, compMth: 4, compYr: 2023, colour: 'Pearl White',
    vehicles: [{ Make: 'Tesla', Model: 'Model 3', Variant: 'Rear-Wheel Drive', Series: 'MY23', Year: 2023, Body: 'Sedan', Transmission: 'Reduction Gear', Cylinders: 0, redbookCode: 'AUVTESL2023AEAA', newPrice: 63_900 }],
  },
  {
    rego: 'DTR30N', state: 'NSW', vin: 'MNAUMFF50KW871205', engineNo: 'SA2K7P81205', regExpiry: '2027-02-11', buildMth: 3, buildYr: 2019, compMth: 4, compYr: 2019, colour: 'Shadow Black',
    vehicles: [{ Make: 'Ford', Model: 'Ranger', Variant: 'XLT 3.2 (4x4)', Series: 'PX MkIII', Year: 2019, Body: 'Double Cab Pick Up', Transmission: 'Sports Automatic', Cylinders: 5, redbookCode: 'AUVFORD2019AEBG', newPrice: 58_790 }],
  },
  {
    rego: 'EWS64H', state: 'NSW', vin: 'KNAF251A5L5230687', engineNo: 'G4NALH207713', regExpiry: '2027-05-23', buildMth: 1, buildYr: 2020, compMth: 2, compYr: 2020, colour: 'Snow White Pearl',
    vehicles: [{ Make: 'Kia', Model: 'Cerato', Variant: 'S', Series: 'BD MY20', Year: 2020, Body: 'Hatchback', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVKIAM2020AEAB', newPrice: 25_490 }],
  },
  {
    rego: 'BNS62F', state: 'NSW', vin: '1C4RJFJG5EC310487', engineNo: 'ERB310487', regExpiry: '2027-04-01', buildMth: 6, buildYr: 2013, compMth: 2, compYr: 2014, colour: 'Granite Crystal',
    vehicles: [{ Make: 'Jeep', Model: 'Grand Cherokee', Variant: 'Limited (4x4)', Series: 'WK MY14', Year: 2014, Body: 'Wagon', Transmission: 'Sports Automatic', Cylinders: 6, redbookCode: 'AUVJEEP2014AEAD', newPrice: 58_000 }],
  },
  {
    rego: 'EQL09V', state: 'NSW', vin: 'MNAUMFF80PW412978', engineNo: 'YN2P412978', regExpiry: '2027-09-17', buildMth: 2, buildYr: 2023, compMth: 3, compYr: 2023, colour: 'Luxe Yellow',
    vehicles: [{ Make: 'Ford', Model: 'Ranger', Variant: 'Wildtrak 2.0 (4x4)', Series: 'PY MY23.50', Year: 2023, Body: 'Double Cab Pick Up', Transmission: 'Automatic', Cylinders: 4, redbookCode: 'AUVFORD2023AEDH', newPrice: 69_990 }],
  },
  // ---- VIC ----
  {
    rego: 'AZQ713', state: 'VIC', vin: 'WVWZZZAUZJW158064', engineNo: 'CZD705163', regExpiry: '2027-01-05', buildMth: 10, buildYr: 2017, compMth: 1, compYr: 2018, colour: 'Atlantic Blue',
    vehicles: [
      { Make: 'Volkswagen', Model: 'Golf', Variant: '110 TSI Comfortline', Series: 'AU MY18', Year: 2018, Body: 'Hatchback', Transmission: 'Sports Automatic Dual Clutch', Cylinders: 4, redbookCode: 'AUVVOLK2018AEBB', newPrice: 30_490 },
      { Make: 'Volkswagen', Model: 'Golf', Variant: '110 TSI Highline', Series: 'AU MY18', Year: 2018, Body: 'Hatchback', Transmission: 'Sports Automatic Dual Clutch', Cylinders: 4, redbookCode: 'AUVVOLK2018AEBC', newPrice: 34_990 },
    ],
  },
  {
    rego: '1KF8TR', state: 'VIC', vin: 'MMAJJKL10MH027451', engineNo: '4N15UAB9410', regExpiry: '2027-07-12', buildMth: 7, buildYr: 2021, compMth: 8, compYr: 2021, colour: 'Graphite Grey',
    vehicles: [{ Make: 'Mitsubishi', Model: 'Triton', Variant: 'GLX+ (4x4)', Series: 'MR MY21', Year: 2021, Body: 'Double Cab Pick Up', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVMITS2021AECE', newPrice: 47_540 }],
  },
  {
    rego: '1NP4WB', state: 'VIC', vin: 'JF1SK9LL5LG061837', engineNo: 'FB25E061837', regExpiry: '2027-03-28', buildMth: 9, buildYr: 2020, compMth: 10, compYr: 2020, colour: 'Crystal White',
    vehicles: [{ Make: 'Subaru', Model: 'Forester', Variant: '2.5i-L (AWD)', Series: 'S5 MY20', Year: 2020, Body: 'Wagon', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVSUBA2020AEAC', newPrice: 35_990 }],
  },
  {
    rego: 'BVK449', state: 'VIC', vin: '6G1FA8E57GL226593', engineNo: 'LFX160226593', regExpiry: '2027-02-20', buildMth: 4, buildYr: 2016, compMth: 5, compYr: 2016, colour: 'Red Hot',
    vehicles: [{ Make: 'Holden', Model: 'Commodore', Variant: 'SV6', Series: 'VF II MY16', Year: 2016, Body: 'Sedan', Transmission: 'Sports Automatic', Cylinders: 6, redbookCode: 'AUVHOLD2016AEAG', newPrice: 43_490 }],
  },
  {
    rego: '1RX5GM', state: 'VIC', vin: 'LSJW74U95NZ380516', engineNo: '15S4C380516', regExpiry: '2027-10-03', buildMth: 6, buildYr: 2022, compMth: 7, compYr: 2022, colour: 'Diamond Red',
    vehicles: [{ Make: 'MG', Model: 'ZS', Variant: 'Excite', Series: 'AZS1 MY22', Year: 2022, Body: 'Wagon', Transmission: 'Automatic', Cylinders: 4, redbookCode: 'AUVMGMO2022AEAB', newPrice: 25_990 }],
  },
  {
    rego: 'CHE281', state: 'VIC', vin: 'MRHRW1870KP104472', engineNo: 'L15BE104472', regExpiry: '2027-05-09', buildMth: 2, buildYr: 2019, compMth: 3, compYr: 2019, colour: 'Lunar Silver',
    vehicles: [{ Make: 'Honda', Model: 'CR-V', Variant: 'VTi-7 (2WD)', Series: 'RW MY19', Year: 2019, Body: 'Wagon', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVHOND2019AEAD', newPrice: 33_290 }],
  },
  {
    rego: '1TU7DJ', state: 'VIC', vin: 'LGXCE4CB8P0061249', engineNo: 'TZ200XSQ61249', regExpiry: '2027-11-21', buildMth: 3, buildYr: 2023, compMth: 5, compYr: 2023, colour: 'Ski White',
    vehicles: [{ Make: 'BYD', Model: 'Atto 3', Variant: 'Extended Range', Series: 'MY23', Year: 2023, Body: 'Wagon', Transmission: 'Reduction Gear', Cylinders: 0, redbookCode: 'AUVBYDA2023AEAB', newPrice: 48_011 }],
  },
  {
    rego: '1WE3ZS', state: 'VIC', vin: 'KMHK581GFMU098315', engineNo: 'EM16MU098315', regExpiry: '2027-04-14', buildMth: 1, buildYr: 2021, compMth: 3, compYr: 2021, colour: 'Galactic Grey',
    vehicles: [{ Make: 'Hyundai', Model: 'Kona Electric', Variant: 'Highlander', Series: 'OS.V4 MY21', Year: 2021, Body: 'Wagon', Transmission: 'Reduction Gear', Cylinders: 0, redbookCode: 'AUVHYUN2021AEDA', newPrice: 66_000 }],
  },
  // ---- QLD ----
  {
    rego: '612XKD', state: 'QLD', vin: 'JTMHV05J804259813', engineNo: '1VD0427711', regExpiry: '2027-06-30', buildMth: 3, buildYr: 2018, compMth: 4, compYr: 2018, colour: 'Graphite',
    vehicles: [{ Make: 'Toyota', Model: 'LandCruiser', Variant: 'GXL (4x4)', Series: 'VDJ200R MY18', Year: 2018, Body: 'Wagon', Transmission: 'Sports Automatic', Cylinders: 8, redbookCode: 'AUVTOYO2018AECL', newPrice: 82_800 }],
  },
  {
    rego: '302LM7', state: 'QLD', vin: 'MPATFS86JMT004187', engineNo: '4JJ3XK4187', regExpiry: '2027-08-15', buildMth: 5, buildYr: 2021, compMth: 6, compYr: 2021, colour: 'Mineral Grey',
    vehicles: [{ Make: 'Isuzu', Model: 'D-MAX', Variant: 'LS-U (4x4)', Series: 'RG MY21', Year: 2021, Body: 'Crew Cab Utility', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVISUZ2021AEBF', newPrice: 54_900 }],
  },
  {
    rego: '918VSN', state: 'QLD', vin: 'MNTCB4D23A0018734', engineNo: 'YS23A018734', regExpiry: '2027-01-27', buildMth: 7, buildYr: 2019, compMth: 8, compYr: 2019, colour: 'Slate Grey',
    vehicles: [
      { Make: 'Nissan', Model: 'Navara', Variant: 'ST (4x4)', Series: 'D23 S4 MY19', Year: 2019, Body: 'Dual Cab Utility', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVNISS2019AEGB', newPrice: 50_490 },
      { Make: 'Nissan', Model: 'Navara', Variant: 'ST-X (4x4)', Series: 'D23 S4 MY19', Year: 2019, Body: 'Dual Cab Utility', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVNISS2019AEGD', newPrice: 56_990 },
      { Make: 'Nissan', Model: 'Navara', Variant: 'N-TREK (4x4)', Series: 'D23 S4 MY19', Year: 2019, Body: 'Dual Cab Utility', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVNISS2019AEGF', newPrice: 58_990 },
    ],
  },
  {
    rego: '441HR2', state: 'QLD', vin: 'JM0BP2H7A00291664', engineNo: 'PE10291664', regExpiry: '2027-03-02', buildMth: 11, buildYr: 2020, compMth: 1, compYr: 2021, colour: 'Soul Red Crystal',
    vehicles: [{ Make: 'Mazda', Model: 'Mazda3', Variant: 'G20 Evolve', Series: 'BP2H7A', Year: 2021, Body: 'Hatchback', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVMAZD2021AEAD', newPrice: 29_690 }],
  },
  {
    rego: '287JWP', state: 'QLD', vin: 'JTEBR3FJ90K218457', engineNo: '1GD1872215', regExpiry: '2027-07-19', buildMth: 9, buildYr: 2021, compMth: 10, compYr: 2021, colour: 'Eclipse Black',
    vehicles: [{ Make: 'Toyota', Model: 'Landcruiser Prado', Variant: 'GXL', Series: 'GDJ150R', Year: 2021, Body: 'Wagon', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVTOYO2021AEFB', newPrice: 66_990 }],
  },
  {
    rego: '063NK8', state: 'QLD', vin: 'KMHJ3813GNU146209', engineNo: 'G4KNNU146209', regExpiry: '2027-02-09', buildMth: 2, buildYr: 2022, compMth: 3, compYr: 2022, colour: 'Amazon Grey',
    vehicles: [{ Make: 'Hyundai', Model: 'Tucson', Variant: 'Elite (2WD)', Series: 'NX4.V1 MY22', Year: 2022, Body: 'Wagon', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVHYUN2022AEHC', newPrice: 44_500 }],
  },
  {
    rego: '519FTG', state: 'QLD', vin: '6FPAAAJGSW5G40372', engineNo: 'BARRA195G40372', regExpiry: '2027-05-31', buildMth: 3, buildYr: 2016, compMth: 4, compYr: 2016, colour: 'Kinetic Blue',
    vehicles: [{ Make: 'Ford', Model: 'Falcon', Variant: 'XR6', Series: 'FG X', Year: 2016, Body: 'Sedan', Transmission: 'Sports Automatic', Cylinders: 6, redbookCode: 'AUVFORD2016AEBR', newPrice: 40_190 }],
  },
  {
    rego: '778ZPT', state: 'QLD', vin: 'MP2TFR87JNT025816', engineNo: 'RZ4E025816', regExpiry: '2027-09-04', buildMth: 4, buildYr: 2022, compMth: 5, compYr: 2022, colour: 'Gravity Grey',
    vehicles: [{ Make: 'Mazda', Model: 'BT-50', Variant: 'XT (4x4)', Series: 'TF', Year: 2022, Body: 'Dual Cab Pick Up', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVMAZD2022AEGK', newPrice: 52_000 }],
  },
  // ---- SA ----
  {
    rego: 'S402BKT', state: 'SA', vin: 'KNAPU81BMP7053128', engineNo: 'G4FPPU053128', regExpiry: '2027-06-11', buildMth: 12, buildYr: 2022, compMth: 2, compYr: 2023, colour: 'Vesta Blue',
    vehicles: [{ Make: 'Kia', Model: 'Sportage', Variant: 'SX (2WD)', Series: 'NQ5 MY23', Year: 2023, Body: 'Wagon', Transmission: 'Automatic', Cylinders: 4, redbookCode: 'AUVKIAM2023AEBA', newPrice: 35_700 }],
  },
  {
    rego: 'S718CJM', state: 'SA', vin: 'JMFXTGF2WKZ008126', engineNo: '4B12XK8126', regExpiry: '2026-11-10', buildMth: 6, buildYr: 2019, compMth: 7, compYr: 2019, colour: 'Titanium',
    vehicles: [{ Make: 'Mitsubishi', Model: 'Outlander', Variant: 'ES (2WD)', Series: 'ZL MY19', Year: 2019, Body: 'Wagon', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVMITS2019AEBV', newPrice: 31_290 }],
  },
  {
    rego: 'S255DRW', state: 'SA', vin: 'JTNB23HK703044961', engineNo: 'A25A1144961', regExpiry: '2027-03-16', buildMth: 8, buildYr: 2020, compMth: 9, compYr: 2020, colour: 'Crystal Pearl',
    vehicles: [{ Make: 'Toyota', Model: 'Camry', Variant: 'Ascent Hybrid', Series: 'AXVH71R', Year: 2020, Body: 'Sedan', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVTOYO2020AEEA', newPrice: 32_990 }],
  },
  {
    rego: 'S930ENX', state: 'SA', vin: 'JSAZC83S000614428', engineNo: 'K12M614428', regExpiry: '2027-01-30', buildMth: 5, buildYr: 2020, compMth: 6, compYr: 2020, colour: 'Speedy Blue',
    vehicles: [{ Make: 'Suzuki', Model: 'Swift', Variant: 'GL Navigator', Series: 'AZ Series II', Year: 2020, Body: 'Hatchback', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVSUZU2020AEAB', newPrice: 18_990 }],
  },
  // ---- WA ----
  {
    rego: '1GHK552', state: 'WA', vin: 'MNAUMFF50LW920774', engineNo: 'YN2L920774', regExpiry: '2027-04-25', buildMth: 3, buildYr: 2020, compMth: 4, compYr: 2020, colour: 'Aluminium',
    vehicles: [{ Make: 'Ford', Model: 'Everest', Variant: 'Trend (4WD)', Series: 'UA II MY20.75', Year: 2020, Body: 'Wagon', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVFORD2020AEDK', newPrice: 60_990 }],
  },
  {
    rego: '1HBN817', state: 'WA', vin: 'MR0EX12G802214706', engineNo: '2TR8214706', regExpiry: '2027-02-14', buildMth: 10, buildYr: 2018, compMth: 1, compYr: 2019, colour: 'French Vanilla',
    vehicles: [{ Make: 'Toyota', Model: 'HiLux', Variant: 'Workmate', Series: 'TGN121R', Year: 2019, Body: 'Cab Chassis', Transmission: 'Manual', Cylinders: 4, redbookCode: 'AUVTOYO2019AEGW', newPrice: 26_990 }],
  },
  {
    rego: '1GZT309', state: 'WA', vin: 'WV1ZZZ2HZKA018395', engineNo: 'DDX018395', regExpiry: '2027-08-08', buildMth: 8, buildYr: 2018, compMth: 11, compYr: 2018, colour: 'Indium Grey',
    vehicles: [{ Make: 'Volkswagen', Model: 'Amarok', Variant: 'TDI550 Highline (4x4)', Series: '2H MY19', Year: 2019, Body: 'Dual Cab Utility', Transmission: 'Automatic', Cylinders: 6, redbookCode: 'AUVVOLK2019AEEH', newPrice: 67_990 }],
  },
  {
    rego: '1JDA146', state: 'WA', vin: 'LGWEF6A75NH905613', engineNo: 'GW4G15B905613', regExpiry: '2027-10-29', buildMth: 1, buildYr: 2022, compMth: 3, compYr: 2022, colour: 'Hamilton White',
    vehicles: [{ Make: 'Haval', Model: 'Jolion', Variant: 'Lux LE', Series: 'A01', Year: 2022, Body: 'Wagon', Transmission: 'Sports Automatic Dual Clutch', Cylinders: 4, redbookCode: 'AUVGWMH2022AEAC', newPrice: 29_990 }],
  },
  {
    rego: '1FTC480', state: 'WA', vin: 'JTNABAAA10A203518', engineNo: 'M20A3203518', regExpiry: '2027-12-02', buildMth: 6, buildYr: 2023, compMth: 7, compYr: 2023, colour: 'Frosted White',
    vehicles: [
      { Make: 'Toyota', Model: 'Corolla Cross', Variant: 'GX (2WD)', Series: 'MXGA10R', Year: 2023, Body: 'Wagon', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVTOYO2023AEHA', newPrice: 32_290 },
      { Make: 'Toyota', Model: 'Corolla Cross', Variant: 'GX (2WD) Hybrid', Series: 'MXGH10R', Year: 2023, Body: 'Wagon', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVTOYO2023AEHB', newPrice: 35_290 },
    ],
  },
  // ---- TAS ----
  {
    rego: 'G47MX', state: 'TAS', vin: 'JF1BT9LL6MG052381', engineNo: 'FB25E052381', regExpiry: '2027-05-06', buildMth: 4, buildYr: 2021, compMth: 5, compYr: 2021, colour: 'Autumn Green',
    vehicles: [{ Make: 'Subaru', Model: 'Outback', Variant: 'AWD Touring', Series: 'BT MY21', Year: 2021, Body: 'Wagon', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVSUBA2021AEBC', newPrice: 47_790 }],
  },
  {
    rego: 'F83PL', state: 'TAS', vin: 'MHFBW3F30H5077126', engineNo: '1NZ5077126', regExpiry: '2027-01-12', buildMth: 2, buildYr: 2017, compMth: 3, compYr: 2017, colour: 'Glacier White',
    vehicles: [{ Make: 'Toyota', Model: 'Yaris', Variant: 'Ascent', Series: 'NCP130R MY17', Year: 2017, Body: 'Hatchback', Transmission: 'Automatic', Cylinders: 4, redbookCode: 'AUVTOYO2017AEAY', newPrice: 17_490 }],
  },
  // ---- ACT ----
  {
    rego: 'YKH41C', state: 'ACT', vin: 'KNAMR81HMN6118804', engineNo: 'D4HEMN118804', regExpiry: '2027-07-01', buildMth: 9, buildYr: 2022, compMth: 10, compYr: 2022, colour: 'Astra Blue',
    vehicles: [{ Make: 'Kia', Model: 'Carnival', Variant: 'S', Series: 'KA4 MY23', Year: 2022, Body: 'Wagon', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVKIAM2022AECA', newPrice: 47_790 }],
  },
  {
    rego: 'YPD78A', state: 'ACT', vin: 'WDD2050422R384019', engineNo: '27492030384019', regExpiry: '2027-03-23', buildMth: 7, buildYr: 2018, compMth: 9, compYr: 2018, colour: 'Obsidian Black',
    vehicles: [{ Make: 'Mercedes-Benz', Model: 'C200', Variant: 'C200', Series: 'W205 MY18', Year: 2018, Body: 'Sedan', Transmission: 'Sports Automatic', Cylinders: 4, redbookCode: 'AUVMERC2018AEFC', newPrice: 61_900 }],
  },
  // ---- NT ----
  {
    rego: 'CB41RT', state: 'NT', vin: 'JTELV71J500190427', engineNo: '1VD0871552', regExpiry: '2027-06-18', buildMth: 5, buildYr: 2020, compMth: 6, compYr: 2020, colour: 'Sandy Taupe',
    vehicles: [{ Make: 'Toyota', Model: 'Landcruiser 70', Variant: 'GXL (4x4)', Series: 'VDJ79R', Year: 2020, Body: 'Cab Chassis', Transmission: 'Manual', Cylinders: 8, redbookCode: 'AUVTOYO2020AEKG', newPrice: 74_000 }],
  },
  {
    rego: 'CC93MZ', state: 'NT', vin: 'JN1TBNT32A0381150', engineNo: 'QR25381150', regExpiry: '2027-02-26', buildMth: 8, buildYr: 2019, compMth: 9, compYr: 2019, colour: 'Ivory Pearl',
    vehicles: [
      { Make: 'Nissan', Model: 'X-Trail', Variant: 'ST (2WD)', Series: 'T32 Series II', Year: 2019, Body: 'Wagon', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVNISS2019AEHA', newPrice: 29_990 },
      { Make: 'Nissan', Model: 'X-Trail', Variant: 'ST (4WD)', Series: 'T32 Series II', Year: 2019, Body: 'Wagon', Transmission: 'Continuous Variable', Cylinders: 4, redbookCode: 'AUVNISS2019AEHB', newPrice: 32_490 },
    ],
  },
];
