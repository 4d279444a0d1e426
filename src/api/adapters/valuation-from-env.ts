/**
 * Which valuation adapter the API uses (API-06): the provider over HTTP when VALUATION_API_URL
 * is set (VALUATION_API_KEY required with it, VALUATION_API_TIMEOUT_MS optional), else the
 * offline default. A half-set configuration stops the API at start-up with the variable named,
 * rather than falling back to offline without a word.
 */
import { DEFAULT_VALUATION_TIMEOUT_MS, httpValuation } from './valuation-http.ts';
import { offlineValuation } from './valuation-offline.ts';
import type { ValuationAdapter } from './valuation.ts';

export function valuationFromEnv(env: NodeJS.ProcessEnv): ValuationAdapter {
  const url = env['VALUATION_API_URL']?.trim();
  const key = env['VALUATION_API_KEY']?.trim();
  if (!url) {
    if (key) throw new Error('VALUATION_API_KEY is set without VALUATION_API_URL: set both, or neither');
    return offlineValuation();
  }
  if (!key) throw new Error('VALUATION_API_URL is set without VALUATION_API_KEY: set both, or neither');
  const timeout = env['VALUATION_API_TIMEOUT_MS']?.trim();
  const timeoutMs = timeout ? Number(timeout) : DEFAULT_VALUATION_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    throw new Error(
      `VALUATION_API_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000 (got ${timeout})`,
    );
  return httpValuation({ baseUrl: url, apiKey: key, timeoutMs });
}
