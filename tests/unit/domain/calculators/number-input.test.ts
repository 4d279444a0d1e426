import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER_MESSAGE, parseNumberInput } from '../../../../src/domain/calculators/number-input.ts';

const value = (text: string) => {
  const result = parseNumberInput(text);
  return result.ok ? result.value : result.reason;
};

describe('typed numbers', () => {
  it('reads plain numbers and decimals', () => {
    expect(value('30000')).toBe(30_000);
    expect(value('8.5')).toBe(8.5);
    expect(value('.5')).toBe(0.5);
    expect(value('5.')).toBe(5);
    expect(value('0')).toBe(0);
    expect(value('007')).toBe(7);
  });

  it('reads dollar signs, thousands separators, percent signs and surrounding spaces', () => {
    expect(value('$30,000')).toBe(30_000);
    expect(value(' $ 30,000 ')).toBe(30_000);
    expect(value('1,250,000.50')).toBe(1_250_000.5);
    expect(value('30 000')).toBe(30_000);
    expect(value('8.5%')).toBe(8.5);
    expect(value('8.5 %')).toBe(8.5);
  });

  it('reads negative numbers with the sign before or after the dollar sign', () => {
    expect(value('-500')).toBe(-500);
    expect(value('-$500')).toBe(-500);
    expect(value('$-500')).toBe(-500);
    expect(value('- $1,000')).toBe(-1_000);
    expect(value('-0')).toBe(0);
    expect(Object.is(value('-0'), -0)).toBe(false);
  });

  it('refuses empty text', () => {
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
  });

  it('refuses words, exponents, ranges, ambiguous separators and lone symbols', () => {
    for (const text of [
      'abc',
      'ten',
      '1e5',
      '5-6',
      '30,00',
      '3,0000',
      '5 6',
      '$',
      '%',
      '-',
      '.',
      '1.2.3',
      '12abc',
      '0x10',
      'Infinity',
      'NaN',
      '$$5',
    ]) {
      expect(value(text), text).toBe('not-a-number');
    }
  });

  it('has one message for refused text', () => {
    expect(NOT_A_NUMBER_MESSAGE).toBe('Please enter a number.');
  });
});
