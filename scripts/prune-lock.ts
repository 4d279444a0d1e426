// The npm registry these machines reach serves only the linux-x64 builds of packages with
// per-platform binaries (Astro's compiler, Biome, esbuild, sharp …), so `npm install`
// writes a lockfile whose optionalDependencies name platform packages it could not record,
// and `npm ci` then refuses the lockfile as "out of sync". Run `npm run lock:prune` after
// changing dependencies: it drops optionalDependencies entries that have no lockfile entry.
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const recorded = new Set(Object.keys(lock.packages));

/** Resolves a dependency the way Node does: the nearest node_modules up the tree. */
function isRecorded(from: string, dependency: string): boolean {
  let base = from;
  for (;;) {
    if (recorded.has(`${base ? `${base}/` : ''}node_modules/${dependency}`)) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

let pruned = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const dependency of Object.keys(entry.optionalDependencies ?? {})) {
    if (!isRecorded(path, dependency)) {
      delete entry.optionalDependencies![dependency];
      pruned++;
    }
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: pruned ${pruned} optional platform dependencies this registry does not serve`,
);
