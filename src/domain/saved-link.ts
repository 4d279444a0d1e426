/**
 * A saved-cars link with its count (the header's My Watchlist and Compare): the count in
 * brackets once there is one, so the link says how many cars it leads to. Its own module,
 * without imports: the header script on every page needs only this.
 */
export function savedLinkText(label: string, count: number): string {
  return count > 0 ? `${label} (${count})` : label;
}
