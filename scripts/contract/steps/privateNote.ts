import type { AppMessageEvent } from '@shared/api/events';
import { composeBody } from '@renderer/features/composer/composeBody';
import { fetchMessages, sendMessage } from '@renderer/features/messages/api';
import { useSession } from '@renderer/session/store';
import { missing, type Kit } from '../kit';
import { CheckFailed, fail } from '../recorder';
import { within } from '../within';

const NOTE = 'Nota do kit de contrato do Balcão: verificação do backend (só atendentes a veem).';

type Create = Extract<AppMessageEvent, { action: 'create' }>;

/**
 * A private note as the composer sends it (POST /messages/{ticketId}, isPrivate "true", the body
 * prefixed as Whaticket does), then its `appMessage create` on the company socket: a deployed
 * backend answers the POST with an empty body, and may emit the event before that reply, so the
 * kit listens before sending, as the open conversation does.
 */
export async function privateNote(kit: Kit): Promise<void> {
  const check =
    'POST /messages/{ticketId} isPrivate "true": its appMessage create arrives on the socket, parses, and is private';
  const why = missing(kit, 'user', 'ticket', 'socket');
  if (why) return kit.rec.skip('private note', check, why);
  const { user, ticket } = { user: kit.user!, ticket: kit.ticket! };
  const realtime = useSession.getState().realtime!;
  const body = composeBody(NOTE, { userName: user.name, isPrivate: true, signed: false });

  await kit.rec.check('private note', check, async () => {
    const refused: string[] = [];
    const gaveUp = new AbortController();
    realtime.join('joinChatBox', ticket.id);
    const created = within<Create>(
      kit.options.waitMs,
      'no appMessage create for the note',
      (done) =>
        realtime.onEvent(
          'appMessage',
          (event) => {
            // By its text: a backend may store the body it was given with touches of its own around it.
            const ours = event.action === 'create' && event.message.ticketId === ticket.id;
            if (ours && event.message.body.includes(NOTE)) done(event);
          },
          // A payload the shared schema refuses is named in the result.
          (message) => refused.push(message),
        ),
      gaveUp.signal,
    );
    try {
      await sendMessage(ticket.id, { body, clientId: crypto.randomUUID(), isPrivate: 'true' });
      const event = await created.catch(async (error: unknown) => {
        throw error instanceof CheckFailed
          ? new CheckFailed(`${error.message}${await whyMissing(ticket.id, refused)}`)
          : error;
      });
      if (!event.message.isPrivate)
        fail("the note's create event says it is not private: the backend took it for a message to the contact");
      // Deployed backends send every company event to everyone: another payload may be the bad one.
      if (refused.length)
        return { warn: `the note arrived, but the shared schema refused other appMessage payloads: ${refused[0]}` };
      return `message ${event.message.id}, private`;
    } finally {
      gaveUp.abort();
      realtime.leave('joinChatBox', 'joinChatBoxLeave', ticket.id);
    }
  });
}

/** What the backend did instead of the event, for the reason. */
async function whyMissing(ticketId: number, refused: readonly string[]): Promise<string> {
  if (refused.length) return `; payloads the shared schema refused: ${refused.slice(0, 2).join(' | ')}`;
  const page = await fetchMessages(ticketId, 1).catch(() => null);
  if (!page) return '';
  return page.messages.some((m) => m.body.includes(NOTE))
    ? '; the note is in GET /messages: the backend stored it but sent this socket no event'
    : '; the note is not in GET /messages either';
}
