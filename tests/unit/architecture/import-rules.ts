/**
 * The import rules of DESIGN.md §Layout, checked over the TypeScript and Astro sources so a
 * floor cannot quietly start importing the floor above it again. Data flows one way:
 * model ← config ← feed ← domain ← search / api / pages / islands.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface ImportRule {
  /** The folder under src/ the rule is about. */
  from: string;
  /** Folders (top-level names, or 'scripts') it may import at run time; its own folder is always allowed. */
  allowed: readonly string[];
  /** Folders it may import types from (erased at build, no run-time dependency). */
  typesFrom?: readonly string[];
}

export const IMPORT_RULES: readonly ImportRule[] = [
  { from: 'model', allowed: [] },
  { from: 'config', allowed: ['model'] },
  { from: 'feed', allowed: ['model', 'config'] },
  { from: 'domain', allowed: ['model'], typesFrom: ['config'] },
  { from: 'search', allowed: ['model', 'config', 'domain'] },
  // The API reads the built site data (src/build's output format), never the server that mounts it.
  { from: 'api', allowed: ['model', 'config', 'feed', 'domain', 'search', 'build'] },
];

/** Folders outside src/ that nothing under src/ may import. */
export const FORBIDDEN_FROM_SRC: readonly string[] = ['scripts', 'tests'];

export interface ImportViolation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

interface ImportSite {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (/\.(ts|tsx|astro|mjs)$/.test(entry) && !entry.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** An Astro file's imports are in its frontmatter and its <script> elements. */
function scriptText(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

function importSites(file: string): ImportSite[] {
  const text = scriptText(file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const sites: ImportSite[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allNamedTypes =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly);
      sites.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: clause?.isTypeOnly === true || allNamedTypes,
        line: lineOf(node),
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      sites.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, line: lineOf(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      sites.push({ specifier: node.arguments[0].text, typeOnly: false, line: lineOf(node) });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal))
        sites.push({ specifier: literal.text, typeOnly: true, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** Checks every file under `<root>/src` against the rules; returns what breaks them. */
export function checkImportRules(
  root: string,
  rules: readonly ImportRule[] = IMPORT_RULES,
): ImportViolation[] {
  const src = join(root, 'src');
  const violations: ImportViolation[] = [];
  for (const file of sourceFiles(src)) {
    const floor = relative(src, file).split(sep)[0]!;
    const rule = rules.find((candidate) => candidate.from === floor);
    for (const site of importSites(file)) {
      if (!site.specifier.startsWith('.')) continue;
      const target = relative(root, resolve(dirname(file), site.specifier)).split(sep);
      const where = { file: relative(root, file), line: site.line, specifier: site.specifier };
      if (target[0] !== 'src') {
        if (FORBIDDEN_FROM_SRC.includes(target[0]!))
          violations.push({ ...where, reason: `src/ must not import ${target[0]}/` });
        continue;
      }
      const targetFloor = target[1]!;
      if (!rule || targetFloor === floor || rule.allowed.includes(targetFloor)) continue;
      if (site.typeOnly && rule.typesFrom?.includes(targetFloor)) continue;
      const may = [...rule.allowed, ...(rule.typesFrom ?? []).map((name) => `${name} (types only)`)];
      violations.push({
        ...where,
        reason: `src/${floor} may import ${may.length > 0 ? may.map((name) => `src/${name}`).join(', ') : 'nothing else in src/'}, not src/${targetFloor}`,
      });
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
