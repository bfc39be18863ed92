import type { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { storeGetSchema, storeSetSchema } from '@shared/ipc/contract';
import { globalStateSchema, scopedStateSchema, type GlobalKey } from '@shared/local/schema';
import { readStoredValue, strictSchema } from '@shared/local/read';
import { parse } from '@shared/parse';
import { readSection, writeSection, type KeyValueStore } from './schema';

type GetArgs = z.output<typeof storeGetSchema>;
type SetArgs = z.output<typeof storeSetSchema>;

export interface LocalStore {
  get(args: GetArgs): unknown;
  set(args: SetArgs): void;
}

const schemaOf = (key: string): $ZodType =>
  (globalStateSchema as Record<string, $ZodType>)[key] ?? (scopedStateSchema as Record<string, $ZodType>)[key];

/** Told of every installation-wide value written (main follows some: tray, spellcheck, login item). */
export type GlobalChangeListener = (key: GlobalKey, value: unknown) => void;

/**
 * store:get / store:set: the renderer's local state, each value checked with its key's schema.
 * Main writes through it too (the tray's do-not-disturb), so one path tells `onGlobalChange`.
 */
export function createLocalStore(store: KeyValueStore, onGlobalChange?: GlobalChangeListener): LocalStore {
  return {
    // One damaged entry costs that entry only (shared/local/read.ts), not the key's whole value.
    get(args) {
      if ('scope' in args) {
        const scoped = readSection(store, 'scoped');
        const values = Object.hasOwn(scoped, args.scope) ? scoped[args.scope] : {};
        return readStoredValue(args.key, Object.hasOwn(values, args.key) ? values[args.key] : undefined).value;
      }
      const global = readSection(store, 'global');
      return readStoredValue(args.key, Object.hasOwn(global, args.key) ? global[args.key] : undefined).value;
    },
    // The shared schemas end in `.catch(default)` so that reading never fails; a write must not be
    // rescued that way (a wrong value would silently become the default), so it is checked against
    // the schema inside the catch.
    set(args) {
      const value: unknown = parse(strictSchema(schemaOf(args.key)), args.value, `value of ${args.key}`);
      if ('scope' in args) {
        const scoped = readSection(store, 'scoped');
        const values = Object.hasOwn(scoped, args.scope) ? scoped[args.scope] : {};
        // Computed keys define own properties, so a scope like '__proto__' cannot touch prototypes.
        writeSection(store, 'scoped', { ...scoped, [args.scope]: { ...values, [args.key]: value } });
        return;
      }
      const global = readSection(store, 'global');
      const changed = !Object.hasOwn(global, args.key) || JSON.stringify(global[args.key]) !== JSON.stringify(value);
      writeSection(store, 'global', { ...global, [args.key]: value });
      if (changed) onGlobalChange?.(args.key, value);
    },
  };
}
