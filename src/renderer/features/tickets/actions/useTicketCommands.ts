import { useMemo, useRef } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TicketAction } from '@shared/domain/transitions';
import { useCommands, type Command } from '@renderer/ui';

/** Keys of the ticket actions (issue 3 "Keyboard"): Alt plus a letter, so typing never triggers them. */
export const TICKET_SHORTCUTS = {
  accept: 'alt+A',
  resolve: 'alt+R',
  transfer: 'alt+T',
  return: 'alt+V',
  reopen: 'alt+O',
  contact: 'alt+C',
} as const;

export interface TicketCommandHandlers {
  accept(): void;
  returnToQueue(): void;
  resolve(): void;
  reopen(): void;
  ignore(): void;
  openTransfer(): void;
  openDelete(): void;
  openContact(): void;
  openLog(): void;
  exportPdf(): void;
  meeting?(): void;
}

/**
 * Registers the current ticket's actions in the command palette and binds their keys. Keys work
 * wherever focus is (the ticket list and the composer included), and not while a dialog of the
 * ticket is open.
 */
export function useTicketCommands(actions: readonly TicketAction[], handlers: TicketCommandHandlers, paused: boolean) {
  const { t } = useTranslation('tickets');
  const latest = useRef({ handlers, paused });
  latest.current = { handlers, paused };

  // availableActions builds a new array each render: key the commands on its content.
  const actionsKey = actions.join(',');
  const hasMeeting = handlers.meeting !== undefined;
  const commands = useMemo<Command[]>(() => {
    const allowed = new Set(actionsKey.split(','));
    const call = (pick: (h: TicketCommandHandlers) => (() => void) | undefined) => () => {
      if (!latest.current.paused) pick(latest.current.handlers)?.();
    };
    const list: Command[] = [];
    const add = (id: string, label: string, run: () => void, shortcut?: string) =>
      list.push({ id: `ticket.${id}`, label, group: 'ticket', shortcut, run });
    if (allowed.has('accept'))
      add(
        'accept',
        t('actions.accept'),
        call((h) => h.accept),
        TICKET_SHORTCUTS.accept,
      );
    if (allowed.has('return'))
      add(
        'return',
        t('actions.return'),
        call((h) => h.returnToQueue),
        TICKET_SHORTCUTS.return,
      );
    if (allowed.has('resolve'))
      add(
        'resolve',
        t('actions.resolve'),
        call((h) => h.resolve),
        TICKET_SHORTCUTS.resolve,
      );
    if (allowed.has('reopen'))
      add(
        'reopen',
        t('actions.reopen'),
        call((h) => h.reopen),
        TICKET_SHORTCUTS.reopen,
      );
    if (allowed.has('ignore'))
      add(
        'ignore',
        t('actions.ignore'),
        call((h) => h.ignore),
      );
    if (allowed.has('transfer'))
      add(
        'transfer',
        t('actions.transfer'),
        call((h) => h.openTransfer),
        TICKET_SHORTCUTS.transfer,
      );
    add(
      'contact',
      t('actions.contact'),
      call((h) => h.openContact),
      TICKET_SHORTCUTS.contact,
    );
    add(
      'log',
      t('actions.log'),
      call((h) => h.openLog),
    );
    add(
      'pdf',
      t('actions.pdf'),
      call((h) => h.exportPdf),
    );
    if (hasMeeting)
      add(
        'meeting',
        t('actions.meeting'),
        call((h) => h.meeting),
      );
    if (allowed.has('delete'))
      add(
        'delete',
        t('actions.delete'),
        call((h) => h.openDelete),
      );
    return list;
  }, [actionsKey, t, hasMeeting]);

  useCommands('ticket', commands);
  // No field is exempt: J then Enter leaves the focus in the composer, exactly where these are wanted.
  // Alt plus a letter types nothing there (Windows, Linux), so nothing is lost.
  useHotkeys(
    commands.filter((c) => c.shortcut).map((c) => [c.shortcut!, () => c.run(), { usePhysicalKeys: true }]),
    [],
  );
  return commands;
}
