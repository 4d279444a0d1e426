/** Session key under which a dismissed 'Located at {city}' bar (VDP-08) is remembered, per location. */
export const ANNOUNCEMENT_KEY_PREFIX = 'vdp-announcement-dismissed:';

export function announcementKey(locationId: string): string {
  return `${ANNOUNCEMENT_KEY_PREFIX}${locationId}`;
}
