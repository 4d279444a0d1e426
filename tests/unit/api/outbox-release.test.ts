import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { releaseEarlierRuns } from '../../../src/api/services/outbox.ts';
import type { ApiDeps } from '../../../src/api/context.ts';

/** A store that holds leases under these owners and records which it was asked to release. */
function depsWith(owners: string[]) {
  const released: string[] = [];
  const deps = {
    now: () => new Date('2026-11-26T00:00:00Z'),
    store: {
      outbox: {
        leaseOwners: async (prefix: string) => owners.filter((owner) => owner.startsWith(prefix)),
        releaseLeases: async (owner: string) => {
          released.push(owner);
          return 1;
        },
      },
    },
  } as unknown as ApiDeps;
  return { deps, released };
}

describe("releasing a restarted server's leases", () => {
  it("[SEC-11] releases those of its earlier runs that are gone, never a running process's or another node's", async () => {
    // A process that has exited: its id is free (and not reused within this test).
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const alive = process.ppid;
    const { deps, released } = depsWith([
      `api-1#${gone}`,
      `api-1#${alive}`,
      `api-1#${process.pid}`,
      `api-10#${gone}`,
      'api-1#not-a-pid',
    ]);
    expect(await releaseEarlierRuns(deps, 'api-1')).toBe(2);
    expect(released).toEqual([`api-1#${gone}`, `api-1#${process.pid}`]);
  });
});
