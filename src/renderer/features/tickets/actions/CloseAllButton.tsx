import { useEffect, useState } from 'react';
import { Button, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@shared/api/queue';
import { canCloseAll } from '@shared/domain/permissions';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { ConfirmDialog } from '@renderer/ui';
import { useTickets } from '../store';
import { closeAllTickets, fetchQueues } from './api';

type Status = 'open' | 'pending';

interface CloseAllButtonProps {
  /** The status the dialog starts on; by default the panel's (pending when it shows pending, else open). */
  status?: Status;
  /** The queues the dialog starts on; by default the panel's queue filter, else all queues. */
  queueIds?: readonly number[];
}

/** Admins' "close all tickets" (tickets-manager:closeAll, POST /tickets/closeAll) after confirmation. */
export function CloseAllButton(props: CloseAllButtonProps) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation();
  const user = useUser();
  const panelStatus = useTickets((s) => (s.openTab === 'pending' ? 'pending' : 'open'));
  const panelQueues = useTickets((s) => s.scope.filters.queueIds);
  const initialStatus = props.status ?? panelStatus;
  const queueIds = props.queueIds ?? panelQueues;
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(initialStatus);
  const [queues, setQueues] = useState<Queue[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const allowed = canCloseAll(user);

  useEffect(() => {
    if (!opened) return;
    setStatus(initialStatus);
    const abort = new AbortController();
    fetchQueues(abort.signal)
      .then((list) => {
        setQueues(list);
        const wanted = queueIds?.length ? queueIds : list.map((q) => q.id);
        setSelected(wanted.map(String));
      })
      .catch(() => setQueues([]));
    return () => abort.abort();
  }, [opened, initialStatus, queueIds]);

  if (!allowed) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await closeAllTickets({ status, selectedQueueIds: selected.map(Number) });
      notifications.show({ color: 'green', message: t('closeAll.done') });
      setOpened(false);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconChecks size={14} />}
        onClick={() => setOpened(true)}
      >
        {t('closeAll.button')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('closeAll.title')}
        confirmLabel={t('closeAll.confirm')}
        danger
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpened(false)}
      >
        <Stack gap="sm">
          <Text size="sm">{t('closeAll.message')}</Text>
          <SegmentedControl
            aria-label={t('closeAll.status')}
            value={status}
            onChange={(v) => setStatus(v as Status)}
            data={[
              { value: 'pending', label: t('view.status.pending') },
              { value: 'open', label: t('view.status.open') },
            ]}
          />
          <MultiSelect
            label={t('closeAll.queues')}
            data={queues.map((q) => ({ value: String(q.id), label: q.name }))}
            value={selected}
            onChange={setSelected}
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
