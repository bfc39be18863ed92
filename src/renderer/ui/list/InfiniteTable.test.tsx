import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, Route, testI18n } from '../../test/render';
import { InfiniteTable, type TableColumn } from './InfiniteTable';

type Row = { id: number; name: string };
const columns: TableColumn<Row>[] = [{ key: 'name', header: 'Nome', cell: (r) => r.name }];
const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `linha ${i + 1}` }));

async function show(rows: Row[], props: Partial<Parameters<typeof InfiniteTable<Row>>[0]> = {}) {
  const onLoadMore = vi.fn();
  const view = renderWithApp(
    await testI18n(),
    <Route
      path="/"
      element={
        <InfiniteTable
          label="Coisas"
          columns={columns}
          rows={rows}
          rowId={(r) => r.id}
          total={rows.length}
          hasMore={false}
          loading={false}
          onLoadMore={onLoadMore}
          empty={<p>Nada aqui</p>}
          {...props}
        />
      }
    />,
  );
  return { onLoadMore, view };
}

/** jsdom has no layout: the scroller's sizes as a browser would give them. */
function sized(el: HTMLElement, sizes: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(el, key, { value, configurable: true });
}

describe('InfiniteTable', () => {
  it('is a named table with a header row and one row per record; the empty view when there are none', async () => {
    await show(rowsOf(3));
    const table = screen.getByRole('table', { name: 'Coisas' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Nome' })).toBeInTheDocument();
    expect(screen.queryByText('Nada aqui')).toBeNull();
  });

  it('shows the empty view only once nothing is loading', async () => {
    const { view } = await show([], { loading: true });
    expect(screen.queryByText('Nada aqui')).toBeNull();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    view.unmount();
    await show([]);
    expect(screen.getByText('Nada aqui')).toBeInTheDocument();
  });

  it('asks for the next page within 100 px of the bottom, not before, and not while one loads', async () => {
    const { onLoadMore, view } = await show(rowsOf(20), { hasMore: true, total: 40 });
    const scroller = screen.getByRole('table').parentElement!;
    onLoadMore.mockClear(); // the first render found jsdom's empty box "at the bottom"
    sized(scroller, { scrollHeight: 1000, clientHeight: 400, scrollTop: 499 });
    fireEvent.scroll(scroller);
    expect(onLoadMore).not.toHaveBeenCalled();
    sized(scroller, { scrollHeight: 1000, clientHeight: 400, scrollTop: 500 });
    fireEvent.scroll(scroller);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    view.unmount();
    const busy = await show(rowsOf(20), { hasMore: true, loading: true });
    fireEvent.scroll(screen.getByRole('table').parentElement!);
    expect(busy.onLoadMore).not.toHaveBeenCalled();
  });

  it('keeps only the rows in view in the DOM once long, and tells the full count', async () => {
    await show(rowsOf(500));
    const table = screen.getByRole('table', { name: 'Coisas' });
    expect(table).toHaveAttribute('aria-rowcount', '501');
    const shown = within(table).getAllByRole('row').length;
    expect(shown).toBeLessThan(100);
  });
});
