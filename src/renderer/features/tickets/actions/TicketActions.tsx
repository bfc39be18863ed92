import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconEyeOff,
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
import { useUser } from '@renderer/session';
import { ConfirmDialog, LazyTooltip, MountWhenOpened } from '@renderer/ui';
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
  /** Little room in the header: only the main action stays a button, the rest fold into the menu. */
  compact?: boolean;
}

const keyHint = (shortcut: string) => shortcut.replace('alt', 'Alt');

/** The header's action buttons, the options menu and every dialog they open (spec 1 §2, §4). */
export function TicketActions({ ticket, canReply, onOpened, conversation, compact = false }: TicketActionsProps) {
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
    <LazyTooltip label={shortcut ? `${label} (${keyHint(shortcut)})` : label} openDelay={400}>
      <Button
        size="xs"
        variant={variant}
        onClick={onClick}
        loading={busy === action}
        aria-keyshortcuts={shortcut ? keyHint(shortcut) : undefined}
      >
        {label}
      </Button>
    </LazyTooltip>
  );

  // Ignore, return, transfer and the contact: buttons where there is room, menu items where not.
  const secondary = [
    has('ignore') && { key: 'ignore', label: t('actions.ignore'), icon: IconEyeOff, onClick: handlers.ignore },
    has('return') && {
      key: 'return',
      label: t('actions.return'),
      icon: IconArrowBackUp,
      onClick: handlers.returnToQueue,
      shortcut: TICKET_SHORTCUTS.return,
    },
    has('transfer') && {
      key: 'transfer',
      label: t('actions.transfer'),
      icon: IconArrowsExchange,
      onClick: () => setDialog('transfer'),
      shortcut: TICKET_SHORTCUTS.transfer,
    },
    { key: 'contact', label: t('actions.contact'), icon: IconUserCircle, onClick: () => setDialog('contact') },
  ].filter((item) => item !== false);

  return (
    <Group gap="xs" wrap="nowrap">
      {has('accept') && primary(t('actions.accept'), 'accept', handlers.accept, TICKET_SHORTCUTS.accept)}
      {!compact && has('ignore') && primary(t('actions.ignore'), 'ignore', handlers.ignore, undefined, 'default')}
      {!compact &&
        has('return') &&
        primary(t('actions.return'), 'return', handlers.returnToQueue, TICKET_SHORTCUTS.return, 'default')}
      {has('resolve') &&
        primary(t('actions.resolve'), 'resolve', () => void handlers.resolve(), TICKET_SHORTCUTS.resolve)}
      {has('reopen') && primary(t('actions.reopen'), 'reopen', handlers.reopen, TICKET_SHORTCUTS.reopen)}
      {!compact &&
        secondary
          .filter((item) => item.key === 'transfer' || item.key === 'contact')
          .map(({ key, label, icon: Icon, onClick, shortcut }) => (
            <LazyTooltip key={key} label={shortcut ? `${label} (${keyHint(shortcut)})` : label} openDelay={400}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={label}
                onClick={onClick}
                aria-keyshortcuts={shortcut ? keyHint(shortcut) : undefined}
              >
                <Icon size={18} />
              </ActionIcon>
            </LazyTooltip>
          ))}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('actions.more')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {compact &&
            secondary.map(({ key, label, icon: Icon, onClick, shortcut }) => (
              <Menu.Item
                key={key}
                leftSection={<Icon size={16} />}
                onClick={onClick}
                rightSection={shortcut ? keyHint(shortcut) : undefined}
                disabled={busy === key}
              >
                {label}
              </Menu.Item>
            ))}
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

      {/* Each dialog renders from its first opening on: closed, they rendered with every message. */}
      <MountWhenOpened opened={dialog === 'acceptQueue'}>
        {(opened) => (
          <AcceptQueueModal
            opened={opened}
            queues={user.queues}
            loading={busy === 'accept'}
            onAccept={handlers.acceptWithQueue}
            onClose={close}
          />
        )}
      </MountWhenOpened>
      <MountWhenOpened opened={dialog === 'resolve'}>
        {(opened) => (
          <ResolveModal opened={opened} loading={busy === 'resolve'} onResolve={handlers.resolveWith} onClose={close} />
        )}
      </MountWhenOpened>
      <MountWhenOpened opened={dialog === 'transfer'}>
        {(opened) => (
          <TransferModal
            opened={opened}
            loading={busy === 'transfer'}
            currentQueueId={ticket.queueId}
            onTransfer={handlers.transfer}
            onClose={close}
          />
        )}
      </MountWhenOpened>
      <MountWhenOpened opened={dialog === 'delete'}>
        {(opened) => (
          <ConfirmDialog
            opened={opened}
            title={t('delete.title')}
            confirmLabel={t('delete.confirm')}
            danger
            loading={busy === 'delete'}
            onConfirm={() => void handlers.remove()}
            onClose={close}
          >
            {t('delete.message')}
          </ConfirmDialog>
        )}
      </MountWhenOpened>
      <MountWhenOpened opened={dialog === 'log'}>
        {(opened) => <TicketLogModal ticketId={ticket.id} opened={opened} onClose={close} />}
      </MountWhenOpened>
      <MountWhenOpened opened={dialog === 'contact'}>
        {(opened) => <ContactDrawer opened={opened} onClose={close} contact={ticket.contact} ticketId={ticket.id} />}
      </MountWhenOpened>
      <MountWhenOpened opened={conflicts.held !== null}>
        {() => <AlreadyOpenModal held={conflicts.held} onClose={conflicts.closeHeld} />}
      </MountWhenOpened>
    </Group>
  );
}
