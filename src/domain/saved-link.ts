/**
 * A saved-cars link with its count (the header's My Watchlist and Compare): the count in
 * brackets once there is one, so the link says how many cars it leads to; which list a link
 * counts. Its own module, without imports: the header script on every page needs only this.
 */
export function savedLinkText(label: string, count: number): string {
  return count > 0 ? `${label} (${count})` : label;
}

/**
 * Which list a saved-cars link counts, by where it goes: compare and favourites live in this
 * browser, the watchlist on the server; another link (My Saved Searches) counts none.
 */
export function savedListOf(href: string): 'compare' | 'favourites' | 'watchlist' | undefined {
  if (href === '/compare') return 'compare';
  if (href === '/favourites') return 'favourites';
  return href === '/watchlist' ? 'watchlist' : undefined;
}
