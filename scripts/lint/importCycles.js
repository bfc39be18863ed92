// @ts-check
// balcao/no-import-cycles: a file whose value imports lead back to itself is an error, reported on
// the import that starts the loop, with the loop spelled out. The graph covers the whole project
// (src/ and server/ by default), so a cycle between the renderer's features, the server's modules
// or main's is caught wherever it is; it is built once per lint run and root.
import { aliasesOf, fromRoot, importVisitors, resolveSpecifier } from './paths.js';
import { cyclesOf, fileOf, importGraph, pathWithin } from './importGraph.js';

/** @type {Map<string, { graph: Map<string, Set<string>>, componentOf: Map<string, string[]>, aliases: [string, string][] }>} */
const built = new Map();

function project(root, dirs, tsconfig) {
  const key = JSON.stringify([root, dirs, tsconfig]);
  let entry = built.get(key);
  if (!entry) {
    const aliases = aliasesOf(root, tsconfig);
    const graph = importGraph(root, dirs, aliases);
    const componentOf = new Map();
    for (const component of cyclesOf(graph)) for (const file of component) componentOf.set(file, component);
    entry = { graph, componentOf, aliases };
    built.set(key, entry);
  }
  return entry;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles (value imports; `import type` does not count).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          dirs: { type: 'array', items: { type: 'string' } },
          tsconfig: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle: {{loop}}. Move what both sides need down a layer, or pass it in from the screen that composes them.',
    },
  },
  create(context) {
    const { root = context.cwd, dirs = ['src', 'server'], tsconfig } = context.options[0] ?? {};
    const { graph, componentOf, aliases } = project(root, dirs, tsconfig);
    const file = fromRoot(root, context.filename);
    const component = componentOf.get(file);
    if (!component) return {};
    const targets = graph.get(file) ?? new Set();

    /** @param {import('estree').Node} node @param {string} specifier */
    function check(node, specifier) {
      const path = resolveSpecifier(file, specifier, aliases);
      const target = path === null ? undefined : fileOf(path, (c) => targets.has(c));
      if (!target || !component.includes(target)) return;
      const loop = [file, ...(target === file ? [file] : pathWithin(graph, component, target, file))];
      context.report({ node, messageId: 'cycle', data: { loop: loop.join(' → ') } });
    }

    return importVisitors(check, true);
  },
};
