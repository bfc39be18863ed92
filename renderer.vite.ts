// The renderer's Vite settings, shared by the desktop build (electron.vite.config.ts) and the
// browser build (vite.web.config.ts), so both produce the same app.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(import.meta.dirname, 'src/renderer'),
};

const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

export function rendererConfig(outDir: string): UserConfig {
  return {
    root: resolve(import.meta.dirname, 'src/renderer'),
    // Absolute base: deep links such as /tickets/<uuid> must still find /assets.
    base: '/',
    define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
    resolve: { alias },
    plugins: [react()],
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
      },
    },
  };
}
