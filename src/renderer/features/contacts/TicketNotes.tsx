import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TicketNote } from '@shared/api/ticketNote';
import { ticketNoteFormSchema, type TicketNoteForm } from '@shared/domain/forms';
import { errorMessage } from '@renderer/api';
import { ConfirmDialog } from '@renderer/ui';
import { addNote, deleteNote, fetchNotes } from './api';

/** The notes of a ticket's contact (spec 1 §2 drawer): add (at least 2 characters), list, delete. */
export function TicketNotes({ ticketId, contactId }: { ticketId: number; contactId: number }) {
  const { t } = useTranslation('contacts');
  const { t: tc } = useTranslation();
  const [notes, setNotes] = useState<TicketNote[] | null>(null);
  const [deleting, setDeleting] = useState<TicketNote | null>(null);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<TicketNoteForm>({
    resolver: zodResolver(ticketNoteFormSchema),
    defaultValues: { note: '' },
  });

  const reload = async (signal?: AbortSignal) => {
    const list = await fetchNotes(ticketId, contactId, signal);
    setNotes([...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)));
  };

  useEffect(() => {
    const abort = new AbortController();
    fetchNotes(ticketId, contactId, abort.signal)
      .then((list) => setNotes([...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))))
      .catch((error) => {
        if (abort.signal.aborted) return;
        setNotes([]);
        notifications.show({ color: 'red', message: errorMessage(error, tc) });
      });
    return () => abort.abort();
  }, [ticketId, contactId, tc]);

  const onSubmit = handleSubmit(async ({ note }) => {
    try {
      await addNote({ note, ticketId, contactId });
      notifications.show({ color: 'green', message: t('notes.added') });
      reset({ note: '' });
      await reload();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    }
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteNote(deleting.id);
      notifications.show({ color: 'green', message: t('notes.deleted') });
      setNotes((list) => list?.filter((n) => n.id !== deleting.id) ?? null);
      setDeleting(null);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t('notes.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={6}>
          <Textarea
            label={t('notes.label')}
            placeholder={t('notes.placeholder')}
            autosize
            minRows={2}
            maxRows={6}
            error={formState.errors.note?.message ? tc(formState.errors.note.message) : undefined}
            {...register('note')}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={formState.isSubmitting}>
              {t('notes.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {notes?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('notes.empty')}
        </Text>
      )}
      <Stack gap={6} component="ul" aria-label={t('notes.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {notes?.map((note) => (
          <Paper key={note.id} component="li" withBorder p="xs" radius="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.note}
                </Text>
                <Text size="xs" c="dimmed">
                  {note.user?.name ? `${note.user.name} · ` : ''}
                  {dayjs(note.createdAt).format('DD/MM/YYYY HH:mm')}
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={t('notes.delete')}
                onClick={() => setDeleting(note)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('notes.deleteTitle')}
        confirmLabel={t('notes.delete')}
        danger
        loading={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('notes.deleteMessage')}
      </ConfirmDialog>
    </Stack>
  );
}
