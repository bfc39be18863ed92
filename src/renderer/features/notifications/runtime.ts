import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router';
import { decideNotification, NOTIFICATION_BURST_MS } from '@shared/domain/notificationPolicy';
import { viewerOf } from '@shared/domain/visibility';
import { useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { useFirstScreenShown } from '@renderer/ui';
import { createBurst } from './burst';
import { followDoNotDisturb, isDoNotDisturb } from './doNotDisturb';
import { abandonLoads, liveRemoval, liveTicket, reloadUnread } from './loaders';
import { playNotificationSound } from './sound';
import { resetUnread, useUnread } from './store';
import { useNotificationSettings, useUnreadCount } from './useUnreadTickets';
import { loadVolume, useVolumeScope } from './volume';

/** Names listed in a burst's summary before 'and N more'. */
const SUMMARY_NAMES = 3;

/**
 * The notifications of the whole signed-in app (mounted once, in the layout, so they work on
 * every screen): keeps the unread list live from the socket, asks the policy about each new
 * message and hands what it decides to the platform (bursts coalesced), plays the sound at the
 * user's volume (neither while do not disturb is on), puts the unread count in the window title,
 * and opens the ticket of a clicked notification.
 */
export function useNotificationsRuntime(onUnreadCount: (count: number) => void): void {
  const { t } = useTranslation('notifications');
  const realtime = useSession((s) => s.realtime);
  const userId = useSession((s) => s.user?.id);
  const settings = useNotificationSettings();
  const scope = useVolumeScope();
  const navigate = useNavigate();
  const openTicketUuid = useMatch('/tickets/:ticketId')?.params.ticketId ?? null;
  const count = useUnreadCount();

  // What the socket handler reads when a message arrives, without subscribing again.
  const latest = useRef({
    t,
    settings,
    openTicketUuid,
    focused: typeof document !== 'undefined' && document.hasFocus(),
  });
  useEffect(() => {
    latest.current = { ...latest.current, t, settings, openTicketUuid };
  }, [t, settings, openTicketUuid]);
  useEffect(
    () =>
      getPlatform().onFocusChanged((focused) => {
        latest.current = { ...latest.current, focused };
      }),
    [],
  );

  useEffect(() => {
    if (scope) void loadVolume(scope);
  }, [scope]);

  useEffect(() => followDoNotDisturb(), []);

  // The bell's list after the first screen (issue 18): the inbox's first row does not wait for it.
  const firstScreenShown = useFirstScreenShown();
  useEffect(() => {
    if (userId === undefined || !firstScreenShown) return;
    void reloadUnread();
    return () => {
      abandonLoads();
      resetUnread();
    };
  }, [userId, firstScreenShown]);

  useEffect(() => {
    onUnreadCount(count);
  }, [count, onUnreadCount]);
  useEffect(() => () => onUnreadCount(0), [onUnreadCount]);

  useEffect(
    () =>
      getPlatform().onNotificationClick((uuid, kind) =>
        navigate(`/${kind === 'chat' ? 'chats' : 'tickets'}/${encodeURIComponent(uuid)}`),
      ),
    [navigate],
  );

  useEffect(() => {
    if (!realtime) return;
    const burst = createBurst({
      windowMs: NOTIFICATION_BURST_MS,
      // Do not disturb may be switched on while a burst is under way: its summary stays quiet too.
      show: (notification) => {
        if (isDoNotDisturb()) return;
        void getPlatform()
          .notify(notification)
          .catch((error: unknown) => console.warn('notification not shown', error));
      },
      playSound: (volume) => {
        if (!isDoNotDisturb()) playNotificationSound(volume);
      },
      texts: () => {
        const tr = latest.current.t;
        return {
          summaryTitle: (n) => tr('summary.title', { n }),
          summaryBody: (names) =>
            names.length > SUMMARY_NAMES
              ? tr('summary.fromMore', {
                  names: names.slice(0, SUMMARY_NAMES).join(', '),
                  more: names.length - SUMMARY_NAMES,
                })
              : tr('summary.from', { names: names.join(', ') }),
        };
      },
    });
    // Deployed backends send notifications to this room (the reference server to the user's rooms).
    realtime.join('joinNotification');
    const offs = [
      realtime.onEvent('ticket', (event) => {
        if (event.action === 'update') liveTicket(event.ticket);
        else if (event.action === 'updateUnread' || event.action === 'delete') liveRemoval(event.ticketId);
      }),
      realtime.onEvent('appMessage', (event) => {
        if (event.action !== 'create' || !event.ticket) return;
        liveTicket(event.ticket);
        const user = useSession.getState().user;
        // Do not disturb: the message still counts (bell, title, badge), nothing is shown or heard.
        if (!user || isDoNotDisturb()) return;
        const { t: tr, settings: current, openTicketUuid: open, focused } = latest.current;
        burst.push(
          decideNotification({
            message: event.message,
            ticket: event.ticket,
            contactName: event.contact?.name,
            viewer: viewerOf(user),
            openTicketUuid: open,
            focused,
            settings: current,
            volume: useUnread.getState().volume,
            texts: {
              title: (name) => tr('notification.title', { name }),
              media: (type) => tr([`media.${type}`, 'media.other']),
            },
          }),
        );
      }),
      // socket.io keeps no history: after a reconnect the list is fetched again.
      realtime.onResync(() => {
        if (useUnread.getState().page > 0) void reloadUnread();
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      burst.dispose();
    };
  }, [realtime]);
}
