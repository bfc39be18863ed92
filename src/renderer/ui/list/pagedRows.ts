/** What a server-paged list holds: the rows loaded so far, the server's total and whether more pages exist. */
export interface PagedRows<T> {
  rows: T[];
  count: number;
  hasMore: boolean;
}

/** One page as Whaticket-family list routes answer it (`{records, count, hasMore}`). */
export interface PageReply<T> {
  records: T[];
  count: number;
  hasMore: boolean;
}

/** How live changes find and place a row. */
export interface RowRules<T> {
  rowId(row: T): number | string;
  /** The server's order; without it a new row goes to the top. */
  compare?(a: T, b: T): number;
  /** Whether a row belongs in this list (the current search); without it every row does. */
  matches?(row: T): boolean;
}

export const emptyRows = <T>(): PagedRows<T> => ({ rows: [], count: 0, hasMore: false });

/**
 * Adds a page (page 1 replaces). A row already shown is not repeated: rows created live shift the
 * server's offsets, so the next page can repeat one.
 */
export function withPage<T>(state: PagedRows<T>, reply: PageReply<T>, page: number, rules: RowRules<T>): PagedRows<T> {
  const base = page === 1 ? [] : state.rows;
  const seen = new Set(base.map(rules.rowId));
  const fresh = reply.records.filter((row) => !seen.has(rules.rowId(row)));
  return { rows: [...base, ...fresh], count: reply.count, hasMore: reply.hasMore };
}

/** Where a row goes in the server's order (the first row it sorts before), or the top. */
function slotOf<T>(rows: T[], row: T, rules: RowRules<T>): number {
  if (!rules.compare) return 0;
  const at = rows.findIndex((other) => rules.compare!(row, other) < 0);
  return at === -1 ? rows.length : at;
}

/**
 * A row created or changed elsewhere (a reply or a socket event), placed by id: replaced and moved
 * to its place in the order, added (the count too), or dropped when it no longer matches. A new
 * row that sorts after everything loaded while more pages exist is only counted: its page will
 * bring it, and showing it now would put it out of order.
 */
export function withRow<T>(state: PagedRows<T>, row: T, rules: RowRules<T>): PagedRows<T> {
  const id = rules.rowId(row);
  const index = state.rows.findIndex((r) => rules.rowId(r) === id);
  if (rules.matches && !rules.matches(row)) return index === -1 ? state : withoutRow(state, id, rules);
  const others = index === -1 ? state.rows : state.rows.filter((_, i) => i !== index);
  const slot = slotOf(others, row, rules);
  const count = index === -1 ? state.count + 1 : state.count;
  if (index === -1 && slot === others.length && state.hasMore) return { ...state, count };
  return { ...state, rows: [...others.slice(0, slot), row, ...others.slice(slot)], count };
}

/** A row deleted elsewhere: gone, and counted out when it was shown. */
export function withoutRow<T>(state: PagedRows<T>, id: number | string, rules: RowRules<T>): PagedRows<T> {
  const rows = state.rows.filter((r) => rules.rowId(r) !== id);
  if (rows.length === state.rows.length) return state;
  return { ...state, rows, count: Math.max(0, state.count - 1) };
}

/** A live change to one row (null: removed), numbered in the order the list heard of them. */
export interface LocalChange<T> {
  id: number | string;
  row: T | null;
  seq: number;
}

/** The live changes newer than a page, applied again over it in their order. */
export function withChanges<T>(state: PagedRows<T>, changes: LocalChange<T>[], rules: RowRules<T>): PagedRows<T> {
  return [...changes]
    .sort((a, b) => a.seq - b.seq)
    .reduce((s, c) => (c.row === null ? withoutRow(s, c.id, rules) : withRow(s, c.row, rules)), state);
}

/** Whether a scroller is within `threshold` px of its bottom (or does not fill its box at all). */
export function nearBottom(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>, threshold: number) {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}
