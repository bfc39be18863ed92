import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Center, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardAttendant } from '@shared/api/dashboard';
import { EmptyState, ErrorState } from '@renderer/ui';
import { ratingEmoji } from './dashboardRange';
import { exportAttendants } from './exportAttendants';
import type { ChartData } from './useDashboard';
import { useFigureFormat } from './useFigureFormat';

// The chart library (recharts) is large: it loads with this tab's charts, never with the page.
const TicketsCharts = lazy(() => import('./TicketsCharts'));

type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/** The Attendants tab (spec 1 §2): the Excel export, the attendants table and the two bar charts. */
export function AttendantsPanel({
  attendants,
  charts,
  onRetry,
}: {
  attendants: DashboardAttendant[];
  charts: Load<ChartData>;
  onRetry(): void;
}) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      if (await exportAttendants(attendants, t))
        notifications.show({ color: 'green', message: t('attendants.exported') });
    } catch {
      notifications.show({ color: 'red', message: tc('export.failed') });
    } finally {
      setExporting(false);
    }
  };

  const loading = (
    <Center p="xl">
      <Loader role="progressbar" aria-label={t('charts.loading')} />
    </Center>
  );

  return (
    <>
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => void onExport()}
          loading={exporting}
          disabled={attendants.length === 0}
        >
          {t('attendants.export')}
        </Button>
      </Group>
      {attendants.length === 0 ? (
        <EmptyState icon={<IconUsers size={32} aria-hidden />} title={t('attendants.empty')} />
      ) : (
        <AttendantsTable rows={attendants} />
      )}
      {charts.state === 'loading' && loading}
      {charts.state === 'error' && <ErrorState message={t('chartsFailed')} onRetry={onRetry} />}
      {charts.state === 'ready' && (
        <Suspense fallback={loading}>
          <TicketsCharts data={charts.data} />
        </Suspense>
      )}
    </>
  );
}

function AttendantsTable({ rows }: { rows: DashboardAttendant[] }) {
  const { t } = useTranslation('dashboard');
  const f = useFigureFormat();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="xs" captionSide="top">
          <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)" px="sm" pt="sm">
            {t('attendants.table')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('attendants.name')}</Table.Th>
              <Table.Th scope="col">{t('attendants.rating')}</Table.Th>
              <Table.Th scope="col">{t('attendants.countRating')}</Table.Th>
              <Table.Th scope="col">{t('attendants.tickets')}</Table.Th>
              <Table.Th scope="col">{t('attendants.avgWaitTime')}</Table.Th>
              <Table.Th scope="col">{t('attendants.avgSupportTime')}</Table.Th>
              <Table.Th scope="col">{t('attendants.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => {
              const emoji = ratingEmoji(r.rating, r.countRating);
              return (
                <Table.Tr key={r.id ?? `${r.name}-${i}`}>
                  <Table.Th scope="row" fw={500}>
                    {r.name}
                  </Table.Th>
                  <Table.Td>
                    {emoji ? (
                      <Group gap={6} wrap="nowrap">
                        <Text
                          span
                          fz="lg"
                          role="img"
                          aria-label={t('attendants.ratingOf', { value: f.count(r.rating) })}
                        >
                          {emoji}
                        </Text>
                        <Text span size="sm" aria-hidden>
                          {f.count(r.rating)}
                        </Text>
                      </Group>
                    ) : (
                      <Text span size="sm" c="dimmed">
                        {t('attendants.noRating')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{f.count(r.countRating)}</Table.Td>
                  <Table.Td>{f.count(r.tickets)}</Table.Td>
                  <Table.Td>{f.minutes(r.avgWaitTime)}</Table.Td>
                  <Table.Td>{f.minutes(r.avgSupportTime)}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={r.online ? 'green' : 'gray'}>
                      {r.online ? t('attendants.online') : t('attendants.offline')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
