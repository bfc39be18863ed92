import { useState } from 'react';
import { Avatar, Badge, Button, Group, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { availableActions, transitionPayload } from '@shared/domain/transitions';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/features/session';
import { updateTicket } from './api';
import { upsertTickets } from './store';

/** The conversation header: who, which queue, status, and the actions the user may take. */
export function TicketHeader({ ticket, onAccepted }: { ticket: Ticket; onAccepted(ticket: Ticket): void }) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation();
  const user = useUser();
  const [busy, setBusy] = useState(false);
  const actions = availableActions(ticket, user);

  const accept = async () => {
    setBusy(true);
    try {
      const updated = await updateTicket(ticket.id, transitionPayload('accept', ticket, { currentUserId: user.id }));
      if (updated) {
        upsertTickets([updated]);
        onAccepted(updated);
      }
      notifications.show({ color: 'green', message: t('view.accepted') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, tc) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group component="header" px="md" py="sm" justify="space-between" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={ticket.contact.urlPicture ?? undefined} radius="xl" alt="">
          {ticket.contact.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h5" lineClamp={1}>
            {ticket.contact.name}
          </Title>
          <Group gap={6}>
            <Badge size="xs" variant="light">
              {t(`view.status.${ticket.status}`)}
            </Badge>
            {ticket.user && (
              <Text size="xs" c="dimmed">
                {t('view.attendant', { name: ticket.user.name })}
              </Text>
            )}
          </Group>
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {actions.includes('accept') && (
          <Button size="sm" onClick={() => void accept()} loading={busy}>
            {t('view.accept')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
