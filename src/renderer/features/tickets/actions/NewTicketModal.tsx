import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Contact } from '@shared/api/contact';
import type { Queue } from '@shared/api/queue';
import type { Ticket } from '@shared/api/ticket';
import type { Connection } from '@shared/api/whatsapp';
import { newTicketFormSchema, type NewTicketForm } from '@shared/domain/forms';
import { searchContacts, useDisplayNumber } from '@renderer/features/contacts';
import { useUser } from '@renderer/session';
import { selectTicketTab, upsertTickets } from '../store';
import { createTicket, fetchConnections, fetchQueues } from './api';
import { RemoteSearchSelect } from './RemoteSearchSelect';

interface NewTicketModalProps {
  opened: boolean;
  onClose(): void;
  onOpened?(ticket: Ticket): void;
  /** A failed POST /tickets: the caller decides (conflict dialog or toast); true when the modal should close. */
  onError(error: unknown): boolean;
  /** The contact chosen beforehand (the contacts page's "open a ticket"): shown, not searched. */
  contact?: Contact | null;
}

/**
 * 'Novo ticket' (spec 1 §2, §5): a contact found by name or number from 3 characters, a queue
 * ('Selecione uma fila') and a connection; the ticket opens assigned to the user.
 */
export function NewTicketModal({ opened, onClose, onOpened, onError, contact = null }: NewTicketModalProps) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const show = useDisplayNumber();
  const [queues, setQueues] = useState<Pick<Queue, 'id' | 'name'>[]>(user.queues);
  const [connections, setConnections] = useState<Connection[]>([]);
  const { control, handleSubmit, formState, reset } = useForm<NewTicketForm>({
    resolver: zodResolver(newTicketFormSchema),
    defaultValues: { contactId: '', queueId: '', whatsappId: '' },
  });

  useEffect(() => {
    if (!opened) return;
    const abort = new AbortController();
    const ownQueue = user.queues.length === 1 ? String(user.queues[0].id) : '';
    reset({
      contactId: contact ? String(contact.id) : '',
      queueId: ownQueue,
      whatsappId: user.whatsappId ? String(user.whatsappId) : '',
    });
    // An account without queues of its own (an admin) picks among all of the company's.
    if (user.queues.length === 0) void fetchQueues(abort.signal).then(setQueues, () => setQueues([]));
    else setQueues(user.queues);
    fetchConnections(abort.signal)
      .then((list) => {
        setConnections(list);
        const preferred =
          list.find((c) => c.id === user.whatsappId) ??
          list.find((c) => c.isDefault) ??
          (list.length === 1 ? list[0] : undefined);
        // Keeping what the form already says: a Salvar pressed before the list came showed its errors.
        if (preferred)
          reset((values) => ({ ...values, whatsappId: values.whatsappId || String(preferred.id) }), {
            keepErrors: true,
          });
      })
      .catch(() => setConnections([]));
    return () => abort.abort();
  }, [opened, user.queues, user.whatsappId, reset, contact]);

  const contactLabel = useCallback((c: Contact) => `${c.name} · ${show(c)}`, [show]);

  const submit = handleSubmit(async (form) => {
    try {
      const ticket = await createTicket({
        contactId: Number(form.contactId),
        userId: user.id,
        status: 'open',
        queueId: Number(form.queueId),
        whatsappId: Number(form.whatsappId),
      });
      upsertTickets([ticket]);
      notifications.show({ color: 'green', message: t('toasts.created') });
      onClose();
      selectTicketTab(ticket.status);
      onOpened?.(ticket);
      navigate(`/tickets/${ticket.uuid}`);
    } catch (error) {
      if (onError(error)) onClose();
    }
  });
  const err = (m?: string) => (m ? tc(m) : undefined);

  return (
    <Modal opened={opened} onClose={onClose} title={t('newTicket.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {contact ? (
            <TextInput label={t('newTicket.contact')} value={contactLabel(contact)} readOnly />
          ) : (
            <Controller
              control={control}
              name="contactId"
              render={({ field }) => (
                <RemoteSearchSelect<Contact>
                  label={t('newTicket.contact')}
                  placeholder={t('newTicket.contactPlaceholder')}
                  required
                  search={searchContacts}
                  optionLabel={contactLabel}
                  noneText={t('newTicket.noContacts')}
                  typeMoreText={t('newTicket.typeMore')}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  resetKey={opened}
                  error={err(formState.errors.contactId?.message)}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="queueId"
            render={({ field }) => (
              <Select
                label={t('newTicket.queue')}
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
            name="whatsappId"
            render={({ field }) => (
              <Select
                label={t('newTicket.connection')}
                placeholder={t('newTicket.selectConnection')}
                required
                data={connections.map((c) => ({ value: String(c.id), label: c.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={err(formState.errors.whatsappId?.message)}
                allowDeselect={false}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {tc('actions.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('newTicket.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
