import type { Log } from '../log';
import { persistedSchema, SECTIONS, type KeyValueStore } from './schema';

/** The layout version this build writes. Bump it with a new entry in MIGRATIONS. */
export const STORE_VERSION = 2;

/** The file as JSON, before any schema: what a migration receives and returns. */
export type RawFile = Record<string, unknown>;
export type Migration = (file: RawFile) => RawFile;

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * MIGRATIONS[n] brings a file of version n - 1 to version n. Each is a pure function of the file,
 * run once, in order; a file with no version (fresh, or written by 0.1.0, before versions) starts
 * at 0. Never edit a released migration: add the next one.
 */
export const MIGRATIONS: Record<number, Migration> = {
  /**
   * 0 → 1: the 0.1.0 layout, stamped. Sections of the wrong shape (a hand edit, a half-written
   * value) are replaced by their defaults once here, so later writes, which spread a section,
   * never spread garbage.
   */
  1: (file) => {
    const out: RawFile = { ...file };
    for (const section of SECTIONS) out[section] = persistedSchema.shape[section].parse(file[section]);
    return out;
  },
  /**
   * 1 → 2: closing the window now hides Balcão in the tray (issue 5), the default for new
   * installations. An installation already in use closed (quit) on close until now: it keeps that
   * behaviour unless the user turns the setting on, rather than silently staying in memory.
   */
  2: (file) => {
    const global = record(file.global);
    const inUse =
      (typeof file.backend === 'string' && file.backend !== '') ||
      Object.keys(record(file.vault)).length > 0 ||
      Object.keys(record(file.scoped)).length > 0 ||
      Object.keys(global).length > 0;
    if (!inUse || 'closeToTray' in global) return file;
    return { ...file, global: { ...global, closeToTray: false } };
  },
};

export interface MigrationResult {
  file: RawFile;
  from: number;
  changed: boolean;
}

/** Runs the migrations a file needs. A file from a newer build is left as it is (read through defaults). */
export function migrateFile(
  file: RawFile,
  log: Log,
  migrations: Record<number, Migration> = MIGRATIONS,
  target: number = STORE_VERSION,
): MigrationResult {
  const from = typeof file.version === 'number' && Number.isInteger(file.version) && file.version >= 0 ? file.version : 0;
  if (from >= target) {
    if (from > target) log.warn(`local store is version ${from}, newer than this build's ${target}: read as it is`);
    return { file, from, changed: false };
  }
  let current = file;
  for (let version = from + 1; version <= target; version++) {
    const migration = migrations[version];
    if (!migration) throw new Error(`no migration to local store version ${version}`);
    current = migration(current);
  }
  log.info(`local store migrated from version ${from} to ${target}`);
  return { file: { ...current, version: target }, from, changed: true };
}

/** Migrates the open store in place, writing only the sections that changed. */
export function migrateStore(store: KeyValueStore, log: Log): MigrationResult {
  const raw: RawFile = {};
  for (const section of SECTIONS) {
    const value = store.get(section);
    if (value !== undefined) raw[section] = value;
  }
  const result = migrateFile(raw, log);
  if (result.changed) {
    for (const section of SECTIONS) {
      const value = result.file[section];
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(raw[section])) store.set(section, value);
    }
  }
  return result;
}
