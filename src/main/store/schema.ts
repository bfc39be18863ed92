import { z } from 'zod';

/**
 * The one file electron-store keeps (`balcao.json` in the user-data folder). Sections:
 * - backend: the backend address the user chose (null until the first-run screen sets it);
 * - vault: the refresh cookie per backend origin, as base64 of safeStorage ciphertext only;
 * - global / scoped: the renderer's local state, shaped by src/shared/local/schema.ts (scoped
 *   under a `backend|company|user` scope string).
 * Each section is read through its schema, so a hand-edited or half-written file degrades to the
 * defaults section by section instead of failing the app.
 */
export const persistedSchema = z.object({
  backend: z.string().nullable().catch(null),
  vault: z.record(z.string(), z.string()).catch({}),
  global: z.record(z.string(), z.unknown()).catch({}),
  scoped: z.record(z.string(), z.record(z.string(), z.unknown())).catch({}),
});
export type Persisted = z.infer<typeof persistedSchema>;
export type Section = keyof Persisted;

export const PERSISTED_DEFAULTS: Persisted = { backend: null, vault: {}, global: {}, scoped: {} };

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
