import { describe, expect, it } from 'vitest';
import { tagReactIslands } from '../../../src/build/tag-react-islands.ts';

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | undefined;
const transform = tagReactIslands().transform as unknown as Transform;

describe('naming React as the islands’ renderer', () => {
  it('tags the exports of an island module in the server build, so Astro does not render it once to ask', async () => {
    const id = '/work/app/src/islands/actions/ShareActions.tsx';
    const out = transform('export function ShareActions() {}', id, { ssr: true });
    expect(out?.code).toContain(`import * as __islandExports from "${id}";`);
    expect(out?.code).toContain("value[Symbol.for('astro:renderer')] = '@astrojs/react'");
  });

  it('leaves browser bundles and other modules alone', () => {
    expect(transform('x', '/work/app/src/islands/actions/ShareActions.tsx', { ssr: false })).toBeUndefined();
    expect(transform('x', '/work/app/src/components/Header.astro', { ssr: true })).toBeUndefined();
    expect(transform('x', '/work/app/src/domain/share.ts', { ssr: true })).toBeUndefined();
  });
});
