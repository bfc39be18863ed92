import { useEffect, useState } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getPlatform } from '@renderer/platform';
import { useUser } from '@renderer/session';
import { ErrorState, ForbiddenPage, LoadingScreen, PageHeader } from '@renderer/ui';
import { FlowBuilderAddress } from './FlowBuilderAddress';

/** /AcessTypebot (spec 2 §2): admins only; a profile user gets the no-permission view (spec 2 §6). */
export default function FlowBuilderPage() {
  return useUser().profile === 'admin' ? <FlowBuilder /> : <ForbiddenPage />;
}

/**
 * What the frame may do: run the builder's own scripts on its own origin (its login, its editor),
 * submit its forms, open its links in a new window, download its exports. Not: reach the app
 * (another origin, and no allow-top-navigation), nor the bridge (window.desk is the app window's
 * only; a frame of another origin gets no preload).
 */
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/**
 * The company's external flow builder (Typebot) in a sandboxed frame, at the https address an
 * admin gives on this machine. The desktop app's CSP and navigation guard let a frame show that
 * origin only (shared/domain/embeds.ts); a new address reloads the window for its CSP to name it.
 */
function FlowBuilder() {
  const { t } = useTranslation('flowBuilder');
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);

  const read = () => {
    setFailed(false);
    getPlatform()
      .getLocal('flowBuilderUrl')
      .then(setUrl, () => setFailed(true));
  };
  useEffect(read, []);

  const save = async (next: string) => {
    await getPlatform().setLocal('flowBuilderUrl', next);
    setUrl(next);
    setEditing(false);
  };

  if (failed) return <ErrorState message={t('readFailed')} onRetry={read} />;
  if (url === undefined) return <LoadingScreen label={t('loading')} />;

  return (
    <Stack p="md" gap="md" h="100%" mih={0} w="100%" style={{ overflow: 'hidden' }}>
      <PageHeader title={t('title')}>
        {url && !editing && (
          <>
            <Button
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => void getPlatform().openExternal(url)}
            >
              {t('openOutside')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('change')}
            </Button>
          </>
        )}
      </PageHeader>
      {!url || editing ? (
        <FlowBuilderAddress current={url} onSave={save} onCancel={url ? () => setEditing(false) : undefined} />
      ) : (
        <>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('shownFrom', { address: url })}
            </Text>
          </Group>
          <Box
            component="iframe"
            src={url}
            title={t('frameTitle')}
            sandbox={SANDBOX}
            referrerPolicy="no-referrer"
            allow="clipboard-write"
            style={{
              flex: 1,
              minHeight: 0,
              width: '100%',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 4,
            }}
          />
        </>
      )}
    </Stack>
  );
}
