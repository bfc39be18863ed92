/**
 * `npx tsx bench/entry-chunk.ts`: what the browser renderer's entry loads before anything lazy
 * (issue 18). Builds the renderer with a plugin that reads the bundle, then prints the entry
 * chunk and every chunk it imports statically (what index.html preloads), with their sizes, and
 * the source modules that weigh most in them, grouped by folder (a feature, a library).
 */
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { gzipSync } from 'node:zlib';
import { rendererConfig } from '../renderer.vite';

const OUT = process.env.WEB_OUT_DIR ?? 'out/web-entry';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** node_modules/@scope/pkg or node_modules/pkg; src/renderer/features/x; else the folder. */
function group(id: string): string {
  const mod = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (mod) return mod[1];
  const src = /src\/(renderer\/features\/[^/]+|renderer\/[^/]+|shared\/[^/]+)/.exec(id);
  return src ? src[1] : id;
}

const report: Plugin = {
  name: 'entry-report',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    // The app's entry, not the early script (a second input, see renderer.vite.ts).
    const entry = chunks.find((c) => c.isEntry && !c.facadeModuleId?.endsWith('early.ts'))!;
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const seen = new Set<string>();
    const stack = [entry.fileName];
    while (stack.length) {
      const name = stack.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      stack.push(...(byName.get(name)?.imports ?? []));
    }
    const loaded = [...seen].map((n) => byName.get(n)!).filter(Boolean);
    const raw = loaded.reduce((a, c) => a + c.code.length, 0);
    const gz = loaded.reduce((a, c) => a + gzipSync(c.code).length, 0);
    console.log(`Entry ${entry.fileName}: ${kb(entry.code.length)} raw, ${kb(gzipSync(entry.code).length)} gzip`);
    console.log(
      `With its static imports: ${loaded.length} files, ${kb(raw)} raw, ${kb(gz)} gzip (each file compressed alone)`,
    );
    const groups = new Map<string, number>();
    for (const c of loaded)
      for (const [id, m] of Object.entries(c.modules))
        groups.set(group(id), (groups.get(group(id)) ?? 0) + m.renderedLength);
    console.log('Heaviest sources in them (rendered bytes, before minification of names):');
    for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30)))
      console.log(`  ${kb(n).padStart(9)}  ${g}`);
    console.log('The chunks, largest first, each with what weighs most in it:');
    for (const c of [...loaded].sort((a, b) => b.code.length - a.code.length).slice(0, 12)) {
      const inside = new Map<string, number>();
      for (const [id, m] of Object.entries(c.modules))
        inside.set(group(id), (inside.get(group(id)) ?? 0) + m.renderedLength);
      const top = [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([g, n]) => `${g} ${kb(n)}`);
      console.log(`  ${kb(c.code.length).padStart(9)}  ${c.fileName}: ${top.join(', ')}`);
    }
    // ENTRY_MODULES=1: every source module of the project in them, to find who pulls what in.
    if (process.env.ENTRY_MODULES) {
      const own = loaded.flatMap((c) => Object.entries(c.modules)).filter(([id]) => !id.includes('node_modules'));
      for (const [id, m] of own.sort((a, b) => b[1].renderedLength - a[1].renderedLength))
        console.log(`  ${kb(m.renderedLength).padStart(9)}  ${id.replace(/.*\/src\//, 'src/')}`);
    }
  },
};

const config = rendererConfig(OUT);
await build({
  ...config,
  configFile: false,
  logLevel: 'warn',
  plugins: [...(config.plugins ?? []), report],
  build: { ...config.build, outDir: resolve(import.meta.dirname, '..', OUT) },
});
