/**
 * The vehicle page's hold (VDP-14, DEAL-02): asks the API whether the car is reserved now and,
 * when it is, replaces the Reserve button with 'Reserved until Sat 11:00am', without waiting
 * for the next build. Nothing changes when the API cannot be reached.
 */
import { fetchReservationStatus } from '../../lib/api-client.ts';

const block = document.querySelector<HTMLElement>('[data-reserve-status]');
const slug = block?.dataset['reserveStatus'];
// Asked once the page is idle: the hold is news, not part of the first paint.
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(work, { timeout: 2000 })
    : setTimeout(work, 200);
if (block && slug)
  whenIdle(() => {
    void fetchReservationStatus(slug).then((result) => {
      if (!result.ok || !result.data.reserved) return;
      const note = document.createElement('p');
      note.className = 'reserved-note';
      note.setAttribute('role', 'status');
      note.textContent = result.data.text ?? 'Reserved';
      block.replaceChildren(note);
    });
  });
