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

const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string };

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
    },
  };
}
