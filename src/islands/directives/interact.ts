/**
 * `client:interact`: hydrate an island on the shopper's first touch of it (pointer over or
 * down, touch, focus, a key), not at load. The home hero form is a working GET form before
 * hydration and shows the build-time count, so React (and its hydration, the biggest task of the
 * home page's load on a phone) waits until someone reaches for it.
 *
 * A choice made before hydration ends would be reset by React to the built state; the
 * directive reads which form controls differ from the values the page was built with just
 * before hydrating and replays those as ordinary input and change events afterwards, so the
 * hydrated island hears about them.
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controls(root: HTMLElement): Control[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')];
}

/** The value the page was built with (what React will hydrate to). */
function builtValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const built = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return built?.value ?? '';
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return String(control.defaultChecked);
  return control.defaultValue;
}

function currentValue(control: Control): string {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
    ? String(control.checked)
    : control.value;
}

/** Sets a control's value the way a shopper would, so React's change tracking sees it. */
function replay(control: Control, value: string): void {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (String(control.checked) !== value) control.click();
    return;
  }
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

const interact: ClientDirective = (load, _options, element) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) element.removeEventListener(type, start);
    const hydrate = await load();
    // What the shopper chose before React takes the form over, read just before it does.
    const chosen = controls(element).flatMap((control) => {
      const value = currentValue(control);
      return value !== builtValue(control) ? [[control, value] as const] : [];
    });
    await hydrate();
    for (const [control, value] of chosen) if (control.isConnected) replay(control, value);
  };
  for (const type of TRIGGERS) element.addEventListener(type, start, { passive: true });
};

export default interact;
