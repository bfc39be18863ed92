import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@shared/api/queue';
import { fetchQueues } from './api';

interface AcceptQueueModalProps {
  opened: boolean;
  queues: readonly Pick<Queue, 'id' | 'name'>[];
  loading: boolean;
  onAccept(queueId: number): void;
  onClose(): void;
}

/** Accepting a ticket that has no queue: the attendant picks one first (spec 1 §4). */
export function AcceptQueueModal({ opened, queues, loading, onAccept, onClose }: AcceptQueueModalProps) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation();
  const [queueId, setQueueId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [all, setAll] = useState<Pick<Queue, 'id' | 'name'>[]>([]);
  // An account without queues of its own (an admin) picks among all of the company's.
  const choices = queues.length > 0 ? queues : all;

  useEffect(() => {
    if (!opened) return;
    setQueueId(queues.length === 1 ? String(queues[0].id) : null);
    setError(null);
    if (queues.length > 0) return;
    const abort = new AbortController();
    fetchQueues(abort.signal).then(setAll, () => setAll([]));
    return () => abort.abort();
  }, [opened, queues]);

  const submit = () => {
    if (!queueId) {
      setError(t('newTicket.selectQueue'));
      return;
    }
    onAccept(Number(queueId));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('acceptQueue.title')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <Select
            label={t('acceptQueue.queue')}
            placeholder={t('newTicket.selectQueue')}
            data={choices.map((q) => ({ value: String(q.id), label: q.name }))}
            value={queueId}
            onChange={(v) => {
              setQueueId(v);
              setError(null);
            }}
            error={error}
            required
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('actions.accept')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
