import { useCallback, useRef } from 'react';
import { Alert, Box, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { Composer } from '@renderer/features/composer';
import { MessagesList } from '@renderer/features/messages';
import { useUser } from '@renderer/session';
import { TicketTags } from './actions';
import { selectTicketTab, upsertTickets } from './store';
import { TicketHeader } from './TicketHeader';
import { useTicketByUuid } from './useTicketByUuid';

/** A ticket opened from inside a conversation (a shared contact card's 'Conversar'): into the lists, on its tab. */
function showOpenedTicket(ticket: Ticket) {
  upsertTickets([ticket]);
  selectTicketTab(ticket.status);
}

/**
 * The right side: the current ticket's header, tags, conversation and composer. It composes the
 * message list and the composer and hands them the ticket, so neither reads the ticket store.
 */
export function TicketView({ uuid, onAccepted }: { uuid: string; onAccepted(ticket: Ticket): void }) {
  const { t } = useTranslation('tickets');
  const user = useUser();
  const { ticket, missing } = useTicketByUuid(uuid);
  const conversationRef = useRef<HTMLDivElement>(null);
  const conversation = useCallback(
    () => conversationRef.current?.querySelector<HTMLElement>('[role="log"]') ?? null,
    [],
  );

  if (!ticket) {
    return (
      <Center style={{ flex: 1 }}>
        {missing ? (
          <Alert color="yellow" role="alert">
            {t(missing === 'forbidden' ? 'view.noLongerYours' : 'view.notFound')}
          </Alert>
        ) : (
          <Loader role="progressbar" aria-label={t('view.loading')} />
        )}
      </Center>
    );
  }

  const canReply =
    (ticket.status === 'open' || ticket.status === 'group') && (ticket.userId === user.id || user.profile === 'admin');
  return (
    <section
      aria-label={ticket.contact.name}
      style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 }}
    >
      <TicketHeader ticket={ticket} canReply={canReply} onAccepted={onAccepted} conversation={conversation} />
      <Box px="md" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <TicketTags ticket={ticket} />
      </Box>
      <div ref={conversationRef} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <MessagesList ticket={ticket} onTicketOpened={showOpenedTicket} />
      </div>
      {canReply ? (
        <Composer ticket={ticket} />
      ) : (
        <Text
          p="md"
          ta="center"
          c="dimmed"
          size="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {ticket.status === 'pending' ? t('view.acceptHint') : t('view.readOnly')}
        </Text>
      )}
    </section>
  );
}
