// The renderer's Vite settings, shared by the desktop build (electron.vite.config.ts) and the
// browser build (vite.web.config.ts), so both produce the same app.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export const alias = {
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@renderer': resolve(import.meta.dirname, 'src/renderer'),
};

export function rendererConfig(outDir: string): UserConfig {
  return {
    root: resolve(import.meta.dirname, 'src/renderer'),
    base: './',
    resolve: { alias },
    plugins: [react()],
    build: {
      outDir: resolve(import.meta.dirname, outDir),
      emptyOutDir: true,
      target: 'chrome130',
      chunkSizeWarningLimit: 1200,
    },
  };
}
