import { Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Button, Center, Group, Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconFileSpreadsheet, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REPORT_EXPORT_PAGE_SIZE as EXPORT_PAGE, REPORT_PAGE_SIZES, type ReportTicket } from '@shared/api/report';
import { groupVisible } from '@shared/domain/menu';
import { ApiError } from '@renderer/api';
import { getPlatform } from '@renderer/platform';
import { useUser } from '@renderer/session';
import {
  EmptyState,
  ErrorState,
  ExportProgress,
  ForbiddenPage,
  PageHeader,
  RowAction,
  usePagedExport,
  writeXlsx,
} from '@renderer/ui';
import { fetchReportPage } from './api';
import { defaultFilters, type ReportFilters } from './reportFilters';
import { REPORT_COLUMNS, reportCells } from './reportRows';
import { ReportFiltersBar } from './ReportFiltersBar';
import { useReportOptions } from './useReportOptions';
import { useReportPage } from './useReportPage';

/** Spec 3 "Reports": the exported file's name. */
const FILE_NAME = 'relatorio-de-atendimentos.xlsx';
const DEFAULT_PAGE_SIZE = 10;

/** A ticket's history dialog (the tickets feature's, handed over by the router: tickets sits above reports). */
export type TicketLogDialog = ComponentType<{ ticketId: number; opened: boolean; onClose(): void }>;

/** /reports: the management group's (spec 1 §2: admins, or users with showDashboard or allowRealTime). */
export default function ReportsPage({ TicketLog }: { TicketLog: TicketLogDialog }) {
  const user = useUser();
  return groupVisible('management', { user, plan: null, hasHelps: false }) ? (
    <Report TicketLog={TicketLog} />
  ) : (
    <ForbiddenPage />
  );
}

function Report({ TicketLog }: { TicketLog: TicketLogDialog }) {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ReportFilters>(() => defaultFilters());
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [logOf, setLogOf] = useState<number | null>(null);
  const options = useReportOptions();
  const report = useReportPage(filters, page, pageSize);
  const total = report.shown?.totalTickets.total ?? 0;
  const rows = report.shown?.tickets ?? [];

  const exporter = usePagedExport<ReportTicket>({
    fetchPage: async (n, signal) => {
      const reply = await fetchReportPage(filters, n, EXPORT_PAGE, signal);
      const count = reply.totalTickets.total;
      return { rows: reply.tickets, count, hasMore: n * EXPORT_PAGE < count };
    },
    build: (all) =>
      writeXlsx(
        t('sheet'),
        REPORT_COLUMNS.map((c) => t(`columns.${c}`)),
        all.map((row) => {
          const cells = reportCells(row, t);
          return REPORT_COLUMNS.map((c) => cells[c]);
        }),
      ),
    save: (data) =>
      getPlatform().saveFile({ defaultName: FILE_NAME, data, filters: [{ name: 'Excel', extensions: ['xlsx'] }] }),
  });

  // Say how the export ended, once.
  const ended = exporter.state;
  const { reset } = exporter;
  useEffect(() => {
    if (ended.status !== 'saved' && ended.status !== 'failed') return;
    notifications.show(
      ended.status === 'saved'
        ? { color: 'green', message: t('exported', { count: ended.rows }) }
        : { color: 'red', message: t('exportFailed') },
    );
    reset();
  }, [ended, reset, t]);

  const changeFilters = useCallback((next: ReportFilters) => {
    setFilters(next);
    setPage(1);
  }, []);

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const header = useMemo(() => REPORT_COLUMNS.map((c) => ({ key: c, label: t(`columns.${c}`) })), [t]);

  if (report.state.status === 'failed' && report.state.error instanceof ApiError && report.state.error.status === 403)
    return <ForbiddenPage />;

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflowY: 'auto' }}>
      <PageHeader title={t('title')} count={report.shown ? total : undefined}>
        <Button
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => void exporter.start()}
          disabled={total === 0}
        >
          {t('export')}
        </Button>
      </PageHeader>
      <ReportFiltersBar value={filters} onChange={changeFilters} {...options} />
      {report.state.status === 'failed' ? (
        <ErrorState message={t('loadFailed')} onRetry={report.retry} />
      ) : !report.shown ? (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t('table')} />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        // The page scrolls, not the table: it keeps its height, and only scrolls sideways when narrow.
        <Table.ScrollContainer minWidth={1150} type="native" style={{ flexShrink: 0 }}>
          <Table striped highlightOnHover aria-label={t('table')} aria-busy={report.state.status === 'loading'}>
            <Table.Thead>
              <Table.Tr>
                {header.map((h) => (
                  <Table.Th key={h.key} scope="col">
                    {h.label}
                  </Table.Th>
                ))}
                <Table.Th scope="col" w={90}>
                  {t('columns.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const cells = reportCells(row, t);
                return (
                  <Table.Tr key={row.id}>
                    {REPORT_COLUMNS.map((c) => (
                      <Table.Td key={c} style={c === 'lastMessage' ? { maxWidth: 220 } : undefined}>
                        <Text size="sm" truncate={c === 'lastMessage' || c === 'contact'} title={String(cells[c])}>
                          {cells[c]}
                        </Text>
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <RowAction label={t('log', { id: row.id })} onClick={() => setLogOf(row.id)}>
                          <IconHistory size={16} aria-hidden />
                        </RowAction>
                        <RowAction
                          label={t('openTicket', { id: row.id })}
                          onClick={() => navigate(`/tickets/${row.uuid}`)}
                        >
                          <IconExternalLink size={16} aria-hidden />
                        </RowAction>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Select
            label={t('pageSize')}
            data={REPORT_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(v) => {
              if (!v) return;
              setPageSize(Number(v));
              setPage(1);
            }}
            allowDeselect={false}
            w={140}
          />
          <Text size="sm" c="dimmed" role="status" style={{ alignSelf: 'end', paddingBottom: 8 }}>
            {t('range', { from, to, total })}
          </Text>
        </Group>
        <nav aria-label={t('pages')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            siblings={1}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('previous') }
                : control === 'next'
                  ? { 'aria-label': t('next') }
                  : {}
            }
            getItemProps={(n) => ({
              'aria-label': t('page', { page: n }),
              'aria-current': n === page ? 'page' : undefined,
            })}
          />
        </nav>
      </Group>
      <ExportProgress state={exporter.state} title={t('exportTitle')} onCancel={exporter.cancel} />
      {logOf !== null && (
        <Suspense fallback={null}>
          <TicketLog ticketId={logOf} opened onClose={() => setLogOf(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
