// @ts-check
// Where an import points, as a path from the project root: shared by the layer rule and the
// cycle rule, so both read the aliases from the one place TypeScript reads them (tsconfig paths).
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import ts from 'typescript';

const aliasesRead = new Map();

/**
 * '@shared/*' → './src/shared/*' becomes ['@shared/', 'src/shared/'], from the tsconfig's paths;
 * read once per lint run (the rules ask for every file).
 */
export function aliasesOf(root, tsconfig = 'tsconfig.base.json') {
  const key = join(root, tsconfig);
  if (!aliasesRead.has(key)) aliasesRead.set(key, readAliases(root, tsconfig));
  return aliasesRead.get(key);
}

function readAliases(root, tsconfig) {
  const { config, error } = ts.readConfigFile(join(root, tsconfig), ts.sys.readFile);
  if (error) throw new Error(`cannot read ${tsconfig}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const paths = config?.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([from, [to]]) => [
    from.replace(/\*$/, ''),
    toPosix(to).replace(/^\.\//, '').replace(/\*$/, ''),
  ]);
}

export const toPosix = (path) => path.split(sep).join('/');

/** The linted file as a path from the root (ESLint gives it absolute; RuleTester may give it relative). */
export function fromRoot(root, filename) {
  return toPosix(isAbsolute(filename) ? relative(root, filename) : filename);
}

/**
 * The project path an import specifier names (no extension added), or null for a package.
 * `importer` and the result are root-relative posix paths; a `?url`-style query is dropped.
 */
export function resolveSpecifier(importer, specifier, aliases) {
  const spec = specifier.replace(/\?.*$/, '');
  for (const [prefix, target] of aliases)
    if (spec.startsWith(prefix)) return toPosix(join(target, spec.slice(prefix.length)));
  if (!spec.startsWith('.')) return null;
  return toPosix(join(dirname(importer), spec));
}

/**
 * ESLint visitors calling `check(node, specifier)` for every import, re-export and lazy import
 * of a string; `valueOnly` skips `import type` / `export type` (they vanish at build time).
 * @param {(node: import('estree').Node, specifier: string) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function importVisitors(check, valueOnly = false) {
  /** @param {any} node */
  const visit = (node) => {
    if (valueOnly && (node.importKind === 'type' || node.exportKind === 'type')) return;
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}
