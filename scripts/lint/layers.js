// @ts-check
// balcao/layers: an allow-list of imports between layers (src/renderer/README.md). Each layer is a
// glob of files and the layers it may import; an import of a project file that is in no layer, or
// in a layer not on the list, is an error, so a new folder must be placed before it is used.
import { aliasesOf, fromRoot, importVisitors, resolveSpecifier } from './paths.js';

const withoutExtension = (path) => path.replace(/\.(d\.)?[cm]?[jt]sx?$/, '');

/**
 * 'src/renderer/features/*\/**' → a regex with the groups `unit` (what the first `*` matched: the
 * feature's name) and `rest` (the path inside it); a trailing '/**' also matches the folder itself.
 */
function globToRegExp(pattern) {
  const glob = withoutExtension(pattern);
  let out = '';
  let first = true;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (glob.startsWith('/**', i) && i + 3 === glob.length) {
      out += '(?<rest>/.*)?';
      break;
    }
    if (glob.startsWith('**', i)) {
      out += '.*';
      i++;
    } else if (c === '*') {
      out += first ? '(?<unit>[^/]*)' : '[^/]*';
      first = false;
    } else out += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** The layer of a path (extension ignored) and its unit (the first `*` of the layer's glob). */
function placeOf(path, layers) {
  const bare = withoutExtension(path);
  for (const layer of layers) {
    const match = layer.regex.exec(bare);
    if (match) return { layer, unit: match.groups?.unit, rest: match.groups?.rest ?? '' };
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between layers follow an allow-list (src/renderer/README.md).' },
    schema: [
      {
        type: 'object',
        properties: {
          tsconfig: { type: 'string' },
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                files: { type: 'string' },
                allow: { type: 'array', items: { type: 'string' } },
                indexOnly: { type: 'boolean' },
                // Besides the index, the entries of a unit others may import (e.g. 'locales').
                publicEntries: { type: 'array', items: { type: 'string' } },
              },
              required: ['name', 'files', 'allow'],
              additionalProperties: false,
            },
          },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      unplacedFile:
        "'{{file}}' is in no layer: place its folder in the layers of balcao/layers (eslint.config.js) and src/renderer/README.md.",
      unplacedTarget:
        "'{{target}}' is in no layer: place its folder in the layers of balcao/layers (eslint.config.js) and src/renderer/README.md.",
      notAllowed:
        "The {{from}} layer may not import the {{to}} layer ('{{specifier}}'); besides its own layer it may import: {{allowed}}.",
      notIndex: "Import {{to}} '{{unit}}' through its index only, not '{{specifier}}'.",
    },
  },
  create(context) {
    const options = context.options[0];
    const root = context.cwd;
    const aliases = aliasesOf(root, options.tsconfig);
    const all = options.layers.map((layer) => ({ ...layer, regex: globToRegExp(layer.files) }));
    const file = fromRoot(root, context.filename);
    const here = placeOf(file, all);

    /** @param {import('estree').Node} node @param {string} specifier */
    function check(node, specifier) {
      const target = resolveSpecifier(file, specifier, aliases);
      if (target === null) return;
      if (!here) return context.report({ node, messageId: 'unplacedFile', data: { file } });
      const there = placeOf(target, all);
      if (!there) return context.report({ node, messageId: 'unplacedTarget', data: { target } });
      const { layer: from } = here;
      const { layer: to } = there;
      if (from !== to && !from.allow.includes('*') && !from.allow.includes(to.name)) {
        const allowed = from.allow.length ? from.allow.join(', ') : 'nothing';
        return context.report({
          node,
          messageId: 'notAllowed',
          data: { from: from.name, to: to.name, specifier, allowed },
        });
      }
      const otherUnit = to.indexOnly && (from !== to || here.unit !== there.unit);
      const publicEntry = ['', '/index', ...(to.publicEntries ?? []).map((e) => `/${e}`)].includes(there.rest);
      if (otherUnit && !from.allow.includes('*') && !publicEntry) {
        context.report({ node, messageId: 'notIndex', data: { to: to.name, unit: there.unit ?? '', specifier } });
      }
    }

    return importVisitors(check);
  },
};
