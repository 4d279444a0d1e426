/**
 * The category buttons of the 'Explore Our Range' browser (MOD-02): one pressed at a time
 * (aria-pressed), each showing only the model slides of its manufacturer body, with the
 * carousel back at its start and its previous/next buttons re-read. Without this script the
 * buttons stay hidden and the carousel shows every model.
 */
import { inRangeCategory } from '../../domain/models/range-browser.ts';

export function startRangeFilter(root: HTMLElement, refresh: (() => void) | undefined): void {
  const group = root.querySelector<HTMLElement>('[data-range-filters]');
  const track = root.querySelector<HTMLElement>('.carousel-track');
  const status = root.querySelector<HTMLElement>('[data-range-status]');
  if (!group || !track) return;
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('button[data-range-filter]')];
  const slides = [...track.querySelectorAll<HTMLElement>('[data-range-keys]')];
  const choose = (chosen: HTMLButtonElement) => {
    const category = chosen.dataset['rangeFilter'] ?? '';
    for (const button of buttons) button.setAttribute('aria-pressed', String(button === chosen));
    for (const slide of slides)
      slide.hidden = !inRangeCategory((slide.dataset['rangeKeys'] ?? '').split(' '), category);
    track.scrollTo({ left: 0, behavior: 'auto' });
    if (status) status.textContent = chosen.dataset['status'] ?? '';
    refresh?.();
  };
  for (const button of buttons) button.addEventListener('click', () => choose(button));
  group.hidden = false;
}
