import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Ticket, TicketUpdateBody } from '@shared/api/ticket';
import { availableActions, transitionPayload, type TicketAction } from '@shared/domain/transitions';
import { errorMessage } from '@renderer/api';
import { fetchContact } from '@renderer/features/contacts';
import { sendOutgoing } from '@renderer/features/messages';
import { useCompanySetting, useUser } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { updateTicket } from '../api';
import { removeTickets, upsertTickets } from '../store';
import { deleteTicket } from './api';
import { exportConversationPdf } from './exportConversationPdf';
import { meetingLink } from './jitsi';
import type { TransferChoice } from './TransferModal';
import { useConflictHandler } from './useConflictHandler';

const HOLDER_ONLY: readonly TicketAction[] = ['return', 'resolve', 'transfer'];

export type TicketDialog = 'acceptQueue' | 'resolve' | 'transfer' | 'delete' | 'log' | 'contact' | null;

/** Where the user is taken after a transition (spec 1 §4). */
type After = 'stay' | 'leave';

interface Options {
  /** The ticket moved to open or group: it stays current and the list shows its tab. */
  onOpened(ticket: Ticket): void;
  /** The conversation element, for PDF export. */
  conversation(): HTMLElement | null;
}

/**
 * Everything the conversation header can do to a ticket: the transitions of spec 1 §4 with the
 * permission rules of §6, the dialogs they need, the settings that change them (requiredTag),
 * and where the user lands afterwards.
 */
export function useTicketActions(ticket: Ticket, { onOpened, conversation }: Options) {
  const { t } = useTranslation('tickets');
  const { t: tc } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const requiredTag = useCompanySetting('requiredTag') === 'enabled';
  const conflicts = useConflictHandler(onOpened);
  const [dialog, setDialog] = useState<TicketDialog>(null);
  const [busy, setBusy] = useState<TicketAction | 'meeting' | null>(null);
  // A ticket another attendant holds is theirs to return, resolve or pass on (the server refuses
  // others too); admins may act on any ticket.
  const heldByOther = ticket.userId !== null && ticket.userId !== user.id && user.profile !== 'admin';
  const actions = availableActions(ticket, user).filter((a) => !heldByOther || !HOLDER_ONLY.includes(a));
  const me = { currentUserId: user.id };

  const run = async (action: TicketAction, body: TicketUpdateBody, after: After, success: string) => {
    setBusy(action);
    try {
      const updated = (await updateTicket(ticket.id, body)) ?? null;
      if (updated) upsertTickets([updated]);
      setDialog(null);
      notifications.show({ color: 'green', message: success });
      if (after === 'leave') navigate('/tickets');
      else onOpened(updated ?? ticket);
    } catch (error) {
      setDialog(null);
      conflicts.handle(error);
    } finally {
      setBusy(null);
    }
  };

  /** requiredTag (spec 1 §4): a contact without tags cannot be closed; read fresh, the ticket's copy may be old. */
  const contactHasTags = async () => {
    try {
      return (await fetchContact(ticket.contactId)).tags.length > 0;
    } catch {
      return ticket.contact.tags.length > 0;
    }
  };

  const accept = () => {
    if (ticket.queueId === null) setDialog('acceptQueue');
    else void run('accept', transitionPayload('accept', ticket, me), 'stay', t('toasts.accepted'));
  };

  const handlers = {
    accept,
    acceptWithQueue: (queueId: number) =>
      void run('accept', transitionPayload('accept', ticket, { ...me, queueId }), 'stay', t('toasts.accepted')),
    returnToQueue: () => void run('return', transitionPayload('return', ticket, me), 'leave', t('toasts.returned')),
    resolve: async () => {
      if (requiredTag && !(await contactHasTags())) {
        notifications.show({ color: 'yellow', message: t('requiredTag') });
        return;
      }
      setDialog('resolve');
    },
    resolveWith: (sendFarewellMessage: boolean) =>
      void run(
        'resolve',
        transitionPayload('resolve', ticket, { ...me, sendFarewellMessage }),
        'leave',
        t('toasts.resolved'),
      ),
    reopen: () => void run('reopen', transitionPayload('reopen', ticket, me), 'stay', t('toasts.reopened')),
    ignore: () => void run('ignore', transitionPayload('ignore', ticket, me), 'leave', t('toasts.ignored')),
    transfer: (choice: TransferChoice) => {
      const body = transitionPayload('transfer', ticket, {
        ...me,
        transferUserId: choice.userId,
        queueId: choice.queueId,
        msgTransfer: choice.msgTransfer,
      });
      // Transferred to oneself the ticket stays current; to anyone else (or a queue) it leaves the user.
      void run('transfer', body, choice.userId === user.id ? 'stay' : 'leave', t('toasts.transferred'));
    },
    remove: async () => {
      setBusy('delete');
      try {
        await deleteTicket(ticket.id);
        removeTickets([ticket.id]);
        setDialog(null);
        notifications.show({ color: 'green', message: t('toasts.deleted') });
        navigate('/tickets');
      } catch (error) {
        notifications.show({ color: 'red', message: errorMessage(error, tc) });
      } finally {
        setBusy(null);
      }
    },
    exportPdf: async () => {
      try {
        const done = await exportConversationPdf(conversation(), t('pdf.fileTitle', { name: ticket.contact.name, id: ticket.id }));
        if (done === 'missing') notifications.show({ color: 'red', message: t('pdf.notFound') });
      } catch (error) {
        console.warn('pdf export failed', error);
        notifications.show({ color: 'red', message: errorMessage(error, tc) });
      }
    },
    /** Whaticket sends the meeting link in the chat, so the contact can join; the attendant's browser opens it too. */
    meeting: async () => {
      const link = meetingLink(ticket, user.company?.name ?? '');
      setBusy('meeting');
      try {
        await sendOutgoing({ ticketId: ticket.id, body: t('meeting.message', { link }) });
        void getPlatform().openExternal(link);
      } catch (error) {
        notifications.show({ color: 'red', message: errorMessage(error, tc) });
      } finally {
        setBusy(null);
      }
    },
  };

  return { actions, dialog, setDialog, busy, handlers, conflicts };
}
