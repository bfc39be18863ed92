import { useCallback, useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown, IconCornerUpRight, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Message } from '@shared/api/message';
import { useSession } from '@renderer/session';
import { useFixedT } from '@renderer/i18n';
import { setReplyTo } from '../replyTo';
import { openDelete, openEdit } from './dialogs';
import { canDelete, canEdit, canForward, canReply } from './rules';
import { startSelection } from './selection';
import classes from './MessageMenu.module.css';

/**
 * A message's actions (spec 1 §2): reply, forward (selection mode), edit (own text messages
 * within 15 minutes: shown disabled after; the window is judged when the menu opens, so a menu
 * opened at minute 16 says so), delete (own, or any as admin). A real button, reachable with
 * Tab; it shows on hover or focus.
 *
 * The menu itself (a popover with its positioning) is set up only once the trigger is reached
 * with the keyboard or clicked: a conversation mounts a row per message, a burst one every 50 ms,
 * and most are never opened (issue 18). Arming replaces the plain button by the menu's own, which
 * takes the focus the plain one had; a click on the plain one opens the menu at once. A mouse
 * focus does not arm it: the button would change between the press and the release, and the
 * click would land on neither.
 */
export function MessageMenu({ message, ticketId }: { message: Message; ticketId: number }) {
  const t = useFixedT('messages');
  const user = useSession((s) => s.user);
  const actor = user && { id: user.id, profile: user.profile };
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const [armed, setArmed] = useState<null | 'keyboard' | 'click'>(null);
  // The armed trigger takes over the focus the plain one lost as it was replaced.
  const takeFocus = useCallback((button: HTMLButtonElement | null) => {
    if (button && document.activeElement === document.body) button.focus();
  }, []);
  const edit = canEdit(message, actor, openedAt);
  const deletable = canDelete(message, actor);
  const items = [canReply(message), canForward(message), edit !== 'no', deletable];
  if (!items.some(Boolean)) return null;
  const trigger = {
    variant: 'subtle',
    color: 'gray',
    size: 'sm',
    className: classes.trigger,
    'aria-label': t('menu.open'),
    children: <IconChevronDown size={14} />,
  } as const;
  if (!armed)
    return (
      <ActionIcon
        {...trigger}
        aria-haspopup="menu"
        aria-expanded={false}
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && setArmed('keyboard')}
        onClick={() => {
          // Opened by this click (defaultOpened): Menu's onOpen is not called for it.
          setOpenedAt(Date.now());
          setArmed('click');
        }}
      />
    );
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      defaultOpened={armed === 'click'}
      onOpen={() => setOpenedAt(Date.now())}
    >
      <Menu.Target>
        <ActionIcon {...trigger} ref={takeFocus} />
      </Menu.Target>
      <Menu.Dropdown>
        {canReply(message) && (
          <Menu.Item leftSection={<IconArrowBackUp size={14} />} onClick={() => setReplyTo(ticketId, message)}>
            {t('menu.reply')}
          </Menu.Item>
        )}
        {canForward(message) && (
          <Menu.Item leftSection={<IconCornerUpRight size={14} />} onClick={() => startSelection(ticketId, message.id)}>
            {t('menu.forward')}
          </Menu.Item>
        )}
        {edit !== 'no' && (
          <Menu.Item leftSection={<IconPencil size={14} />} disabled={edit === 'expired'} onClick={() => openEdit(message)}>
            {edit === 'expired' ? t('menu.editExpired') : t('menu.edit')}
          </Menu.Item>
        )}
        {deletable && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => openDelete(message)}>
            {t('menu.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
