import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint of a run builds the import graph of src/ and server/ for balcao/no-import-cycles
// (once per run): paid here, with room for a loaded machine, not inside the first test's budget.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/shared/warmup.ts' });
}, 120_000);

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the lint rules that keep the process boundaries (DESIGN.md)', () => {
  it('ipcMain only in src/main/ipc/handle.ts', async () => {
    const code = "import { ipcMain } from 'electron';\nexport const x = ipcMain;\n";
    expect(await restrictedImports(code, 'src/main/ipc/handle.ts')).toEqual([]);
    expect(await restrictedImports(code, 'src/main/window.ts')).toHaveLength(1);
  });

  it('ipcRenderer only in src/preload/index.ts', async () => {
    const code = "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n";
    expect(await restrictedImports(code, 'src/preload/index.ts')).toEqual([]);
    expect(await restrictedImports(code, 'src/preload/buildDesk.ts')).toHaveLength(1);
    expect(await restrictedImports(code, 'src/main/ipc/handle.ts')).toHaveLength(1);
  });

  it("no deep imports into a feature: only its index", async () => {
    const deep = "import { useTickets } from '@renderer/features/tickets/store';\nexport const x = useTickets;\n";
    const index = "import { TicketsPage } from '@renderer/features/tickets';\nexport const x = TicketsPage;\n";
    expect(await restrictedImports(deep, 'src/renderer/app/router.tsx')).toHaveLength(1);
    expect(await restrictedImports(index, 'src/renderer/app/router.tsx')).toEqual([]);
  });

  it("a feature's locales alone may be imported directly (its strings without its components), nothing under them", async () => {
    const locales = "import { ticketsLocales } from '@renderer/features/tickets/locales';\nexport const x = ticketsLocales;\n";
    const underLocales = "import { listLocales } from '@renderer/features/tickets/locales/lists';\nexport const x = listLocales;\n";
    const lookalike = "import { x } from '@renderer/features/tickets/localesHelper';\nexport const y = x;\n";
    expect(await restrictedImports(locales, 'src/renderer/app/namespaces.ts')).toEqual([]);
    expect(await restrictedImports(underLocales, 'src/renderer/app/namespaces.ts')).toHaveLength(1);
    expect(await restrictedImports(lookalike, 'src/renderer/app/namespaces.ts')).toHaveLength(1);
  });

  it('the contract kit (scripts/contract) may import a feature\'s internals, not ipcRenderer', async () => {
    const deep = "import { fetchTickets } from '@renderer/features/tickets/api';\nexport const x = fetchTickets;\n";
    const ipc = "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;\n";
    expect(await restrictedImports(deep, 'scripts/contract/steps/ticketFlow.ts')).toEqual([]);
    expect(await restrictedImports(deep, 'scripts/start.ts')).toHaveLength(1);
    expect(await restrictedImports(ipc, 'scripts/contract/steps/ticketFlow.ts')).toHaveLength(1);
  });

  it('src/shared stays pure: no Electron, React or Node', async () => {
    for (const mod of ['electron', 'react', 'node:fs']) {
      expect(await restrictedImports(`import * as m from '${mod}';\nexport const x = m;\n`, 'src/shared/domain/x.ts')).toHaveLength(1);
    }
  });
});

describe("the renderer's layers (src/renderer/README.md, balcao/layers)", () => {
  async function layerErrors(code: string, filePath: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === 'balcao/layers').map((m) => m.message);
  }
  const shell = "import { appTheme } from '@renderer/app/theme';\nexport const x = appTheme;\n";

  it('nothing imports app/ but main.tsx; a test may', async () => {
    expect(await layerErrors(shell, 'src/renderer/features/account/UserMenu.tsx')).toHaveLength(1);
    expect(await layerErrors(shell, 'src/renderer/ui/x.ts')).toHaveLength(1);
    expect(await layerErrors(shell, 'src/renderer/main.tsx')).toEqual([]);
    expect(await layerErrors(shell, 'src/renderer/features/account/UserMenu.test.tsx')).toEqual([]);
  });

  it('api, platform, ui and i18n stay below the features, and shared below all', async () => {
    const feature = "import { UserMenu } from '@renderer/features/account';\nexport const x = UserMenu;\n";
    for (const file of ['src/renderer/api/x.ts', 'src/renderer/platform/x.ts', 'src/renderer/ui/x.ts', 'src/renderer/i18n/x.ts']) {
      expect(await layerErrors(feature, file)).toHaveLength(1);
    }
    // The session sits between: features and the shell read it, it reads none of them, and the
    // layers below it do not know it.
    const session = "import { useUser } from '@renderer/session';\nexport const x = useUser;\n";
    expect(await layerErrors(session, 'src/renderer/features/todo/x.tsx')).toEqual([]);
    expect(await layerErrors(session, 'src/renderer/app/x.tsx')).toEqual([]);
    for (const file of ['src/renderer/api/x.ts', 'src/renderer/platform/x.ts', 'src/renderer/ui/x.ts', 'src/renderer/i18n/x.ts']) {
      expect(await layerErrors(session, file)).toHaveLength(1);
    }
    expect(await layerErrors(feature, 'src/renderer/session/x.ts')).toHaveLength(1);
    const deep = "import { useSession } from '@renderer/session/store';\nexport const x = useSession;\n";
    expect(await layerErrors(deep, 'src/renderer/features/todo/x.tsx')).toHaveLength(1);
    expect(await layerErrors(deep, 'src/renderer/session/x.ts')).toEqual([]);
    const ui = "import { EmptyState } from '@renderer/ui';\nexport const x = EmptyState;\n";
    expect(await layerErrors(ui, 'src/shared/domain/x.ts')).toHaveLength(1);
    expect(await layerErrors(ui, 'src/renderer/features/todo/x.tsx')).toEqual([]);
  });

  it('the test helpers are for tests only; a new folder is an error until placed', async () => {
    const helper = "import { makeUser } from '@renderer/test/fixtures';\nexport const x = makeUser;\n";
    expect(await layerErrors(helper, 'src/renderer/features/todo/x.ts')).toHaveLength(1);
    expect(await layerErrors(helper, 'src/renderer/features/todo/x.test.ts')).toEqual([]);
    const shared = "import { LIMITS } from '@shared/domain/constants';\nexport const x = LIMITS;\n";
    expect(await layerErrors(shared, 'src/renderer/widgets/x.ts')).toHaveLength(1);
  });
});
