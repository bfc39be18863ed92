// The renderer's Vite settings, shared by the desktop build (electron.vite.config.ts) and the
// browser build (vite.web.config.ts), so both produce the same app.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import type { Plugin, UserConfig } from 'vite';

export const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(import.meta.dirname, 'src/renderer'),
};

const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

/** The libraries the signed-in screens share, in one chunk (see `codeSplitting` below). */
const UI_LIBS = new RegExp(
  `[\\\\/]node_modules[\\\\/](${[
    '@mantine[\\\\/](core|hooks|notifications|store)',
    '@floating-ui',
    '@tanstack',
    '@tabler',
    '@socket\\.io',
    'socket\\.io-client',
    'socket\\.io-parser',
    'engine\\.io-client',
    'engine\\.io-parser',
    'dayjs',
    'react-number-format',
    'react-textarea-autosize',
    'use-sync-external-store',
    'react-hook-form',
    '@hookform',
    'zustand',
    'i18next',
    'react-i18next',
    'react-router',
    'ky',
    'clsx',
  ].join('|')})[\\\\/]`,
);

/** zod's core module: where its global config is read (globalThis.__zod_globalConfig). */
const ZOD_CORE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const ZOD_WITHOUT_JIT = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';

/**
 * zod without its JIT, set at the top of the chunk that holds zod's core, before any schema is
 * built (zod reads the setting then). On an object schema's first parse zod compiles a parser for
 * its shape with `new Function`: the desktop app's CSP forbids that ('unsafe-eval'), and zod's
 * probe for it reports a CSP violation there (tests/e2e/csp.spec.ts); in a browser the compile
 * came inside the first screen's task, for one page of tickets (issue 18: the first row's median
 * about 4 ms sooner without it, 30 interleaved loads). The renderer parses one reply at a time,
 * where the compile does not pay back. The build fails if no chunk holds zod's core.
 */
function zodWithoutJit(): Plugin {
  let set = false;
  return {
    name: 'balcao-zod-without-jit',
    buildStart() {
      set = false;
    },
    outputOptions(options) {
      return {
        ...options,
        intro: (chunk) => {
          if (!Object.keys(chunk.modules).some((id) => ZOD_CORE.test(id))) return '';
          set = true;
          return ZOD_WITHOUT_JIT;
        },
      };
    },
    generateBundle() {
      if (!set) this.error("zod's core is in no chunk: its JIT could not be turned off (renderer.vite.ts)");
    },
  };
}

/** The data block's id, which platform/earlyCalls.ts reads (FIRST_SCREEN_CHUNKS_ID there). */
const FIRST_SCREEN_CHUNKS_ID = 'balcao-first-screen';

/**
 * The chunks of a resumed session's first screen, by module: on any signed-in path, and on the
 * inbox; and the strings of the first screen and of the signed-in ones in the languages besides
 * pt-BR, for an interface kept in one of them. The early script asks for them as the page starts
 * (platform/earlyCalls.ts).
 */
const FIRST_SCREEN_MODULES = {
  signedIn: ['app/layout/AppLayout.tsx', 'app/desktop/DesktopBadge.tsx', 'app/signedInLocales.ts'],
  inbox: ['features/tickets/TicketsPage.tsx', 'features/tickets/startShownList.ts'],
  translations: ['app/firstScreenTranslations.ts'],
  signedInTranslations: ['app/signedInTranslations.ts'],
};

/** The files a chunk needs to run (names in the output): itself, its static imports' chunks, and their CSS. */
function filesOf(starts: OutputChunk[], byFile: Map<string, OutputChunk>, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach((file) => visit(byFile.get(file)!));
  };
  starts.forEach(visit);
  return [...seen, ...css];
}

/**
 * src/renderer/early.ts as a script of its own in index.html, loaded `async` ahead of the app's
 * entry, and the list of the first screen's chunks beside it (a JSON data block, which the CSP
 * allows as nothing runs). Vite bundles every module script of a page into its one entry, which
 * runs only once all of the entry's files are in and evaluated: the session's first calls then
 * went out about 130 ms later, and the first screen's chunks only once the entry had run (issue 18).
 */
function earlyScript(root: string): Plugin {
  const file = resolve(root, 'early.ts');
  return {
    name: 'balcao-early-script',
    config: () => ({ build: { rolldownOptions: { input: { index: resolve(root, 'index.html'), early: file } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // Served by Vite (start:web): the source, and no chunks to list.
        if (!bundle) return [{ tag: 'script', attrs: { type: 'module', async: true, src: '/early.ts' }, injectTo: 'head-prepend' }];
        const chunks = Object.values(bundle).filter((out): out is OutputChunk => out.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const byModule = (path: string) => {
          // The chunk that holds the module: its own, or one shared with a static importer.
          const chunk = chunks.find((c) => c.moduleIds.includes(resolve(root, path)));
          if (!chunk) throw new Error(`${path} is in no chunk: update FIRST_SCREEN_MODULES`);
          return chunk;
        };
        const early = byModule('early.ts');
        // A chunk shared with the app's entry would hold the early script back until the entry's
        // files are in: its calls would then go out after the app's own, twice with one cookie.
        if (early.imports.length > 0) {
          throw new Error(`the early script imports ${early.imports.join(', ')}: it must import nothing of the app's`);
        }
        const entry = new Set(filesOf([byModule('index.html')], byFile, new Set()));
        const signedIn = filesOf(FIRST_SCREEN_MODULES.signedIn.map(byModule), byFile, entry);
        const inbox = filesOf(FIRST_SCREEN_MODULES.inbox.map(byModule), byFile, new Set([...entry, ...signedIn]));
        // The whole route table builds every schema of the contract: the first screen's modules
        // name the route groups they call (@shared/api/routes/<group>), the table stays with the
        // screens that list every route.
        const table = resolve(root, '../shared/api/routes/index.ts');
        const holder = [...entry, ...signedIn, ...inbox]
          .map((file) => byFile.get(file))
          .find((chunk) => chunk?.moduleIds.includes(table));
        if (holder) {
          throw new Error(`the first screen loads the whole route table (${holder.fileName}): import the route groups it calls`);
        }
        const translations = filesOf(FIRST_SCREEN_MODULES.translations.map(byModule), byFile, entry);
        const signedInTranslations = filesOf(
          FIRST_SCREEN_MODULES.signedInTranslations.map(byModule),
          byFile,
          new Set([...entry, ...translations]),
        );
        const paths = (files: string[]) => files.map((file) => `/${file}`);
        const listed = {
          signedIn: paths(signedIn),
          inbox: paths(inbox),
          translations: paths(translations),
          signedInTranslations: paths(signedInTranslations),
        };
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: FIRST_SCREEN_CHUNKS_ID },
            children: JSON.stringify(listed),
            injectTo: 'head-prepend',
          },
          { tag: 'script', attrs: { type: 'module', async: true, src: `/${early.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

export function rendererConfig(outDir: string): UserConfig {
  const root = resolve(import.meta.dirname, 'src/renderer');
  return {
    root,
    // Absolute base: deep links such as /tickets/<uuid> must still find /assets.
    base: '/',
    define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
    resolve: { alias },
    plugins: [react(), earlyScript(root), zodWithoutJit()],
    build: {
      outDir: resolve(import.meta.dirname, outDir),
      emptyOutDir: true,
      target: 'chrome130',
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        treeshake: {
          // The project's own modules run nothing on import that matters unless something of them
          // is used (their top-level code only defines, or wires what their exports use). Said so,
          // a barrel (ui/index.ts, a feature's index) brings into a chunk only the modules whose
          // exports that chunk uses, not every module behind it with a top-level call (memo,
          // create, lazy) and the libraries those import (issue 18: the login page loaded the
          // virtualizer, react-hook-form's users and the list blocks through such barrels).
          // Measured with the session's own route groups and the socket client loaded at sign-in:
          // 301 → 220 KB br of JS before the login form (docs/PERFORMANCE.md).
          moduleSideEffects: [{ test: /\/src\/(renderer|shared)\/.*\.tsx?$/, sideEffects: false }],
        },
        output: {
          // Few files for the libraries (issue 18): split automatically, the libraries came in about
          // 110 files of a few KB each, shared between the lazy screens, and a browser fetches them
          // six at a time from a web server. Grouped (measured in docs/PERFORMANCE.md): the first
          // row comes after 68 files instead of 163 and about 350 ms sooner, and the login form
          // after 34 files instead of 76, with fewer bytes (one large file compresses better).
          codeSplitting: {
            groups: [
              // What the entry needs before the first screen (React, the router, i18next, the
              // Mantine parts of the login page, the form library).
              { name: 'boot-libs', tags: ['$initial'], priority: 2, test: /[\\/]node_modules[\\/]/ },
              // The app's own code before the first screen, in one file: split automatically it came
              // in 33 files of 0.1 to 12 KB (modules the lazy screens share), and a browser fetches
              // six at a time from an HTTP/1.1 server: the login form and the first row each came
              // about 60 ms sooner in one (docs/PERFORMANCE.md). Only these modules, not what they
              // import (the libraries are boot-libs'); the early script's modules (early.ts and
              // platform/early*.ts) stay its own.
              {
                name: 'boot-app',
                tags: ['$initial'],
                priority: 2,
                includeDependenciesRecursively: false,
                test: /[\\/]src[\\/](?!renderer[\\/](early|platform[\\/]early\w*)\.ts$)/,
              },
              // The route groups the signed-in first screen calls, with the schemas they build: the
              // session's, the company data's and the branding's (user, company, queues...), and the
              // layout's and the inbox's (tickets, tags, messages, contacts, connections, chats,
              // announcements). Out of the entry since the login page needs none of them; in one
              // file rather than the dozen small ones automatic splitting made of them; the other
              // groups load with their screens (issue 18; the build checks the first screen does
              // not load the whole table, see earlyScript).
              {
                name: 'session-contract',
                priority: 1,
                test: /[\\/]src[\\/]shared[\\/]api[\\/]routes[\\/](auth|meta|settings|users|tickets|tags|messages|contacts|connections|chats|announcements)\.ts$/,
              },
              // The rest of the libraries every signed-in screen uses: Mantine and its floating
              // parts, the virtualizer, icons, the socket client, dates, the schemas. The heavy ones
              // a single screen needs (charts, the calendar, spreadsheets, the emoji picker, the
              // waveform, QR codes, phone numbers, drag and drop) are not named: they keep their
              // own chunks and load with that screen.
              { name: 'ui-libs', priority: 1, test: UI_LIBS },
            ],
          },
        },
      },
    },
  };
}
