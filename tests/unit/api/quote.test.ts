/**
 * POST /api/youx/quote (FIN-10) and the offline lender adapter behind it (API-06).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDIT_SCORES,
  LENDER_DISCLAIMER,
  LENDER_ESTABLISHMENT_FEE,
  LENDER_RATE_TABLE,
  offlineLender,
  offlineQuote,
} from '../../../src/api/adapters/lender.ts';
import { comparisonRatePercent, loanSummary, repayment } from '../../../src/domain/finance/amortisation.ts';
import { type Harness, startHarness } from './harness.ts';

const ALPHA = 'alpha.localhost';
const BRAVO = 'bravo.localhost';
const CHARLIE = 'charlie.localhost';
const NOW = new Date('2026-11-25T00:00:00Z');
let h: Harness;

const body = (extra: Record<string, unknown> = {}) => ({
  selfAssessedCreditScore: 'good',
  purchasePrice: 30_000,
  loanTerm: 60,
  year: 2022,
  vin: 'JTNK4RBE603012345',
  nvic: '0BQ822',
  whoIsHelping: 'Alpha Motors sales team',
  ...extra,
});

beforeAll(async () => {
  h = await startHarness(
    [
      { slug: 'alpha', settings: { finance: { quoteEnabled: true } } },
      { slug: 'bravo' },
      { slug: 'charlie', settings: { finance: { quoteEnabled: true } } },
    ],
    { now: () => NOW },
  );
});

afterAll(async () => {
  await h.close();
});

describe('offline lender adapter', () => {
  it('[API-06] the rate table spans the 8.38%–19.42% comparison range, best score cheapest', () => {
    const table = CREDIT_SCORES.map((score) => LENDER_RATE_TABLE[score]);
    expect(table[0]!.comparisonRate).toBe(8.38);
    expect(table.at(-1)!.comparisonRate).toBe(19.42);
    for (let i = 1; i < table.length; i++) {
      expect(table[i]!.advertisedRate).toBeGreaterThan(table[i - 1]!.advertisedRate);
      expect(table[i]!.comparisonRate).toBeGreaterThan(table[i - 1]!.comparisonRate);
    }
  });

  it('[API-06] each comparison rate is the advertised rate with the establishment fee on $30,000 over 5 years', () => {
    for (const score of CREDIT_SCORES) {
      const { advertisedRate, comparisonRate } = LENDER_RATE_TABLE[score];
      expect(
        comparisonRatePercent({
          annualRatePercent: advertisedRate,
          establishmentFee: LENDER_ESTABLISHMENT_FEE,
        }),
      ).toBe(comparisonRate);
    }
  });

  it('[API-06] quotes weekly repayments from the finance domain, fee financed, rounded up', async () => {
    const answer = await offlineLender().quote(
      { creditScore: 'excellent', purchasePrice: 45_990, termMonths: 84, vehicleYear: 2021 },
      NOW,
    );
    const expected = loanSummary({
      amount: 45_990,
      annualRatePercent: 7.69,
      termYears: 7,
      paymentsPerYear: 52,
      establishmentFee: 495,
    });
    expect(answer).toEqual({
      status: 'quoted',
      quote: {
        weeklyRepaymentAmount: expected.payment,
        advertisedRate: 7.69,
        comparisonRate: 8.38,
        termMonths: 84,
        establishmentFee: 495,
        totalPayable: expected.totalPayable,
      },
    });
  });

  it('[API-06] declines cars under $500 or more than 12 years old', () => {
    expect(
      offlineQuote({ creditScore: 'good', purchasePrice: 499, termMonths: 60, vehicleYear: 2022 }, NOW),
    ).toMatchObject({ status: 'declined' });
    expect(
      offlineQuote({ creditScore: 'good', purchasePrice: 500, termMonths: 60, vehicleYear: 2022 }, NOW),
    ).toMatchObject({ status: 'quoted' });
    expect(
      offlineQuote({ creditScore: 'good', purchasePrice: 9_000, termMonths: 60, vehicleYear: 2014 }, NOW),
    ).toMatchObject({ status: 'quoted' });
    expect(
      offlineQuote({ creditScore: 'good', purchasePrice: 9_000, termMonths: 60, vehicleYear: 2013 }, NOW),
    ).toMatchObject({ status: 'declined' });
  });
});

describe('POST /api/youx/quote', () => {
  it('[FIN-10][API-05] answers weeklyRepaymentAmount, comparisonRate and advertisedRate, labelled as an estimate', async () => {
    const response = await h.request(ALPHA, 'POST', '/api/youx/quote', body());
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      weeklyRepaymentAmount: repayment({
        amount: 30_000,
        annualRatePercent: 9.99,
        termYears: 5,
        paymentsPerYear: 52,
        establishmentFee: 495,
      }),
      comparisonRate: 10.7,
      advertisedRate: 9.99,
      loanTerm: 60,
      establishmentFee: 495,
      totalPayable: expect.any(Number),
      estimate: true,
      disclaimer: LENDER_DISCLAIMER,
    });
    expect(response.json.weeklyRepaymentAmount).toBe(150); // $30,495 at 9.99% over 260 weeks: 149.12, rounded up
  });

  it('[FIN-10] a better self-assessed credit score gives a lower repayment; the score is case-insensitive', async () => {
    const weekly: number[] = [];
    for (const score of ['EXCELLENT', 'Good', 'fair', 'poor']) {
      const response = await h.request(
        ALPHA,
        'POST',
        '/api/youx/quote',
        body({ selfAssessedCreditScore: score }),
      );
      expect(response.status).toBe(200);
      weekly.push(response.json.weeklyRepaymentAmount);
    }
    expect([...weekly].sort((a, b) => a - b)).toEqual(weekly);
    expect(new Set(weekly).size).toBe(4);
  });

  it('[FIN-10] vin, nvic and whoIsHelping may be null or absent (a car without them)', async () => {
    expect(
      (await h.request(ALPHA, 'POST', '/api/youx/quote', body({ vin: null, nvic: null, whoIsHelping: null })))
        .status,
    ).toBe(200);
    expect((await h.request(ALPHA, 'POST', '/api/youx/quote', body({ vin: '', nvic: '' }))).status).toBe(200);
    const { vin: _vin, nvic: _nvic, whoIsHelping: _who, ...minimal } = body();
    expect((await h.request(ALPHA, 'POST', '/api/youx/quote', minimal)).status).toBe(200);
  });

  it('[FIN-10][SEC-02] invalid bodies answer 400 { message, errors } naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [body({ purchasePrice: 0 }), 'purchasePrice'],
      [body({ purchasePrice: -5 }), 'purchasePrice'],
      [body({ purchasePrice: '30000' }), 'purchasePrice'],
      [body({ loanTerm: 61 }), 'loanTerm'],
      [body({ loanTerm: 6 }), 'loanTerm'],
      [body({ loanTerm: 96 }), 'loanTerm'],
      [body({ selfAssessedCreditScore: 'superb' }), 'selfAssessedCreditScore'],
      [body({ year: 22 }), 'year'],
      [body({ vin: 'NOT-A-VIN' }), 'vin'],
      [body({ whoIsHelping: 'x'.repeat(121) }), 'whoIsHelping'],
      [body({ deposit: 5000 }), 'deposit'],
    ];
    for (const [payload, field] of cases) {
      const response = await h.request(CHARLIE, 'POST', '/api/youx/quote', payload);
      expect(response.status, field).toBe(400);
      expect(response.json.message).toBe('Please fix the following errors:');
      expect(response.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const { loanTerm: _term, ...noTerm } = body();
    expect((await h.request(CHARLIE, 'POST', '/api/youx/quote', noTerm)).status).toBe(400);
  });

  it('[FIN-10] non-JSON bodies answer 400 or 415 with a message', async () => {
    const broken = await h.request(CHARLIE, 'POST', '/api/youx/quote', '{"selfAssessedCreditScore":', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ message: 'The request body is not valid JSON.' });
    const form = await h.request(CHARLIE, 'POST', '/api/youx/quote', 'a=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });

  it('[FIN-10] the lender declining (too old, too cheap) answers 422 with the reason', async () => {
    const old = await h.request(ALPHA, 'POST', '/api/youx/quote', body({ year: 2010 }));
    expect(old.status).toBe(422);
    expect(old.json).toEqual({ message: 'Finance quotes are available for vehicles up to 12 years old.' });
    const cheap = await h.request(ALPHA, 'POST', '/api/youx/quote', body({ purchasePrice: 300 }));
    expect(cheap.status).toBe(422);
  });

  it('[FIN-10] a site without the quote feature answers 404', async () => {
    const response = await h.request(BRAVO, 'POST', '/api/youx/quote', body());
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Finance quotes are not available on this site.' });
  });

  it('quotes are rate limited per client (30 a minute)', async () => {
    // charlie has used 15 so far in this file (the 400 cases above count too).
    let last = 0;
    for (let i = 0; i < 40 && last !== 429; i++)
      last = (await h.request(CHARLIE, 'POST', '/api/youx/quote', body())).status;
    expect(last).toBe(429);
    const limited = await h.request(CHARLIE, 'POST', '/api/youx/quote', body());
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/^Too many finance quotes\. Please try again in \d+ seconds?\.$/);
    // Another tenant's allowance is untouched.
    expect((await h.request(ALPHA, 'POST', '/api/youx/quote', body())).status).toBe(200);
  });
});
