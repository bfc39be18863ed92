import { z } from 'zod';

/** The largest PostgreSQL `integer` (serial primary keys). */
export const INT4_MAX = 2_147_483_647;

/** Numeric primary keys; some backends serialise them as strings. */
export const idSchema = z.coerce.number().int().max(INT4_MAX);

/**
 * 'enabled' | 'disabled' switches; anything else (or a missing field) reads as disabled. 4.8.12
 * writes some as 'enable' / 'disable' (allTicket, CONTRACT.md) and some backends as booleans.
 */
export const switchSchema = z.preprocess(
  (v) => (v === 'enable' || v === true ? 'enabled' : v === 'disable' || v === false ? 'disabled' : v),
  z.enum(['enabled', 'disabled']).catch('disabled'),
);
export type Switch = z.infer<typeof switchSchema>;

/** Timestamps arrive as ISO strings; kept as strings so ordering can compare them cheaply. */
export const timestampSchema = z.string();

/** A nullable optional text field tolerant of numbers (some backends send numbers for text). */
export const textSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .nullish()
  .transform((v) => v ?? null);

/** Colour fallback of spec 1 §9 when a queue or tag has none. */
export const COLOR_FALLBACK = '#000000';
export const colorSchema = z.string().nullish().transform((v) => v || COLOR_FALLBACK);

/** The paging fields of a list reply `{<items>, count, hasMore}` (CONTRACT.md "Lists"); spread into each list schema. */
export const pageMeta = {
  count: z.coerce.number().catch(0),
  hasMore: z.boolean().catch(false),
};
