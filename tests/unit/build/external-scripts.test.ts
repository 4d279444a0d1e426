import { describe, expect, it } from 'vitest';
import {
  externaliseAstroScripts,
  externalScriptName,
  isAstroRuntimeScript,
} from '../../../src/build/external-scripts.ts';

// Shortened copies of what Astro inlines: the island runtime and a client directive's loader.
const RUNTIME =
  '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const VISIBLE =
  '(()=>{var a=()=>{};(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event("astro:visible"));})();';
const OWN = "(function(){document.documentElement.classList.add('js')})();";

describe("Astro's inline runtime scripts as shared files", () => {
  it('recognises the island runtime and the directive loaders, and no other script', () => {
    expect(isAstroRuntimeScript(RUNTIME)).toBe(true);
    expect(isAstroRuntimeScript(VISIBLE)).toBe(true);
    expect(isAstroRuntimeScript(OWN)).toBe(false);
    expect(isAstroRuntimeScript('self.Astro.visible')).toBe(false);
  });

  it('replaces them, in order, with deferred files named by their content, and keeps the page’s own', () => {
    const page = `<head><script>${OWN}</script></head><body><script>${VISIBLE}</script><script>${RUNTIME}</script><astro-island></astro-island><script type="application/ld+json">{}</script></body>`;
    const { html, files } = externaliseAstroScripts(page);
    const visible = externalScriptName(VISIBLE);
    const runtime = externalScriptName(RUNTIME);
    expect(visible).toMatch(/^astro-inline\.[0-9a-f]{10}\.js$/);
    expect(html).toBe(
      `<head><script>${OWN}</script></head><body><script src="/_astro/${visible}" defer></script><script src="/_astro/${runtime}" defer></script><astro-island></astro-island><script type="application/ld+json">{}</script></body>`,
    );
    expect([...files]).toEqual([
      [visible, VISIBLE],
      [runtime, RUNTIME],
    ]);
    expect(externalScriptName(RUNTIME)).toBe(runtime);
    expect(externalScriptName(`${RUNTIME} `)).not.toBe(runtime);
  });
});
