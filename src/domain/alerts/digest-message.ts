/**
 * The words of an alert digest (ALERT-02): one message per shopper with every piece of news
 * since the last one, as an e-mail (subject, text, HTML) or one SMS. Every message carries
 * the one-click unsubscribe link (ALERT-03). Pure: the API hands in the events and links.
 */
import { formatDollars } from '../format.ts';
import { escapeHtml } from '../html/escape-html.ts';

export type AlertEventKind = 'new_match' | 'price_drop' | 'reserved' | 'sold' | 'unlisted';

/** What one alert says, as recorded when the build was compared. */
export interface AlertEvent {
  kind: AlertEventKind;
  car_id: string;
  car_name: string;
  /** The car's page path on the site, /cars/<slug>; null once the car has left the site. */
  car_path: string | null;
  price: number;
  /** The price before a drop. */
  from_price?: number;
  /** The saved search a new match is for: its label and its link on the site. */
  search_label?: string;
  search_path?: string;
}

export interface DigestLinks {
  siteUrl: string;
  siteName: string;
  /** One-click unsubscribe page for this shopper. */
  unsubscribeUrl: string;
  /** Where the shopper's saved cars are (the watchlist page). */
  watchlistUrl: string;
}

export interface DigestMessage {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

const priceText = (price: number) => (price > 0 ? formatDollars(price) : 'Price on application');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One line about one event, without the link. */
export function alertLine(event: AlertEvent): string {
  switch (event.kind) {
    case 'new_match':
      return `${event.car_name}, ${priceText(event.price)}`;
    case 'price_drop':
      return `${event.car_name}: now ${formatDollars(event.price)}, down ${formatDollars((event.from_price ?? event.price) - event.price)} from ${formatDollars(event.from_price ?? event.price)}`;
    case 'reserved':
      return `${event.car_name} has been reserved by another buyer`;
    case 'sold':
      return `${event.car_name} has been sold`;
    case 'unlisted':
      return `${event.car_name} is no longer listed`;
  }
}

interface Section {
  heading: string;
  events: AlertEvent[];
  /** All results of the saved search the section is about. */
  link?: string | undefined;
}

/** The digest's sections: new matches per saved search first, then the watched cars' news. */
function sections(events: readonly AlertEvent[]): Section[] {
  const result: Section[] = [];
  const matches = new Map<string, AlertEvent[]>();
  for (const event of events.filter((e) => e.kind === 'new_match')) {
    const label = event.search_label ?? 'your saved search';
    matches.set(label, [...(matches.get(label) ?? []), event]);
  }
  for (const [label, list] of matches)
    result.push({ heading: `New for “${label}”`, events: list, link: list[0]!.search_path });
  const watched: [AlertEventKind, string][] = [
    ['price_drop', 'Price drops on cars you saved'],
    ['reserved', 'Reserved'],
    ['sold', 'Sold'],
    ['unlisted', 'No longer listed'],
  ];
  for (const [kind, heading] of watched) {
    const list = events.filter((e) => e.kind === kind);
    if (list.length > 0) result.push({ heading, events: list });
  }
  return result;
}

/** A short summary: '2 new matches, 1 price drop'. */
export function digestSummary(events: readonly AlertEvent[]): string {
  const count = (kind: AlertEventKind) => events.filter((e) => e.kind === kind).length;
  const parts: string[] = [];
  if (count('new_match')) parts.push(plural(count('new_match'), 'new match', 'new matches'));
  if (count('price_drop')) parts.push(plural(count('price_drop'), 'price drop', 'price drops'));
  if (count('reserved')) parts.push(plural(count('reserved'), 'car reserved', 'cars reserved'));
  const gone = count('sold') + count('unlisted');
  if (gone) parts.push(plural(gone, 'car sold or gone', 'cars sold or gone'));
  return parts.join(', ');
}

/** The digest of `events` (at least one). */
export function digestMessage(events: readonly AlertEvent[], links: DigestLinks): DigestMessage {
  const url = (path: string) => new URL(path, links.siteUrl).href;
  const summary = digestSummary(events);
  const subject = `${links.siteName}: ${summary}`;
  const parts = sections(events);
  const text = [
    `Here is what changed at ${links.siteName} since we last wrote.`,
    '',
    ...parts.flatMap((section) => [
      section.heading,
      ...section.events.map(
        (event) => `- ${alertLine(event)}${event.car_path ? `\n  ${url(event.car_path)}` : ''}`,
      ),
      ...(section.link ? [`All results: ${url(section.link)}`] : []),
      '',
    ]),
    `Your saved cars: ${links.watchlistUrl}`,
    `Stop these alerts (one click): ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>Here is what changed at ${escapeHtml(links.siteName)} since we last wrote.</p>`,
    ...parts.map(
      (section) =>
        `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2><ul>${section.events
          .map((event) => {
            const line = escapeHtml(alertLine(event));
            return `<li>${event.car_path ? `<a href="${escapeHtml(url(event.car_path))}">${line}</a>` : line}</li>`;
          })
          .join('')}</ul>${
          section.link ? `<p><a href="${escapeHtml(url(section.link))}">All results</a></p>` : ''
        }`,
    ),
    `<p><a href="${escapeHtml(links.watchlistUrl)}">Your saved cars</a></p>`,
    `<p style="font-size:12px">You asked ${escapeHtml(links.siteName)} for these alerts. <a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a> with one click.</p>`,
  ].join('\n');
  // One SMS: the summary and the most useful link: the one car, the one search's results, or
  // the shopper's saved cars.
  const first = events[0]!;
  const searches = new Set(events.map((event) => event.search_path));
  const link =
    events.length === 1 && first.car_path
      ? url(first.car_path)
      : searches.size === 1 && first.search_path
        ? url(first.search_path)
        : links.watchlistUrl;
  const only = events.length === 1 ? alertLine(first) : summary;
  const sms = `${links.siteName}: ${only}. ${link} Stop alerts: ${links.unsubscribeUrl}`;
  return { subject, text, html, sms };
}

/** The double opt-in e-mail (ALERT-01): nothing is sent to the address until its link is opened. */
export function optInMessage(
  siteName: string,
  searchLabel: string,
  confirmUrl: string,
): Omit<DigestMessage, 'sms'> {
  const subject = `Confirm your car alerts from ${siteName}`;
  const text = [
    `Someone, hopefully you, asked ${siteName} to e-mail this address when new cars match “${searchLabel}”.`,
    '',
    `To start the alerts, open this link: ${confirmUrl}`,
    '',
    'If it was not you, ignore this e-mail: you will get nothing more from us.',
  ].join('\n');
  const html = [
    `<p>Someone, hopefully you, asked ${escapeHtml(siteName)} to e-mail this address when new cars match “${escapeHtml(searchLabel)}”.</p>`,
    `<p><a href="${escapeHtml(confirmUrl)}">Start my alerts</a></p>`,
    '<p>If it was not you, ignore this e-mail: you will get nothing more from us.</p>',
  ].join('\n');
  return { subject, text, html };
}
