import { useState } from 'react';
import { Alert, Group, Loader, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSocketEvent } from '@renderer/session';

/**
 * An old-message import's progress (spec 2 "Connections page", §4), from `importMessages-{id}`:
 * `this` of `all` messages, -1 while preparing; `refresh` when it ended (the list is read again).
 * Shown only while an import status is present; deployed backends send it, the reference server
 * imports nothing.
 */
export function ImportProgress({ onRefresh }: { onRefresh(): void }) {
  const { t } = useTranslation('connections');
  const [status, setStatus] = useState<{ this: number; all: number } | null>(null);
  useSocketEvent('importMessages', (event) => {
    if (event.action === 'refresh') {
      setStatus(null);
      onRefresh();
    } else setStatus(event.status);
  });
  if (!status) return null;
  const preparing = status.this < 0 || status.all <= 0;
  return (
    <Alert color="blue" role="status">
      {preparing ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('importPreparing')}</Text>
        </Group>
      ) : (
        <>
          <Text size="sm" mb={6}>
            {t('importProgress', { done: status.this, all: status.all })}
          </Text>
          <Progress
            value={(100 * status.this) / status.all}
            aria-label={t('importProgress', { done: status.this, all: status.all })}
          />
        </>
      )}
    </Alert>
  );
}
