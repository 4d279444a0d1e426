/**
 * The statutory warranty a licensed dealer owes on a used vehicle, per state and territory
 * (COMP-03): one table, read by statutoryWarranty() in ./statutory-warranty.ts.
 *
 * As researched on 2026-11-26 from the regulators' pages (and the Acts or reputable
 * summaries where a regulator's page gives no figure); the URL of each row is beside it.
 * A row marked `confirmed: false` could not be confirmed from a government page or the Act:
 * the function answers 'unknown' for it ("Ask us about statutory warranty") instead of
 * claiming a warranty, and the feed's statutory_warranty field lets the dealer state it.
 *
 * Reading the rows: for a state and vehicle kind, the first row whose limits all hold gives
 * the warranty; when none holds, the vehicle is sold without one. A kind with no row at all
 * is not known (unknown). Rows are ordered best first, and every limit only ever takes a
 * warranty away as a car gets older, travels further or costs less — the function relies on
 * that to answer for a car whose build date, odometer or price is known only roughly.
 *
 * Ages are durations from the age date (the build date; first registration in SA) to the
 * day the site is built: "less than 10 years" is built after that day 10 years earlier,
 * "not more than 10 years" on or after it.
 */
import type { AuState } from '../../model/location.ts';

export type VehicleKind = 'car' | 'motorcycle' | 'caravan';

/** An upper limit on years of age or km on the odometer: strictly below, or at most. */
export type Limit = { below: number } | { atMost: number };

/** A lower limit on the price in dollars: "$4,000 or more" is { from: 4000 }, "more than $6,000" { above: 6000 }. */
export type PriceLimit = { from: number } | { above: number };

export interface WarrantyPeriod {
  months: number;
  km: number;
  /** The class the law names (QLD class A / class B). */
  class?: 'A' | 'B';
}

export interface WarrantyRow {
  vehicles: readonly VehicleKind[];
  age?: Limit;
  odometer?: Limit;
  price?: PriceLimit;
  gives: WarrantyPeriod | 'none';
  /** False where the figures come from no government page or Act (the function then answers unknown). */
  confirmed: boolean;
}

export interface StateWarrantyRules {
  /** The law the warranty comes from. */
  law: string;
  /** The date a vehicle's age is counted from. */
  ageFrom: 'build' | 'first-registration';
  /** Demonstrators are sold as used vehicles under this state's rules (false: not confirmed either way). */
  demoIsUsed: boolean;
  /** Commercial (goods) vehicles and buses are excluded, so a body that may be one leaves the answer open. */
  excludesCommercial: boolean;
  rows: readonly WarrantyRow[];
}

const THREE_MONTHS_5000: WarrantyPeriod = { months: 3, km: 5_000 };

export const STATUTORY_WARRANTY_RULES: Readonly<Record<AuState, StateWarrantyRules>> = {
  NSW: {
    // The dealer guarantee of the Motor Dealers and Repairers Act 2013 (NSW), which replaced
    // the Motor Dealers Act 1974's statutory warranty on 1 December 2014.
    law: 'Motor Dealers and Repairers Act 2013 (NSW)',
    ageFrom: 'build',
    // "Second-hand vehicles including demonstrator vehicles" (Fair Trading NSW, written for the
    // 1974 Act; not contradicted for the 2013 Act's guarantee by any source found).
    // https://www.fairtrading.nsw.gov.au/Consumers/Motor_vehicles/Warranties.html
    demoIsUsed: true,
    excludesCommercial: false,
    rows: [
      // Less than 10 years old (from the date the vehicle was built) and less than 160,000 km:
      // 3 months or 5,000 km, whichever first. Fair Trading NSW (page above);
      // MTA NSW for the 2013 Act: http://mtansw-staging.tac-ds038.accsysit.com.au/consumer-advice/motor-vehicle-warranties.aspx
      // https://www.armstronglegal.com.au/commercial-law/nsw/consumer-law/consumer-law-and-used-vehicles/
      {
        vehicles: ['car'],
        age: { below: 10 },
        odometer: { below: 160_000 },
        gives: THREE_MONTHS_5000,
        confirmed: true,
      },
      // Motorcycles and caravans: no rule found for the 2013 Act (the 1974 Act had one for
      // motorcycles of at most 5 years and 30,000 km) — no row, so unknown.
    ],
  },
  VIC: {
    law: 'Motor Car Traders Act 1986 (Vic) s 54',
    ageFrom: 'build',
    demoIsUsed: false,
    // "A statutory warranty does not apply to motorcycles, commercial vehicles and cars sold at public auction."
    // https://www.consumer.vic.gov.au/licensing-and-registration/motor-car-traders/running-your-business/obligations-used-car-sales
    excludesCommercial: true,
    rows: [
      // "Manufactured no more than 10 years before the date of sale and ... driven for less than
      // 160 000 km" (Law Handbook on s 54, https://fls.org.au/app/uploads/LHB_2024_Flipbook/634);
      // age from the build date on the build plate; 3 months or 5,000 km (CAV page above, and
      // https://www.consumer.vic.gov.au/consumers-and-businesses/cars/buying-a-used-car/ways-to-buy-a-used-car/licensed-motor-car-trader
      // "not more than 10 years old"). CAV's trader page says "less than 10 years old": the two
      // differ only on the day of the tenth anniversary.
      {
        vehicles: ['car'],
        age: { atMost: 10 },
        odometer: { below: 160_000 },
        gives: THREE_MONTHS_5000,
        confirmed: true,
      },
      // Motorcycles are excluded (CAV page above). Caravans: not found — no row, unknown.
      { vehicles: ['motorcycle'], gives: 'none', confirmed: true },
    ],
  },
  QLD: {
    law: 'Motor Dealers and Chattel Auctioneers Act 2014 (Qld) sch 1',
    // The built date: the manufacture date shown on the vehicle, else its identification plate,
    // else the register of approved vehicles (sch 1 s 3C).
    // https://zoelaw.ai/legislation/motor-dealers-and-chattel-auctioneers-act-2014/sections/sch.1-sec.3C
    ageFrom: 'build',
    demoIsUsed: false,
    // A warranted vehicle is a used motor vehicle other than a commercial vehicle, a caravan or a
    // motorcycle (sch 1 s 3). http://www.austlii.edu.au/au/legis/qld/consol_act/mdacaa2014351/sch1.html
    excludesCommercial: true,
    rows: [
      // Class A: odometer less than 160,000 km and built no more than 10 years before the day of
      // sale: 3 months or the first 5,000 km. Class B (from 1 September 2019): 160,000 km or more,
      // or built more than 10 years before: 1 month or the first 1,000 km.
      // https://www.qld.gov.au/law/laws-regulated-industries-and-accountability/queensland-laws-and-regulations/regulated-industries-and-licensing/regulated-industries-licensing-and-legislation/motor-industry-regulation/legal-requirements-motor-transaction/guarantees-and-warranties-for-second-hand-vehicles
      {
        vehicles: ['car'],
        age: { atMost: 10 },
        odometer: { below: 160_000 },
        gives: { ...THREE_MONTHS_5000, class: 'A' },
        confirmed: true,
      },
      // Restorable vehicles over 20 years old may be sold without: that is the dealer's choice,
      // given by the feed's statutory_warranty "none".
      { vehicles: ['car'], gives: { months: 1, km: 1_000, class: 'B' }, confirmed: true },
      // Sch 1 s 3 (above); "motorcycles, caravans ... commercial vehicles" https://www.avaa.com.au/qld-motor-vehicle-laws/
      { vehicles: ['motorcycle', 'caravan'], gives: 'none', confirmed: true },
    ],
  },
  WA: {
    law: 'Motor Vehicle Dealers Act 1973 (WA) s 34',
    ageFrom: 'build',
    demoIsUsed: false,
    // Not covered: commercial vehicles, utes with one row of seats, trucks, caravans, off-road and
    // multi-wheeled motorcycles, buses of more than 9 seats.
    // https://www.commerce.wa.gov.au/consumer-protection/cars-not-covered
    excludesCommercial: true,
    rows: [
      // Purchase price $4,000 or more; not more than 10 years and not more than 150,000 km:
      // 3 months or 5,000 km; 10–12 years or 150,000–180,000 km: 1 month or 1,500 km; more than
      // 12 years or more than 180,000 km: none.
      // https://www.commerce.wa.gov.au/consumer-protection/used-car-warranties
      {
        vehicles: ['car'],
        price: { from: 4_000 },
        age: { atMost: 10 },
        odometer: { atMost: 150_000 },
        gives: THREE_MONTHS_5000,
        confirmed: true,
      },
      {
        vehicles: ['car'],
        price: { from: 4_000 },
        age: { atMost: 12 },
        odometer: { atMost: 180_000 },
        gives: { months: 1, km: 1_500 },
        confirmed: true,
      },
      // Motorcycles costing $3,500 or more, not more than 8 years and 80,000 km (same page).
      {
        vehicles: ['motorcycle'],
        price: { from: 3_500 },
        age: { atMost: 8 },
        odometer: { atMost: 80_000 },
        gives: THREE_MONTHS_5000,
        confirmed: true,
      },
      { vehicles: ['caravan'], gives: 'none', confirmed: true },
    ],
  },
  SA: {
    law: 'Second-hand Vehicle Dealers Act 1995 (SA) s 23',
    // "First registered more than 15 years ago" (RAA, below): the feed has no first-registration
    // date, so the age is only known to be at most the age since the build.
    ageFrom: 'first-registration',
    // "The cooling-off provision applies to second-hand vehicles bought from a dealer and
    // includes demonstration vehicles" (the Act's own term).
    // https://www.sa.gov.au/topics/driving-and-transport/vehicles/buying-and-selling/cooling-off-rights
    demoIsUsed: true,
    excludesCommercial: false,
    rows: [
      // s 23(4): 3 months or 5,000 km above the prescribed price range, 2 months or 3,000 km within
      // it (https://zoelaw.ai/legislation/second-hand-vehicle-dealers-act-1995/sections/Part-4).
      // The range ($3,001–$6,000), the 200,000 km and the 15 years come from the RAA
      // (https://web2.raa.com.au/motoring-and-road-safety/buying-a-car/used-car-warranties) and
      // https://www.drive.com.au/caradvice/what-is-covered-under-used-car-warranties/, not from
      // CBS or the regulations; and the Second-hand Vehicle Dealers (Miscellaneous) Amendment
      // Act 2024 amends s 23 from a day to be proclaimed. Not confirmed.
      {
        vehicles: ['car'],
        price: { above: 6_000 },
        age: { atMost: 15 },
        odometer: { atMost: 200_000 },
        gives: THREE_MONTHS_5000,
        confirmed: false,
      },
      {
        vehicles: ['car'],
        price: { above: 3_000 },
        age: { atMost: 15 },
        odometer: { atMost: 200_000 },
        gives: { months: 2, km: 3_000 },
        confirmed: false,
      },
      // s 23(3)(d): the duty to repair does not apply to the sale of a motorcycle (Act, above).
      { vehicles: ['motorcycle'], gives: 'none', confirmed: true },
    ],
  },
  TAS: {
    // The Act provides warranties on used vehicles, but neither its warranty provisions nor a
    // CBOS page with the figures could be read; a third-party table (7 years / 120,000 km,
    // 3 months / 3,000 km, https://strattonfinance.com.au/newsroom/extended-vehicle-warranty-insurance-guide)
    // may predate the 2011 Act. No row: every Tasmanian car is unknown.
    // https://legislation.tas.gov.au/view/whole/html/inforce/current/act-2011-023
    law: 'Motor Vehicle Traders Act 2011 (Tas)',
    ageFrom: 'build',
    demoIsUsed: false,
    excludesCommercial: false,
    rows: [],
  },
  ACT: {
    // The Act's 1995 rewrite dropped the $3,000 price limit:
    // https://www.hansard.act.gov.au/hansard/1995/week10/2753.htm
    law: 'Sale of Motor Vehicles Act 1977 (ACT)',
    ageFrom: 'build',
    // New and demonstrator vehicles have their own dealer obligations (e.g. s 25A for motorcycles:
    // http://www.austlii.edu.au/au/legis/act/consol_act/somva1977224/s25a.html): not the used-car warranty.
    demoIsUsed: false,
    excludesCommercial: false,
    rows: [
      // "A warranty for all used cars that are less than 10 years old and have travelled less than
      // 160,000 kilometres" (ACT Legislative Assembly, 23 October 2019,
      // https://hansard.act.gov.au/hansard/9th-assembly/2019/HTML/week12/4279.htm); 5,000 km or
      // three months (https://armstronglegal.com.au/commercial-law/act/consumer-law/buying-a-car).
      // Used motorcycles and caravans: not found — no row, unknown.
      {
        vehicles: ['car'],
        age: { below: 10 },
        odometer: { below: 160_000 },
        gives: THREE_MONTHS_5000,
        confirmed: true,
      },
    ],
  },
  NT: {
    law: 'Consumer Affairs and Fair Trading Act 1990 (NT) Part 10',
    ageFrom: 'build',
    demoIsUsed: false,
    excludesCommercial: false,
    rows: [
      // A car less than 10 years old with less than 160,000 km: 3 months or 5,000 km; a
      // motorcycle less than 5 years old with less than 30,000 km: the same. Waivable only on
      // form 12 (the feed's "none").
      // https://nt.gov.au/law/rights/buying-a-new-or-used-vehicle/buying-a-used-vehicle
      {
        vehicles: ['car'],
        age: { below: 10 },
        odometer: { below: 160_000 },
        gives: THREE_MONTHS_5000,
        confirmed: true,
      },
      {
        vehicles: ['motorcycle'],
        age: { below: 5 },
        odometer: { below: 30_000 },
        gives: THREE_MONTHS_5000,
        confirmed: true,
      },
    ],
  },
};
