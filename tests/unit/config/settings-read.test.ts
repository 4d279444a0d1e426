/**
 * CFG-04: every documented setting changes the built site. A setting that no code outside
 * src/config reads is a promise to ops that nothing keeps, so this fails when a schema key is
 * not read anywhere in src/ outside the config floor.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSettings } from '../../../src/config/describe.ts';
import { TenantSettingsSchema } from '../../../src/config/schema.ts';

const src = resolve(import.meta.dirname, '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return path === join(src, 'config') ? [] : sources(path);
    return /\.(ts|tsx|astro)$/.test(entry) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** Read as a property (`.key`, `['key']`) or destructured (`{ key }`, `{ key: name }`). */
function isRead(key: string, code: string): boolean {
  return new RegExp(`\\.${key}\\b|\\['${key}'\\]|[{,]\\s*${key}\\s*[,:}]`).test(code);
}

/** Settings the config loader itself acts on: site.template chooses the preset merged under the tenant's settings. */
const READ_BY_THE_LOADER = ['site.template'];

describe('[CFG-04] no setting that nothing reads', () => {
  const code = sources(src).join('\n');
  const leaves = describeSettings(TenantSettingsSchema as never).filter((row) => !row.isGroup);

  it('reads every setting of the schema somewhere outside src/config', () => {
    const unread = leaves
      .map((row) => row.path)
      .filter((path) => !READ_BY_THE_LOADER.includes(path) && !isRead(path.split('.').at(-1)!, code));
    expect(unread).toEqual([]);
  });

  it('the check tells a read setting from an unread one', () => {
    expect(isRead('hoverOpen', 'x(settings.navigation.hoverOpen)')).toBe(true);
    expect(isRead('hoverOpen', 'const { hoverOpen } = nav;')).toBe(true);
    expect(isRead('hoverOpen', "nav['hoverOpen']")).toBe(true);
    expect(isRead('hoverOpen', "// hoverOpen is documented\nconst label = 'hoverOpen';")).toBe(false);
    expect(isRead('garage', "type Kind = 'my-garage';")).toBe(false);
  });
});
