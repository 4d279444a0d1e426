import { describe, expect, it } from 'vitest';
import {
  LOADING_MESSAGE_COUNT,
  LOADING_MESSAGE_INTERVAL_MS,
  loadingMessageAt,
  msUntilNextLoadingMessage,
} from '../../../../src/domain/search/loading-messages.ts';
import { settingsWith } from '../../../fixtures/helpers.ts';

const messages = ['one', 'two', 'three', 'four', 'five'];

describe('loading message rotation', () => {
  it('[SRCH-25] rotates every 5 s across 5 messages', () => {
    expect(LOADING_MESSAGE_INTERVAL_MS).toBe(5000);
    expect(LOADING_MESSAGE_COUNT).toBe(5);
    expect(loadingMessageAt(messages, 0)).toBe('one');
    expect(loadingMessageAt(messages, 4999)).toBe('one');
    expect(loadingMessageAt(messages, 5000)).toBe('two');
    expect(loadingMessageAt(messages, 24_999)).toBe('five');
  });

  it('[SRCH-25] starts over after the fifth message', () => {
    expect(loadingMessageAt(messages, 25_000)).toBe('one');
    expect(loadingMessageAt(messages, 31_000)).toBe('two');
  });

  it('[SRCH-25] the default tenant settings carry 5 messages', () => {
    const configured = settingsWith().search.loadingMessages;
    expect(configured).toHaveLength(5);
    expect(loadingMessageAt(configured, 20_000)).toBe(configured[4]);
  });

  it('shows the first message for a negative or unusable elapsed time, and nothing without messages', () => {
    expect(loadingMessageAt(messages, -1)).toBe('one');
    expect(loadingMessageAt(messages, Number.NaN)).toBe('one');
    expect(loadingMessageAt([], 5000)).toBeUndefined();
  });

  it('tells how long until the message changes', () => {
    expect(msUntilNextLoadingMessage(0)).toBe(5000);
    expect(msUntilNextLoadingMessage(4999)).toBe(1);
    expect(msUntilNextLoadingMessage(5000)).toBe(5000);
    expect(msUntilNextLoadingMessage(-20)).toBe(5000);
  });
});
