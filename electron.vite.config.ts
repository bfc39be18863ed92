import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { alias, rendererConfig } from './renderer.vite.ts';

// BALCAO_BUILD_DIR: build somewhere else than out/ (the packaging test builds into a temp folder).
const out = process.env.BALCAO_BUILD_DIR ?? 'out';

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: `${out}/main`,
      // electron-store and zod stay external (they are the app's runtime dependencies).
      externalizeDeps: true,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: `${out}/preload`,
      // A sandboxed preload cannot require anything but electron: bundle it whole, as CommonJS.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig(`${out}/renderer`),
});
