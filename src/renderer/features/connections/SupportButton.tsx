import { useState, type ReactNode } from 'react';
import { Button, Code, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHAT_URL } from '@shared/domain/constants';
import { getPlatform } from '@renderer/platform';
import { ConfirmDialog } from '@renderer/ui';

/**
 * 'Call support' (spec 2 "Connections page": an external chat link): the real address is shown
 * first, then the platform opens it (the desktop app through main's allowlist of http, https and
 * mailto; a browser in a new tab), as every external link of the app (DESIGN.md rule 2).
 */
export function SupportButton({ icon }: { icon: ReactNode }) {
  const { t } = useTranslation('connections');
  const [asking, setAsking] = useState(false);
  const open = async () => {
    setAsking(false);
    const opened = await getPlatform()
      .openExternal(SUPPORT_CHAT_URL)
      .catch(() => false);
    if (!opened) notifications.show({ color: 'red', message: t('supportFailed') });
  };
  return (
    <>
      <Button variant="default" leftSection={icon} onClick={() => setAsking(true)}>
        {t('support')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('supportTitle')}
        confirmLabel={t('supportOpen')}
        onConfirm={() => void open()}
        onClose={() => setAsking(false)}
      >
        <Stack gap="xs">
          <Text size="sm">{t('supportBody')}</Text>
          <Code block style={{ wordBreak: 'break-all' }}>
            {SUPPORT_CHAT_URL}
          </Code>
        </Stack>
      </ConfirmDialog>
    </>
  );
}
