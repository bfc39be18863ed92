import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { getPlatform } from '@renderer/platform';

/** The address a clicked link would open, waiting for the user's yes. */
const useLinkConfirm = create<{ url: string | null }>(() => ({ url: null }));

/** A link in a message was clicked: show where it really goes before anything opens. */
export function requestOpenLink(url: string): void {
  useLinkConfirm.setState({ url });
}

/**
 * 'Abrir link externo?': the real address in full, then the platform opens it (the desktop app
 * through main's allowlist of http, https and mailto; a browser in a new tab).
 */
export function ExternalLinkDialog() {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const url = useLinkConfirm((s) => s.url);
  const close = () => useLinkConfirm.setState({ url: null });

  const open = async () => {
    if (!url) return;
    close();
    const opened = await getPlatform()
      .openExternal(url)
      .catch(() => false);
    if (!opened) notifications.show({ color: 'red', message: t('link.failed') });
  };

  return (
    <Modal opened={url !== null} onClose={close} title={t('link.title')} centered>
      <Stack>
        <Text size="sm">{t('link.body')}</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {url}
        </Code>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {tc('actions.cancel')}
          </Button>
          <Button onClick={() => void open()} data-autofocus>
            {t('link.open')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
