import { $ZodCatch, parse, safeParse, type $ZodType } from 'zod/v4/core';
import { globalStateSchema, scopedStateSchema, type GlobalKey, type ScopedKey } from './schema';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema without its outer catch (the default): what a value must be to be read as it is. */
export const strictSchema = (schema: $ZodType): $ZodType =>
  schema instanceof $ZodCatch ? schema._zod.def.innerType : schema;

const draftsStrict = strictSchema(scopedStateSchema.drafts);
const outboxStrict = strictSchema(scopedStateSchema.outbox);

/**
 * What can be kept of a damaged value whose entries are independent: one unreadable draft or
 * queued message costs that one, not every other (the schema alone would fall back to its
 * default, an empty collection). Keys without entries have nothing to salvage.
 */
const salvage: Partial<Record<GlobalKey | ScopedKey, (data: unknown) => unknown>> = {
  drafts: (data) =>
    isRecord(data)
      ? Object.fromEntries(Object.entries(data).filter(([id, text]) => safeParse(draftsStrict, { [id]: text }).success))
      : undefined,
  outbox: (data) => {
    if (!isRecord(data) || !Array.isArray(data.messages)) return undefined;
    const dedupes = typeof data.dedupes === 'boolean' ? data.dedupes : false;
    return { dedupes, messages: data.messages.filter((m) => safeParse(outboxStrict, { dedupes, messages: [m] }).success) };
  },
};

/**
 * Keys holding what the user wrote (drafts, unsent messages, tasks): losing any of it is worth
 * telling. A preference that reads as its default is not (an older build's value, say).
 */
const USER_CONTENT = new Set<string>(['drafts', 'outbox', 'todo']);

export interface StoredRead<T> {
  value: T;
  /** Something the user wrote was stored unreadable and is gone (the whole value, or some entries). */
  damaged: boolean;
}

/**
 * Reads a stored value of `key`: `raw` is the parsed JSON, undefined when nothing is stored, or
 * `unreadable` when what is stored is not JSON at all. Never throws; says whether anything was lost.
 */
export function readStoredValue<K extends GlobalKey | ScopedKey>(key: K, raw: unknown, unreadable = false): StoredRead<unknown> {
  const schema: $ZodType = (globalStateSchema as Record<string, $ZodType>)[key] ?? (scopedStateSchema as Record<string, $ZodType>)[key];
  const content = USER_CONTENT.has(key);
  if (unreadable || raw === undefined) return { value: parse(schema, undefined), damaged: unreadable && content };
  const whole = safeParse(strictSchema(schema), raw);
  if (whole.success) {
    // A list whose damaged entries the schema itself drops (the to-do list) is shorter than stored.
    const dropped = Array.isArray(raw) && Array.isArray(whole.data) && whole.data.length < raw.length;
    return { value: whole.data, damaged: dropped && content };
  }
  const rescue = salvage[key];
  return { value: parse(schema, rescue ? rescue(raw) : undefined), damaged: content };
}
