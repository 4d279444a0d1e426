/**
 * Background threads give way to the thread answering shoppers. On Linux every thread is a
 * task with a nice value of its own (/proc/thread-self names its id), so the outbox thread
 * can lower just its own priority: under a burst the CPU goes to accepting leads first and
 * delivery catches up as soon as the burst eases; on an idle machine nothing changes.
 * Elsewhere (no /proc) the thread keeps its priority.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Nice value for background work: below normal (0), above the idle-only 19. */
export const BACKGROUND_NICE = 10;

/** Returns true when this thread's priority was lowered. */
export function lowerThisThreadPriority(nice = BACKGROUND_NICE): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
}
