import type { Hono } from 'hono';
import * as v from 'valibot';
import { CREDIT_SCORES, LENDER_DISCLAIMER } from '../adapters/lender.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import { clientAddress } from '../services/client.ts';
import { rateLimit } from '../services/rate-limit.ts';
import { parseBody } from '../parse-body.ts';
import { readJson } from './read-json.ts';

const optionalText = (max: number, pattern: RegExp, message: string) =>
  v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `Must be at most ${max} characters`),
      v.check((value) => value === '' || pattern.test(value), message),
    ),
  );

/**
 * The YouX quote body (spec-1 §7). loanTerm is in MONTHS, 12 to 84 in steps of 6 (the
 * calculator's 1–7 years in half-year steps, FIN-03), so weekly payments are whole periods.
 * selfAssessedCreditScore is excellent, good, fair or poor (any case).
 */
export const QuoteRequestSchema = v.strictObject({
  selfAssessedCreditScore: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(CREDIT_SCORES, 'Credit score must be excellent, good, fair or poor'),
  ),
  purchasePrice: v.pipe(
    v.number('Purchase price must be a number'),
    v.finite(),
    v.gtValue(0, 'Purchase price must be above 0'),
    v.maxValue(2_000_000, 'Purchase price must be at most 2,000,000'),
  ),
  loanTerm: v.pipe(
    v.number('Loan term must be a number of months'),
    v.integer('Loan term must be a whole number of months'),
    v.minValue(12, 'Loan term must be 12 to 84 months'),
    v.maxValue(84, 'Loan term must be 12 to 84 months'),
    v.multipleOf(6, 'Loan term must be in steps of 6 months'),
  ),
  year: v.pipe(
    v.number('Year must be a number'),
    v.integer('Year must be a whole number'),
    v.minValue(1900),
    v.maxValue(2100),
  ),
  vin: optionalText(17, /^[A-HJ-NPR-Z0-9]{17}$/i, 'VIN must be 17 letters or digits, without I, O or Q'),
  nvic: optionalText(10, /^[A-Z0-9]{1,10}$/i, 'NVIC must be letters and digits'),
  whoIsHelping: optionalText(120, /^[^<>]*$/, 'Must not contain < or >'),
});

export function registerQuote(api: Hono<ApiEnv>, deps: ApiDeps): void {
  // A vehicle page asks once per car without a quote; this is ample for a person browsing.
  const limit = rateLimit(deps.store.rateLimits, 30, 60, 'finance quotes');

  /**
   * POST /api/youx/quote (FIN-10): { weeklyRepaymentAmount, comparisonRate, advertisedRate }
   * plus estimate: true and a disclaimer. Only when the tenant has the quote feature on.
   */
  api.post('/youx/quote', async (c) => {
    const site = c.get('site');
    if (!c.get('tenant').tenant.settings.finance.quoteEnabled)
      throw new HttpError(404, 'Finance quotes are not available on this site.');
    await limit.consume(`${site.slug}:${clientAddress(c)}`);
    const body = parseBody(QuoteRequestSchema, await readJson(c));
    const answer = await deps.adapters.lender.quote(
      {
        creditScore: body.selfAssessedCreditScore,
        purchasePrice: body.purchasePrice,
        termMonths: body.loanTerm,
        vehicleYear: body.year,
        vin: body.vin || undefined,
        nvic: body.nvic || undefined,
      },
      deps.now(),
    );
    if (answer.status === 'declined') throw new HttpError(422, answer.reason);
    const { quote } = answer;
    return c.json({
      weeklyRepaymentAmount: quote.weeklyRepaymentAmount,
      comparisonRate: quote.comparisonRate,
      advertisedRate: quote.advertisedRate,
      loanTerm: quote.termMonths,
      establishmentFee: quote.establishmentFee,
      totalPayable: quote.totalPayable,
      estimate: true,
      disclaimer: LENDER_DISCLAIMER,
    });
  });
}
