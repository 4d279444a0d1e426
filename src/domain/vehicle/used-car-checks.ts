/**
 * The checks a dealer's used cars go through (VDP-06), as the vehicle page lists them: the
 * dealer's standard copy, not a report on this car. The odometer check names the car's reading
 * where it has one, and is left out when the feed does not know the km (FEED-09: no claim the
 * dealer cannot stand behind). Pure.
 */
export interface UsedCarCheck {
  title: string;
  text: string;
}

export function usedCarChecks(car: {
  /** '86,500 km'; undefined for a car shown without a figure (a caravan) or with an unknown km. */
  odometer: string | undefined;
  kmKnown: boolean;
}): UsedCarCheck[] {
  return [
    {
      title: 'PPSR check',
      text: 'Searched on the Personal Property Securities Register for finance owing and stolen or written-off records.',
    },
    ...(car.kmKnown
      ? [
          {
            title: 'Odometer verified',
            text: car.odometer
              ? `${car.odometer} on the odometer, checked against the service records.`
              : 'Kilometres checked against the service records.',
          },
        ]
      : []),
    { title: 'Service history', text: 'Service records reviewed; ask us for the details of this vehicle.' },
  ];
}
