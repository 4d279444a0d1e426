/**
 * The servicing page's rules (PROMO-04, spec-2 §2 "Servicing page", §9 drop-off times): its
 * path and heading, the location it books at, the drop-off timetable's notice rule, the fixed
 * feature blocks and perks, and which link cards it may show. The page only renders these.
 */
import type { Location } from '../../model/location.ts';
import type { ServicePage } from '../../model/service-page.ts';
import { contentPagePath } from '../content-pages.ts';
import { filterLocations } from '../locations/filter.ts';

export { BOOK_A_SERVICE_PATH, SERVICE_FORM_ID, SERVICE_PATH } from './service-paths.ts';
export const SERVICE_SUBTITLE = 'GENUINE SERVICING';

export interface ServiceBlock {
  title: string;
  text: string;
}

/** The page's heading: the dealer's title, else "{manufacturer} Servicing". */
export function servicePageTitle(page: Pick<ServicePage, 'title'>, manufacturer: string | undefined): string {
  return page.title ?? `${manufacturer ?? ''} Servicing`.trim();
}

/**
 * Where the page books: the location the dealer named, else the first visible service
 * location, else the primary location.
 */
export function servicingLocation(
  locations: readonly Location[],
  page: Pick<ServicePage, 'location_id'>,
): Location | undefined {
  if (page.location_id !== undefined) return locations.find((location) => location.id === page.location_id);
  return filterLocations(locations, 'service')[0] ?? filterLocations(locations, 'primary')[0];
}

export interface DropOffTimetable {
  dropOff: string[];
  pickUp: string[];
  /** "Free ride within an 8km radius", unless a complimentary-service stamp replaces it. */
  freeRide: string | undefined;
  stamp: string | undefined;
}

/** The timetable as shown: the stamp hides the free-ride notice (spec-2 §9). */
export function dropOffTimetable(dropOff: NonNullable<ServicePage['drop_off']>): DropOffTimetable {
  const stamp = dropOff.service_stamp;
  return {
    dropOff: [...dropOff.drop_off_times],
    pickUp: [...dropOff.pick_up_times],
    freeRide:
      stamp === undefined && dropOff.free_ride_km > 0
        ? `Free ride within an ${dropOff.free_ride_km}km radius`
        : undefined,
    stamp,
  };
}

/** The four feature blocks every servicing page shows, in the spec's order. */
export function serviceFeatureBlocks(manufacturer: string | undefined): ServiceBlock[] {
  const make = manufacturer ? `${manufacturer} ` : '';
  return [
    {
      title: 'Genuine Parts',
      text: `We fit genuine ${make}parts, made for your vehicle and covered by the manufacturer's parts warranty.`,
    },
    {
      title: 'Ongoing maintenance plan',
      text: 'Every service follows the manufacturer’s logbook schedule, so your service history stays complete and your new car warranty stays intact.',
    },
    {
      title: 'Software Updates',
      text: `When ${make || 'the manufacturer '}releases an update for your vehicle’s systems, we install it while your car is with us.`,
    },
    {
      title: 'Full Health Checks',
      text: 'Each visit includes a check of brakes, tyres, steering, suspension, fluids and battery, and we tell you what needs attention before we do any extra work.',
    },
  ];
}

/** The six perks a dealer can switch on (`perks` in service.json), in the spec's order. */
export const SERVICE_PERKS: readonly ServiceBlock[] = [
  {
    title: 'Select Service',
    text: 'Choose the service that suits how you drive, from a logbook service to a quick check.',
  },
  {
    title: 'Quick Smart 90-minute service',
    text: 'Eligible logbook services done in about 90 minutes while you wait.',
  },
  {
    title: 'Free Car Loans',
    text: 'A loan car at no charge while yours is with us. Ask for one when you book; numbers are limited.',
  },
  { title: 'Waiting Lounge', text: 'Wi-Fi, coffee and a quiet place to work while you wait.' },
  {
    title: 'Courtesy Shuttle',
    text: 'We drop you nearby after you leave your car and collect you when it is ready.',
  },
  {
    title: 'Early Bird Drop Offs',
    text: 'Leave your car before the workshop opens and we start on it first thing.',
  },
];

/** The link cards under the certified banner: /warranty and /roadside-assist, each only where the tenant has the page. */
export function serviceLinkCards(
  paths: ReadonlySet<string>,
  pagesPath: boolean,
): (ServiceBlock & { href: string })[] {
  const cards = [
    {
      title: 'Warranty',
      text: 'What your warranty covers and how servicing with us keeps it.',
      href: contentPagePath('warranty', pagesPath),
    },
    {
      title: 'Roadside Assist',
      text: 'Help when you need it: who to call and what is included.',
      href: contentPagePath('roadside-assist', pagesPath),
    },
  ];
  return cards.filter((card) => paths.has(card.href));
}
