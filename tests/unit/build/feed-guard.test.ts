import { describe, expect, it } from 'vitest';
import { feedDropProblem } from '../../../src/build/feed-guard.ts';

describe('[FEED-12] the guard against a broken export', () => {
  const lastGood = { records: 16_734, valid: 16_731 };

  it('[FEED-12] lets a normal day through: a few cars sold, a few arrived', () => {
    expect(feedDropProblem(lastGood, { records: 16_500, valid: 16_490 }, 0.2)).toBeUndefined();
    expect(feedDropProblem(lastGood, { records: 13_500, valid: 13_390 }, 0.2)).toBeUndefined();
  });

  it('[FEED-12] refuses a truncated file: far fewer valid records', () => {
    expect(feedDropProblem(lastGood, { records: 4_000, valid: 4_000 }, 0.2)).toBe(
      'The feed has 4,000 valid records, 76% fewer than the 16,731 of the last good build: more than the 20% allowed (feed.maxValidDrop). The last good site stays live. Fix the export, or if the drop is real, build with --accept-feed-drop.',
    );
    expect(feedDropProblem(lastGood, { records: 0, valid: 0 }, 0.2)).toMatch(
      /^The feed has 0 valid records, 100% fewer/,
    );
  });

  it('[FEED-12] refuses a changed column that fails most rows, even when the file is longer', () => {
    expect(feedDropProblem({ records: 1_000, valid: 1_000 }, { records: 2_000, valid: 900 }, 0.2)).toBe(
      "Only 45% of the feed's 2,000 records are valid, against 100% in the last good build: more than the 20% allowed (feed.maxValidDrop). The last good site stays live. Fix the export, or if the drop is real, build with --accept-feed-drop.",
    );
  });

  it('the threshold is the tenant’s; the first build has nothing to compare with', () => {
    expect(feedDropProblem(lastGood, { records: 9_000, valid: 9_000 }, 0.5)).toBeUndefined();
    expect(feedDropProblem(undefined, { records: 0, valid: 0 }, 0.2)).toBeUndefined();
  });
});
