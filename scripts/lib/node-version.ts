// Scripts run TypeScript through Node's type stripping, which needs Node 22.18+; the
// project pins Node 24 (devDependency "node"), which npm scripts put first on PATH.
const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Node ${process.versions.node} is too old: run this through npm (npm run build …), which uses the project's Node 24.`,
  );
  process.exit(1);
}
