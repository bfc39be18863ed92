import { useState, type ReactNode } from 'react';
import { Center, Loader, Stack, Tabs } from '@mantine/core';
import { IconChartBar, IconMoodSmile, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardReply } from '@shared/api/dashboard';
import { canViewDashboard } from '@shared/domain/permissions';
import { useUser } from '@renderer/session';
import { ErrorState, ForbiddenPage, PageHeader } from '@renderer/ui';
import { AttendantsPanel } from './AttendantsPanel';
import { DateFilter } from './DateFilter';
import { CountersGrid, NpsFigures } from './Figures';
import { defaultRange } from './dashboardRange';
import { useDashboard } from './useDashboard';

/** `/` (spec 1 §2 "Dashboard"): admins and users with showDashboard; anyone else gets the 403 page. */
export default function DashboardPage() {
  const user = useUser();
  return canViewDashboard(user) ? <Dashboard companyId={user.companyId} /> : <ForbiddenPage />;
}

function Dashboard({ companyId }: { companyId: number }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const { summary, charts, retry } = useDashboard(range, companyId);

  /** What a tab shows from GET /dashboard: its figures, or the loading and failed states. */
  const withSummary = (render: (data: DashboardReply) => ReactNode) => {
    if (summary.state === 'loading')
      return (
        <Center p="xl">
          <Loader role="progressbar" aria-label={tc('actions.loading')} />
        </Center>
      );
    if (summary.state === 'error') return <ErrorState message={t('loadFailed')} onRetry={retry} />;
    return render(summary.data);
  };

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflowY: 'auto' }}>
      <PageHeader title={t('title')}>
        <DateFilter value={range} onApply={setRange} />
      </PageHeader>
      <Tabs defaultValue="indicators" keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="indicators" leftSection={<IconChartBar size={16} aria-hidden />}>
            {t('tabs.indicators')}
          </Tabs.Tab>
          <Tabs.Tab value="nps" leftSection={<IconMoodSmile size={16} aria-hidden />}>
            {t('tabs.nps')}
          </Tabs.Tab>
          <Tabs.Tab value="attendants" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('tabs.attendants')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="indicators" pt="md">
          {withSummary((data) => (
            <CountersGrid counters={data.counters} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="nps" pt="md">
          {withSummary((data) => (
            <NpsFigures counters={data.counters} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="attendants" pt="md">
          <Stack gap="md">
            {withSummary((data) => (
              <AttendantsPanel attendants={data.attendants} charts={charts} onRetry={retry} />
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
