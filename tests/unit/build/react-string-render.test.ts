import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  STRING_RENDER,
  STRING_RENDER_WITH_OPTIONS,
  withRenderOptions,
} from '../../../src/build/react-string-render.ts';

const require = createRequire(import.meta.url);

describe('islands rendered to a string keep their identifier prefix', () => {
  it('gives the installed renderer’s renderToString the island’s render options', () => {
    const file = require.resolve('@astrojs/react/server.js');
    const code = readFileSync(file, 'utf8');
    expect(code).toContain(STRING_RENDER);
    const mended = withRenderOptions(code);
    expect(mended).toContain(STRING_RENDER_WITH_OPTIONS);
    expect(mended).not.toContain(STRING_RENDER);
    expect(withRenderOptions(mended)).toBe(mended);
  });

  it('fails the build when the renderer no longer has the line it mends', () => {
    expect(() => withRenderOptions('html = render(vnode);')).toThrow(/no longer calls renderToString/);
  });
});
