import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageRoutes as r } from '@shared/api/routes/messages';
import { z } from 'zod';
import { LIMITS } from '@shared/domain/constants';
import type { AppContext } from '../context';
import { serve } from '../http/route';
import { messages, tickets } from '../db/schema';
import { actorOf } from '../http/authGuard';
import { HttpError } from '../http/HttpError';
import { discard, field, readMultipart } from '../http/multipart';
import { validate } from '../http/validate';
import { emitTicketUnread } from '../realtime/ticketEvents';
import type { Actor } from '../services/actor';
import { assertMayWrite, resolveQuoted } from '../services/messageAccess';
import { mediaTypeOf, vcardBody } from '../services/messageKinds';
import { messageViews } from '../services/messageView';
import { sendOutbound } from '../services/outboundMessage';
import { ticketForActor } from '../services/ticketAccess';
import { loadTicketView } from '../services/ticketView';

type TicketRow = typeof tickets.$inferSelect;

const isTrue = (v: unknown) => v === true || v === 'true';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** One page of 20: page 1 is the newest 20, and each page reads oldest → newest. */
  serve(app, ctx, r.page, async ({ req, params: { ticketId }, query: { pageNumber } }) => {
    const actor = actorOf(req);
    const t = await ticketForActor(ctx.db, actor, { id: ticketId });
    const size = LIMITS.messagesPageSize;
    const [rows, [{ n }]] = await Promise.all([
      ctx.db
        .select()
        .from(messages)
        .where(eq(messages.ticketId, t.id))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(size)
        .offset((pageNumber - 1) * size),
      ctx.db.select({ n: count() }).from(messages).where(eq(messages.ticketId, t.id)),
    ]);
    if (t.unreadMessages > 0) {
      // Reading the conversation reads its messages.
      await ctx.db
        .update(messages)
        .set({ read: true })
        .where(and(eq(messages.ticketId, t.id), eq(messages.read, false), eq(messages.fromMe, false)));
      await ctx.db.update(tickets).set({ unreadMessages: 0 }).where(eq(tickets.id, t.id));
      emitTicketUnread(ctx.emitter, actor.companyId, t);
    }
    return {
      messages: await messageViews(ctx, rows.reverse()),
      count: n,
      hasMore: n > pageNumber * size,
      ticket: await loadTicketView(ctx.db, t.id),
    };
  });

  /**
   * Send: JSON `{body, quotedMsg?, isPrivate?, clientId?}` (text), JSON `{vCard: {name, number}}`
   * (a contact card), or multipart `medias` (one message per file). 200 with an empty body after
   * the events (CONTRACT.md), also for a retried clientId, which changes nothing.
   */
  serve(app, ctx, r.send, async ({ req, reply, params: { ticketId }, body }) => {
    const actor = actorOf(req);
    const t = await ticketForActor(ctx.db, actor, { id: ticketId });
    if (!body) return sendMedia(ctx, req, reply, actor, t);
    const isPrivate = isTrue(body.isPrivate);
    assertMayWrite(t, actor, isPrivate);
    const quotedMsgId = body.quotedMsg ? await resolveQuoted(ctx.db, t.id, body.quotedMsg.id) : null;
    const common = { isPrivate, quotedMsgId, clientId: body.clientId ?? null, userId: actor.id };
    if (body.vCard) {
      await sendOutbound(ctx, t, {
        ...common,
        body: vcardBody(body.vCard.name, body.vCard.number),
        mediaType: 'contactMessage',
      });
    } else {
      await sendOutbound(ctx, t, { ...common, body: body.body ?? '' });
    }
    return answerAfterEvents(ctx, reply);
  });
}

const mediaFields = z.object({
  isPrivate: z.string().optional(),
  fromMe: z.string().optional(),
  clientId: z.string().max(64).optional(),
  quotedMsg: z.string().max(100_000).optional(),
});

/**
 * Multipart `medias` (one or several files) with `body` (a caption for every file, or one
 * `body` per file in order), `isPrivate`, `clientId` (the first file's; the others get
 * `<clientId>#<n>` unless a `clientId` is given per file) and `quotedMsg` (JSON with `id`).
 * Without a caption an image, video or audio has an empty body and a document its file name.
 */
async function sendMedia(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, actor: Actor, t: TicketRow) {
  const input = await readMultipart(req, ctx, actor.companyId, { fileField: 'medias' });
  const files = input.files;
  const used = new Set<string>();
  try {
    const f = validate(mediaFields, {
      isPrivate: field(input, 'isPrivate'),
      fromMe: field(input, 'fromMe'),
      clientId: field(input, 'clientId'),
      quotedMsg: field(input, 'quotedMsg'),
    });
    if (files.length === 0)
      throw new HttpError(400, 'Invalid body: medias: required', { fields: { medias: 'required' } });
    const captions = input.fields.body ?? [];
    if (captions.some((c) => c.length > 4096))
      throw new HttpError(400, 'Invalid body: body: too long', { fields: { body: 'too long' } });
    const isPrivate = isTrue(f.isPrivate);
    assertMayWrite(t, actor, isPrivate);
    let quotedMsgId: number | null = null;
    if (f.quotedMsg) {
      let id: unknown;
      try {
        id = (JSON.parse(f.quotedMsg) as { id?: unknown })?.id;
      } catch {
        id = f.quotedMsg;
      }
      if (typeof id === 'number' || typeof id === 'string') quotedMsgId = await resolveQuoted(ctx.db, t.id, id);
    }
    const clientIds = input.fields.clientId ?? [];
    const clientIdOf = (i: number) =>
      clientIds.length > 1 ? (clientIds[i] ?? null) : f.clientId ? (i === 0 ? f.clientId : `${f.clientId}#${i}`) : null;
    for (const [i, file] of files.entries()) {
      const mediaType = mediaTypeOf(file.mimetype);
      const caption = (captions.length > 1 ? captions[i] : captions[0]) ?? '';
      const sent = await sendOutbound(ctx, t, {
        body: caption || (mediaType === 'application' ? file.name : ''),
        mediaType,
        mediaUrl: file.key,
        isPrivate,
        quotedMsgId: i === 0 ? quotedMsgId : null,
        clientId: clientIdOf(i),
        userId: actor.id,
      });
      if (sent) used.add(file.key);
    }
  } finally {
    // Files no message refers to: a refused request, or a retried clientId (already sent).
    await discard(
      ctx,
      files.filter((f) => !used.has(f.key)),
    );
  }
  return answerAfterEvents(ctx, reply);
}

/**
 * 200 with an empty body, once the message's events have been handed to socket.io: a deployed
 * Whaticket 4.8 emits the `create` before it answers (CONTRACT.md "Errors"), and clients must
 * settle a sent message by whichever of the two comes first.
 */
async function answerAfterEvents(ctx: AppContext, reply: FastifyReply) {
  await ctx.emitter.flush();
  return reply.status(200).send();
}
