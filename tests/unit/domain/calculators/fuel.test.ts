import { describe, expect, it } from 'vitest';
import {
  applyFuelInput,
  defaultFuelInputs,
  FALLBACK_CONSUMPTION_L_PER_100KM,
  FUEL_DEFAULTS,
  fuelConsumption,
  fuelCost,
  fuelInputError,
  isElectric,
  isFuelCalculatorShown,
} from '../../../../src/domain/calculators/fuel.ts';

const fuelled = (simple_fuel: string | undefined, fuel: string | undefined = undefined) => ({
  simple_fuel,
  fuel,
});

describe('fuel calculator visibility', () => {
  it('[CALC-01] hidden for electric fuel', () => {
    expect(isFuelCalculatorShown(fuelled('Electric'))).toBe(false);
    expect(isFuelCalculatorShown(fuelled('electric'))).toBe(false);
    expect(isFuelCalculatorShown(fuelled(' ELECTRIC '))).toBe(false);
  });

  it('[CALC-01] shown for petrol, diesel and hybrid cars, and when the fuel is unknown', () => {
    for (const simple of ['Petrol', 'Diesel', 'Hybrid', 'LPG'])
      expect(isFuelCalculatorShown(fuelled(simple))).toBe(true);
    expect(isFuelCalculatorShown(fuelled(undefined))).toBe(true);
    expect(isFuelCalculatorShown(fuelled(undefined, 'Petrol/Electric'))).toBe(true);
    expect(isFuelCalculatorShown(fuelled(undefined, 'Hybrid Electric'))).toBe(true);
  });

  it('[CALC-01] without simple_fuel, a fuel text that is only electric hides it', () => {
    for (const fuel of ['Electric', 'Battery Electric', 'electric vehicle', 'EV', 'BEV']) {
      expect(isElectric(fuelled(undefined, fuel)), fuel).toBe(true);
    }
    // simple_fuel decides when present.
    expect(isElectric(fuelled('Hybrid', 'Electric'))).toBe(false);
  });
});

describe('consumption and defaults', () => {
  it('[CALC-01] uses the combined consumption when the car has it', () => {
    expect(fuelConsumption({ variant: { fuelconsumptioncombined: 6.4 } })).toEqual({
      litresPer100Km: 6.4,
      source: 'car',
    });
  });

  it('[CALC-01] falls back to 10 L/100km when absent or not above 0', () => {
    expect(FALLBACK_CONSUMPTION_L_PER_100KM).toBe(10);
    expect(fuelConsumption({ variant: undefined })).toEqual({ litresPer100Km: 10, source: 'fallback' });
    expect(fuelConsumption({ variant: { fuelconsumptioncombined: undefined } })).toEqual({
      litresPer100Km: 10,
      source: 'fallback',
    });
    expect(fuelConsumption({ variant: { fuelconsumptioncombined: 0 } })).toEqual({
      litresPer100Km: 10,
      source: 'fallback',
    });
  });

  it('[CALC-01] defaults are 1.70 per litre and 250 km per week', () => {
    expect(FUEL_DEFAULTS).toEqual({ pricePerLitre: 1.7, kmPerWeek: 250 });
    expect(
      defaultFuelInputs({
        simple_fuel: 'Petrol',
        fuel: undefined,
        variant: { fuelconsumptioncombined: 7.2 },
      }),
    ).toEqual({
      pricePerLitre: 1.7,
      kmPerWeek: 250,
      litresPer100Km: 7.2,
    });
    expect(
      defaultFuelInputs({ simple_fuel: 'Petrol', fuel: undefined, variant: undefined }).litresPer100Km,
    ).toBe(10);
  });
});

describe('cost', () => {
  it('[CALC-01] defaults with the fallback: 250 km at 10 L/100km and $1.70 is $42.50 a week', () => {
    expect(fuelCost({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: 10 })).toEqual({
      weekly: 42.5,
      monthly: 184.17,
      yearly: 2_210,
    });
  });

  it('[CALC-01] yearly is 52 weeks, monthly a twelfth of a year, each rounded to the cent', () => {
    const cost = fuelCost({ pricePerLitre: 1.859, kmPerWeek: 333, litresPer100Km: 6.4 });
    const weekly = 3.33 * 6.4 * 1.859;
    expect(cost.weekly).toBe(Math.round(weekly * 100) / 100);
    expect(cost.yearly).toBe(Math.round(weekly * 52 * 100) / 100);
    expect(cost.monthly).toBe(Math.round(((weekly * 52) / 12) * 100) / 100);
  });

  it('0 km a week costs nothing', () => {
    expect(fuelCost({ pricePerLitre: 1.7, kmPerWeek: 0, litresPer100Km: 10 })).toEqual({
      weekly: 0,
      monthly: 0,
      yearly: 0,
    });
  });

  it('rejects inputs out of range', () => {
    expect(() => fuelCost({ pricePerLitre: 0, kmPerWeek: 250, litresPer100Km: 10 })).toThrow(RangeError);
    expect(() => fuelCost({ pricePerLitre: 1.7, kmPerWeek: -1, litresPer100Km: 10 })).toThrow(RangeError);
    expect(() => fuelCost({ pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: Number.NaN })).toThrow(
      RangeError,
    );
  });
});

describe('typed inputs', () => {
  const start = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: 10 };

  it('[CALC-01] accepts numbers within range, with $ and separators', () => {
    expect(applyFuelInput(start, 'pricePerLitre', '$1.99')).toEqual({
      inputs: { ...start, pricePerLitre: 1.99 },
      message: undefined,
    });
    expect(applyFuelInput(start, 'kmPerWeek', '1,200')).toEqual({
      inputs: { ...start, kmPerWeek: 1_200 },
      message: undefined,
    });
    expect(applyFuelInput(start, 'kmPerWeek', '0')).toEqual({
      inputs: { ...start, kmPerWeek: 0 },
      message: undefined,
    });
    expect(applyFuelInput(start, 'litresPer100Km', '5.5')).toEqual({
      inputs: { ...start, litresPer100Km: 5.5 },
      message: undefined,
    });
  });

  it('[CALC-01] keeps the previous inputs and says why for text that is not a number', () => {
    expect(applyFuelInput(start, 'pricePerLitre', 'cheap')).toEqual({
      inputs: start,
      message: 'Please enter a number.',
    });
    expect(applyFuelInput(start, 'kmPerWeek', '')).toEqual({
      inputs: start,
      message: 'Please enter a number.',
    });
  });

  it('[CALC-01] keeps the previous inputs and says why for values out of range', () => {
    expect(applyFuelInput(start, 'pricePerLitre', '0')).toEqual({
      inputs: start,
      message: 'Fuel price must be more than 0 and at most 10.',
    });
    expect(applyFuelInput(start, 'pricePerLitre', '10.01').message).toBe(
      'Fuel price must be more than 0 and at most 10.',
    );
    expect(applyFuelInput(start, 'kmPerWeek', '-5')).toEqual({
      inputs: start,
      message: 'Distance must be at least 0 and at most 10,000.',
    });
    expect(applyFuelInput(start, 'kmPerWeek', '10,001').message).toBe(
      'Distance must be at least 0 and at most 10,000.',
    );
    expect(applyFuelInput(start, 'litresPer100Km', '51').message).toBe(
      'Fuel consumption must be more than 0 and at most 50.',
    );
  });

  it('range edges: the maximum is allowed, an exclusive minimum is not', () => {
    expect(fuelInputError('pricePerLitre', 10)).toBeUndefined();
    expect(fuelInputError('pricePerLitre', 0.01)).toBeUndefined();
    expect(fuelInputError('kmPerWeek', 10_000)).toBeUndefined();
    expect(fuelInputError('litresPer100Km', 0)).toBeDefined();
  });
});
