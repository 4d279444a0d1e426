/**
 * Dealer comments and description (VDP-04): collapse to 400 characters with a
 * 'Show more' / 'Show less' toggle, and the pending message when the comments are empty
 * after removing the separator.
 *
 * "The separator": feeds join the dealer's own words and boilerplate with a rule line:
 * a line made only of dashes, underscores, equals signs, asterisks, tildes, pipes, dots,
 * bullets or hashes (`-----`, `_____`, `|`, `=====`, `* * *`). Such lines carry no words, so
 * they are removed; what remains decides between the text and the pending message. A
 * separator character inside a sentence ("Low km | One owner") is text and stays.
 */
import { plainText, truncate } from '../text.ts';

/** Collapsed length of dealer comments and the description (spec-1 §9). */
export const COLLAPSE_LIMIT = 400;
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
export const SHOW_MORE = 'Show more';
export const SHOW_LESS = 'Show less';

/** A line of separator characters only (at least one, spaces allowed between). */
const SEPARATOR_LINE = /^[\s\-_=*~|.•·#]*[-_=*~|.•·#][\s\-_=*~|.•·#]*$/;

/** Plain text of `html` without separator lines. */
export function withoutSeparators(html: string): string {
  return plainText(html)
    .split('\n')
    .filter((line) => !SEPARATOR_LINE.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type DealerComments =
  | { kind: 'pending'; text: typeof DEALER_COMMENTS_PENDING }
  | { kind: 'text'; text: string; paragraphs: string[] };

export function dealerComments(html: string | undefined): DealerComments {
  const text = withoutSeparators(html ?? '');
  if (text === '') return { kind: 'pending', text: DEALER_COMMENTS_PENDING };
  // Split the plain text itself: running it through plainText again would decode entities twice.
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { kind: 'text', text, paragraphs: lines };
}

export interface CollapsedText {
  /** What to show now: the whole text, or at most `limit` characters cut at a word with an ellipsis. */
  text: string;
  /** Whether the text is longer than the limit, i.e. whether a toggle is shown at all. */
  collapsible: boolean;
  /** 'Show more' while collapsed, 'Show less' while expanded; undefined when not collapsible. */
  toggleLabel: typeof SHOW_MORE | typeof SHOW_LESS | undefined;
}

/** Exactly `limit` characters still show in full; one more makes the text collapsible. */
export function collapsedText(
  text: string,
  expanded: boolean,
  limit: number = COLLAPSE_LIMIT,
): CollapsedText {
  if (text.length <= limit) return { text, collapsible: false, toggleLabel: undefined };
  if (expanded) return { text, collapsible: true, toggleLabel: SHOW_LESS };
  return { text: truncate(text, limit), collapsible: true, toggleLabel: SHOW_MORE };
}
