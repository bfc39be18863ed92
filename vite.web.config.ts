// The renderer in browser mode: `npm run start:web` serves it, the e2e suite builds it to out/web.
import { defineConfig } from 'vite';
import { rendererConfig } from './renderer.vite.ts';

export default defineConfig(() => {
  const config = rendererConfig('out/web');
  return {
    ...config,
    server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: false },
    preview: { host: '127.0.0.1' },
  };
});
