import { describe, expect, it } from 'vitest';
import { emptyRows, nearBottom, withoutRow, withPage, withRow, type RowRules } from './pagedRows';

type Row = { id: number; name: string };
const rules: RowRules<Row> = { rowId: (r) => r.id, compare: (a, b) => a.name.localeCompare(b.name) || a.id - b.id };
const row = (id: number, name: string): Row => ({ id, name });
const names = (rows: Row[]) => rows.map((r) => r.name);

describe('pages', () => {
  it('page 1 replaces, later pages append without repeating a row already shown', () => {
    const one = withPage(emptyRows<Row>(), { records: [row(1, 'a'), row(2, 'b')], count: 4, hasMore: true }, 1, rules);
    const two = withPage(one, { records: [row(2, 'b'), row(3, 'c')], count: 4, hasMore: false }, 2, rules);
    expect(names(two.rows)).toEqual(['a', 'b', 'c']);
    expect(two).toMatchObject({ count: 4, hasMore: false });
    const again = withPage(two, { records: [row(9, 'z')], count: 1, hasMore: false }, 1, rules);
    expect(names(again.rows)).toEqual(['z']);
  });
});

describe('live rows', () => {
  const loaded = { rows: [row(1, 'b'), row(2, 'd')], count: 2, hasMore: false };

  it('a new row goes to its place in the order and is counted', () => {
    const next = withRow(loaded, row(3, 'c'), rules);
    expect(names(next.rows)).toEqual(['b', 'c', 'd']);
    expect(next.count).toBe(3);
    expect(names(withRow(loaded, row(4, 'a'), rules).rows)).toEqual(['a', 'b', 'd']);
  });

  it('a changed row is replaced, moved if its order changed, and not counted twice', () => {
    const next = withRow(loaded, row(1, 'e'), rules);
    expect(names(next.rows)).toEqual(['d', 'e']);
    expect(next.count).toBe(2);
  });

  it('a new row after everything loaded is only counted while more pages exist', () => {
    const more = { ...loaded, count: 5, hasMore: true };
    const next = withRow(more, row(3, 'z'), rules);
    expect(names(next.rows)).toEqual(['b', 'd']);
    expect(next.count).toBe(6);
    expect(names(withRow(loaded, row(3, 'z'), rules).rows)).toEqual(['b', 'd', 'z']);
  });

  it('without an order a new row goes to the top', () => {
    expect(names(withRow(loaded, row(3, 'c'), { rowId: (r) => r.id }).rows)).toEqual(['c', 'b', 'd']);
  });

  it('a row that stops matching the search leaves; one that never matched is ignored', () => {
    const onlyB = { ...rules, matches: (r: Row) => r.name.startsWith('b') };
    const left = withRow(loaded, row(1, 'x'), onlyB);
    expect(names(left.rows)).toEqual(['d']);
    expect(left.count).toBe(1);
    expect(withRow(loaded, row(7, 'x'), onlyB)).toBe(loaded);
  });

  it('a deleted row leaves and is counted out; an unknown id changes nothing', () => {
    const next = withoutRow(loaded, 1, rules);
    expect(names(next.rows)).toEqual(['d']);
    expect(next.count).toBe(1);
    expect(withoutRow(loaded, 99, rules)).toBe(loaded);
  });
});

describe('nearBottom', () => {
  it('is true within the threshold of the bottom and when the content does not fill the box', () => {
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 500 }, 100)).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 499 }, 100)).toBe(false);
    expect(nearBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 }, 100)).toBe(true);
  });
});
