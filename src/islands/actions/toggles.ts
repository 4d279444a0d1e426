/**
 * One delegated click handler for every show more / less control on the vehicle page
 * (`[data-toggle]`, see components/vehicle/ToggleButton.astro). Each button keeps its own state
 * (aria-expanded for `data-toggle="expanded"`, aria-pressed for any other name, e.g. the lender
 * disclaimer swap); a target carries `data-{name}` while any of its buttons of that name is on.
 * So 'Show All Specs' and a list's own 'Show More' are two states (spec-1 §3): a list is open
 * while either is on, and a list's own button is hidden while 'Show All Specs' holds it open.
 * Part of the vehicle page's script (car-page.ts).
 */
const targets = (button: Element) =>
  (button.getAttribute('aria-controls') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
const state = (button: HTMLElement) =>
  button.dataset['toggle'] === 'expanded' ? 'aria-expanded' : 'aria-pressed';
const isOn = (button: HTMLElement) => button.getAttribute(state(button)) === 'true';

function apply() {
  const buttons = [...document.querySelectorAll<HTMLElement>('[data-toggle]')];
  // Which buttons of each name hold each target open.
  const holders = new Map<HTMLElement, Map<string, HTMLElement[]>>();
  for (const button of buttons) {
    const name = button.dataset['toggle']!;
    for (const target of targets(button)) {
      const byName = holders.get(target) ?? new Map<string, HTMLElement[]>();
      holders.set(target, byName);
      const list = byName.get(name) ?? [];
      byName.set(name, list);
      if (isOn(button)) list.push(button);
    }
  }
  for (const [target, byName] of holders)
    for (const [name, on] of byName) target.toggleAttribute(`data-${name}`, on.length > 0);
  for (const button of buttons) {
    const label = isOn(button) ? button.dataset['less'] : button.dataset['more'];
    if (label) button.textContent = label;
    const name = button.dataset['toggle']!;
    const own = targets(button);
    button.hidden =
      !isOn(button) &&
      own.length > 0 &&
      own.every((target) => (holders.get(target)?.get(name) ?? []).some((other) => other !== button));
  }
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLElement>('[data-toggle]');
  if (!button) return;
  const on = !isOn(button);
  button.setAttribute(state(button), String(on));
  apply();
  if (!on && button.getBoundingClientRect().top < 0) button.scrollIntoView({ block: 'center' });
});
