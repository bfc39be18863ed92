import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { externalNumber, externalSendBodySchema } from '@shared/api/externalApi';
import { externalApiRoutes as r } from '@shared/api/routes/externalApi';
import { bearerOf } from '../auth/accessToken';
import type { AppContext } from '../context';
import { users, whatsapps } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { discard, readMultipart, type UploadedFile } from '../http/multipart';
import { serve } from '../http/route';
import { validate } from '../http/validate';
import { emitContact } from '../realtime/ticketEvents';
import { closeTickets } from '../services/closeTickets';
import { loadContactView } from '../services/contactView';
import { conversationOn, defaultQueueOf } from '../services/conversationOn';
import { mediaTypeOf } from '../services/messageKinds';
import { sendOutbound } from '../services/outboundMessage';
import { assertPlanFlag } from '../services/planFlag';
import { assertOwned } from '../services/ticketAccess';

type Connection = typeof whatsapps.$inferSelect;

const MULTIPART_FIELDS = ['number', 'body', 'userId', 'queueId', 'sendSignature', 'closeTicket'] as const;

/**
 * POST /api/messages/send (spec 3 "Messages API"): an outside system sends a message through one
 * connection, proving which with that connection's token (`Authorization: Bearer <token>`). The
 * number's contact and its live ticket on the connection are found or created, the message goes
 * out as the company's (fromMe) and is announced like one an attendant sent.
 */
export function registerExternalApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const connectionOf = async (req: FastifyRequest): Promise<Connection> => {
    const token = bearerOf(req.headers.authorization);
    const [wa] = token ? await ctx.db.select().from(whatsapps).where(eq(whatsapps.token, token)) : [];
    // Deployed backends answer 401 for a missing or unknown token alike.
    if (!wa) throw new HttpError(401, 'ERR_INVALID_API_TOKEN');
    await assertPlanFlag(ctx.db, wa.companyId, 'useExternalApi');
    return wa;
  };
  // The token is checked on request, before the body (files included) is read.
  const authenticated = new WeakMap<FastifyRequest, Connection>();
  const onRequest = async (req: FastifyRequest) => void authenticated.set(req, await connectionOf(req));

  serve(
    app,
    ctx,
    r.send,
    async ({ req, reply, body }) => {
      const wa = authenticated.get(req) ?? (await connectionOf(req));
      let files: UploadedFile[] = [];
      let fields = body;
      if (!fields) {
        const input = await readMultipart(req, ctx, wa.companyId, { fileField: 'medias' });
        files = input.files;
        try {
          fields = validate(
            externalSendBodySchema,
            Object.fromEntries(MULTIPART_FIELDS.map((k) => [k, input.fields[k]?.[0] || undefined])),
          );
        } catch (error) {
          await discard(ctx, files);
          throw error;
        }
      }
      const used = new Set<string>();
      try {
        const result = await send(ctx, wa, fields, files, used);
        await ctx.emitter.flush();
        return reply.status(200).send({ mensagem: 'Mensagem enviada', ...result });
      } finally {
        await discard(
          ctx,
          files.filter((f) => !used.has(f.key)),
        );
      }
    },
    { onRequest },
  );
}

type Fields = z.output<typeof externalSendBodySchema>;

async function send(ctx: AppContext, wa: Connection, f: Fields, files: UploadedFile[], used: Set<string>) {
  const number = externalNumber(f.number);
  if (!number) throw new HttpError(400, 'ERR_INVALID_NUMBER');
  const text = f.body ?? '';
  if (!files.length && !text.trim())
    throw new HttpError(400, 'Invalid body: body: must not be blank', { fields: { body: 'must not be blank' } });
  if (wa.status !== 'CONNECTED') throw new HttpError(400, 'ERR_WAPP_NOT_INITIALIZED');
  const companyId = wa.companyId;
  await assertOwned(ctx.db, companyId, { userId: f.userId, queueId: f.queueId });
  const signer = f.sendSignature && f.userId != null ? await userName(ctx, f.userId) : null;
  // Whaticket's signature: the sender's name in bold on a line of its own.
  const signed = (s: string) => (signer && s ? `*${signer}:*\n${s}` : s);

  const queueId = f.queueId ?? (await defaultQueueOf(ctx.db, wa));
  const { contact, createdContact, ticket } = await ctx.db.transaction((tx) =>
    conversationOn(tx, wa, { number, queueId, queueChosen: f.queueId != null, userId: f.userId }, ctx.now()),
  );
  if (createdContact) {
    const view = await loadContactView(ctx.db, contact.id);
    if (view) emitContact(ctx.emitter, companyId, 'create', view);
  }
  const userId = f.userId ?? null;
  if (files.length === 0) await sendOutbound(ctx, ticket, { body: signed(text), userId });
  for (const file of files) {
    const mediaType = mediaTypeOf(file.mimetype);
    const caption = signed(text);
    await sendOutbound(ctx, ticket, {
      body: caption || (mediaType === 'application' ? file.name : ''),
      mediaType,
      mediaUrl: file.key,
      userId,
    });
    used.add(file.key);
  }
  if (f.closeTicket) {
    const { id, status, queueId: queue, isGroup } = ticket;
    await closeTickets(ctx, companyId, [{ id, status, userId: ticket.userId, queueId: queue, isGroup }], userId);
  }
  return { ticketId: ticket.id, contactId: contact.id };
}

async function userName(ctx: AppContext, userId: number): Promise<string | null> {
  const [u] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return u?.name ?? null;
}
