/**
 * The sales counter's ledger between builds (PROMO-06, COMP-05; rules in
 * src/domain/promotions/sales-counter.ts): dist/.reports/<slug>.sold.json, beside the other
 * records one build leaves the next. Without it the count starts again from what the feed shows;
 * an unreadable one is reported and read as absent, which can only make the count lower.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import type { SoldLedger } from '../domain/promotions/sales-counter.ts';

const SoldLedgerSchema = v.object({
  month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  sold: v.record(v.string(), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  listed: v.array(v.string()),
});

export function soldLedgerFile(distDir: string, slug: string): string {
  return join(distDir, '.reports', `${slug}.sold.json`);
}

export function readSoldLedger(file: string, slug: string): SoldLedger | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return v.parse(SoldLedgerSchema, JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    console.warn(
      `${slug}: ignoring the sales counter's ledger ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/** Written whole, then renamed, so a reader never sees half a file. */
export function writeSoldLedger(file: string, ledger: SoldLedger): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, `${JSON.stringify(ledger)}\n`);
  renameSync(partial, file);
}
