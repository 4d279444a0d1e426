import { describe, expect, it, vi } from 'vitest';
import { loanSummary, repayment } from '../../../../src/domain/finance/amortisation.ts';
import {
  applyTypedInput,
  CALCULATOR_FIELDS,
  CALCULATOR_RANGES,
  type CalculatorField,
  type CalculatorRangeSet,
  type CalculatorState,
  calculate,
  calculatorRanges,
  clampField,
  createFirstUseTracker,
  DEFAULT_PURCHASE_PRICE,
  defaultCalculatorState,
  ENQUIRE_FOR_FINANCE,
  FIRST_USE_EVENT_ID,
  formatFieldValue,
  purchasePriceHelp,
  repaymentDisplay,
  snapToStep,
  withField,
} from '../../../../src/domain/finance/calculator.ts';
import { settingsWith } from '../../../fixtures/helpers.ts';

const standard = calculatorRanges('standard');
const provider = calculatorRanges('provider');
const brand = calculatorRanges('brand');
const SETS: CalculatorRangeSet[] = ['standard', 'provider', 'brand'];
const OTHER_FIELDS: CalculatorField[] = ['termYears', 'interestRate', 'deposit', 'residual'];

const state = (fields: Partial<CalculatorState> = {}): CalculatorState => ({
  purchasePrice: 30_000,
  termYears: 5,
  interestRate: 10,
  frequency: 'weekly',
  deposit: 0,
  residual: 0,
  ...fields,
});

describe('calculator state and frequencies', () => {
  it('[FIN-01] the state holds amount, term, interest, frequency, deposit/trade-in and residual', () => {
    const initial = defaultCalculatorState(
      { price: 24_990 },
      { calculatorRange: 'standard', defaultInterestRate: 10 },
    );
    expect(Object.keys(initial).sort()).toEqual([
      'deposit',
      'frequency',
      'interestRate',
      'purchasePrice',
      'residual',
      'termYears',
    ]);
    expect([...CALCULATOR_FIELDS].sort()).toEqual([
      'deposit',
      'interestRate',
      'purchasePrice',
      'residual',
      'termYears',
    ]);
  });

  it('[FIN-01] weekly is 52, fortnightly 26 and monthly 12 payments a year', () => {
    expect(calculate(state({ frequency: 'weekly' }), 0)).toMatchObject({
      paymentsPerYear: 52,
      summary: { periods: 260 },
    });
    expect(calculate(state({ frequency: 'fortnightly' }), 0)).toMatchObject({
      paymentsPerYear: 26,
      summary: { periods: 130 },
    });
    expect(calculate(state({ frequency: 'monthly' }), 0)).toMatchObject({
      paymentsPerYear: 12,
      summary: { periods: 60 },
    });
    expect(calculate(state({ frequency: 'fortnightly', termYears: 2.5 }), 0).summary.periods).toBe(65);
  });
});

describe('defaults', () => {
  const settings = { calculatorRange: 'standard', defaultInterestRate: 10 } as const;

  it('[FIN-02] amount is the car price; term 5 years; deposit from the lender; residual 0; interest from the tenant', () => {
    expect(defaultCalculatorState({ price: 24_990, lender: { deposit: 2_000 } }, settings)).toEqual({
      purchasePrice: 24_990,
      termYears: 5,
      interestRate: 10,
      frequency: 'weekly',
      deposit: 2_000,
      residual: 0,
    });
  });

  it('[FIN-02] amount is 30000 when the price is not above 0 (0, negative, missing, not a number)', () => {
    for (const price of [0, -1, undefined, Number.NaN]) {
      expect(defaultCalculatorState({ price }, settings).purchasePrice).toBe(DEFAULT_PURCHASE_PRICE);
    }
    expect(DEFAULT_PURCHASE_PRICE).toBe(30_000);
    expect(defaultCalculatorState({ price: 0.01 }, settings).purchasePrice).toBe(0.01);
  });

  it('[FIN-02] deposit is 0 without lender data or without a lender deposit', () => {
    expect(defaultCalculatorState({ price: 24_990 }, settings).deposit).toBe(0);
    expect(defaultCalculatorState({ price: 24_990, lender: {} }, settings).deposit).toBe(0);
    expect(defaultCalculatorState({ price: 24_990, lender: { deposit: undefined } }, settings).deposit).toBe(
      0,
    );
  });

  it('[FIN-02] interest defaults to 10 (tenant default) and 8.5 in a brand config', () => {
    const tenantDefault = settingsWith().finance;
    expect(tenantDefault.defaultInterestRate).toBe(10);
    expect(defaultCalculatorState({ price: 24_990 }, tenantDefault).interestRate).toBe(10);
    const brandConfig = settingsWith({
      finance: { defaultInterestRate: 8.5, calculatorRange: 'brand' },
    }).finance;
    expect(defaultCalculatorState({ price: 24_990 }, brandConfig).interestRate).toBe(8.5);
  });

  it('defaults are clamped into the ranges so the sliders can show them', () => {
    expect(defaultCalculatorState({ price: 400_000 }, settings).purchasePrice).toBe(250_000);
    expect(defaultCalculatorState({ price: 800 }, settings).purchasePrice).toBe(800);
    expect(
      defaultCalculatorState({ price: 24_990 }, { calculatorRange: 'standard', defaultInterestRate: 20 })
        .interestRate,
    ).toBe(15);
    expect(
      defaultCalculatorState({ price: 24_990 }, { calculatorRange: 'provider', defaultInterestRate: 5 })
        .interestRate,
    ).toBe(7.5);
    expect(defaultCalculatorState({ price: 24_990, lender: { deposit: -100 } }, settings).deposit).toBe(0);
    expect(defaultCalculatorState({ price: 24_990, lender: { deposit: 300_000 } }, settings).deposit).toBe(
      250_000,
    );
  });
});

describe('ranges', () => {
  it('[FIN-03] standard: price 1000–250000, term 1–7 step 0.5, interest 0.5–15 step 0.5, deposit and residual 0–250000 step 0.5', () => {
    expect(standard).toEqual({
      purchasePrice: { min: 1_000, max: 250_000, step: 1 },
      termYears: { min: 1, max: 7, step: 0.5 },
      interestRate: { min: 0.5, max: 15, step: 0.5 },
      deposit: { min: 0, max: 250_000, step: 0.5 },
      residual: { min: 0, max: 250_000, step: 0.5 },
    });
  });

  it('[FIN-03] provider: price from 5000 and interest 7.5–14.5; brand: price from 5000 and interest 4–20', () => {
    expect(provider.purchasePrice).toEqual({ min: 5_000, max: 250_000, step: 1 });
    expect(provider.interestRate).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
    expect(brand.purchasePrice).toEqual({ min: 5_000, max: 250_000, step: 1 });
    expect(brand.interestRate).toEqual({ min: 4, max: 20, step: 0.5 });
    for (const field of ['termYears', 'deposit', 'residual'] as const) {
      expect(provider[field]).toEqual(standard[field]);
      expect(brand[field]).toEqual(standard[field]);
    }
  });

  it('every tenant calculatorRange value has ranges', () => {
    expect(Object.keys(CALCULATOR_RANGES).sort()).toEqual(['brand', 'provider', 'standard']);
    expect(calculatorRanges(settingsWith().finance.calculatorRange)).toBe(standard);
  });
});

describe('clampField', () => {
  it('[FIN-03] other fields: exactly min stays min, min − 0.5 becomes min, max stays max, max + 1 becomes max', () => {
    for (const set of SETS) {
      const ranges = calculatorRanges(set);
      for (const field of OTHER_FIELDS) {
        const { min, max } = ranges[field];
        expect(clampField(field, min, ranges)).toBe(min);
        expect(clampField(field, min - 0.5, ranges)).toBe(min);
        expect(clampField(field, max, ranges)).toBe(max);
        expect(clampField(field, max + 1, ranges)).toBe(max);
        expect(clampField(field, -1_000, ranges)).toBe(min);
        expect(clampField(field, (min + max) / 2, ranges)).toBe((min + max) / 2);
      }
    }
  });

  it('[FIN-03] other fields: at or below the minimum clamps to the minimum (term 0 → 1, interest 0 → 0.5, negative deposit → 0)', () => {
    expect(clampField('termYears', 0, standard)).toBe(1);
    expect(clampField('termYears', 0.5, standard)).toBe(1);
    expect(clampField('interestRate', 0, standard)).toBe(0.5);
    expect(clampField('interestRate', 7, provider)).toBe(7.5);
    expect(clampField('interestRate', 3.5, brand)).toBe(4);
    expect(clampField('deposit', -0.5, standard)).toBe(0);
    expect(clampField('residual', -250, standard)).toBe(0);
  });

  it('[FIN-03] other fields: above the maximum clamps to the maximum (term 8 → 7, interest 15.5 → 15, 14.6 → 14.5, 25 → 20)', () => {
    expect(clampField('termYears', 8, standard)).toBe(7);
    expect(clampField('interestRate', 15.5, standard)).toBe(15);
    expect(clampField('interestRate', 14.6, provider)).toBe(14.5);
    expect(clampField('interestRate', 25, brand)).toBe(20);
    expect(clampField('deposit', 250_000.5, standard)).toBe(250_000);
    expect(clampField('residual', 1e9, standard)).toBe(250_000);
  });

  it('[FIN-03] purchase price: a value below 0 becomes 0', () => {
    for (const ranges of [standard, provider, brand]) {
      expect(clampField('purchasePrice', -1, ranges)).toBe(0);
      expect(clampField('purchasePrice', -0.5, ranges)).toBe(0);
      expect(clampField('purchasePrice', -250_000, ranges)).toBe(0);
    }
  });

  it('[FIN-03] purchase price: 0 up to the maximum is kept, also at or below the minimum (the help text shows instead)', () => {
    expect(clampField('purchasePrice', 0, standard)).toBe(0);
    expect(clampField('purchasePrice', 999.5, standard)).toBe(999.5);
    expect(clampField('purchasePrice', 1_000, standard)).toBe(1_000);
    expect(clampField('purchasePrice', 4_999.5, provider)).toBe(4_999.5);
    expect(clampField('purchasePrice', 250_000, standard)).toBe(250_000);
  });

  it('[FIN-03] purchase price: above the maximum clamps to the maximum', () => {
    expect(clampField('purchasePrice', 250_001, standard)).toBe(250_000);
    expect(clampField('purchasePrice', 1_000_000, brand)).toBe(250_000);
  });

  it('rejects NaN and infinities', () => {
    expect(() => clampField('purchasePrice', Number.NaN, standard)).toThrow(RangeError);
    expect(() => clampField('termYears', Number.POSITIVE_INFINITY, standard)).toThrow(RangeError);
    expect(() => snapToStep('termYears', Number.NaN, standard)).toThrow(RangeError);
  });

  it('does not snap typed values to the step; sliders do (snapToStep)', () => {
    expect(clampField('interestRate', 6.29, standard)).toBe(6.29);
    expect(snapToStep('interestRate', 6.29, standard)).toBe(6.5);
    expect(snapToStep('termYears', 3.3, standard)).toBe(3.5);
    expect(snapToStep('termYears', 3.2, standard)).toBe(3);
    expect(snapToStep('termYears', 9, standard)).toBe(7);
    expect(snapToStep('interestRate', 7.6, provider)).toBe(7.5);
    expect(snapToStep('deposit', 1_000.3, standard)).toBe(1_000.5);
    expect(snapToStep('purchasePrice', 24_990.4, standard)).toBe(24_990);
  });

  it('withField sets one clamped field and leaves the rest', () => {
    const before = state();
    const after = withField(before, 'termYears', 10, standard);
    expect(after).toEqual({ ...before, termYears: 7 });
    expect(before.termYears).toBe(5);
  });
});

describe('purchase price help text', () => {
  const HELP_STANDARD = 'Cannot be less than $1,000 or more than $250,000';
  const HELP_5000 = 'Cannot be less than $5,000 or more than $250,000';

  it('[FIN-03] shown at or beyond either bound, with the minimum as $1,000 or $5,000', () => {
    expect(purchasePriceHelp(1_000, standard)).toBe(HELP_STANDARD);
    expect(purchasePriceHelp(999.5, standard)).toBe(HELP_STANDARD);
    expect(purchasePriceHelp(0, standard)).toBe(HELP_STANDARD);
    expect(purchasePriceHelp(250_000, standard)).toBe(HELP_STANDARD);
    expect(purchasePriceHelp(250_001, standard)).toBe(HELP_STANDARD);
    expect(purchasePriceHelp(5_000, provider)).toBe(HELP_5000);
    expect(purchasePriceHelp(4_999.5, brand)).toBe(HELP_5000);
  });

  it('[FIN-03] not shown strictly between the bounds', () => {
    expect(purchasePriceHelp(1_000.5, standard)).toBeUndefined();
    expect(purchasePriceHelp(30_000, standard)).toBeUndefined();
    expect(purchasePriceHelp(249_999.5, standard)).toBeUndefined();
    expect(purchasePriceHelp(1_000, provider)).toBe(HELP_5000);
    expect(purchasePriceHelp(5_000.5, provider)).toBeUndefined();
  });
});

describe('typed input', () => {
  it('[FIN-03] reads $ and thousands separators: "$30,000" → 30000, "25,000.50" → 25000.5, "8.5%" → 8.5', () => {
    expect(applyTypedInput(state(), 'purchasePrice', '$30,000', standard)).toEqual({
      state: state({ purchasePrice: 30_000 }),
      message: undefined,
    });
    expect(applyTypedInput(state(), 'purchasePrice', ' 25,000.50 ', standard).state.purchasePrice).toBe(
      25_000.5,
    );
    expect(applyTypedInput(state(), 'interestRate', '8.5%', standard)).toEqual({
      state: state({ interestRate: 8.5 }),
      message: undefined,
    });
    expect(applyTypedInput(state(), 'deposit', '$2,500', standard).state.deposit).toBe(2_500);
  });

  it('non-numeric or empty text keeps the previous value and says why', () => {
    const before = state({ purchasePrice: 18_000 });
    for (const text of ['abc', '', '   ', '30,00', '1e5', '12-14', '$']) {
      expect(applyTypedInput(before, 'purchasePrice', text, standard)).toEqual({
        state: before,
        message: 'Please enter a number.',
      });
    }
    expect(applyTypedInput(before, 'termYears', 'five', standard)).toEqual({
      state: before,
      message: 'Please enter a number.',
    });
  });

  it('[FIN-03] a negative purchase price becomes 0 and shows the help text', () => {
    expect(applyTypedInput(state(), 'purchasePrice', '-500', standard)).toEqual({
      state: state({ purchasePrice: 0 }),
      message: 'Cannot be less than $1,000 or more than $250,000',
    });
    expect(applyTypedInput(state(), 'purchasePrice', '-$500', brand).message).toBe(
      'Cannot be less than $5,000 or more than $250,000',
    );
  });

  it('[FIN-03] a purchase price at or beyond a bound shows the help text; above the maximum it is set to the maximum', () => {
    expect(applyTypedInput(state(), 'purchasePrice', '999', standard)).toEqual({
      state: state({ purchasePrice: 999 }),
      message: 'Cannot be less than $1,000 or more than $250,000',
    });
    expect(applyTypedInput(state(), 'purchasePrice', '300,000', standard)).toEqual({
      state: state({ purchasePrice: 250_000 }),
      message: 'Cannot be less than $1,000 or more than $250,000',
    });
    expect(applyTypedInput(state(), 'purchasePrice', '1000.5', standard).message).toBeUndefined();
  });

  it('[FIN-03] other fields clamp and say so', () => {
    expect(applyTypedInput(state(), 'termYears', '-2', standard)).toEqual({
      state: state({ termYears: 1 }),
      message: 'Loan term must be 1 year to 7 years; set to 1 year.',
    });
    expect(applyTypedInput(state(), 'termYears', '10', standard)).toEqual({
      state: state({ termYears: 7 }),
      message: 'Loan term must be 1 year to 7 years; set to 7 years.',
    });
    expect(applyTypedInput(state(), 'interestRate', '0', standard)).toEqual({
      state: state({ interestRate: 0.5 }),
      message: 'Interest rate must be 0.5% to 15%; set to 0.5%.',
    });
    expect(applyTypedInput(state(), 'interestRate', '22%', brand).message).toBe(
      'Interest rate must be 4% to 20%; set to 20%.',
    );
    expect(applyTypedInput(state(), 'deposit', '-1', standard)).toEqual({
      state: state({ deposit: 0 }),
      message: 'Deposit or trade-in must be $0 to $250,000; set to $0.',
    });
    expect(applyTypedInput(state(), 'residual', '$260,000.50', standard).message).toBe(
      'Residual must be $0 to $250,000; set to $250,000.',
    );
  });

  it('[FIN-03] values exactly at a bound of another field are kept without a message', () => {
    expect(applyTypedInput(state(), 'termYears', '1', standard)).toEqual({
      state: state({ termYears: 1 }),
      message: undefined,
    });
    expect(applyTypedInput(state(), 'termYears', '7', standard)).toEqual({
      state: state({ termYears: 7 }),
      message: undefined,
    });
    expect(applyTypedInput(state(), 'deposit', '0', standard)).toEqual({
      state: state({ deposit: 0 }),
      message: undefined,
    });
  });

  it('formats field values for messages', () => {
    expect(formatFieldValue('purchasePrice', 30_000)).toBe('$30,000');
    expect(formatFieldValue('deposit', 1_000.5)).toBe('$1,000.50');
    expect(formatFieldValue('termYears', 1)).toBe('1 year');
    expect(formatFieldValue('termYears', 2.5)).toBe('2.5 years');
    expect(formatFieldValue('interestRate', 8.5)).toBe('8.5%');
  });
});

describe('repayment', () => {
  it('[FIN-04] $30,000 at 10% over 5 years: $147 a week, $294 a fortnight, $638 a month (rounded up)', () => {
    expect(calculate(state(), 0).summary.payment).toBe(147);
    expect(calculate(state({ frequency: 'fortnightly' }), 0).summary.payment).toBe(294);
    expect(calculate(state({ frequency: 'monthly' }), 0).summary.payment).toBe(638);
  });

  it('[FIN-04] is the amortised loan of amortisation.ts: deposit subtracted, residual as balloon', () => {
    const s = state({
      purchasePrice: 42_990,
      deposit: 5_000,
      residual: 12_000,
      interestRate: 8.5,
      termYears: 4.5,
      frequency: 'fortnightly',
    });
    expect(calculate(s, 0).summary).toEqual(
      loanSummary({
        amount: 42_990,
        deposit: 5_000,
        residual: 12_000,
        annualRatePercent: 8.5,
        termYears: 4.5,
        paymentsPerYear: 26,
      }),
    );
  });

  it('[FIN-04] the establishment fee is financed: 1360.50 for one lender, else the tenant config (default 0)', () => {
    expect(settingsWith().finance.establishmentFee).toBe(0);
    const fee = settingsWith({ finance: { establishmentFee: 1360.5 } }).finance.establishmentFee;
    expect(fee).toBe(1360.5);
    const withFee = calculate(state(), fee).summary;
    expect(withFee.principal).toBe(31_360.5);
    expect(withFee.payment).toBe(
      repayment({ amount: 31_360.5, annualRatePercent: 10, termYears: 5, paymentsPerYear: 52 }),
    );
    expect(withFee.payment).toBeGreaterThan(calculate(state(), 0).summary.payment);
  });

  it('[FIN-04] zero interest splits the amount evenly, rounded up', () => {
    expect(calculate(state({ interestRate: 0, frequency: 'monthly' }), 0).summary.payment).toBe(500);
    expect(
      calculate(state({ interestRate: 0, purchasePrice: 10_000, termYears: 3 }), 0).summary.payment,
    ).toBe(65); // 64.10
  });

  it('[FIN-04] a balloon equal to the amount leaves interest only: $30,000 × 10% ÷ 52 = 57.69 → $58 a week', () => {
    const result = calculate(state({ residual: 30_000 }), 0);
    expect(result.summary.payment).toBe(58);
    expect(result.summary.totalPayable).toBe(58 * 260 + 30_000);
    expect(calculate(state({ residual: 30_000, interestRate: 0 }), 0).summary.payment).toBe(0);
  });

  it('[FIN-04] total repayments = payment × number of payments + residual', () => {
    const display = repaymentDisplay(state({ residual: 5_000.5 }), 0);
    expect(display.kind).toBe('estimate');
    if (display.kind !== 'estimate') return;
    expect(display.totalRepayments).toBeCloseTo(display.payment * 260 + 5_000.5, 6);
    expect(display.totalRepaymentsText).toBe(
      `$${(display.payment * 260 + 5_000.5).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`,
    );
  });

  it('[FIN-04] shows the payment and total repayments as dollars', () => {
    expect(repaymentDisplay(state(), 0)).toMatchObject({
      kind: 'estimate',
      payment: 147,
      paymentText: '$147',
      totalRepayments: 38_220,
      totalRepaymentsText: '$38,220',
    });
    expect(repaymentDisplay(state({ frequency: 'monthly' }), 0)).toMatchObject({
      paymentText: '$638',
      totalRepaymentsText: '$38,280',
    });
  });

  it('rejects impossible states (negative amounts, a zero term) with a RangeError', () => {
    expect(() => calculate(state({ purchasePrice: -1 }), 0)).toThrow(RangeError);
    expect(() => calculate(state({ termYears: 0 }), 0)).toThrow(RangeError);
  });
});

describe('Enquire for Finance', () => {
  // Zero interest over 1 year of weekly payments: payment = price ÷ 52.
  const oneYear = (purchasePrice: number, fields: Partial<CalculatorState> = {}) =>
    state({ purchasePrice, termYears: 1, interestRate: 0, ...fields });

  it("[FIN-05] a weekly payment of 25 shows 'Enquire for Finance' and a blank total", () => {
    expect(calculate(oneYear(1_300), 0).summary.payment).toBe(25);
    expect(repaymentDisplay(oneYear(1_300), 0)).toMatchObject({
      kind: 'enquire',
      paymentText: ENQUIRE_FOR_FINANCE,
      totalRepaymentsText: '',
    });
    expect(ENQUIRE_FOR_FINANCE).toBe('Enquire for Finance');
  });

  it('[FIN-05] a weekly payment of 26 shows the payment and the total', () => {
    expect(repaymentDisplay(oneYear(1_352), 0)).toMatchObject({
      kind: 'estimate',
      payment: 26,
      paymentText: '$26',
      totalRepayments: 1_352,
      totalRepaymentsText: '$1,352',
    });
  });

  it('[FIN-05] 25.01 rounds up to 26 and shows; payments below 25 and 0 (deposit covers the price) enquire', () => {
    expect(repaymentDisplay(oneYear(1_300.52), 0)).toMatchObject({ kind: 'estimate', payment: 26 });
    expect(repaymentDisplay(oneYear(520), 0).kind).toBe('enquire');
    expect(repaymentDisplay(state({ deposit: 30_000 }), 0).kind).toBe('enquire');
    expect(repaymentDisplay(state({ deposit: 40_000 }), 0).kind).toBe('enquire');
  });

  it('[FIN-05] applies to the weekly payment of the loan whatever frequency is shown', () => {
    const monthly = repaymentDisplay(oneYear(1_300, { frequency: 'monthly' }), 0);
    expect(monthly.result.summary.payment).toBe(109);
    expect(monthly.result.weeklyPayment).toBe(25);
    expect(monthly).toMatchObject({ kind: 'enquire', frequency: 'monthly', totalRepaymentsText: '' });
    expect(repaymentDisplay(oneYear(1_352, { frequency: 'fortnightly' }), 0)).toMatchObject({
      kind: 'estimate',
      payment: 52,
    });
  });

  it('[FIN-05] the establishment fee counts: it can lift a small loan over the threshold', () => {
    expect(repaymentDisplay(oneYear(1_000), 0).kind).toBe('enquire');
    expect(repaymentDisplay(oneYear(1_000), 1360.5).kind).toBe('estimate');
  });
});

describe('first use', () => {
  it('[FIN-06] the first slider use fires analytics event 26, only once', () => {
    const track = vi.fn();
    const used = createFirstUseTracker(track);
    expect(track).not.toHaveBeenCalled();
    used();
    used();
    used();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(26);
    expect(FIRST_USE_EVENT_ID).toBe(26);
  });

  it('[FIN-06] each calculator has its own tracker', () => {
    const track = vi.fn();
    createFirstUseTracker(track)();
    createFirstUseTracker(track)();
    expect(track).toHaveBeenCalledTimes(2);
  });
});
