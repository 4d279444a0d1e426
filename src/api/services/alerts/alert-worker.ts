/**
 * The alert rounds every server process runs (ALERT-02): for each built tenant, compare a
 * new build's stock once, queue the digests that are due and the dealer's weekly watch
 * report. The store makes each step happen once however many processes run it.
 */
import type { ApiDeps } from '../../context.ts';
import { compareBuild } from './compare-build.ts';
import { queueDueDigests } from './digests.ts';
import { queueWatchReport } from './watch-report.ts';

/** How often a server looks for a new build and due digests. */
export const ALERT_INTERVAL_MS = 30_000;

export interface AlertRound {
  compared: string[];
  digests: number;
  reports: number;
}

/** One round over every built tenant; a tenant that fails is logged and the others go on. */
export async function runAlertRound(deps: ApiDeps): Promise<AlertRound> {
  const round: AlertRound = { compared: [], digests: 0, reports: 0 };
  for (const { slug } of deps.sites()) {
    try {
      if (await compareBuild(deps, slug)) round.compared.push(slug);
      round.digests += await queueDueDigests(deps, slug);
      if (await queueWatchReport(deps, slug)) round.reports++;
    } catch (error) {
      console.error(`[alerts] ${slug}:`, error instanceof Error ? error.message : error);
    }
  }
  return round;
}

export function startAlertWorker(
  deps: ApiDeps,
  intervalMs = ALERT_INTERVAL_MS,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = runAlertRound(deps);
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? undefined : runAlertRound(deps)));
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
