import { z } from 'zod';

/**
 * The main window's place on screen, as it was last left: normal (unmaximised) bounds, and
 * whether it was maximised or full screen. Restored at start (moved back on screen if its
 * display is gone: see windowState.ts).
 */
export const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(100).max(100_000),
  height: z.number().int().min(100).max(100_000),
  maximized: z.boolean(),
  fullScreen: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/**
 * The one file electron-store keeps (`balcao.json` in the user-data folder). Sections:
 * - version: the layout version of this file (migrations.ts brings older files up to date);
 * - backend: the backend address the user chose (null until the first-run screen sets it);
 * - vault: the refresh cookie per backend origin, as base64 of safeStorage ciphertext only;
 * - window: the main window's bounds (main only: the renderer cannot read or set them);
 * - global / scoped: the renderer's local state, shaped by src/shared/local/schema.ts (scoped
 *   under a `backend|company|user` scope string).
 * Each section is read through its schema, so a hand-edited or half-written file degrades to the
 * defaults section by section instead of failing the app.
 */
export const persistedSchema = z.object({
  version: z.number().int().min(0).catch(0),
  backend: z.string().nullable().catch(null),
  vault: z.record(z.string(), z.string()).catch({}),
  window: windowStateSchema.nullable().catch(null),
  global: z.record(z.string(), z.unknown()).catch({}),
  scoped: z.record(z.string(), z.record(z.string(), z.unknown())).catch({}),
});
export type Persisted = z.infer<typeof persistedSchema>;
export type Section = keyof Persisted;
export const SECTIONS = Object.keys(persistedSchema.shape) as Section[];

/**
 * electron-store's defaults, merged into a file that lacks a key. `version: 0` on purpose: a file
 * without a version (a fresh one, or one written before versions existed) goes through every
 * migration, which stamps the current version.
 */
export const PERSISTED_DEFAULTS: Persisted = { version: 0, backend: null, vault: {}, window: null, global: {}, scoped: {} };

/** What the modules need from electron-store (top-level keys only; no dot paths). */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export function readSection<S extends Section>(store: KeyValueStore, section: S): Persisted[S] {
  return persistedSchema.shape[section].parse(store.get(section)) as Persisted[S];
}

export function writeSection<S extends Section>(store: KeyValueStore, section: S, value: Persisted[S]): void {
  store.set(section, value);
}
