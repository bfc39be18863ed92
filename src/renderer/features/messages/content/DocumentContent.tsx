import { useState } from 'react';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getPlatform } from '@renderer/platform';
import { fetchMediaBytes, mediaSrc } from '../media';
import { fileTypeLabel, formatBytes } from '../parse/messageKind';
import { MediaUnavailable } from './MediaContent';

/** A name the save dialog accepts: no folders, no control characters. */
export function safeFileName(name: string, fallback = 'arquivo'): string {
  const clean = name
    .replace(/[\\/]/g, '_')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean && clean !== '.' && clean !== '..' ? clean : fallback;
}

/**
 * A document: its name, type and size (once known), and a download that fetches the bytes and
 * saves them through the platform (the desktop save dialog, a browser download).
 */
export function DocumentContent({ url, name, size }: { url: string | null; name: string; size?: number | null }) {
  const { t } = useTranslation('messages');
  const [busy, setBusy] = useState(false);
  const [bytes, setBytes] = useState<number | null>(size ?? null);
  const src = mediaSrc(url);
  if (!src) return <MediaUnavailable />;
  const type = fileTypeLabel(name);

  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchMediaBytes(src);
      setBytes(file.bytes.byteLength);
      const extension = /\.([a-z0-9]{1,16})$/i.exec(name)?.[1];
      await getPlatform().saveFile({
        defaultName: safeFileName(name),
        data: file.bytes,
        filters: extension ? [{ name: extension.toUpperCase(), extensions: [extension] }] : [],
      });
    } catch {
      notifications.show({ color: 'red', message: t('media.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="sm" p="xs" maw={320}>
      <Group gap="xs" wrap="nowrap">
        <IconFileText size={28} aria-hidden />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {[type || t('media.document'), bytes !== null ? formatBytes(bytes) : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <ActionIcon variant="light" loading={busy} onClick={() => void download()} aria-label={t('media.download', { name })}>
          <IconDownload size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
