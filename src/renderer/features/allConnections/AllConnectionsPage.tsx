import { Suspense, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconListDetails, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { CompanyListItem } from '@shared/api/company';
import { connectionCounts, type ConnectionCounts } from '@shared/domain/connectionCounts';
import { errorMessage } from '@renderer/api';
import { NewConnectionMenu } from '@renderer/features/connections';
import { useUser } from '@renderer/session';
import {
  EmptyState,
  ErrorState,
  InfiniteTable,
  PageHeader,
  RowAction,
  SearchField,
  type TableColumn,
} from '@renderer/ui';
import { CompanyConnectionsDialog } from './CompanyConnectionsDialog';
import { useAllConnections } from './useAllConnections';

type Row = { id: number | 'total'; company: CompanyListItem | null; name: string } & ConnectionCounts;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * /allConnections (spec 3 "All connections"): one row per client company with its connected,
 * disconnected and total connections, and the grand total row; admins open a company's
 * connections from its row. Super users only: anyone else goes to /tickets (as deployed, no toast).
 */
export default function AllConnectionsRoute() {
  return useUser().super ? <AllConnectionsPage /> : <Navigate to="/tickets" replace />;
}

function AllConnectionsPage() {
  const { t } = useTranslation('allConnections');
  const { t: tc } = useTranslation();
  const admin = useUser().profile === 'admin';
  const overview = useAllConnections();
  const { companies, connections } = overview;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<CompanyListItem | null>(null);

  const rows = useMemo<Row[]>(() => {
    const { byCompany, total } = connectionCounts(
      companies.map((c) => c.id),
      connections,
    );
    const term = fold(search.trim());
    const shown = companies
      .filter((c) => !term || fold(c.name).includes(term))
      .map((c) => ({ id: c.id, company: c, name: c.name, ...byCompany.get(c.id)! }));
    return shown.length ? [...shown, { id: 'total', company: null, name: t('total'), ...total }] : [];
  }, [companies, connections, search, t]);

  const columns = useMemo<TableColumn<Row>[]>(() => {
    const figure = (key: keyof ConnectionCounts, header: string): TableColumn<Row> => ({
      key,
      header,
      width: 150,
      align: 'center',
      cell: (r) => (
        <Text size="sm" fw={r.company ? undefined : 700}>
          {r[key]}
        </Text>
      ),
    });
    const list: TableColumn<Row>[] = [
      {
        key: 'name',
        header: t('table.company'),
        cell: (r) => (
          <Text size="sm" fw={r.company ? undefined : 700}>
            {r.name}
          </Text>
        ),
      },
      figure('connected', t('table.connected')),
      figure('disconnected', t('table.disconnected')),
      figure('total', t('table.total')),
    ];
    // Spec 3 §6: the per-company action column is the admin's.
    if (admin)
      list.push({
        key: 'actions',
        header: t('table.actions'),
        width: 90,
        align: 'right',
        cell: (r) =>
          r.company && (
            <RowAction label={t('open', { name: r.name })} onClick={() => setOpen(r.company)}>
              <IconListDetails size={18} aria-hidden />
            </RowAction>
          ),
      });
    return list;
  }, [t, admin]);

  const of = open ? connections.filter((c) => c.companyId === open.id) : [];

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('title')} count={overview.loading && !companies.length ? undefined : companies.length}>
        <SearchField label={t('search')} onSearch={setSearch} />
        {/* Spec 3: the add menu (WhatsApp, Facebook, Instagram); the connection is the super user's own company's. */}
        <Suspense fallback={null}>
          <NewConnectionMenu />
        </Suspense>
      </PageHeader>
      <InfiniteTable
        label={t('table.label')}
        columns={columns}
        rows={rows}
        rowId={(r) => r.id}
        total={rows.length}
        hasMore={false}
        loading={overview.loading}
        onLoadMore={() => undefined}
        empty={
          <EmptyState
            icon={<IconPlugConnected size={32} aria-hidden />}
            title={search ? t('notFound', { term: search }) : t('empty')}
          />
        }
        error={
          overview.error ? (
            <ErrorState message={errorMessage(overview.error, tc)} onRetry={overview.reload} />
          ) : undefined
        }
      />
      <CompanyConnectionsDialog
        company={open}
        connections={of}
        onDisconnected={(id) => overview.patch(id, { status: 'DISCONNECTED', number: '' })}
        onRemoved={overview.remove}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
