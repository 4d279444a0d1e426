import { describe, expect, it } from 'vitest';
import {
  COLLAPSE_LIMIT,
  collapsedText,
  DEALER_COMMENTS_PENDING,
  dealerComments,
  withoutSeparators,
} from '../../../../src/domain/vehicle/comments.ts';

describe('[VDP-04] dealer comments pending message', () => {
  it('[VDP-04] empty, missing or separator-only comments show the pending message', () => {
    const pending = { kind: 'pending', text: 'Dealer comments are pending. Please check back here later.' };
    expect(dealerComments(undefined)).toEqual(pending);
    expect(dealerComments('')).toEqual(pending);
    expect(dealerComments('   \n  ')).toEqual(pending);
    expect(dealerComments('----------')).toEqual(pending);
    expect(dealerComments('__________')).toEqual(pending);
    expect(dealerComments('|')).toEqual(pending);
    expect(dealerComments(' | ')).toEqual(pending);
    expect(dealerComments('<p>=====</p><p>* * *</p>')).toEqual(pending);
    expect(dealerComments('<br/>--------<br/>')).toEqual(pending);
    expect(DEALER_COMMENTS_PENDING).toBe(pending.text);
  });

  it('[VDP-04] words around the separator are the comments; separator lines are removed', () => {
    const comments = dealerComments('One owner, full service history.\n----------\nFinance available.');
    expect(comments).toEqual({
      kind: 'text',
      text: 'One owner, full service history.\nFinance available.',
      paragraphs: ['One owner, full service history.', 'Finance available.'],
    });
  });

  it('a separator character inside a sentence is text', () => {
    expect(withoutSeparators('Low km | One owner')).toBe('Low km | One owner');
    expect(withoutSeparators('Price - drive away')).toBe('Price - drive away');
  });

  it('HTML is reduced to plain text', () => {
    expect(dealerComments('<p>Great <b>car</b> &amp; cheap</p>')).toMatchObject({
      kind: 'text',
      text: 'Great car & cheap',
    });
    // Decoded once only: an escaped "<" stays text and is never read as a tag.
    expect(dealerComments('Under &lt;30k &amp;lt; and &gt; 20k')).toEqual({
      kind: 'text',
      text: 'Under <30k &lt; and > 20k',
      paragraphs: ['Under <30k &lt; and > 20k'],
    });
  });
});

describe('[VDP-04] collapse to 400 characters', () => {
  const exactly = 'a'.repeat(COLLAPSE_LIMIT);
  const words = `${'word '.repeat(100)}end`; // 503 characters

  it('[VDP-04] exactly 400 characters show in full, without a toggle', () => {
    expect(collapsedText(exactly, false)).toEqual({
      text: exactly,
      collapsible: false,
      toggleLabel: undefined,
    });
  });

  it('[VDP-04] 401 characters collapse with Show more, and expand with Show less', () => {
    const long = `${exactly}b`;
    const collapsed = collapsedText(long, false);
    expect(collapsed.collapsible).toBe(true);
    expect(collapsed.toggleLabel).toBe('Show more');
    expect(collapsed.text.length).toBeLessThanOrEqual(COLLAPSE_LIMIT);
    expect(collapsedText(long, true)).toEqual({ text: long, collapsible: true, toggleLabel: 'Show less' });
  });

  it('the collapsed text is cut at a word with an ellipsis', () => {
    const collapsed = collapsedText(words, false).text;
    expect(collapsed.endsWith('word…')).toBe(true);
    expect(collapsed.length).toBeLessThanOrEqual(400);
  });

  it('a custom limit is honoured', () => {
    expect(collapsedText('abcdef', false, 6).collapsible).toBe(false);
    expect(collapsedText('abcdefg', false, 6).collapsible).toBe(true);
  });
});
