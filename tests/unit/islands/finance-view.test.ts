import { describe, expect, it, vi } from 'vitest';
import { CREDIT_SCORES } from '../../../src/api/adapters/lender.ts';
import { ANALYTICS_EVENTS } from '../../../src/domain/analytics.ts';
import { CALCULATOR_FIELDS, calculatorRanges } from '../../../src/domain/finance/calculator.ts';
import {
  CREDIT_SCORE_OPTIONS,
  FIELD_VIEWS,
  firstUseTracker,
  FREQUENCY_OPTIONS,
  inputText,
  MONEY_SLIDER_STEP,
  QUOTE_TERM_YEARS,
  ratePercentText,
  readQuoteResponse,
  repaymentLabel,
  sliderStep,
  sliderValueText,
} from '../../../src/islands/finance/finance-view.ts';
import { financeCalculatorProps } from '../../../src/islands/finance/props.ts';
import { importedCar, settingsWith } from '../../fixtures/helpers.ts';

describe('finance calculator fields', () => {
  it('shows every calculator field once, price first, in the brief order', () => {
    expect(FIELD_VIEWS.map((view) => view.field)).toEqual([
      'purchasePrice',
      'deposit',
      'residual',
      'termYears',
      'interestRate',
    ]);
    expect([...FIELD_VIEWS.map((view) => view.field)].sort()).toEqual([...CALCULATOR_FIELDS].sort());
    expect(FIELD_VIEWS.map((view) => view.label)).toEqual([
      'Purchase price',
      'Deposit / trade-in',
      'Balloon / residual',
      'Loan term',
      'Interest rate',
    ]);
  });

  it('slides dollars in $100 steps and term and interest in their FIN-03 steps of 0.5', () => {
    for (const set of ['standard', 'provider', 'brand'] as const) {
      const ranges = calculatorRanges(set);
      expect(sliderStep('purchasePrice', ranges)).toBe(MONEY_SLIDER_STEP);
      expect(sliderStep('deposit', ranges)).toBe(MONEY_SLIDER_STEP);
      expect(sliderStep('residual', ranges)).toBe(MONEY_SLIDER_STEP);
      expect(sliderStep('termYears', ranges)).toBe(0.5);
      expect(sliderStep('interestRate', ranges)).toBe(0.5);
    }
  });

  it('writes box values with thousands separators for dollars only', () => {
    expect(inputText('purchasePrice', 30000)).toBe('30,000');
    expect(inputText('deposit', 1000.5)).toBe('1,000.5');
    expect(inputText('residual', 0)).toBe('0');
    expect(inputText('termYears', 5.5)).toBe('5.5');
    expect(inputText('interestRate', 8.5)).toBe('8.5');
    expect(inputText('interestRate', 6.29)).toBe('6.29');
  });

  it('announces slider values with their unit', () => {
    expect(sliderValueText('purchasePrice', 250000)).toBe('$250,000');
    expect(sliderValueText('termYears', 1)).toBe('1 year');
    expect(sliderValueText('termYears', 7)).toBe('7 years');
    expect(sliderValueText('interestRate', 0.5)).toBe('0.5%');
  });

  it('names the repayment by frequency', () => {
    expect(FREQUENCY_OPTIONS.map((option) => option.value)).toEqual(['weekly', 'fortnightly', 'monthly']);
    expect(repaymentLabel('weekly')).toBe('Weekly repayment');
    expect(repaymentLabel('fortnightly')).toBe('Fortnightly repayment');
    expect(repaymentLabel('monthly')).toBe('Monthly repayment');
  });
});

describe('first-use tracker (FIN-06, AN-02)', () => {
  it('sends event 26 the first time only', async () => {
    const sink = vi.fn();
    const used = firstUseTracker(sink);
    await used();
    await used();
    await used();
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith({ id: ANALYTICS_EVENTS.financeCalculatorFirstUse });
    expect(ANALYTICS_EVENTS.financeCalculatorFirstUse).toBe(26);
  });

  it('never throws or rejects when the sink does; it warns instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const used = firstUseTracker(() => {
      throw new Error('blocked');
    });
    await expect(used()).resolves.toBeUndefined();
    const rejecting = firstUseTracker(() => Promise.reject(new Error('offline')));
    await expect(rejecting()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('defaults to the page dataLayer and can be made on the server (no window)', async () => {
    const used = firstUseTracker();
    await expect(used()).resolves.toBeUndefined();
  });
});

describe('lender quote (FIN-10)', () => {
  it('offers exactly the credit scores the API accepts, and terms of 1 to 7 years', () => {
    expect(CREDIT_SCORE_OPTIONS.map((option) => option.value)).toEqual([...CREDIT_SCORES]);
    expect([...QUOTE_TERM_YEARS]).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads the quote answer and its disclaimer', () => {
    expect(
      readQuoteResponse({
        weeklyRepaymentAmount: 147,
        comparisonRate: 10.7,
        advertisedRate: 9.99,
        estimate: true,
        disclaimer: ' Estimate only. ',
      }),
    ).toEqual({
      weeklyRepaymentAmount: 147,
      comparisonRate: 10.7,
      advertisedRate: 9.99,
      disclaimer: 'Estimate only.',
    });
    expect(
      readQuoteResponse({ weeklyRepaymentAmount: 147, comparisonRate: 10.7, advertisedRate: 9.99 }),
    ).toEqual({ weeklyRepaymentAmount: 147, comparisonRate: 10.7, advertisedRate: 9.99 });
  });

  it('refuses answers that are not a quote', () => {
    for (const answer of [
      null,
      'x',
      {},
      { message: 'Declined' },
      { weeklyRepaymentAmount: '147', comparisonRate: 10.7, advertisedRate: 9.99 },
      { weeklyRepaymentAmount: 0, comparisonRate: 10.7, advertisedRate: 9.99 },
      { weeklyRepaymentAmount: 147, comparisonRate: Number.NaN, advertisedRate: 9.99 },
    ]) {
      expect(readQuoteResponse(answer)).toBeUndefined();
    }
  });

  it('writes rates with two decimals', () => {
    expect(ratePercentText(8.38)).toBe('8.38% p.a.');
    expect(ratePercentText(10.7)).toBe('10.70% p.a.');
  });
});

describe('financeCalculatorProps', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const lenders = {
    A: {
      interestRate: 7.99,
      comparisonRate: 8.5,
      deposit: 2000,
      termYears: 5,
      disclaimer: 'Lender text',
      paymentWeek: 120,
    },
  };

  it("passes the car's subset, the tenant's settings and the provider's lender data", () => {
    const settings = settingsWith({
      finance: {
        provider: 'A',
        quoteEnabled: true,
        defaultLink: '/apply-for-finance',
        establishmentFee: 1360.5,
      },
    });
    const car = importedCar({ finance_lenders: lenders, vin: 'JTMHV05J604123456', nvic: 'ABC123' });
    const { props, eligibility } = financeCalculatorProps(car, settings.finance, {
      now,
      preferredDealership: 'Fixture Motors',
    });
    expect(props).toEqual({
      car: { id: 'c1', price: 28990, year: 2021, car_type: 'used', vin: 'JTMHV05J604123456', nvic: 'ABC123' },
      settings: {
        calculatorRange: 'standard',
        defaultInterestRate: 10,
        establishmentFee: 1360.5,
        quoteEnabled: true,
        defaultLink: '/apply-for-finance',
      },
      lender: {
        deposit: 2000,
        interestRate: 7.99,
        comparisonRate: 8.5,
        termYears: 5,
        disclaimer: 'Lender text',
      },
      preferredDealership: 'Fixture Motors',
    });
    expect(eligibility.eligible).toBe(true);
    // Plain data: survives serialisation into the island's props unchanged.
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('has no lender without a provider, and says why finance is not shown', () => {
    const settings = settingsWith();
    const car = importedCar({
      finance_lenders: lenders,
      youxQuote: { weeklyRepaymentAmount: 99, comparisonRate: 8, advertisedRate: 7 },
    });
    const { props, eligibility } = financeCalculatorProps(car, settings.finance, { now });
    expect(props.lender).toBeUndefined();
    expect(props.car.youxQuote).toEqual({ weeklyRepaymentAmount: 99, comparisonRate: 8, advertisedRate: 7 });
    expect(eligibility).toEqual({ eligible: false, reason: 'no-provider' });
  });
});
