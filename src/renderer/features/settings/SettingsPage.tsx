import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '@renderer/session';
import { ForbiddenPage, PageHeader } from '@renderer/ui';
import { OptionsTab } from './OptionsTab';
import { WhiteLabelTab } from './WhiteLabelTab';

/**
 * /settings (spec 2 "Settings page"): admin only, a profile user gets the no-permission view. The
 * options tab holds the company's options and its LGPD group; the white-label tab is the super
 * user's alone (spec 2 §6; the server refuses anyone else too). The schedules, companies, plans
 * and helps tabs come with their own issues.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useUser();
  if (user.profile !== 'admin' && !user.super) return <ForbiddenPage />;
  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'auto' }}>
      <PageHeader title={t('title')} />
      <Tabs defaultValue="options" keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="options">{t('tabs.options')}</Tabs.Tab>
          {user.super && <Tabs.Tab value="whiteLabel">{t('tabs.whiteLabel')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="options" pt="md">
          <OptionsTab />
        </Tabs.Panel>
        {user.super && (
          <Tabs.Panel value="whiteLabel" pt="md">
            <WhiteLabelTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
