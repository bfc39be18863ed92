import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@shared/api/queue';
import { transferFormSchema, type TransferForm } from '@shared/domain/forms';
import { fetchQueues, searchUsers, type UserOption } from './api';
import { RemoteSearchSelect } from './RemoteSearchSelect';

const userLabel = (u: UserOption) => u.name;

export interface TransferChoice {
  userId: number | null;
  queueId: number;
  msgTransfer: string;
}

interface TransferModalProps {
  opened: boolean;
  loading: boolean;
  /** Preselected queue (the ticket's). */
  currentQueueId: number | null;
  onTransfer(choice: TransferChoice): void;
  onClose(): void;
}

/**
 * Transfer (spec 1 §4, §5): an optional user found by name (from 3 characters, 500 ms after
 * typing), a required queue (the chosen user's queues, else all), an optional message.
 */
export function TransferModal({ opened, loading, currentQueueId, onTransfer, onClose }: TransferModalProps) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation();
  const [picked, setPicked] = useState<UserOption | null>(null);
  const [allQueues, setAllQueues] = useState<Queue[]>([]);
  const { control, handleSubmit, formState, reset, setValue, watch } = useForm<TransferForm>({
    resolver: zodResolver(transferFormSchema),
    defaultValues: { userId: '', queueId: currentQueueId ? String(currentQueueId) : '', msgTransfer: '' },
  });

  useEffect(() => {
    if (!opened) return;
    reset({ userId: '', queueId: currentQueueId ? String(currentQueueId) : '', msgTransfer: '' });
    setPicked(null);
    const abort = new AbortController();
    fetchQueues(abort.signal)
      .then(setAllQueues)
      .catch(() => setAllQueues([]));
    return () => abort.abort();
  }, [opened, currentQueueId, reset]);

  const queues = picked && picked.queues.length > 0 ? picked.queues : allQueues;
  const queueId = watch('queueId');

  useEffect(() => {
    // A queue the chosen user does not serve is dropped rather than sent.
    if (queueId && queues.length > 0 && !queues.some((q) => String(q.id) === queueId)) setValue('queueId', '');
  }, [queues, queueId, setValue]);

  const submit = handleSubmit((form) =>
    onTransfer({
      userId: form.userId ? Number(form.userId) : null,
      queueId: Number(form.queueId),
      msgTransfer: form.msgTransfer.trim(),
    }),
  );
  const err = (m?: string) => (m ? tc(m) : undefined);

  return (
    <Modal opened={opened} onClose={onClose} title={t('transfer.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={control}
            name="userId"
            render={({ field }) => (
              <RemoteSearchSelect<UserOption>
                label={t('transfer.user')}
                placeholder={t('transfer.userPlaceholder')}
                clearable
                search={searchUsers}
                optionLabel={userLabel}
                noneText={t('transfer.noUsers')}
                typeMoreText={t('transfer.typeMore')}
                value={field.value}
                onChange={(value, item) => {
                  field.onChange(value);
                  setPicked(item);
                }}
                resetKey={opened}
              />
            )}
          />
          <Controller
            control={control}
            name="queueId"
            render={({ field }) => (
              <Select
                label={t('transfer.queue')}
                placeholder={t('newTicket.selectQueue')}
                required
                data={queues.map((q) => ({ value: String(q.id), label: q.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={err(formState.errors.queueId?.message)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name="msgTransfer"
            render={({ field }) => (
              <Textarea
                label={t('transfer.message')}
                autosize
                minRows={2}
                maxRows={5}
                value={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                error={err(formState.errors.msgTransfer?.message)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('transfer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
