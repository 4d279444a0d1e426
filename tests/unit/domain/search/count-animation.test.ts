import { describe, expect, it } from 'vitest';
import {
  animatedCount,
  COUNT_ANIMATION_MS,
  easeOutCubic,
} from '../../../../src/domain/search/count-animation.ts';

describe('Show Me count animation', () => {
  it('[SRCH-11] runs over 1 s and ends exactly on the new count', () => {
    expect(COUNT_ANIMATION_MS).toBe(1000);
    expect(animatedCount(0, 24, 1000)).toBe(24);
    expect(animatedCount(0, 24, 5000)).toBe(24);
    expect(animatedCount(0, 24, 999)).toBe(24);
  });

  it('[SRCH-11] starts from the old count', () => {
    expect(animatedCount(120, 24, 0)).toBe(120);
    expect(animatedCount(120, 24, -50)).toBe(120);
  });

  it('[SRCH-11] eases out: past the linear midpoint at half time, whole numbers throughout', () => {
    expect(animatedCount(0, 100, 500)).toBe(88);
    expect(animatedCount(0, 100, 100)).toBe(27);
    expect(animatedCount(100, 0, 500)).toBe(13);
    for (let t = 0; t <= 1000; t += 50) expect(Number.isInteger(animatedCount(0, 1234, t))).toBe(true);
  });

  it('never moves away from the target', () => {
    let previous = animatedCount(0, 500, 0);
    for (let t = 10; t <= 1000; t += 10) {
      const value = animatedCount(0, 500, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('takes another duration; zero or less jumps to the end', () => {
    expect(animatedCount(0, 10, 1000, 2000)).toBe(9);
    expect(animatedCount(0, 10, 0, 0)).toBe(10);
    expect(animatedCount(0, 10, 0, -1)).toBe(10);
  });

  it('the easing starts at 0 and ends at 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBe(0.875);
  });
});
