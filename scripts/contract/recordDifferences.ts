/** The save's own timestamp: the one field a save is expected to change besides what it was asked to. */
const NOT_COMPARED = new Set(['updatedAt']);

/**
 * A field as compared: the queues by their ids (the save rewrites the user↔queue rows, and with
 * them their timestamps) and a related record by its id (which one, not its bookkeeping).
 */
function comparable(key: string, value: unknown): unknown {
  if (key === 'queues' && Array.isArray(value)) return value.map((q: { id?: unknown }) => q?.id).sort();
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value)
    return (value as { id: unknown }).id;
  return value;
}

const shown = (value: unknown) => (value === undefined ? 'absent' : JSON.stringify(value));

/** How `after` differs from `before` (a user as GET /users/{id} reads it), `ignore` and updatedAt aside. */
export function recordDifferences(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = [],
): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const out: string[] = [];
  for (const key of keys) {
    if (NOT_COMPARED.has(key) || ignore.includes(key)) continue;
    const was = comparable(key, before[key]);
    const now = comparable(key, after[key]);
    if (JSON.stringify(was) !== JSON.stringify(now)) out.push(`${key} ${shown(was)} → ${shown(now)}`);
  }
  return out;
}
