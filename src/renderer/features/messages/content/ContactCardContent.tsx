import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@renderer/api';
import { useUser } from '@renderer/session';
import { useOpenTicket } from '../openTicket';
import type { VCard } from '../parse/vcard';
import { openTicketConflict, startConversation } from './startConversation';

/** A shared contact card: name and number, and 'Conversar' to open a ticket with that contact. */
export function ContactCardContent({ card }: { card: VCard }) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const open = useOpenTicket();
  const [busy, setBusy] = useState(false);
  const number = card.numbers[0];

  const talk = async () => {
    setBusy(true);
    try {
      const ticket = await startConversation(
        card,
        { queueId: open?.queueId ?? null, whatsappId: open?.whatsappId ?? null },
        user.id,
      );
      open?.onTicketOpened(ticket);
      navigate(`/tickets/${ticket.uuid}`);
    } catch (error) {
      const conflict = openTicketConflict(error);
      if (conflict && (conflict.userId === user.id || conflict.userId == null)) {
        // The user's own (or an unassigned) ticket with this contact: go there.
        navigate(`/tickets/${conflict.uuid}`);
      } else if (conflict) {
        notifications.show({
          color: 'yellow',
          message: t('contactCard.heldByOther', {
            user: conflict.user?.name ?? '?',
            queue: conflict.queue?.name ?? '-',
          }),
        });
      } else {
        notifications.show({ color: 'red', message: errorMessage(error, tc) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="sm" p="xs" maw={300} role="group" aria-label={t('contactCard.title')}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconUserCircle size={32} aria-hidden />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate="end">
              {card.name}
            </Text>
            <Text size="xs" c="dimmed">
              {number ? number.display : t('contactCard.noNumber')}
            </Text>
          </Stack>
        </Group>
        {number && (
          <Button
            size="xs"
            variant="light"
            loading={busy}
            onClick={() => void talk()}
            aria-label={t('contactCard.talkTo', { name: card.name })}
          >
            {t('contactCard.talk')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
