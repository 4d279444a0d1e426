/**
 * One delegated click handler for every show more / less control on the vehicle page
 * (`[data-toggle]`, see components/vehicle/ToggleButton.astro). `data-toggle="expanded"` opens
 * the targets (aria-expanded); any other name flips `data-{name}` on them (aria-pressed), e.g.
 * the lender disclaimer swap. Buttons sharing a target (Show All Specs) stay in step. Part of
 * the vehicle page's script (car-page.ts).
 */
const targets = (button: Element) =>
  (button.getAttribute('aria-controls') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
const state = (button: HTMLElement) =>
  button.dataset['toggle'] === 'expanded' ? 'aria-expanded' : 'aria-pressed';
function sync() {
  for (const button of document.querySelectorAll<HTMLElement>('[data-toggle]')) {
    const on = targets(button).every((el) => el.hasAttribute(`data-${button.dataset['toggle']}`));
    button.setAttribute(state(button), String(on));
    const label = on ? button.dataset['less'] : button.dataset['more'];
    if (label) button.textContent = label;
  }
}
document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLElement>('[data-toggle]');
  if (!button) return;
  const on = button.getAttribute(state(button)) !== 'true';
  for (const el of targets(button)) el.toggleAttribute(`data-${button.dataset['toggle']}`, on);
  sync();
  if (!on && button.getBoundingClientRect().top < 0) button.scrollIntoView({ block: 'center' });
});
