import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowsExchange,
  IconDots,
  IconFileTypePdf,
  IconHistory,
  IconTrash,
  IconUserCircle,
  IconVideo,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@shared/api/ticket';
import { ContactDrawer } from '@renderer/features/contacts';
import { useUser } from '@renderer/features/session';
import { ConfirmDialog } from '@renderer/ui';
import { AcceptQueueModal } from './AcceptQueueModal';
import { AlreadyOpenModal } from './AlreadyOpenModal';
import { ResolveModal } from './ResolveModal';
import { TicketLogModal } from './TicketLogModal';
import { TransferModal } from './TransferModal';
import { TICKET_SHORTCUTS, useTicketCommands } from './useTicketCommands';
import { useTicketActions } from './useTicketActions';

interface TicketActionsProps {
  ticket: Ticket;
  /** Whether the user may write in this conversation (the meeting link is sent as a message). */
  canReply: boolean;
  onOpened(ticket: Ticket): void;
  conversation(): HTMLElement | null;
}

const keyHint = (shortcut: string) => shortcut.replace('alt', 'Alt');

/** The header's action buttons, the options menu and every dialog they open (spec 1 §2, §4). */
export function TicketActions({ ticket, canReply, onOpened, conversation }: TicketActionsProps) {
  const { t } = useTranslation('tickets');
  const user = useUser();
  const { actions, dialog, setDialog, busy, handlers, conflicts } = useTicketActions(ticket, {
    onOpened,
    conversation,
  });
  const close = () => setDialog(null);
  const has = (a: (typeof actions)[number]) => actions.includes(a);

  useTicketCommands(
    actions,
    {
      accept: handlers.accept,
      returnToQueue: handlers.returnToQueue,
      resolve: () => void handlers.resolve(),
      reopen: handlers.reopen,
      ignore: handlers.ignore,
      openTransfer: () => setDialog('transfer'),
      openDelete: () => setDialog('delete'),
      openContact: () => setDialog('contact'),
      openLog: () => setDialog('log'),
      exportPdf: () => void handlers.exportPdf(),
      meeting: canReply ? () => void handlers.meeting() : undefined,
    },
    dialog !== null || conflicts.held !== null || busy !== null,
  );

  const primary = (
    label: string,
    action: Parameters<typeof has>[0],
    onClick: () => void,
    shortcut?: string,
    variant = 'filled',
  ) => (
    <Tooltip label={shortcut ? `${label} (${keyHint(shortcut)})` : label} openDelay={400}>
      <Button
        size="xs"
        variant={variant}
        onClick={onClick}
        loading={busy === action}
        aria-keyshortcuts={shortcut ? keyHint(shortcut) : undefined}
      >
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <Group gap="xs" wrap="nowrap">
      {has('accept') && primary(t('actions.accept'), 'accept', handlers.accept, TICKET_SHORTCUTS.accept)}
      {has('ignore') && primary(t('actions.ignore'), 'ignore', handlers.ignore, undefined, 'default')}
      {has('return') &&
        primary(t('actions.return'), 'return', handlers.returnToQueue, TICKET_SHORTCUTS.return, 'default')}
      {has('resolve') &&
        primary(t('actions.resolve'), 'resolve', () => void handlers.resolve(), TICKET_SHORTCUTS.resolve)}
      {has('reopen') && primary(t('actions.reopen'), 'reopen', handlers.reopen, TICKET_SHORTCUTS.reopen)}
      {has('transfer') && (
        <Tooltip label={`${t('actions.transfer')} (${keyHint(TICKET_SHORTCUTS.transfer)})`} openDelay={400}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('actions.transfer')}
            onClick={() => setDialog('transfer')}
            aria-keyshortcuts={keyHint(TICKET_SHORTCUTS.transfer)}
          >
            <IconArrowsExchange size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('actions.contact')} openDelay={400}>
        <ActionIcon variant="default" size="lg" aria-label={t('actions.contact')} onClick={() => setDialog('contact')}>
          <IconUserCircle size={18} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('actions.more')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => setDialog('log')}>
            {t('actions.log')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void handlers.exportPdf()}>
            {t('actions.pdf')}
          </Menu.Item>
          {canReply && (
            <Menu.Item
              leftSection={<IconVideo size={16} />}
              onClick={() => void handlers.meeting()}
              disabled={busy === 'meeting'}
            >
              {t('actions.meeting')}
            </Menu.Item>
          )}
          {has('delete') && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDialog('delete')}>
              {t('actions.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>

      <AcceptQueueModal
        opened={dialog === 'acceptQueue'}
        queues={user.queues}
        loading={busy === 'accept'}
        onAccept={handlers.acceptWithQueue}
        onClose={close}
      />
      <ResolveModal
        opened={dialog === 'resolve'}
        loading={busy === 'resolve'}
        onResolve={handlers.resolveWith}
        onClose={close}
      />
      <TransferModal
        opened={dialog === 'transfer'}
        loading={busy === 'transfer'}
        currentQueueId={ticket.queueId}
        onTransfer={handlers.transfer}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        danger
        loading={busy === 'delete'}
        onConfirm={() => void handlers.remove()}
        onClose={close}
      >
        {t('delete.message')}
      </ConfirmDialog>
      <TicketLogModal ticketId={ticket.id} opened={dialog === 'log'} onClose={close} />
      <ContactDrawer opened={dialog === 'contact'} onClose={close} contact={ticket.contact} ticketId={ticket.id} />
      <AlreadyOpenModal held={conflicts.held} onClose={conflicts.closeHeld} />
    </Group>
  );
}
