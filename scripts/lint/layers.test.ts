import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './plugin.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

// A small stack with the same shapes as the renderer's (eslint.config.js): an entry, units that
// are reached through their index, a layer below them, a layer that may import anything.
const options = [
  {
    layers: [
      { name: 'entry', files: 'src/r/main.tsx', allow: ['shell', 'unit', 'base'] },
      { name: 'shell', files: 'src/r/shell/**', allow: ['unit', 'base'] },
      { name: 'unit', files: 'src/r/units/*/**', indexOnly: true, publicEntries: ['locales'], allow: ['base'] },
      { name: 'base', files: 'src/r/base/**', allow: [] },
      { name: 'helpers', files: 'src/r/helpers/**', allow: ['*'] },
    ],
  },
];

const valid = (code: string, filename: string) => ({ code, filename, options });
const invalid = (code: string, filename: string, messageId: string) => ({
  code,
  filename,
  options,
  errors: [{ messageId }],
});

tester.run('balcao/layers', plugin.rules.layers, {
  valid: [
    // Down the stack, by alias or relative path, static, re-exported or lazy.
    valid("import { a } from '@renderer/../r/base/a';", 'src/r/shell/x.ts'),
    valid("import { a } from '../base/a';", 'src/r/shell/x.ts'),
    valid("export { a } from '../base/a';", 'src/r/shell/x.ts'),
    valid("const m = import('../base/a');", 'src/r/shell/x.ts'),
    valid("import { App } from './shell/App';", 'src/r/main.tsx'),
    // Within a layer, and within a unit past its index.
    valid("import { b } from './b';", 'src/r/base/a.ts'),
    valid("import { s } from '../store';", 'src/r/units/tickets/parts/x.tsx'),
    // Another unit through its index only.
    valid("import { t } from '../tickets';", 'src/r/units/messages/x.ts'),
    valid("import { t } from '../tickets/index';", 'src/r/units/messages/x.ts'),
    valid("import { t } from '../units/tickets';", 'src/r/shell/x.ts'),
    // A unit's public entries besides its index (its strings, loaded without its components).
    valid("const l = import('../units/tickets/locales');", 'src/r/shell/x.ts'),
    // Packages are not layers; a layer allowed '*' may import anything.
    valid("import { useState } from 'react';\nimport { Button } from '@mantine/core';", 'src/r/base/a.ts'),
    valid(
      "import { t } from '../units/tickets/store';\nimport { App } from '../shell/App';",
      'src/r/helpers/render.tsx',
    ),
    // A file with no imports of project files is never reported, placed or not.
    valid("import 'react';", 'src/r/elsewhere/x.ts'),
  ],
  invalid: [
    invalid("import { App } from '../../shell/App';", 'src/r/units/tickets/x.ts', 'notAllowed'),
    invalid("import { App } from '@renderer/../r/shell/App';", 'src/r/units/tickets/x.ts', 'notAllowed'),
    invalid("const m = import('../shell/App');", 'src/r/base/x.ts', 'notAllowed'),
    invalid("export * from '../shell/App';", 'src/r/base/x.ts', 'notAllowed'),
    invalid("import { r } from '../helpers/render';", 'src/r/shell/x.ts', 'notAllowed'),
    // Type-only imports count: a layer's types are part of what it depends on.
    invalid("import type { Props } from '../shell/App';", 'src/r/base/x.ts', 'notAllowed'),
    invalid("import { s } from '../tickets/store';", 'src/r/units/messages/x.ts', 'notIndex'),
    invalid("import { s } from '../units/tickets/store';", 'src/r/shell/x.ts', 'notIndex'),
    invalid("import { l } from '../units/tickets/locales/lists';", 'src/r/shell/x.ts', 'notIndex'),
    // A new folder is an error until placed, from either side of the import.
    invalid("import { a } from '../base/a';", 'src/r/widgets/x.ts', 'unplacedFile'),
    invalid("import { w } from '../widgets/w';", 'src/r/shell/x.ts', 'unplacedTarget'),
  ],
});
