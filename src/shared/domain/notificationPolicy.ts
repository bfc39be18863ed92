import type { Message } from '../api/message';
import type { Ticket } from '../api/ticket';
import { LIMITS, cut } from './constants';
import { canSeeGroups, canSeeTicketsWithoutQueue } from './permissions';
import type { Viewer } from './visibility';

/**
 * Who is told about what (spec 1 §6 "Notifications only for tickets assigned to the user or
 * unassigned, within the user's queues", §2 "Top bar", §5 volume). Pure: the renderer applies it
 * to every `appMessage` create event and to the unread list of the top bar; the desktop layer
 * only shows what it decides.
 */

/** Company settings the rule reads (spec 1 §3 keys). */
export interface NotificationSettings {
  /**
   * showNotificationPending: whether tickets still waiting in a queue (pending) notify and count
   * as unread. Whaticket's meaning: when disabled, only tickets the user is already attending do.
   */
  showNotificationPending: boolean;
}

export type NotifiableTicket = Pick<Ticket, 'status' | 'userId' | 'queueId' | 'isGroup'>;

/** Statuses of a live conversation; closed, lgpd (consent) and nps (rating) tickets never notify. */
const LIVE_STATUSES: readonly string[] = ['open', 'pending', 'group'];

/**
 * Whether a ticket's messages concern the user: the ticket is live; group tickets only with
 * allowGroup; pending ones only when showNotificationPending allows; then either assigned to the
 * user, or unassigned within the user's queues (no queue: only with allTicket). A ticket assigned
 * to the user counts whatever its queue: it is the user's own conversation (it is in the user's
 * "assigned" list too). The same rule gives the top bar's unread list and the title's count.
 */
export function ticketNotifiesViewer(
  ticket: NotifiableTicket,
  viewer: Viewer,
  settings: NotificationSettings,
): boolean {
  return whyTicketIsQuiet(ticket, viewer, settings) === null;
}

export type QuietReason =
  | 'fromMe'
  | 'private'
  | 'notLive'
  | 'group'
  | 'pendingHidden'
  | 'otherUser'
  | 'otherQueue'
  | 'noQueue'
  | 'openAndFocused';

function whyTicketIsQuiet(
  ticket: NotifiableTicket,
  viewer: Viewer,
  settings: NotificationSettings,
): QuietReason | null {
  if (!LIVE_STATUSES.includes(ticket.status)) return 'notLive';
  if ((ticket.isGroup || ticket.status === 'group') && !canSeeGroups(viewer)) return 'group';
  if (ticket.status === 'pending' && !settings.showNotificationPending) return 'pendingHidden';
  if (ticket.userId === viewer.id) return null;
  if (ticket.userId !== null) return 'otherUser';
  if (ticket.queueId === null) return canSeeTicketsWithoutQueue(viewer) ? null : 'noQueue';
  return viewer.queueIds.includes(ticket.queueId) ? null : 'otherQueue';
}

/** Translated texts the decision needs (the policy stays free of i18n). */
export interface NotificationTexts {
  /** The notification's title for a contact, e.g. 'Mensagem de Ana'. */
  title(contactName: string): string;
  /** The body of a message without text (media), e.g. '📷 Imagem'. */
  media(mediaType: string): string;
}

export interface IncomingMessage {
  message: Pick<Message, 'fromMe' | 'isPrivate' | 'body' | 'mediaType'>;
  ticket: NotifiableTicket & Pick<Ticket, 'uuid' | 'contact'>;
  /** The event's own contact, when it carries one (else the ticket's). */
  contactName?: string | null;
}

export interface NotificationInput extends IncomingMessage {
  viewer: Viewer;
  /** The uuid of the ticket on screen (route /tickets/{uuid}), or null. */
  openTicketUuid: string | null;
  /** Whether the app's window has the focus. */
  focused: boolean;
  settings: NotificationSettings;
  /** The user's notification volume, 0 to 1 (spec 1 §5). */
  volume: number;
  texts: NotificationTexts;
}

export interface NotificationDecision {
  notify: boolean;
  /** Play the notification sound (never at volume 0). */
  sound: boolean;
  /** The volume to play it at, clamped to 0..1. */
  volume: number;
  title: string;
  body: string;
  ticketUuid: string;
  contactName: string;
  /** Why nothing is shown, for logs and tests; null when it notifies. */
  quiet: QuietReason | null;
}

/** Longest body shown in a notification. */
export const NOTIFICATION_BODY_MAX = 120;

const clampVolume = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

/**
 * Decides what a new message shows: only messages from the contact (not the user's own, not
 * private notes), only tickets the rule above admits, never for the ticket open in a focused
 * window (the user is reading it); a sound at the chosen volume, none at volume 0.
 */
export function decideNotification(input: NotificationInput): NotificationDecision {
  const { message, ticket, viewer } = input;
  // Cut as the lists cut names (a notification's title has little room).
  const contactName = cut(
    (input.contactName || ticket.contact.name || ticket.contact.number || '').trim(),
    LIMITS.ticketNameMax,
  );
  const text = message.body.trim();
  const volume = clampVolume(input.volume);
  let quiet: QuietReason | null = null;
  if (message.fromMe) quiet = 'fromMe';
  else if (message.isPrivate) quiet = 'private';
  else quiet = whyTicketIsQuiet(ticket, viewer, input.settings);
  if (quiet === null && input.focused && input.openTicketUuid === ticket.uuid) quiet = 'openAndFocused';
  const notify = quiet === null;
  return {
    notify,
    sound: notify && volume > 0,
    volume,
    title: input.texts.title(contactName),
    body: cut(text || input.texts.media(message.mediaType), NOTIFICATION_BODY_MAX),
    ticketUuid: ticket.uuid,
    contactName,
    quiet,
  };
}

/** Messages closer together than this make one burst: one sound, then one summary. */
export const NOTIFICATION_BURST_MS = 3000;

export interface SummaryTexts {
  /** e.g. '5 novas mensagens'. */
  summaryTitle(count: number): string;
  /** e.g. 'De Ana, Bruno e mais 2'; receives the distinct contact names, most recent first. */
  summaryBody(names: readonly string[]): string;
}

/**
 * One notification for a burst of messages (issue 5: one summary instead of fifty toasts):
 * how many, from whom; clicking it opens the most recent ticket.
 */
export function summarizeBurst(
  decisions: readonly NotificationDecision[],
  texts: SummaryTexts,
): { title: string; body: string; ticketUuid: string } | null {
  const shown = decisions.filter((d) => d.notify);
  if (shown.length === 0) return null;
  const names: string[] = [];
  for (let i = shown.length - 1; i >= 0; i--)
    if (!names.includes(shown[i].contactName)) names.push(shown[i].contactName);
  return {
    title: texts.summaryTitle(shown.length),
    body: cut(texts.summaryBody(names), NOTIFICATION_BODY_MAX),
    ticketUuid: shown[shown.length - 1].ticketUuid,
  };
}
