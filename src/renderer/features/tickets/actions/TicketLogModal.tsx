import { useEffect, useState } from 'react';
import { Alert, Center, Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TicketLogEntry } from '@shared/api/ticketLog';
import { errorMessage } from '@renderer/api';
import { fetchTicketLog } from './api';
import { describeLogEntry } from './ticketLog';

/** The ticket's history (GET /tickets-log/{ticketId}): one sentence per entry, who and when. */
export function TicketLogModal({ ticketId, opened, onClose }: { ticketId: number; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation();
  const [entries, setEntries] = useState<TicketLogEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setEntries(null);
    setError(null);
    const abort = new AbortController();
    fetchTicketLog(ticketId, abort.signal)
      .then(setEntries)
      .catch((e) => !abort.signal.aborted && setError(errorMessage(e, tc)));
    return () => abort.abort();
  }, [opened, ticketId, tc]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('log.title')} centered size="lg">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!entries && !error && (
        <Center py="md">
          <Loader role="progressbar" aria-label={tc('actions.loading')} />
        </Center>
      )}
      {entries?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('log.empty')}
        </Text>
      )}
      {entries && entries.length > 0 && (
        <Timeline bulletSize={14} lineWidth={2} aria-label={t('log.list')} role="list">
          {entries.map((entry, i) => (
            <Timeline.Item key={entry.id ?? i} role="listitem" title={describeLogEntry(entry, t)}>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {dayjs(entry.createdAt).format('DD/MM/YYYY HH:mm')}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}
