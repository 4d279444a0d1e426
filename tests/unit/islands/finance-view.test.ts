import { describe, expect, it } from 'vitest';
import { CALCULATOR_FIELDS, calculatorRanges } from '../../../src/domain/finance/calculator.ts';
import { FIELD_VIEWS } from '../../../src/islands/finance/finance-view.ts';
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

  it('[FIN-03] each slider moves in its spec-1 step: 0.5 for deposit, residual, term and interest, 1 for the price', () => {
    for (const set of ['standard', 'provider', 'brand'] as const) {
      const ranges = calculatorRanges(set);
      expect(ranges.deposit.step).toBe(0.5);
      expect(ranges.residual.step).toBe(0.5);
      expect(ranges.termYears.step).toBe(0.5);
      expect(ranges.interestRate.step).toBe(0.5);
      expect(ranges.purchasePrice.step).toBe(1);
    }
  });
});

describe('financeCalculatorProps', () => {
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
    const props = financeCalculatorProps(car, settings.finance, {
      lender: car.finance_lenders['A'],
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
    // Plain data: survives serialisation into the island's props unchanged.
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it("has no lender when the page's finance section has none (FIN-07: the section decides)", () => {
    const settings = settingsWith();
    const car = importedCar({
      finance_lenders: lenders,
      youxQuote: { weeklyRepaymentAmount: 99, comparisonRate: 8, advertisedRate: 7 },
    });
    const props = financeCalculatorProps(car, settings.finance, { lender: undefined });
    expect(props.lender).toBeUndefined();
    expect(props.car.youxQuote).toEqual({ weeklyRepaymentAmount: 99, comparisonRate: 8, advertisedRate: 7 });
  });
});
