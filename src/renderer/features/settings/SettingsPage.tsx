import { Suspense } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanySettings, useUser } from '@renderer/session';
import { HelpsAdmin } from '@renderer/features/helps';
import { PlansAdmin } from '@renderer/features/plans';
import { ForbiddenPage, LoadingScreen, PageHeader } from '@renderer/ui';
import { OptionsTab } from './OptionsTab';
import { SchedulesTab } from './SchedulesTab';
import { WhiteLabelTab } from './WhiteLabelTab';

/**
 * /settings (spec 2 "Settings page"): admin only, a profile user gets the no-permission view. The
 * options tab holds the company's options and its LGPD group; the white-label tab is the super
 * user's alone (spec 2 §6; the server refuses anyone else too). The schedules tab shows while the
 * company's scheduleType is company. The plans and helps tabs (the super user's) keep the
 * platform's plans and help videos. The companies tab comes with its own issue.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useUser();
  const companyHours = useCompanySettings().scheduleType === 'company';
  if (user.profile !== 'admin' && !user.super) return <ForbiddenPage />;
  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'auto' }}>
      <PageHeader title={t('title')} />
      <Tabs defaultValue="options" keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="options">{t('tabs.options')}</Tabs.Tab>
          {companyHours && <Tabs.Tab value="schedules">{t('tabs.schedules')}</Tabs.Tab>}
          {user.super && <Tabs.Tab value="plans">{t('tabs.plans')}</Tabs.Tab>}
          {user.super && <Tabs.Tab value="helps">{t('tabs.helps')}</Tabs.Tab>}
          {user.super && <Tabs.Tab value="whiteLabel">{t('tabs.whiteLabel')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="options" pt="md">
          <OptionsTab />
        </Tabs.Panel>
        {companyHours && (
          <Tabs.Panel value="schedules" pt="md">
            <SchedulesTab />
          </Tabs.Panel>
        )}
        {user.super && (
          <Tabs.Panel value="plans" pt="md">
            <Suspense fallback={<LoadingScreen label={t('loadingTab')} />}>
              <PlansAdmin />
            </Suspense>
          </Tabs.Panel>
        )}
        {user.super && (
          <Tabs.Panel value="helps" pt="md">
            <Suspense fallback={<LoadingScreen label={t('loadingTab')} />}>
              <HelpsAdmin />
            </Suspense>
          </Tabs.Panel>
        )}
        {user.super && (
          <Tabs.Panel value="whiteLabel" pt="md">
            <WhiteLabelTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
