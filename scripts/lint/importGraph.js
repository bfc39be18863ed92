// @ts-check
// The value-import graph of the project's TypeScript (type-only imports left out: they vanish at
// build time and cannot make a cycle at run time), and its cycles.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { resolveSpecifier } from './paths.js';

const SKIPPED_DIRS = new Set(['node_modules', '.git', 'out', 'dist', 'coverage']);
const isSource = (name) => /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name);

/** Every non-test .ts/.tsx under the given folders, as root-relative posix paths. */
function sourceFiles(root, dirs) {
  const found = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (isSource(entry.name)) found.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

/** An import or export clause that brings in only types (`import type`, `{ type A, type B }`). */
function onlyTypes(clause) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (ts.isImportClause(clause) && clause.name) return false;
  const named = ts.isImportClause(clause) ? clause.namedBindings : clause.exportClause;
  if (!named || !(ts.isNamedImports(named) || ts.isNamedExports(named))) return false;
  return named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/** The specifiers a file imports as values: static imports, re-exports and lazy `import()`. */
export function valueImports(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !onlyTypes(statement.importClause))
      specifiers.push(statement.moduleSpecifier);
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !statement.isTypeOnly &&
      !onlyTypes(statement)
    )
      specifiers.push(statement.moduleSpecifier);
  }
  // A lazy import still loads the module: it is an edge (walked only where the text has one).
  if (text.includes('import(')) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        specifiers.push(node.arguments[0]);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return specifiers.filter((s) => s && ts.isStringLiteralLike(s)).map((s) => s.text);
}

/** The file an extension-less import path names, like TypeScript's bundler resolution. */
export function fileOf(base, isFile) {
  const path = base.replace(/\.js$/, '');
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find(isFile);
}

/** file → the project files it imports as values (specifiers resolved like TypeScript's bundler mode). */
export function importGraph(root, dirs, aliases) {
  const files = sourceFiles(root, dirs);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of valueImports(file, readFileSync(join(root, file), 'utf8'))) {
      const path = resolveSpecifier(file, specifier, aliases);
      const hit = path === null ? undefined : fileOf(path, (c) => known.has(c));
      if (hit) targets.add(hit);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function cyclesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) components.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return components;
}

/** The shortest way back from `from` to `to` inside one cycle, both ends included (breadth-first). */
export function pathWithin(graph, component, from, to) {
  const inside = new Set(component);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    if (v === to && v !== from) break;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w) || previous.has(w)) continue;
      previous.set(w, v);
      queue.push(w);
    }
  }
  const path = [];
  for (let v = to; v != null; v = previous.get(v)) path.unshift(v);
  return path;
}
