import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './plugin.js';

RuleTester.describe = describe;
RuleTester.it = it;

// The rule reads the project from disk: a small one, with an alias, a renderer and a server.
const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
const files: Record<string, string> = {
  'tsconfig.base.json': '{ /* comments allowed */ "compilerOptions": { "paths": { "@r/*": ["./src/r/*"] } } }',
  // A loop of three through an alias, an index and a re-export.
  'src/r/a.ts': "import { b } from '@r/b';\nexport const a = () => b;",
  'src/r/b/index.ts': "export { c as b } from '../c';",
  'src/r/c.tsx': "import { a } from './a';\nexport const c = () => a;",
  // Type-only imports do not count, in any spelling.
  'src/r/t1.ts': "import type { T2 } from './t2';\nimport { type T3 } from './t3';\nexport type T1 = T2 | T3;",
  'src/r/t2.ts': "import { t1 } from './t1';\nexport type T2 = 2;\nexport const x = t1;",
  'src/r/t3.ts': "export type { T1 as T3 } from './t1';",
  // A lazy import still loads the module.
  'server/src/routes.ts': "export const routes = () => import('./app');",
  'server/src/app.ts': "import { routes } from './routes';\nexport const app = routes;",
  // A test importing what imports it is no cycle: tests are leaves.
  'src/r/d.ts': 'export const d = 1;',
  'src/r/d.test.ts': "import { d } from './d';",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [{ root }];
const at = (path: string) => ({ code: files[path], filename: join(root, path), options });

tester.run('balcao/no-import-cycles', plugin.rules['no-import-cycles'], {
  valid: [at('src/r/t1.ts'), at('src/r/t2.ts'), at('src/r/t3.ts'), at('src/r/d.ts')],
  invalid: [
    {
      ...at('src/r/a.ts'),
      errors: [{ message: /^Import cycle: src\/r\/a\.ts → src\/r\/b\/index\.ts → src\/r\/c\.tsx → src\/r\/a\.ts\./ }],
    },
    { ...at('src/r/b/index.ts'), errors: 1 },
    { ...at('src/r/c.tsx'), errors: 1 },
    {
      ...at('server/src/routes.ts'),
      errors: [
        { message: /^Import cycle: server\/src\/routes\.ts → server\/src\/app\.ts → server\/src\/routes\.ts\./ },
      ],
    },
  ],
});
