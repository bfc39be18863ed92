// The renderer in browser mode: `npm run start:web` serves it, the e2e suite builds it to out/web.
import { defineConfig } from 'vite';
import { rendererConfig } from './renderer.vite.ts';

export default defineConfig(() => {
  // WEB_OUT_DIR lets several checkouts of work build side by side (the e2e suite reads the same variable).
  const config = rendererConfig(process.env.WEB_OUT_DIR ?? 'out/web');
  return {
    ...config,
    // A browser never has the desktop app's preload bridge: platform/index.ts drops that half.
    define: { ...config.define, 'import.meta.env.VITE_BROWSER_ONLY': 'true' },
    server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: false },
    preview: { host: '127.0.0.1' },
  };
});
