/**
 * The notice on the search a gone car's URL redirects to (ALERT-04): the redirect names why the
 * car is gone (`?gone=sold` when the site last showed it sold, `?gone=unlisted` when it left
 * the feed while still for sale, since nobody told us it sold), and the search page says so
 * above the similar cars, instead of the visit ending on a 404.
 */
export const GONE_PARAM = 'gone';
export type GoneReason = 'sold' | 'unlisted';

const NOTICES: Readonly<Record<GoneReason, string>> = {
  sold: 'This car has been sold — here are similar cars.',
  unlisted: 'This car is no longer listed — here are similar cars.',
};

export function goneNotice(reason: string | null | undefined): string | undefined {
  return reason === 'sold' || reason === 'unlisted' ? NOTICES[reason] : undefined;
}

/** The redirect target of a gone car: its search, with why it is gone. */
export function goneTarget(searchPath: string, reason: GoneReason): string {
  return `${searchPath}?${GONE_PARAM}=${reason}`;
}

/** The search path of a target, without the reason. */
export function targetPath(target: string): string {
  return target.split('?')[0] ?? target;
}
